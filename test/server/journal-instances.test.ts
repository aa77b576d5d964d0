/**
 * The journal of several instances (issues 26, 33): two BFFs on one Redis and one PostgreSQL write
 * one chain that verifies from either, an entry edited or removed in the database by hand is named
 * by the check, retention trims on a moved clock, a record's history is read through its column,
 * Redis down no longer stops the journal (written, read and checked in the database), and with the
 * database down a write is a 503 that changed nothing.
 */
import t from 'tap';
import type { JournalEntry } from '../../shared/schemas/journal.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { sharedPostgresServer } from '../helpers/postgres-server.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';

let redis: RedisServer;
let clock = Date.now();
let a: DemoBff;
let b: DemoBff;
t.before(async () => {
  redis = await startRedisServer();
  a = await buildDemoBff(t, { REDIS_URL: redis.url }, { now: () => clock });
  b = await buildDemoBff(t, { REDIS_URL: redis.url }, { demo: a.demo, now: () => clock });
  // Signed in before anything is counted (a sign-in is an entry).
  await Promise.all([a.as('admin'), b.as('admin'), b.as('Consultant')]);
});
t.teardown(() => redis.stop());

const verify = async (bff: DemoBff) => (await bff.app.inject({ method: 'GET', url: '/api/journal/verify', headers: { cookie: await bff.as('admin') } })).json();
/** The journal's rows as the database holds them, oldest first. */
const stored = () => a.app.database.db.selectFrom('journal_entries').selectAll().orderBy('seq').execute();
const headOf = (rows: Awaited<ReturnType<typeof stored>>) => ({ id: rows[rows.length - 1]!.seq, hash: rows[rows.length - 1]!.hash });
async function patchNotes(bff: DemoBff, role: 'admin' | 'Consultant', id: number, notes: string) {
  return bff.app.inject({ method: 'PATCH', url: `/api/clients/${id}`, headers: { ...CSRF, cookie: await bff.as(role) }, payload: { notes } });
}

t.test('two instances writing at once write one chain, which verifies from either', async (t) => {
  t.equal(a.app.database.engine, 'postgres', 'several instances keep their records in PostgreSQL');
  const ids = a.demo.store.data.users.filter((u) => u.role === 'Client').slice(0, 10).map((u) => u.id);
  const answers = await Promise.all(ids.flatMap((id, i) => [patchNotes(a, 'admin', id, `a${i}`), patchNotes(b, 'Consultant', id, `b${i}`)]));
  t.ok(answers.every((res) => res.statusCode === 200), 'every write passed');
  const rows = await stored();
  t.same(rows.map((row) => row.seq), rows.map((_, i) => i + 1), 'one numbering, no gap, no double');
  t.equal(rows.filter((row) => row.action === 'patch' && row.outcome === 'done').length, 20, 'every write settled done');
  t.same(await verify(a), { ok: true, checked: rows.length, head: headOf(rows) });
  t.same(await verify(b), { ok: true, checked: rows.length, head: headOf(rows) });
  const history = await b.app.inject({ method: 'GET', url: `/api/clients/${ids[0]}/history`, headers: { cookie: await b.as('Consultant') } });
  t.same(history.json().items.map((e: JournalEntry) => e.actor.name).sort(), ['Claire Dubois', 'Julien Moreau'], 'the history of a client, written by both, read by either');
  t.equal(rows.filter((row) => Number(row.client_id) === ids[0]).length, 2, 'read through its client column');
});

t.test('an entry edited in the database by hand, then one removed, is named by the check', async (t) => {
  const db = a.app.database.db;
  const rows = await stored();
  const edited = rows[3]!;
  const intent = JSON.parse(edited.intent) as JournalEntry;
  const altered = JSON.stringify({ ...intent, actor: { ...intent.actor, name: 'Quelqu’un d’autre' } });
  await db.updateTable('journal_entries').set({ intent: altered }).where('seq', '=', edited.seq).execute();
  t.same(await verify(a), { ok: false, checked: 4, firstBroken: edited.seq, problem: 'altered', head: headOf(rows) }, 'the edited entry');
  t.same(await verify(b), { ok: false, checked: 4, firstBroken: edited.seq, problem: 'altered', head: headOf(rows) }, 'from the other instance too');
  await db.updateTable('journal_entries').set({ intent: edited.intent }).where('seq', '=', edited.seq).execute();
  t.equal((await verify(a)).ok, true, 'as written, it verifies again');

  const removed = rows[6]!;
  await db.deleteFrom('journal_entries').where('seq', '=', removed.seq).execute();
  t.same(await verify(b), { ok: false, checked: 7, firstBroken: removed.seq, problem: 'missing', head: headOf(rows) }, 'the removed entry');
  const { seq: _seq, ...rest } = removed;
  const lastSeq = rows[rows.length - 1]!.seq;
  await db.insertInto('journal_entries').values({ ...rest, seq: lastSeq + 1 }).execute();
  t.match(await verify(b), { ok: false, firstBroken: removed.seq, problem: 'missing' }, 'put back at the end, it is still out of place');
  await db.deleteFrom('journal_entries').where('seq', '=', lastSeq + 1).execute();
  await db.insertInto('journal_entries').values(removed).execute();
  t.same(await verify(a), { ok: true, checked: rows.length, head: headOf(rows) }, 'put back where it was, as written, it verifies again');
});

t.test('retention trims the entries older than JOURNAL_RETENTION_DAYS; the chain goes on after them', async (t) => {
  const id = a.demo.store.data.users.find((u) => u.role === 'Client')!.id;
  t.equal((await patchNotes(a, 'admin', id, 'ancien')).statusCode, 200);
  t.equal((await patchNotes(b, 'Consultant', id, 'ancien 2')).statusCode, 200);
  const before = await stored();
  clock += 366 * 86_400_000;
  const page = await a.app.inject({ method: 'GET', url: '/api/journal', headers: { cookie: await a.as('admin') } });
  t.equal(page.statusCode, 200);
  t.equal(page.json().total, 0, 'a year and a day later: trimmed');
  t.equal((await patchNotes(b, 'Consultant', id, 'récent')).statusCode, 200);
  const rows = await stored();
  t.same(rows.map((row) => row.seq), [before[before.length - 1]!.seq + 1], 'the chain goes on after the trimmed ones');
  t.same(await verify(a), { ok: true, checked: 1, head: headOf(rows) });
  t.same(await verify(b), { ok: true, checked: 1, head: headOf(rows) });
  const history = await a.app.inject({ method: 'GET', url: `/api/clients/${id}/history`, headers: { cookie: await a.as('admin') } });
  t.equal(history.json().total, 1, 'the history forgets them too');
});

t.test('Redis down: the journal is in the database; it is still written, read and checked', async (t) => {
  const client = a.demo.store.data.users.find((u) => u.role === 'Client')!;
  await redis.kill();
  t.teardown(() => redis.restart());
  const before = (await stored()).length;
  const card = await a.app.inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: { cookie: await a.as('admin') } });
  t.equal(card.statusCode, 200, card.body);
  let rows = await stored();
  t.equal(rows.length, before + 1, 'the look at the NIR is journaled');
  t.match(rows[rows.length - 1], { action: 'read-nir', outcome: 'done', record_id: String(client.id) });
  const page = await b.app.inject({ method: 'GET', url: '/api/journal?perPage=10', headers: { cookie: await b.as('admin') } });
  t.equal(page.statusCode, 200, 'the journal is read from the other instance');
  t.match(page.json().items[0], { action: 'read-nir', record: { id: client.id } });

  // A write still takes its record's lock in Redis: refused, but its intent was written first and says it.
  const res = await patchNotes(a, 'admin', client.id, 'pendant la panne de Redis');
  t.equal(res.statusCode, 503);
  t.equal(res.json().error, 'store_unavailable');
  rows = await stored();
  t.match(rows[rows.length - 1], { action: 'patch', outcome: 'unknown', record_id: String(client.id) }, 'its entry kept, its outcome unknown');
  t.same(await verify(b), { ok: true, checked: rows.length, head: headOf(rows) }, 'either instance checks the chain');
});

t.test('the database down: a write is a 503 and the record is unchanged', async (t) => {
  const client = a.demo.store.data.users.find((u) => u.role === 'Client')!;
  const before = JSON.stringify(a.demo.store.user(client.id));
  const cookie = await a.as('admin');
  const postgres = await sharedPostgresServer();
  await postgres.kill();
  t.teardown(() => postgres.restart());
  const res = await a.app.inject({ method: 'PATCH', url: `/api/clients/${client.id}`, headers: { ...CSRF, cookie }, payload: { notes: 'pendant la panne' } });
  t.equal(res.statusCode, 503);
  t.equal(res.json().error, 'database_unavailable');
  t.equal(JSON.stringify(a.demo.store.user(client.id)), before, 'nothing changed without its trace');
});
