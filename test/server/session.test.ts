import { createHmac } from 'node:crypto';
import t from 'tap';
import { buildTestApp, CSRF, sessionCookieOf, setCookieHeader, TEST_SECRET } from '../helpers/app.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';

const TOKEN = 'upstream-token-1234567890abcdef';
let stub: StubUpstream;
t.before(async () => {
  stub = await startStubUpstream();
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: TOKEN, user: { id: 2, name: 'Julien Moreau', role: 'Consultant' } } });
});
t.teardown(() => stub.close());

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
async function signIn(app: App, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/login', headers: { ...CSRF, ...headers }, payload: { email: 'j@m.fr', password: 'x' } });
  return { res, cookie: sessionCookieOf(res) };
}

function jwt(payload: object, secret = TEST_SECRET, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${part(header)}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

t.test('GET /session: 401 signed out, the user once signed in', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const out = await app.inject({ method: 'GET', url: '/session' });
  t.equal(out.statusCode, 401);
  t.same(out.json().error, 'unauthenticated');
  const { cookie } = await signIn(app);
  const res = await app.inject({ method: 'GET', url: '/session', headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { user: { id: 2, role: 'Consultant', name: 'Julien Moreau' } });
  t.equal(res.headers['cache-control'], 'no-store');
});

t.test('the cookie does not reveal the upstream token', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const { cookie } = await signIn(app);
  const payload = Buffer.from(cookie.split('.')[1], 'base64url').toString();
  t.notMatch(payload, TOKEN);
  t.notMatch(Buffer.from(cookie).toString('base64'), Buffer.from(TOKEN).toString('base64'));
  t.match(JSON.parse(payload), { uid: 2, role: 'Consultant', name: 'Julien Moreau' });
});

t.test('tampered, foreign, expired, alg=none and garbage cookies are 401 and get cleared', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const { cookie } = await signIn(app);
  const [h, p, s] = cookie.slice('bo_session='.length).split('.');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const cases: Record<string, string> = {
    'a changed payload (role admin)': `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${s}`,
    'a foreign secret': jwt({ ...claims, iat: now, exp: now + 600 }, 'another-secret-another-secret-another-secret'),
    'an expired token': jwt({ ...claims, iat: now - 1000, exp: now - 10 }),
    'alg none': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`,
    'HS512 with the right secret': jwt({ ...claims, iat: now, exp: now + 600 }, TEST_SECRET, { alg: 'HS512', typ: 'JWT' }),
    'no session id (jti)': jwt({ ...claims, jti: undefined, iat: now, exp: now + 600 }),
    'no issue instant in ms (iam)': jwt({ ...claims, iam: undefined, iat: now, exp: now + 600 }),
    garbage: 'not-a-jwt',
  };
  for (const [name, value] of Object.entries(cases)) {
    const res = await app.inject({ method: 'GET', url: '/session', headers: { cookie: `bo_session=${value}` } });
    t.equal(res.statusCode, 401, name);
    t.match(setCookieHeader(res), /bo_session=;.*Max-Age=0/, `${name}: cookie cleared`);
  }
  const valid = jwt({ ...claims, iat: now, exp: now + 600 });
  t.equal((await app.inject({ method: 'GET', url: '/session', headers: { cookie: `bo_session=${valid}` } })).statusCode, 200, 'control: a well-formed token passes');
});

t.test('a signed token whose encrypted upstream token was altered: /session (which never decrypts it) answers, a forwarding route is 401 with no upstream call', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const { cookie } = await signIn(app);
  const claims = JSON.parse(Buffer.from(cookie.split('.')[1], 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const altered = `bo_session=${jwt({ ...claims, tok: claims.tok.slice(0, -4) + 'AAAA', iat: now, exp: now + 600 })}`;
  t.equal((await app.inject({ method: 'GET', url: '/session', headers: { cookie: altered } })).statusCode, 200, 'only the secret holder can sign it: the user is known');
  const before = stub.requests.length;
  const res = await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie: altered } });
  t.equal(res.statusCode, 401);
  t.equal(res.json().error, 'unauthenticated');
  t.match(setCookieHeader(res), /bo_session=;.*Max-Age=0/, 'cookie cleared');
  t.equal(stub.requests.length, before, 'nothing forwarded');
});

t.test('an Authorization header never replaces the cookie', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const { cookie } = await signIn(app);
  const token = cookie.slice('bo_session='.length);
  const res = await app.inject({ method: 'GET', url: '/session', headers: { authorization: `Bearer ${token}` } });
  t.equal(res.statusCode, 401);
});

t.test('POST /logout: 204, cookie cleared with the same name, path and flags; needs X-CSRF', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const { cookie } = await signIn(app);
  const refused = await app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
  t.equal(refused.statusCode, 403);
  t.equal(refused.json().error, 'csrf');
  const res = await app.inject({ method: 'POST', url: '/logout', headers: { cookie, ...CSRF } });
  t.equal(res.statusCode, 204);
  const cleared = setCookieHeader(res);
  t.match(cleared, /^bo_session=;/);
  t.match(cleared, /Max-Age=0/);
  t.match(cleared, /Path=\/(;|$)/);
  t.match(cleared, /HttpOnly/);
  t.match(cleared, /SameSite=Strict/);
});

t.test('Secure flag: COOKIE_SECURE=true forces it, auto follows HTTPS through a trusted proxy only', async (t) => {
  const forced = await buildTestApp(t, stub.url, { COOKIE_SECURE: 'true' });
  t.match(setCookieHeader((await signIn(forced.app)).res), /; Secure/);

  const untrusted = await buildTestApp(t, stub.url);
  const spoofed = (await signIn(untrusted.app, { 'x-forwarded-proto': 'https' })).res;
  t.notMatch(setCookieHeader(spoofed), /Secure/, 'X-Forwarded-Proto is ignored without TRUST_PROXY');
  t.equal(spoofed.headers['strict-transport-security'], undefined);

  const proxied = await buildTestApp(t, stub.url, { TRUST_PROXY: 'true' });
  const https = (await signIn(proxied.app, { 'x-forwarded-proto': 'https' })).res;
  t.match(setCookieHeader(https), /; Secure/);
  t.match(String(https.headers['strict-transport-security']), /max-age=\d+/);
  t.match(String(https.headers['content-security-policy']), /upgrade-insecure-requests/);
  const plain = (await signIn(proxied.app)).res;
  t.notMatch(setCookieHeader(plain), /Secure/);
  t.notMatch(String(plain.headers['content-security-policy']), /upgrade-insecure-requests/);

  const off = await buildTestApp(t, stub.url, { COOKIE_SECURE: 'false', TRUST_PROXY: 'true' });
  t.notMatch(setCookieHeader((await signIn(off.app, { 'x-forwarded-proto': 'https' })).res), /Secure/);
});

t.test('SESSION_TTL_S sets Max-Age and the JWT expiry', async (t) => {
  const { app } = await buildTestApp(t, stub.url, { SESSION_TTL_S: '600' });
  const { res, cookie } = await signIn(app);
  t.match(setCookieHeader(res), /Max-Age=600/);
  const claims = JSON.parse(Buffer.from(cookie.split('.')[1], 'base64url').toString());
  t.equal(claims.exp - claims.iat, 600);
});

t.test('BASE_PATH: routes answer under the prefix and the cookie path follows it', async (t) => {
  const { app } = await buildTestApp(t, stub.url, { BASE_PATH: '/crm' });
  const res = await app.inject({ method: 'POST', url: '/crm/login', headers: CSRF, payload: { email: 'j@m.fr', password: 'x' } });
  t.equal(res.statusCode, 200);
  t.match(setCookieHeader(res), /Path=\/crm(;|$)/);
  const cookie = sessionCookieOf(res);
  t.equal((await app.inject({ method: 'GET', url: '/crm/session', headers: { cookie } })).statusCode, 200);
  t.equal((await app.inject({ method: 'GET', url: '/crm/config' })).json().basePath, '/crm/');
  t.equal((await app.inject({ method: 'GET', url: '/session', headers: { cookie } })).statusCode, 200, 'a prefix-stripping proxy works too');
  const logout = await app.inject({ method: 'POST', url: '/crm/logout', headers: { cookie, ...CSRF } });
  t.match(setCookieHeader(logout), /Path=\/crm(;|$)/);
});
