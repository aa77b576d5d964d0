/**
 * The journal in Redis (issue 26): two instances on one real Redis write one chain that verifies,
 * an entry removed or edited by hand is named by the check, retention trims on a moved clock, a
 * record's history is read through its index, and with Redis down a write is a 503 that changed nothing.
 */
import t from 'tap';
import type { JournalEntry } from '../../shared/schemas/journal.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
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

const STREAM = 'journal:stream';
const verify = async (bff: DemoBff) => (await bff.app.inject({ method: 'GET', url: '/api/journal/verify', headers: { cookie: await bff.as('admin') } })).json();
/** The stream's entries as Redis holds them: [stream id, text]. */
async function stored(): Promise<Array<[string, string]>> {
  const rows = await a.app.redis!.xrange(STREAM, '-', '+');
  return rows.map(([id, fields]) => [id, fields[1]!]);
}
async function patchNotes(bff: DemoBff, role: 'admin' | 'Consultant', id: number, notes: string) {
  return bff.app.inject({ method: 'PATCH', url: `/api/clients/${id}`, headers: { ...CSRF, cookie: await bff.as(role) }, payload: { notes } });
}

t.test('two instances writing at once write one chain, which verifies from either', async (t) => {
  const ids = a.demo.store.data.users.filter((u) => u.role === 'Client').slice(0, 10).map((u) => u.id);
  const answers = await Promise.all(ids.flatMap((id, i) => [patchNotes(a, 'admin', id, `a${i}`), patchNotes(b, 'Consultant', id, `b${i}`)]));
  t.ok(answers.every((res) => res.statusCode === 200), 'every write passed');
  const entries = (await stored()).map(([, text]) => JSON.parse(text) as JournalEntry);
  t.same(entries.map((e) => e.id), entries.map((_, i) => i + 1), 'one numbering, no gap, no double');
  t.equal(entries.filter((e) => e.action === 'patch').length, 20);
  t.same(await verify(a), { ok: true, checked: entries.length });
  t.same(await verify(b), { ok: true, checked: entries.length });
  const history = await b.app.inject({ method: 'GET', url: `/api/clients/${ids[0]}/history`, headers: { cookie: await b.as('Consultant') } });
  t.same(history.json().items.map((e: JournalEntry) => e.actor.name).sort(), ['Claire Dubois', 'Julien Moreau'], "the history of a client, written by both, read by either");
  t.ok((await a.app.redis!.zcard(`journal:index:client:${ids[0]}`)) === 2, 'read through its index');
});

t.test('an entry edited by hand, then one removed, is named by the check', async (t) => {
  const rows = await stored();
  const [editedId, text] = rows[3]!;
  const edited = JSON.parse(text) as JournalEntry;
  const altered = JSON.stringify({ ...edited, actor: { ...edited.actor, name: 'Quelqu’un d’autre' } });
  // A stream entry cannot be changed in place: the stream is written again, the same ids, one text altered.
  const redisClient = a.app.redis!;
  await redisClient.del(STREAM);
  for (const [id, original] of rows) await redisClient.xadd(STREAM, id, 'e', id === editedId ? altered : original);
  t.same(await verify(a), { ok: false, checked: 4, firstBroken: edited.id }, 'the edited entry');
  await redisClient.del(STREAM);
  for (const [id, original] of rows) await redisClient.xadd(STREAM, id, 'e', original);
  t.equal((await verify(a)).ok, true, 'as written, it verifies again');
  const removed = JSON.parse(rows[6]![1]) as JournalEntry;
  await redisClient.xdel(STREAM, rows[6]![0]);
  t.same(await verify(b), { ok: false, checked: 7, firstBroken: removed.id }, 'the removed entry');
  await redisClient.xadd(STREAM, '*', 'e', rows[6]![1]);
  t.equal((await verify(b)).ok, false, 'put back at the end, it is still out of place');
});

t.test('retention trims the entries older than JOURNAL_RETENTION_DAYS; the chain starts after them', async (t) => {
  // A journal started afresh: its stream, head, anchor and indexes gone.
  const keys = (await a.app.redis!.keys('bo:journal:*')).map((key) => key.slice('bo:'.length));
  await a.app.redis!.del(...keys);
  const id = a.demo.store.data.users.find((u) => u.role === 'Client')!.id;
  t.equal((await patchNotes(a, 'admin', id, 'ancien')).statusCode, 200);
  t.equal((await patchNotes(b, 'Consultant', id, 'ancien 2')).statusCode, 200);
  clock += 366 * 86_400_000;
  const page = await a.app.inject({ method: 'GET', url: '/api/journal', headers: { cookie: await a.as('admin') } });
  t.equal(page.statusCode, 200);
  t.equal(page.json().total, 0, 'a year and a day later: trimmed');
  t.equal((await patchNotes(b, 'Consultant', id, 'récent')).statusCode, 200);
  const entries = (await stored()).map(([, text]) => JSON.parse(text) as JournalEntry);
  t.same(entries.map((e) => e.id), [3], 'the chain goes on after the trimmed ones');
  t.same(await verify(a), { ok: true, checked: 1 });
  const history = await a.app.inject({ method: 'GET', url: `/api/clients/${id}/history`, headers: { cookie: await a.as('admin') } });
  t.equal(history.json().total, 1, 'the index forgets them too');
});

t.test('Redis down: a write is a 503 and the record is unchanged', async (t) => {
  const client = a.demo.store.data.users.find((u) => u.role === 'Client')!;
  const before = JSON.stringify(a.demo.store.user(client.id));
  await redis.kill();
  const res = await patchNotes(a, 'admin', client.id, 'pendant la panne');
  t.equal(res.statusCode, 503);
  t.equal(res.json().error, 'store_unavailable');
  t.equal(JSON.stringify(a.demo.store.user(client.id)), before, 'nothing changed without its trace');
  await redis.restart();
});
