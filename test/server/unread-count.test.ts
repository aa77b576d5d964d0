import t, { type Test } from 'tap';
import { buildTestApp, CSRF, sessionCookieOf, setCookieHeader } from '../helpers/app.js';
import { startStubUpstream, type StubBehaviour, type StubUpstream } from '../helpers/stub-upstream.js';

const TOKEN = 'the-upstream-token-0123456789';
let stub: StubUpstream;
t.before(async () => {
  stub = await startStubUpstream();
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: TOKEN, user: { id: 3, name: 'Nathalie Lefèvre', role: 'Expert' } } });
});
t.teardown(() => stub.close());

async function signedIn(t: Test, env: Record<string, string> = {}) {
  const built = await buildTestApp(t, stub.url, env);
  const res = await built.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'n@l.fr', password: 'x' } });
  return { ...built, cookie: sessionCookieOf(res) };
}

t.test('signed out: 401, nothing forwarded', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const before = stub.requests.length;
  const res = await app.inject({ method: 'GET', url: '/unread_count' });
  t.equal(res.statusCode, 401);
  t.equal(res.json().error, 'unauthenticated');
  t.equal(stub.requests.length, before);
});

t.test('forwards with the bearer token only, answers {count}', async (t) => {
  stub.on('GET /unread_count', { kind: 'json', body: { count: 4 }, headers: { 'set-cookie': 'laravel_session=abc' } });
  const { app, cookie } = await signedIn(t);
  const res = await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie, authorization: 'Bearer from-browser', 'x-custom': 'y' } });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { count: 4 });
  t.equal(res.headers['set-cookie'], undefined, "the upstream's Set-Cookie is dropped");
  t.equal(res.headers['cache-control'], 'no-store');
  const sent = stub.requests.at(-1)!;
  t.equal(sent.headers.authorization, `Bearer ${TOKEN}`);
  t.equal(sent.headers.cookie, undefined, "the browser's cookie never goes upstream");
  t.equal(sent.headers['x-custom'], undefined);
});

t.test('a numeric string count is read as a number', async (t) => {
  stub.on('GET /unread_count', { kind: 'json', body: { count: '7' } });
  const { app, cookie } = await signedIn(t);
  t.same((await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie } })).json(), { count: 7 });
});

t.test('upstream 401: the BFF clears the cookie and answers 401', async (t) => {
  stub.on('GET /unread_count', { kind: 'json', status: 401, body: { message: 'Unauthenticated.' } });
  const { app, cookie } = await signedIn(t);
  const res = await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie } });
  t.equal(res.statusCode, 401);
  t.equal(res.json().error, 'unauthenticated');
  t.match(setCookieHeader(res), /bo_session=;.*Max-Age=0/);
});

const broken: Array<[string, StubBehaviour, number]> = [
  ['5xx', { kind: 'json', status: 500, body: { exception: 'SECRET' } }, 502],
  ['403', { kind: 'json', status: 403, body: {} }, 502],
  ['garbage', { kind: 'text', body: '<html>oops</html>' }, 502],
  ['no count', { kind: 'json', body: { total: 3 } }, 502],
  ['a negative count', { kind: 'json', body: { count: -1 } }, 502],
  ['a reset socket', { kind: 'reset' }, 502],
  ['a hang', { kind: 'hang' }, 504],
];
for (const [name, behaviour, status] of broken) {
  t.test(`upstream answers ${name}: ${status} 'API injoignable.', session kept`, async (t) => {
    stub.on('GET /unread_count', behaviour);
    const { app, cookie } = await signedIn(t, { UPSTREAM_TIMEOUT_MS: '300' });
    const res = await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie } });
    t.equal(res.statusCode, status);
    t.equal(res.json().message, 'API injoignable.');
    t.notMatch(res.body, 'SECRET');
    t.equal(res.headers['set-cookie'], undefined);
  });
}
