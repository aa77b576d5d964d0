/**
 * Sessions that really end, with each store backend: the memory one and a real redis-server.
 * A logged-out cookie is refused everywhere without an upstream call; a password change ends the
 * user's other sessions but not the one that changed it.
 */
import t, { type Test } from 'tap';
import { buildTestApp, CSRF, sessionCookieOf, setCookieHeader } from '../helpers/app.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';

const TOKEN = 'upstream-token-for-revocation-tests';
let stub: StubUpstream;
let redis: RedisServer;
let db = 0;

t.before(async () => {
  stub = await startStubUpstream();
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: TOKEN, user: { id: 3, name: 'Nathalie Lefèvre', role: 'Expert' } } });
  stub.on('GET /unread_count', { kind: 'json', body: { count: 2 } });
  stub.on('GET /users/3', { kind: 'json', body: { id: 3, name: 'Nathalie Lefèvre', email: 'n@l.fr' } });
  stub.on('GET /customer_tasks', { kind: 'json', body: [] });
  stub.on('POST /change-password', { kind: 'json', body: { error: false } });
  redis = await startRedisServer();
});
t.teardown(async () => {
  await stub.close();
  await redis.stop();
});

/** A fresh BFF on the backend; with Redis, each test has a database of its own. */
function bffOn(t: Test, backend: 'memory' | 'redis') {
  return buildTestApp(t, stub.url, backend === 'redis' ? { REDIS_URL: `${redis.url}/${++db}` } : {});
}

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
async function signIn(app: App): Promise<string> {
  return sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'n@l.fr', password: 'x' } }));
}

const AUTHENTICATED = ['/session', '/unread_count', '/api/profile', '/api/search/bookmarks/data'];

for (const backend of ['memory', 'redis'] as const) {
  t.test(`${backend}: after POST /logout the saved cookie is 401 everywhere, cleared, and nothing reaches the upstream`, async (t) => {
    const { app } = await bffOn(t, backend);
    const cookie = await signIn(app);
    const other = await signIn(app);
    for (const url of AUTHENTICATED) t.equal((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, 200, `before: ${url}`);

    const out = await app.inject({ method: 'POST', url: '/logout', headers: { ...CSRF, cookie } });
    t.equal(out.statusCode, 204);
    t.match(setCookieHeader(out), /bo_session=;.*Max-Age=0/);

    const before = stub.requests.length;
    for (const url of AUTHENTICATED) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      t.equal(res.statusCode, 401, `after: ${url}`);
      t.equal(res.json().error, 'unauthenticated');
      t.match(setCookieHeader(res), /bo_session=;.*Max-Age=0/, `${url}: cookie cleared`);
    }
    const write = await app.inject({ method: 'POST', url: '/api/update/bookmarks', headers: { ...CSRF, cookie }, payload: { order: [] } });
    t.equal(write.statusCode, 401, 'a write too');
    t.equal(stub.requests.length, before, 'the upstream saw no call');

    t.equal((await app.inject({ method: 'GET', url: '/session', headers: { cookie: other } })).statusCode, 200, 'another session of the same user goes on');
    t.equal((await app.inject({ method: 'POST', url: '/logout', headers: { ...CSRF, cookie } })).statusCode, 204, 'logging out twice is fine');
  });

  t.test(`${backend}: a password change ends the user's other sessions, not the one that changed it`, async (t) => {
    const { app } = await bffOn(t, backend);
    const here = await signIn(app);
    const elsewhere = await signIn(app);
    const change = await app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { ...CSRF, cookie: here },
      payload: { currentPassword: 'Ancien2026!', newPassword: 'Nouveau2027!', confirmation: 'Nouveau2027!' },
    });
    t.equal(change.statusCode, 204);
    const renewed = sessionCookieOf(change);
    t.not(renewed, here, 'the session that changed it gets a new cookie');
    t.match(setCookieHeader(change), /HttpOnly/);

    const before = stub.requests.length;
    for (const [name, cookie] of [['the other session', elsewhere], ['the old cookie of this one', here]]) {
      const res = await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie } });
      t.equal(res.statusCode, 401, name);
      t.equal((await app.inject({ method: 'GET', url: '/session', headers: { cookie } })).statusCode, 401, `${name}: /session`);
    }
    t.equal(stub.requests.length, before, 'the refused ones reach no upstream');

    t.same((await app.inject({ method: 'GET', url: '/session', headers: { cookie: renewed } })).json(), { user: { id: 3, role: 'Expert', name: 'Nathalie Lefèvre' } });
    t.same((await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie: renewed } })).json(), { count: 2 }, 'the renewed session forwards');
    const later = await signIn(app);
    t.equal((await app.inject({ method: 'GET', url: '/session', headers: { cookie: later } })).statusCode, 200, 'a sign-in after the change works');
  });

  t.test(`${backend}: a refused password change ends nothing`, async (t) => {
    const { app } = await bffOn(t, backend);
    const here = await signIn(app);
    const elsewhere = await signIn(app);
    const weak = await app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { ...CSRF, cookie: here },
      payload: { currentPassword: 'Ancien2026!', newPassword: 'court', confirmation: 'court' },
    });
    t.equal(weak.statusCode, 400);
    t.equal(setCookieHeader(weak), '', 'no new cookie');
    for (const cookie of [here, elsewhere]) t.equal((await app.inject({ method: 'GET', url: '/session', headers: { cookie } })).statusCode, 200);
  });
}
