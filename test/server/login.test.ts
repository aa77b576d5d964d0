import t from 'tap';
import { buildTestApp, CSRF, setCookieHeader } from '../helpers/app.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';

const GOOD = { email: 'claire.dubois@cabinet-demo.fr', password: 'S3cret-Pass!' };
const UPSTREAM_TOKEN = 'upstream-token-abcdef0123456789';
const OK_ANSWER = { error: false, accessToken: UPSTREAM_TOKEN, user: { id: 7, email: GOOD.email, name: 'Claire Dubois', role: 'Consultant' } };

let stub: StubUpstream;
t.before(async () => {
  stub = await startStubUpstream();
});
t.teardown(() => stub.close());

function login(app: Awaited<ReturnType<typeof buildTestApp>>['app'], body: unknown = GOOD, headers: Record<string, string> = CSRF) {
  return app.inject({ method: 'POST', url: '/login', headers, payload: body as object });
}

t.test('success: 200 {error:false, user}, session cookie, token never in the body', async (t) => {
  stub.on('POST /login', { kind: 'json', body: OK_ANSWER });
  const { app } = await buildTestApp(t, stub.url);
  const res = await login(app);
  t.equal(res.statusCode, 200);
  t.same(res.json(), { error: false, user: { id: 7, role: 'Consultant', name: 'Claire Dubois' } });
  t.notMatch(res.body, UPSTREAM_TOKEN);
  t.equal(res.headers['cache-control'], 'no-store');
  const cookie = setCookieHeader(res);
  t.match(cookie, /^bo_session=[^;]+;/);
  t.match(cookie, /HttpOnly/);
  t.match(cookie, /SameSite=Strict/);
  t.match(cookie, /Path=\/(;|$)/);
  t.match(cookie, /Max-Age=28800/);
  t.notMatch(cookie, /Secure/, 'plain HTTP with COOKIE_SECURE=auto: no Secure flag');
  const sent = stub.requests.at(-1)!;
  t.same(JSON.parse(sent.body), GOOD, 'the upstream receives email and password');
  t.equal(sent.headers.authorization, undefined);
});

t.test('the upstream answer without an error field is a success; the role is normalised', async (t) => {
  stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: '12', name: 'Ana', role: 'ANCIENT client' } } });
  const { app } = await buildTestApp(t, stub.url);
  const res = await login(app);
  t.equal(res.statusCode, 200);
  t.same(res.json().user, { id: '12', role: 'Ancient Client', name: 'Ana' });
});

t.test('an unknown role signs in with role null (no business screen)', async (t) => {
  stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: 3, name: 'P', role: 'prospect' } } });
  const { app } = await buildTestApp(t, stub.url);
  const res = await login(app);
  t.equal(res.statusCode, 200);
  t.equal(res.json().user.role, null);
});

t.test('2xx with a truthy error: 200 login_refused, no cookie', async (t) => {
  stub.on('POST /login', { kind: 'json', body: { error: 'Compte désactivé', user: null, accessToken: null } });
  const { app } = await buildTestApp(t, stub.url);
  const res = await login(app);
  t.equal(res.statusCode, 200);
  t.same(res.json(), { error: 'login_refused' });
  t.equal(res.headers['set-cookie'], undefined);
});

for (const status of [400, 401, 403, 404, 422]) {
  t.test(`upstream ${status}: 401 invalid_credentials with the French message`, async (t) => {
    stub.on('POST /login', { kind: 'json', status, body: { error: 'Incorrect email/password', trace: 'SECRET-STACK' } });
    const { app } = await buildTestApp(t, stub.url);
    const res = await login(app);
    t.equal(res.statusCode, 401);
    t.same(res.json(), { error: 'invalid_credentials', message: 'Email ou mot de passe incorrect.' });
    t.equal(res.headers['set-cookie'], undefined);
  });
}

const UNREACHABLE = { error: 'upstream_unreachable', message: 'API injoignable.' };
const failures: Array<[string, Parameters<StubUpstream['on']>[1]]> = [
  ['5xx', { kind: 'json', status: 500, body: { message: 'Server Error', exception: 'SECRET-STACK' } }],
  ['503 HTML', { kind: 'text', status: 503, body: '<html>maintenance</html>' }],
  ['garbage text', { kind: 'text', status: 200, body: 'this is not json' }],
  ['truncated JSON', { kind: 'text', status: 200, body: '{"accessToken":"x","user":{', contentType: 'application/json' }],
  ['an array', { kind: 'json', body: [1, 2, 3] }],
  ['no accessToken', { kind: 'json', body: { error: false, user: { id: 1, name: 'x', role: 'admin' } } }],
  ['no user', { kind: 'json', body: { error: false, accessToken: 'tok' } }],
  ['a redirect', { kind: 'json', status: 302, body: {}, headers: { location: 'http://elsewhere/' } }],
  ['a reset socket', { kind: 'reset' }],
];
for (const [name, behaviour] of failures) {
  t.test(`upstream answers ${name}: 502 upstream_unreachable, nothing leaked`, async (t) => {
    stub.on('POST /login', behaviour);
    const { app } = await buildTestApp(t, stub.url);
    const res = await login(app);
    t.equal(res.statusCode, 502);
    t.same(res.json(), UNREACHABLE);
    t.notMatch(res.body, 'SECRET-STACK');
    t.equal(res.headers['set-cookie'], undefined);
  });
}

t.test('nothing listens at the upstream address: 502', async (t) => {
  const closed = await startStubUpstream();
  const url = closed.url;
  await closed.close();
  const { app } = await buildTestApp(t, url);
  const res = await login(app);
  t.equal(res.statusCode, 502);
  t.same(res.json(), UNREACHABLE);
});

t.test('the upstream hangs: 504 upstream_timeout after UPSTREAM_TIMEOUT_MS', async (t) => {
  stub.on('POST /login', { kind: 'hang' });
  const { app } = await buildTestApp(t, stub.url, { UPSTREAM_TIMEOUT_MS: '300' });
  const started = Date.now();
  const res = await login(app);
  const elapsed = Date.now() - started;
  t.equal(res.statusCode, 504);
  t.same(res.json(), { error: 'upstream_timeout', message: 'API injoignable.' });
  t.ok(elapsed >= 250 && elapsed < 3000, `answered after ${elapsed} ms`);
});

t.test('headers in time but a body that never ends: 504 too', async (t) => {
  stub.on('POST /login', {
    kind: 'handler',
    handle: (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"accessToken":');
    },
  });
  const { app } = await buildTestApp(t, stub.url, { UPSTREAM_TIMEOUT_MS: '300' });
  const res = await login(app);
  t.equal(res.statusCode, 504);
});

t.test('a body that trickles, each piece in time but the whole past the deadline: 504 at the deadline', async (t) => {
  stub.on('POST /login', {
    kind: 'handler',
    handle: (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => (res.writableEnded ? clearInterval(drip) : res.write(' ')), 100);
      res.on('close', () => clearInterval(drip));
    },
  });
  const { app } = await buildTestApp(t, stub.url, { UPSTREAM_TIMEOUT_MS: '400' });
  const started = Date.now();
  const res = await login(app);
  const elapsed = Date.now() - started;
  t.equal(res.statusCode, 504);
  t.ok(elapsed >= 350 && elapsed < 3000, `answered after ${elapsed} ms`);
});

t.test('CSRF: POST /login without X-CSRF: 1 is 403 and never reaches the upstream', async (t) => {
  stub.on('POST /login', { kind: 'json', body: OK_ANSWER });
  const { app } = await buildTestApp(t, stub.url);
  const before = stub.requests.length;
  const attempts: Record<string, string>[] = [{}, { 'x-csrf': '0' }, { 'x-csrf': 'true' }];
  for (const headers of attempts) {
    const res = await login(app, GOOD, headers);
    t.equal(res.statusCode, 403);
    t.same(res.json().error, 'csrf');
  }
  t.equal(stub.requests.length, before);
});

const invalidBodies: Array<[string, unknown, RegExp]> = [
  ['no email', { password: 'x' }, /email/],
  ['no password', { email: 'a@b.fr' }, /password/],
  ['a numeric email', { email: 42, password: 'x' }, /email/],
  ['a malformed email', { email: 'not-an-email', password: 'x' }, /email/],
  ['an empty password', { email: 'a@b.fr', password: '' }, /password/],
  ['an array body', [1, 2], /./],
];
for (const [name, body, field] of invalidBodies) {
  t.test(`${name}: 400 invalid_request naming the field`, async (t) => {
    const { app } = await buildTestApp(t, stub.url);
    const before = stub.requests.length;
    const res = await login(app, body);
    t.equal(res.statusCode, 400);
    t.equal(res.json().error, 'invalid_request');
    t.match(res.json().message, field);
    t.equal(stub.requests.length, before, 'nothing was sent upstream');
  });
}

t.test('malformed JSON and a wrong content type are clean 4xx', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const bad = await app.inject({ method: 'POST', url: '/login', headers: { ...CSRF, 'content-type': 'application/json' }, payload: '{"email":' });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().error, 'invalid_request');
  const xml = await app.inject({ method: 'POST', url: '/login', headers: { ...CSRF, 'content-type': 'application/xml' }, payload: '<a/>' });
  t.equal(xml.statusCode, 415);
  t.equal(xml.json().error, 'unsupported_media_type');
});

t.test('an oversized body is 413', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const res = await login(app, { email: 'a@b.fr', password: 'x'.repeat(200 * 1024) });
  t.equal(res.statusCode, 413);
  t.equal(res.json().error, 'payload_too_large');
});

t.test('rate limit: LOGIN_RATE_LIMIT attempts a minute per client address, then 429', async (t) => {
  stub.on('POST /login', { kind: 'json', status: 401, body: { error: 'Incorrect email/password' } });
  const { app } = await buildTestApp(t, stub.url, { LOGIN_RATE_LIMIT: '3' });
  for (let i = 0; i < 3; i++) t.equal((await login(app)).statusCode, 401, `attempt ${i + 1} reaches the upstream`);
  const limited = await login(app);
  t.equal(limited.statusCode, 429);
  t.equal(limited.json().error, 'rate_limited');
  t.match(limited.json().message, /Réessayez/);
  t.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After is set');
  // The account's own limit is ten times looser (sign-in-limit.test.ts): another address is not locked out by this one's tries.
  const sameAccount = await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: GOOD, remoteAddress: '10.9.9.9' });
  t.equal(sameAccount.statusCode, 401, 'the same account from another address still reaches the upstream');
  const other = await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { ...GOOD, email: 'autre@cabinet-demo.fr' }, remoteAddress: '10.9.9.8' });
  t.equal(other.statusCode, 401, 'another account from another address is not');
});

t.test('rate limit behind a trusted proxy keys on X-Forwarded-For', async (t) => {
  stub.on('POST /login', { kind: 'json', status: 401, body: {} });
  const { app } = await buildTestApp(t, stub.url, { LOGIN_RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1' });
  const from = (ip: string, email: string) => login(app, { ...GOOD, email }, { ...CSRF, 'x-forwarded-for': ip });
  t.equal((await from('203.0.113.1', 'a@exemple.fr')).statusCode, 401);
  t.equal((await from('203.0.113.1', 'b@exemple.fr')).statusCode, 429, 'per address');
  t.equal((await from('203.0.113.2', 'c@exemple.fr')).statusCode, 401);
});

t.test('TRUST_PROXY=true believes the nearest proxy only: a left-most X-Forwarded-For the visitor wrote changes nothing', async (t) => {
  stub.on('POST /login', { kind: 'json', status: 401, body: {} });
  const { app } = await buildTestApp(t, stub.url, { TRUST_PROXY: 'true' });
  // The proxy (127.0.0.1, inject's address) appends the real client, 203.0.113.9, after what the visitor sent.
  for (let i = 0; i < 10; i++) {
    const res = await login(app, { ...GOOD, email: `compte-${i}@exemple.fr` }, { ...CSRF, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` });
    t.equal(res.statusCode, 401, `attempt ${i + 1} with a new forged address`);
  }
  const limited = await login(app, { ...GOOD, email: 'compte-10@exemple.fr' }, { ...CSRF, 'x-forwarded-for': '198.51.100.77, 203.0.113.9' });
  t.equal(limited.statusCode, 429, 'the 11th attempt of the real address is refused, whatever it forged');
  const seen = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9', 'x-forwarded-proto': 'https' } });
  t.match(String(seen.headers['strict-transport-security']), /max-age/, 'the proxy\'s X-Forwarded-Proto is believed');
});

t.test('logs never contain the password, the upstream token or the cookie', async (t) => {
  stub.on('POST /login', { kind: 'json', body: OK_ANSWER });
  stub.on('GET /unread_count', { kind: 'json', body: { count: 1 } });
  const { app, logs } = await buildTestApp(t, stub.url, { LOG_LEVEL: 'trace' });
  const res = await login(app);
  const cookie = res.cookies[0].value;
  await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie: `bo_session=${cookie}`, authorization: 'Bearer browser-secret' } });
  stub.on('POST /login', { kind: 'json', status: 500, body: {} });
  await login(app);
  const all = logs.join('\n');
  t.ok(logs.length > 4, 'the app did log');
  t.notMatch(all, GOOD.password);
  t.notMatch(all, UPSTREAM_TOKEN);
  t.notMatch(all, cookie);
  t.notMatch(all, 'browser-secret');
});
