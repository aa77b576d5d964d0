/**
 * Several instances on one Redis (a real redis-server) and one PostgreSQL, and Redis failing: at
 * start, while running, and coming back; the database failing while running, and coming back.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import t, { type Test } from 'tap';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { sharedPostgresServer } from '../helpers/postgres-server.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';
import { STORE_ERROR_CHANNEL } from '../../server/metrics/events.js';
import type { Bookmark } from '../../shared/schemas/bookmarks.js';

let stub: StubUpstream;
let redis: RedisServer;
let db = 0;

t.before(async () => {
  stub = await startStubUpstream();
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: 'tok-redis-tests', user: { id: 2, name: 'Julien Moreau', role: 'Consultant' } } });
  stub.on('GET /unread_count', { kind: 'json', body: { count: 7 } });
  redis = await startRedisServer();
});
t.teardown(async () => {
  await stub.close();
  await redis.stop();
});

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** Two BFFs with the same SESSION_SECRET (buildTestApp's) on one Redis database of their own. */
async function twoInstances(t: Test, env: Record<string, string> = {}) {
  const url = `${redis.url}/${++db}`;
  const a = await buildTestApp(t, stub.url, { REDIS_URL: url, ...env });
  const b = await buildTestApp(t, stub.url, { REDIS_URL: url, ...env });
  return { a: a.app, b: b.app };
}

function login(app: App) {
  return app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'j@m.fr', password: 'x' } });
}
function get(app: App, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function eventually(what: string, check: () => Promise<boolean>, withinMs = 8000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - start;
}

t.test('two instances, one Redis: a cookie made by A works on B, a logout on B is refused by A', async (t) => {
  const { a, b } = await twoInstances(t);
  const cookie = sessionCookieOf(await login(a));
  t.same((await get(b, '/session', cookie)).json(), { user: { id: 2, role: 'Consultant', name: 'Julien Moreau' } });
  t.same((await get(b, '/unread_count', cookie)).json(), { count: 7 });
  t.equal((await b.inject({ method: 'POST', url: '/logout', headers: { ...CSRF, cookie } })).statusCode, 204);
  const before = stub.requests.length;
  t.equal((await get(a, '/session', cookie)).statusCode, 401, 'A refuses it');
  t.equal((await get(a, '/unread_count', cookie)).statusCode, 401);
  t.equal(stub.requests.length, before, 'and calls no upstream');
});

t.test('two instances: a password change through A ends the sessions B would accept', async (t) => {
  stub.on('POST /change-password', { kind: 'json', body: { error: false } });
  const { a, b } = await twoInstances(t);
  const here = sessionCookieOf(await login(a));
  const elsewhere = sessionCookieOf(await login(b));
  const change = await a.inject({
    method: 'POST',
    url: '/api/profile/password',
    headers: { ...CSRF, cookie: here },
    payload: { currentPassword: 'Ancien2026!', newPassword: 'Nouveau2027!', confirmation: 'Nouveau2027!' },
  });
  t.equal(change.statusCode, 204);
  t.equal((await get(b, '/session', elsewhere)).statusCode, 401, 'the other session, on B');
  t.equal((await get(b, '/session', sessionCookieOf(change))).statusCode, 200, 'the renewed one, on B');
});

t.test('two instances: a bookmark starred through A reads starred through B', async (t) => {
  const { a, b } = await twoInstances(t);
  const cookie = sessionCookieOf(await login(a));
  const list = async (app: App) => (await get(app, '/api/search/bookmarks/data', cookie)).json().searchResult as Bookmark[];
  const unstarred = (await list(a)).find((bookmark) => !bookmark.starred)!;
  t.ok(unstarred, 'a page to star');
  const star = await a.inject({ method: 'POST', url: '/api/update/bookmarks', headers: { ...CSRF, cookie }, payload: { obj: { id: unstarred.id, starred: true } } });
  t.equal(star.statusCode, 200);
  const seenByB = (await list(b)).find((bookmark) => bookmark.id === unstarred.id)!;
  t.equal(seenByB.starred, true);
});

t.test('two instances: login attempts are counted across them (429 past LOGIN_RATE_LIMIT)', async (t) => {
  const { a, b } = await twoInstances(t, { LOGIN_RATE_LIMIT: '3' });
  t.equal((await login(a)).statusCode, 200);
  t.equal((await login(b)).statusCode, 200);
  t.equal((await login(a)).statusCode, 200);
  const refused = await login(b);
  t.equal(refused.statusCode, 429, 'the fourth attempt, on the other instance');
  t.equal(refused.json().error, 'rate_limited');
  t.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After');
  t.equal((await login(a)).statusCode, 429);
});

t.test('Redis lost while running: /readyz 503, logins 503 store_unavailable (their counters), the records still answered; then back by itself', async (t) => {
  const { a } = await twoInstances(t);
  const cookie = sessionCookieOf(await login(a));
  t.equal((await get(a, '/readyz')).statusCode, 200);
  const failures: { operation: string; error: unknown }[] = [];
  const onFailure = (message: unknown) => failures.push(message as { operation: string; error: unknown });
  subscribe(STORE_ERROR_CHANNEL, onFailure);
  t.teardown(() => unsubscribe(STORE_ERROR_CHANNEL, onFailure));

  await redis.kill();
  const ready = await get(a, '/readyz');
  t.equal(ready.statusCode, 503);
  t.same(ready.json(), { status: 'unavailable', error: 'store_unreachable', message: 'Service momentanément indisponible.' });
  // The session, its revocation and the bookmarks are records, in the database: Redis holds counters and locks only.
  for (const url of ['/session', '/unread_count', '/api/search/bookmarks/data']) {
    const started = Date.now();
    const res = await get(a, url, cookie);
    t.equal(res.statusCode, 200, `${url}: its records are in the database`);
    t.ok(Date.now() - started < 2000, `${url}: quickly`);
    t.notOk(res.headers['set-cookie'], `${url}: the cookie is kept`);
  }
  const before = stub.requests.length;
  const signIn = await login(a);
  t.equal(signIn.statusCode, 503, 'a login cannot be rate-limited: refused');
  t.equal(signIn.json().error, 'store_unavailable');
  t.equal(stub.requests.length, before, 'nothing reached the upstream');
  t.ok(failures.some((f) => f.operation === 'rate-limit'), "the rate limit's failure is published on bo:store:error");
  t.equal((await get(a, '/healthz')).statusCode, 200, 'the process lives');

  await redis.restart();
  const took = await eventually('/readyz 200 again', async () => (await get(a, '/readyz')).statusCode === 200);
  t.ok(took < 5000, `ready again in ${took} ms, no restart of the BFF`);
  t.equal((await get(a, '/session', cookie)).statusCode, 200, 'the session answers');
  t.equal((await login(a)).statusCode, 200, 'and logins again');
});

t.test('the database lost while running: /readyz 503, signed-in requests and logouts 503 database_unavailable, fail closed; then back by itself', async (t) => {
  const { a, b } = await twoInstances(t);
  const cookie = sessionCookieOf(await login(a));
  const failures: { operation: string; error: unknown }[] = [];
  const onFailure = (message: unknown) => failures.push(message as { operation: string; error: unknown });
  subscribe(STORE_ERROR_CHANNEL, onFailure);
  t.teardown(() => unsubscribe(STORE_ERROR_CHANNEL, onFailure));

  const postgres = await sharedPostgresServer();
  await postgres.kill();
  let restarted = false;
  t.teardown(() => (restarted ? undefined : postgres.restart()));
  const ready = await get(a, '/readyz');
  t.equal(ready.statusCode, 503);
  t.equal(ready.json().error, 'database_unavailable');
  const before = stub.requests.length;
  for (const [app, url] of [[a, '/session'], [b, '/unread_count'], [a, '/api/search/bookmarks/data']] as const) {
    const started = Date.now();
    const res = await get(app, url, cookie);
    t.equal(res.statusCode, 503, url);
    t.equal(res.json().error, 'database_unavailable', `${url}: fails closed`);
    t.ok(Date.now() - started < 7000, `${url}: within the connection timeout`);
    t.notOk(res.headers['set-cookie'], `${url}: the cookie is kept`);
  }
  const logout = await b.inject({ method: 'POST', url: '/logout', headers: { ...CSRF, cookie } });
  t.equal(logout.statusCode, 503, 'a logout that cannot be recorded says so');
  t.equal(stub.requests.length, before, 'nothing reached the upstream');
  t.ok(failures.some((f) => f.operation.startsWith('database ') && f.error instanceof Error), 'database failures are published on bo:store:error');
  t.equal((await get(a, '/healthz')).statusCode, 200, 'the process lives');

  await postgres.restart();
  restarted = true;
  await eventually('/readyz 200 again', async () => (await get(a, '/readyz')).statusCode === 200);
  await eventually('the session answers again', async () => (await get(b, '/session', cookie)).statusCode === 200);
  t.equal((await get(a, '/session', cookie)).statusCode, 200, 'the session was not ended by the refused logout');
});

t.test('Redis unreachable at start: the BFF starts, logs one clear line, is not ready, and connects when Redis comes', async (t) => {
  const later = await startRedisServer(['--requirepass', 's3cret-pass']);
  await later.kill();
  t.teardown(() => later.stop());
  const started = Date.now();
  const { app, logs } = await buildTestApp(t, stub.url, { REDIS_URL: `redis://:s3cret-pass@127.0.0.1:${later.port}/2` });
  t.ok(Date.now() - started < 3000, 'start-up is not held');
  const ready = await get(app, '/readyz');
  t.equal(ready.statusCode, 503);
  t.equal(ready.json().error, 'store_unreachable');
  t.equal((await get(app, '/healthz')).statusCode, 200);
  t.equal((await login(app)).statusCode, 503);

  await new Promise((resolve) => setTimeout(resolve, 1500)); // several reconnection attempts
  const storeLines = logs.filter((line) => /"msg":"store:/.test(line));
  t.equal(storeLines.length, 1, 'one line, not one per attempt');
  t.match(storeLines[0], /unreachable.*starting anyway/);
  t.match(storeLines[0], /redis:\/\/127\.0\.0\.1:\d+\/2/, 'says where');
  t.notMatch(logs.join('\n'), /s3cret-pass/, 'never the password');
  t.notMatch(storeLines[0], /"stack"/, 'no stack');

  await later.restart();
  await eventually('/readyz 200 once Redis is there', async () => (await get(app, '/readyz')).statusCode === 200);
  t.equal((await login(app)).statusCode, 200);
});
