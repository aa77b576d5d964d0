/**
 * The BFF's records survive what a host does to a process (issue 33), on real engines only: a BFF
 * killed -9 right after its answers loses none of them (SQLite in DATA_DIR; PostgreSQL with Redis
 * flushed meanwhile); two instances on one PostgreSQL write one chain and share tokens and sign-outs;
 * a database down refuses a write before the firm API sees it; a write's entry is written before the
 * write (unknown after a timeout, pending after a kill, refused not listed); the chain's check names a
 * hand's edit, a rebuilt chain, a cut tail, a missing entry; retention trims in SQL and still verifies.
 */
import t, { type Test } from 'tap';
import SQLite from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { publishedAccounts } from '../../server/demo/data/people.js';
import type { JournalEntry } from '../../shared/schemas/journal.js';
import type { Role } from '../../shared/schemas/people.js';
import { buildTestApp, CSRF, sessionCookieOf, TEST_SECRET } from '../helpers/app.js';
import { call, killHard, notBuilt, signIn, startBuiltServer } from '../helpers/bff-process.js';
import { sharedPostgresServer, startPostgresServer } from '../helpers/postgres-server.js';
import { startRecordingUpstream, type RecordingUpstream } from '../helpers/recording-upstream.js';
import { startRedisServer } from '../helpers/redis-server.js';

const DAY_MS = 86_400_000;
// The shared server's own stop waits for an empty event loop, which its child keeps from ever emptying.
t.teardown(async () => (await sharedPostgresServer()).stop());
const firstClient = (firm: RecordingUpstream) => firm.demo.store.data.users.find((u) => u.role === 'Client')!;
const shown = (entries: JournalEntry[]) => entries.map((e) => ({ id: e.id, hash: e.hash, outcome: e.outcome, action: e.action }));
const tmpDir = (t: Test) => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-durable-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A BFF in this process in front of the recording firm API, with its sign-ins by role. */
async function bffOn(t: Test, firm: RecordingUpstream, env: Record<string, string> = {}, extra: { now?: () => number } = {}) {
  const built = await buildTestApp(t, firm.url, { LOGIN_RATE_LIMIT: '10000', ...env }, extra);
  const cookies = new Map<Role, string>();
  const as = async (role: Role) => {
    if (!cookies.has(role)) {
      const account = publishedAccounts().find((a) => a.role === role)!;
      cookies.set(role, sessionCookieOf(await built.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: account.email, password: account.password } })));
    }
    return cookies.get(role)!;
  };
  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, role: Role = 'admin') =>
    built.app.inject({ method, url, headers: { ...CSRF, cookie: await as(role) }, ...(payload ? { payload } : {}) });
  const verify = async (query = '') => (await api('GET', `/api/journal/verify${query}`)).json();
  return { ...built, as, api, verify };
}

/** Signs two people in, writes what the BFF keeps, signs one out, kills -9 at once; `between` runs before the restart. */
async function killedAfterAnswers(t: Test, env: Record<string, string>, between: () => Promise<void> = async () => undefined) {
  const firm = await startRecordingUpstream(t);
  const settings = { UPSTREAM_URL: firm.url, SESSION_SECRET: TEST_SECRET, LOGIN_RATE_LIMIT: '10000', ...env };
  let bff = await startBuiltServer(settings);
  t.teardown(() => bff.stop());
  const admin = await signIn(bff.url, 'admin');
  const consultant = await signIn(bff.url, 'Consultant');
  const client = firstClient(firm);
  t.equal((await call(bff.url, 'PATCH', `/api/clients/${client.id}`, admin, { businessIntroducer: 'Notaire Maître Roche' })).status, 200, 'a kept field changed');
  const token = await call(bff.url, 'POST', '/api/profile/tokens', admin, { name: 'Export', scope: 'read-write', expiresInDays: 30 });
  t.equal(token.status, 201, 'a token created');
  const page = (await call(bff.url, 'GET', '/api/search/bookmarks/data', admin)).body.searchResult.find((b: { starred: boolean }) => !b.starred).id as string;
  t.equal((await call(bff.url, 'POST', '/api/update/bookmarks', admin, { obj: { id: page, starred: true } })).status, 200, 'a bookmark set');
  const task = firm.demo.store.data.tasks[0];
  t.equal((await call(bff.url, 'PATCH', `/api/tasks/${task.id}`, admin, { starred: true })).status, 200, 'a task starred');
  const before = (await call(bff.url, 'GET', '/api/journal?perPage=100', admin)).body.items as JournalEntry[];
  t.equal((await call(bff.url, 'POST', '/logout', consultant)).status, 204, 'one signed out');
  await killHard(bff);
  await between();

  bff = await startBuiltServer(settings);
  const after = (await call(bff.url, 'GET', '/api/journal?perPage=100', admin)).body.items as JournalEntry[];
  t.match(after[0], { action: 'sign-out', outcome: 'done', actor: { name: 'Julien Moreau' } }, 'the last answer, killed at once, is there');
  t.same(shown(after.slice(1)), shown(before), 'every entry answered before, as it was');
  t.ok(before.some((e) => e.action === 'patch' && e.record.kind === 'client') && before.some((e) => e.action === 'token-create'));
  const read = await call(bff.url, 'GET', `/api/clients/${client.id}`, token.body.token);
  t.equal(read.status, 200, 'the token still authenticates');
  t.equal(read.body.businessIntroducer, 'Notaire Maître Roche', 'the kept field is there');
  t.equal((await call(bff.url, 'GET', '/session', consultant)).status, 401, 'the signed-out cookie is refused');
  t.equal((await call(bff.url, 'GET', '/session', admin)).status, 200, 'the other session lives on');
  const bookmarks = (await call(bff.url, 'GET', '/api/search/bookmarks/data', admin)).body.searchResult as Array<{ id: string; starred: boolean }>;
  t.equal(bookmarks.find((b) => b.id === page)!.starred, true, 'the bookmark is there');
  const starred = (await call(bff.url, 'GET', '/api/tasks?filter=starred&perPage=100', admin)).body.items as Array<{ id: number }>;
  t.same(starred.map((x) => x.id), [task.id], 'the star is there');
  const verified = (await call(bff.url, 'GET', '/api/journal/verify', admin)).body;
  t.match(verified, { ok: true });
  t.ok(verified.checked >= after.length, `the chain verifies, ${verified.checked} entries`);
}

t.test('SQLite in DATA_DIR: a BFF killed -9 right after its answers loses none of them', { skip: notBuilt }, async (t) => {
  await killedAfterAnswers(t, { DATA_DIR: tmpDir(t) });
});

t.test('PostgreSQL and Redis: killed -9, Redis flushed, restarted: nothing lost', { skip: notBuilt }, async (t) => {
  const redis = await startRedisServer();
  t.teardown(() => redis.stop());
  const databaseUrl = await (await sharedPostgresServer()).freshDatabase();
  await killedAfterAnswers(t, { REDIS_URL: redis.url, DATABASE_URL: databaseUrl }, async () => {
    const client = new Redis(redis.url);
    t.equal(await client.flushall(), 'OK', 'Redis flushed');
    t.equal(await client.dbsize(), 0);
    client.disconnect();
  });
});

t.test('a BFF killed while the firm API hangs on a write: after the restart its entry is pending', { skip: notBuilt }, async (t) => {
  const firm = await startRecordingUpstream(t);
  const settings = { UPSTREAM_URL: firm.url, SESSION_SECRET: TEST_SECRET, DATA_DIR: tmpDir(t) };
  let bff = await startBuiltServer(settings);
  t.teardown(() => bff.stop());
  const admin = await signIn(bff.url, 'admin');
  const client = firstClient(firm);
  firm.writeMode = 'hang';
  const writes = firm.writes().length;
  const hung = call(bff.url, 'PATCH', `/api/clients/${client.id}`, admin, { notes: 'jamais confirmé' }).catch((error: Error) => error);
  await firm.writeArrived(writes);
  await killHard(bff);
  t.type(await hung, Error, 'the write got no answer');
  firm.writeMode = 'forward';
  bff = await startBuiltServer(settings);
  const items = (await call(bff.url, 'GET', '/api/journal', admin)).body.items as JournalEntry[];
  t.match(items[0], { action: 'patch', outcome: 'pending', record: { kind: 'client', id: client.id } }, '« résultat inconnu »');
  t.match((await call(bff.url, 'GET', '/api/journal/verify', admin)).body, { ok: true });
});

t.test('two instances on one PostgreSQL and one Redis: one chain, tokens and sign-outs shared', async (t) => {
  const redis = await startRedisServer();
  t.teardown(() => redis.stop());
  const firm = await startRecordingUpstream(t);
  const a = await bffOn(t, firm, { REDIS_URL: redis.url });
  const b = await bffOn(t, firm, { REDIS_URL: redis.url });
  t.equal(a.config.database.engine, 'postgres');
  t.same(a.config.database, b.config.database, 'one database');
  const ids = firm.demo.store.data.users.filter((u) => u.role === 'Client').slice(0, 8).map((u) => u.id);
  const answers = await Promise.all(ids.flatMap((id, i) => [a.api('PATCH', `/api/clients/${id}`, { notes: `a${i}` }), b.api('PATCH', `/api/clients/${id}`, { notes: `b${i}` })]));
  t.same(answers.map((res) => res.statusCode), answers.map(() => 200), 'every write passed');
  const seqs = (await a.app.database.db.selectFrom('journal_entries').select('seq').orderBy('seq').execute()).map((row) => row.seq);
  t.same(seqs, seqs.map((_, i) => i + 1), `ids 1..${seqs.length}, no hole`);
  t.ok(seqs.length >= 18, 'two sign-ins and 16 writes');
  t.match(await a.verify(), { ok: true, checked: seqs.length });
  t.match(await b.verify(), { ok: true, checked: seqs.length });
  const token = (await a.api('POST', '/api/profile/tokens', { name: 'Script', scope: 'read', expiresInDays: 1 })).json().token as string;
  t.equal((await b.app.inject({ method: 'GET', url: `/api/clients/${ids[0]}`, headers: { authorization: `Bearer ${token}` } })).statusCode, 200, 'a token created on A works on B');
  const cookie = await a.as('Consultant');
  t.equal((await b.app.inject({ method: 'GET', url: '/session', headers: { cookie } })).statusCode, 200);
  t.equal((await a.app.inject({ method: 'POST', url: '/logout', headers: { ...CSRF, cookie } })).statusCode, 204);
  t.equal((await b.app.inject({ method: 'GET', url: '/session', headers: { cookie } })).statusCode, 401, 'signed out on A: refused on B');
});

t.test('PostgreSQL down: a write is a 503 database_unavailable that the firm API never saw; readyz says it; back up, writes pass', async (t) => {
  const postgres = await startPostgresServer();
  t.teardown(() => postgres.stop());
  const firm = await startRecordingUpstream(t);
  const bff = await bffOn(t, firm, { DATABASE_URL: await postgres.freshDatabase() });
  const client = firstClient(firm);
  t.equal((await bff.api('PATCH', `/api/clients/${client.id}`, { notes: 'avant' })).statusCode, 200);
  await postgres.kill();
  const writes = firm.writes().length;
  const patch = await bff.api('PATCH', `/api/clients/${client.id}`, { notes: 'pendant la panne' });
  t.equal(patch.statusCode, 503);
  t.equal(patch.json().error, 'database_unavailable', 'the session check reads the database: database_unavailable');
  const token = await bff.api('POST', '/api/profile/tokens', { name: 'Script', scope: 'read', expiresInDays: 1 });
  t.match([token.statusCode, token.json().error], [503, 'database_unavailable']);
  t.equal(firm.writes().length, writes, 'the firm API received no write');
  const ready = await bff.app.inject({ method: 'GET', url: '/readyz' });
  t.match([ready.statusCode, ready.json().error], [503, 'database_unavailable'], 'readyz');
  await postgres.restart();
  const again = await bff.api('PATCH', `/api/clients/${client.id}`, { notes: 'après' });
  t.equal(again.statusCode, 200, 'writes work again');
  t.equal((await bff.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  t.match(await bff.verify(), { ok: true });
});

t.test('intent first: a write past UPSTREAM_TIMEOUT_MS is 504 and listed unknown; one the firm API refuses is not listed', async (t) => {
  const firm = await startRecordingUpstream(t);
  const bff = await bffOn(t, firm, { UPSTREAM_TIMEOUT_MS: '400' });
  const client = firstClient(firm);
  firm.writeMode = 'hang';
  const timedOut = await bff.api('PATCH', `/api/clients/${client.id}`, { notes: 'sans réponse' });
  t.equal(timedOut.statusCode, 504);
  const newest = async () => (await bff.api('GET', '/api/journal')).json() as { items: JournalEntry[]; total: number };
  const listed = await newest();
  t.match(listed.items[0], { action: 'patch', outcome: 'unknown', record: { id: client.id } }, 'written before the write, unknown after');
  firm.writeMode = 'refuse';
  const refused = await bff.api('PATCH', `/api/clients/${client.id}`, { notes: 'refusé' });
  t.equal(refused.statusCode, 404);
  t.same(shown((await newest()).items), shown(listed.items), 'the refused write is not listed');
  const rows = await bff.app.database.db.selectFrom('journal_entries').select(['seq', 'outcome']).orderBy('seq', 'desc').limit(1).execute();
  t.same(rows, [{ seq: listed.items[0].id + 1, outcome: 'refused' }], 'but kept in the chain as refused');
  t.match(await bff.verify(), { ok: true });
});

t.test('tamper: an edit, a chain rebuilt without the key, a cut tail, a missing entry; anchors in the log', async (t) => {
  const firm = await startRecordingUpstream(t);
  const bff = await bffOn(t, firm, { LOG_LEVEL: 'info' });
  for (const role of ['admin', 'Consultant', 'Expert', 'Client'] as const) await bff.as(role);
  for (const notes of ['un', 'deux', 'trois']) t.equal((await bff.api('PATCH', `/api/clients/${firstClient(firm).id}`, { notes })).statusCode, 200);
  const anchors = () => bff.logs.map((line) => JSON.parse(line)).filter((line) => line.journalAnchor);
  t.match(anchors()[0], { msg: 'journal: anchor', journalAnchor: { id: 0, hash: '' } }, 'the head logged at start');
  const good = await bff.verify();
  t.match(good, { ok: true, checked: 7, head: { id: 7 } });
  t.match(anchors().at(-1), { msg: /^journal: anchor/, journalAnchor: good.head }, 'and at every check');

  // Another connection to the file while the BFF runs (WAL): what someone with the file could do.
  const file = new SQLite(bff.app.database.file!);
  t.teardown(() => file.close());
  const rows = file.prepare('select * from journal_entries order by seq').all() as Array<{ seq: number; intent: string; hash: string }>;
  const chain = file.prepare('select * from journal_chain').get() as Record<string, unknown>;
  const restore = () => {
    file.prepare('delete from journal_entries').run();
    const insert = file.prepare(`insert into journal_entries (${Object.keys(rows[0]).join(', ')}) values (${Object.keys(rows[0]).map((k) => `@${k}`).join(', ')})`);
    for (const row of rows) insert.run(row);
    file.prepare('update journal_chain set head_seq = @head_seq, head_hash = @head_hash, anchor_seq = @anchor_seq, anchor_hash = @anchor_hash').run(chain);
  };
  const edited = rows[2];
  file.prepare('update journal_entries set intent = ? where seq = ?').run(edited.intent.replace(/"name":"[^"]+"/, '"name":"Quelqu’un d’autre"'), edited.seq);
  t.match(await bff.verify(), { ok: false, firstBroken: edited.seq, problem: 'altered' }, 'an actor renamed by hand');
  restore();
  t.match(await bff.verify(), { ok: true }, 'as written, it verifies again');

  let previous = '';
  for (const row of rows) {
    previous = createHash('sha256').update(previous).update(row.intent).digest('hex');
    file.prepare('update journal_entries set hash = ? where seq = ?').run(previous, row.seq);
  }
  file.prepare('update journal_chain set head_hash = ?').run(previous);
  t.match(await bff.verify(), { ok: false, firstBroken: 1, problem: 'altered' }, 'a chain rebuilt with sha256, without the key');
  restore();

  file.prepare('delete from journal_entries where seq > ?').run(rows.length - 2);
  file.prepare('update journal_chain set head_seq = ?, head_hash = ?').run(rows.length - 2, rows[rows.length - 3].hash);
  t.match(await bff.verify(), { ok: false, firstBroken: rows.length - 1, problem: 'cut-tail' }, 'the last two gone, the head moved back: the process knows its last head');
  restore();

  file.prepare('delete from journal_entries where seq = ?').run(4);
  t.match(await bff.verify(), { ok: false, firstBroken: 4, problem: 'missing' }, 'a middle entry deleted');
  restore();
  t.match(await bff.verify(), { ok: true, checked: rows.length });
});

t.test('retention on a moved clock: old entries trimmed in SQL, the anchor set, verify ok, the history forgets them', async (t) => {
  let clock = Date.now();
  const firm = await startRecordingUpstream(t);
  const bff = await bffOn(t, firm, {}, { now: () => clock });
  const client = firstClient(firm);
  for (const notes of ['ancien', 'ancien 2']) t.equal((await bff.api('PATCH', `/api/clients/${client.id}`, { notes })).statusCode, 200);
  const { db } = bff.app.database;
  const old = await db.selectFrom('journal_entries').select(['seq', 'hash']).orderBy('seq').execute();
  t.equal((await bff.api('GET', `/api/clients/${client.id}/history`)).json().total, 2);
  clock += 366 * DAY_MS;
  t.equal((await bff.api('PATCH', `/api/clients/${client.id}`, { notes: 'récent' })).statusCode, 200);
  const kept = await db.selectFrom('journal_entries').select('seq').execute();
  t.same(kept.map((row) => row.seq), [old.at(-1)!.seq + 1], 'only the new entry is left in the table');
  t.match(await db.selectFrom('journal_chain').selectAll().executeTakeFirst(), { anchor_seq: old.at(-1)!.seq, anchor_hash: old.at(-1)!.hash, head_seq: old.at(-1)!.seq + 1 });
  t.match(await bff.verify(), { ok: true, checked: 1 });
  const history = (await bff.api('GET', `/api/clients/${client.id}/history`)).json();
  t.same([history.total, history.items.map((e: JournalEntry) => e.id)], [1, [old.at(-1)!.seq + 1]], 'the history no longer lists them');
  t.equal((await bff.api('GET', '/api/journal')).json().total, 1);
});
