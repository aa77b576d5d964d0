/** /api/authenticate/*: the template's authentication, public and rate-limited, never a back-office session. */
import { createSigner } from 'fast-jwt';
import t, { type Test } from 'tap';
import { TEMPLATE_AUTH_ACCOUNT, TEMPLATE_AUTH_MESSAGES } from '../../shared/schemas/template-auth.js';
import { templateTokenKey, MAX_ACCOUNTS } from '../../server/template-api/template-auth.js';
import { buildTestApp, CSRF, sessionCookieOf, TEST_SECRET } from '../helpers/app.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';

let stub: StubUpstream;
let redis: RedisServer;
let db = 0;
t.before(async () => {
  stub = await startStubUpstream();
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: 'upstream-tok', user: { id: 1, name: 'Claire Dubois', role: 'admin' } } });
  redis = await startRedisServer();
});
t.teardown(async () => {
  await stub.close();
  await redis.stop();
});

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

function bffOn(t: Test, backend: 'memory' | 'redis', env: Record<string, string> = {}) {
  return buildTestApp(t, stub.url, { LOGIN_RATE_LIMIT: '100', ...(backend === 'redis' ? { REDIS_URL: `${redis.url}/${++db}` } : {}), ...env });
}

const PASSWORD = 'Retraite2026!';

function post(app: App, path: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/authenticate/${path}`, headers: { ...CSRF, ...headers }, payload });
}
const register = (app: App, payload: object) => post(app, 'register', payload);
const login = (app: App, email: string, password: string) => post(app, 'login/user', { email, password });
const refresh = (app: App, accessToken: string) => post(app, 'refresh-token', { accessToken });

for (const backend of ['memory', 'redis'] as const) {
  t.test(`register, log in, refresh the token (${backend})`, async (t) => {
    const { app, logs } = await bffOn(t, backend);
    const created = await register(app, { email: 'Jeanne.Moreau@Exemple.fr', password: PASSWORD, name: ' Jeanne Moreau ' });
    t.equal(created.statusCode, 201, created.body);
    const { user, accessToken } = created.json();
    t.match(user, { name: 'Jeanne Moreau', email: 'jeanne.moreau@exemple.fr', role: 'user' });
    t.type(user.id, 'number');
    t.same(Object.keys(user).sort(), ['email', 'id', 'name', 'role']);
    t.match(accessToken, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    t.equal(created.headers['set-cookie'], undefined, 'no session cookie');
    t.equal(created.headers['cache-control'], 'no-store');

    const header = JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString());
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    t.equal(header.alg, 'HS256');
    t.equal(claims.exp - claims.iat, 8000, 'expires after 8000 s');

    const signedIn = await login(app, 'JEANNE.MOREAU@exemple.fr', PASSWORD);
    t.equal(signedIn.statusCode, 200);
    t.same(signedIn.json().user, user);
    t.equal(signedIn.headers['set-cookie'], undefined, 'a template login starts no session');

    const refreshed = await refresh(app, signedIn.json().accessToken);
    t.equal(refreshed.statusCode, 200);
    t.same(refreshed.json().userData, user);
    t.match(refreshed.json().accessToken, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    t.equal((await refresh(app, refreshed.json().accessToken)).statusCode, 200, 'the new token is valid too');

    const wrong = await login(app, 'jeanne.moreau@exemple.fr', 'Retraite2026?');
    t.equal(wrong.statusCode, 401);
    t.same(wrong.json(), { error: 'invalid_credentials', message: TEMPLATE_AUTH_MESSAGES.invalidCredentials });
    const unknown = await login(app, 'personne@exemple.fr', PASSWORD);
    t.same(unknown.json(), wrong.json(), 'an unknown address: the same answer');
    t.equal((await login(app, 'pas une adresse', PASSWORD)).json().message, TEMPLATE_AUTH_MESSAGES.invalidCredentials);

    const again = await register(app, { email: 'jeanne.moreau@EXEMPLE.fr', password: PASSWORD, name: 'Autre' });
    t.equal(again.statusCode, 409);
    t.same(again.json(), { error: 'email_taken', message: TEMPLATE_AUTH_MESSAGES.emailTaken, field: 'email' });
    t.equal((await login(app, 'jeanne.moreau@exemple.fr', PASSWORD)).json().user.name, 'Jeanne Moreau', 'the first account stays');

    const all = [created.body, signedIn.body, refreshed.body, again.body, ...logs].join('\n');
    t.notMatch(all, PASSWORD, 'the password is never answered nor logged');
    t.notMatch(all, /scrypt\$/, 'nor its hash');
    // An account is a record: in the database (SQLite alone, PostgreSQL with Redis), never in Redis.
    const stored = (await app.database.db.selectFrom('kept_documents').select('value').where('key', '=', 'demo-auth:account:jeanne.moreau@exemple.fr').executeTakeFirst())?.value;
    t.match(stored, /"password":"scrypt\$[\w-]+\$[\w-]+"/, 'stored hashed with a salt, in the database');
    t.notMatch(stored!, PASSWORD);
    if (backend === 'redis') t.equal(await app.redis!.get('demo-auth:account:jeanne.moreau@exemple.fr'), null, 'not in Redis');
  });
}

t.test('accounts are shared by every instance with Redis and PostgreSQL (not per instance, not per session)', async (t) => {
  const env = { REDIS_URL: `${redis.url}/${++db}`, LOGIN_RATE_LIMIT: '100' };
  const one = await buildTestApp(t, stub.url, env);
  const two = await buildTestApp(t, stub.url, env);
  const created = await register(one.app, { email: 'paul@exemple.fr', password: PASSWORD, name: 'Paul' });
  t.equal(created.statusCode, 201);
  t.equal((await login(two.app, 'paul@exemple.fr', PASSWORD)).statusCode, 200, 'the other instance knows the account');
  t.equal((await refresh(two.app, created.json().accessToken)).statusCode, 200, 'and accepts its token (same derived key)');
  t.equal((await register(two.app, { email: 'paul@exemple.fr', password: PASSWORD, name: 'Paul' })).statusCode, 409);
});

t.test('the documented template account signs in; its address cannot be registered', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const res = await login(app, TEMPLATE_AUTH_ACCOUNT.email, TEMPLATE_AUTH_ACCOUNT.password);
  t.equal(res.statusCode, 200);
  t.match(res.json().user, { email: TEMPLATE_AUTH_ACCOUNT.email, role: 'admin', name: TEMPLATE_AUTH_ACCOUNT.name });
  t.equal((await refresh(app, res.json().accessToken)).statusCode, 200);
  t.equal((await register(app, { email: TEMPLATE_AUTH_ACCOUNT.email.toUpperCase(), password: PASSWORD, name: 'X' })).json().message, TEMPLATE_AUTH_MESSAGES.emailTaken);
  t.equal((await login(app, TEMPLATE_AUTH_ACCOUNT.email, PASSWORD)).statusCode, 401);
});

t.test('register refuses a blank name, a weak password, a bad address, an unknown field: 400, nothing created', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const blank = await register(app, { email: 'a@exemple.fr', password: PASSWORD, name: '   ' });
  t.equal(blank.statusCode, 400);
  t.same(blank.json(), { error: 'invalid_request', message: TEMPLATE_AUTH_MESSAGES.nameMissing, field: 'name' });
  const weak = await register(app, { email: 'a@exemple.fr', password: 'court', name: 'A' });
  t.equal(weak.statusCode, 400);
  t.equal(weak.json().field, 'password');
  t.equal((await register(app, { email: 'pas-une-adresse', password: PASSWORD, name: 'A' })).json().field, 'email');
  t.equal((await register(app, { email: 'a@exemple.fr', password: PASSWORD, name: 'A', role: 'admin' })).json().field, 'role');
  t.equal((await register(app, { email: 'a@exemple.fr', password: PASSWORD })).json().field, 'name');
  t.equal((await post(app, 'register', { email: 'a@exemple.fr', password: PASSWORD, name: 'A' }, { 'x-csrf': '' })).statusCode, 403, 'CSRF header required');
  t.equal((await login(app, 'a@exemple.fr', PASSWORD)).statusCode, 401, 'no account was created');
  t.equal((await register(app, { email: 'a@exemple.fr', password: PASSWORD, name: 'A' })).statusCode, 201, 'the address is still free');
});

t.test('refresh-token: 401 Invalid access token for garbage, expired, foreign-key, session and tampered tokens', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const { accessToken, user } = (await register(app, { email: 'b@exemple.fr', password: PASSWORD, name: 'B' })).json();
  const key = templateTokenKey(TEST_SECRET);
  const claims = { sub: String(user.id), email: user.email };
  const expired = createSigner({ key, algorithm: 'HS256', expiresIn: 8000_000, clockTimestamp: Date.now() - 9000_000 })(claims);
  const foreign = createSigner({ key: templateTokenKey('another-secret-that-is-long-enough-01234'), algorithm: 'HS256', expiresIn: 8000_000 })(claims);
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${accessToken.split('.')[1]}.`;
  const [h, p, s] = accessToken.split('.');
  const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '1' })).toString('base64url')}.${s}`;
  const admin = await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'c@d.fr', password: 'x' } });
  const sessionJwt = sessionCookieOf(admin).slice('bo_session='.length);
  const validButGone = createSigner({ key, algorithm: 'HS256', expiresIn: 8000_000 })({ sub: '999999', email: 'gone@exemple.fr' });

  for (const [what, token] of Object.entries({ garbage: 'garbage', empty: '', expired, foreign, none, tampered, sessionJwt, validButGone })) {
    const res = await refresh(app, token);
    t.equal(res.statusCode, 401, what);
    t.same(res.json(), { error: 'invalid_token', message: TEMPLATE_AUTH_MESSAGES.invalidToken }, what);
  }
  const withSession = await app.inject({
    method: 'POST', url: '/api/authenticate/refresh-token', headers: { ...CSRF, cookie: sessionCookieOf(admin) }, payload: { accessToken: 'garbage' },
  });
  t.equal(withSession.statusCode, 401);
  t.equal(withSession.headers['set-cookie'], undefined, "a refused template token leaves the caller's back-office session alone");
  t.equal((await app.inject({ method: 'GET', url: '/session', headers: { cookie: sessionCookieOf(admin) } })).statusCode, 200);
});

t.test('a template token is never a back-office session', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const { accessToken } = (await login(app, TEMPLATE_AUTH_ACCOUNT.email, TEMPLATE_AUTH_ACCOUNT.password)).json();
  for (const url of ['/session', '/api/users/list', '/api/search/bookmarks/data']) {
    t.equal((await app.inject({ method: 'GET', url, headers: { cookie: `bo_session=${accessToken}` } })).statusCode, 401, `${url} by cookie`);
    t.equal((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } })).statusCode, 401, `${url} by header`);
  }
});

for (const backend of ['memory', 'redis'] as const) {
  t.test(`rate limit: LOGIN_RATE_LIMIT attempts a minute per address on each route, then 429 (${backend})`, async (t) => {
    const { app } = await bffOn(t, backend, { LOGIN_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i++) t.equal((await login(app, 'x@exemple.fr', 'bad')).statusCode, 401);
    const limited = await login(app, TEMPLATE_AUTH_ACCOUNT.email, TEMPLATE_AUTH_ACCOUNT.password);
    t.equal(limited.statusCode, 429, 'even with the right password');
    t.equal(limited.json().error, 'rate_limited');
    t.ok(Number(limited.headers['retry-after']) > 0);
    for (let i = 0; i < 3; i++) await refresh(app, 'garbage');
    t.equal((await refresh(app, 'garbage')).statusCode, 429, 'refresh-token too');
    for (let i = 0; i < 3; i++) await register(app, { email: `r${i}@exemple.fr`, password: PASSWORD, name: ' ' });
    t.equal((await register(app, { email: 'r@exemple.fr', password: PASSWORD, name: 'R' })).statusCode, 429, 'and register');
    if (backend === 'redis') t.ok((await app.redis!.keys('bo:rate-limit:*')).length > 0, 'counted in Redis');
  });

  t.test(`the number of registrations is capped: past ${MAX_ACCOUNTS}, 503 and nothing created (${backend})`, async (t) => {
    const { app } = await bffOn(t, backend);
    t.equal((await register(app, { email: 'first@exemple.fr', password: PASSWORD, name: 'First' })).statusCode, 201);
    await app.store.set('demo-auth:registrations', MAX_ACCOUNTS);
    const full = await register(app, { email: 'late@exemple.fr', password: PASSWORD, name: 'Late' });
    t.equal(full.statusCode, 503);
    t.equal(full.json().error, 'demo_accounts_full');
    t.equal((await login(app, 'late@exemple.fr', PASSWORD)).statusCode, 401, 'no account');
    t.equal((await login(app, 'first@exemple.fr', PASSWORD)).statusCode, 200, 'the others still sign in');
    await app.store.set('demo-auth:registrations', 1);
    t.equal((await register(app, { email: 'late@exemple.fr', password: PASSWORD, name: 'Late' })).statusCode, 201, 'its address was not kept');
  });
}

t.test("an unforeseen failure (Redis gone) answers the spec's default template login error, 'Something went wrong', on every route", async (t) => {
  const own = await startRedisServer();
  const { app } = await buildTestApp(t, stub.url, { REDIS_URL: `${own.url}/1` });
  t.equal((await login(app, TEMPLATE_AUTH_ACCOUNT.email, TEMPLATE_AUTH_ACCOUNT.password)).statusCode, 200, 'works while Redis answers');
  await own.stop();
  for (const answer of [
    await login(app, TEMPLATE_AUTH_ACCOUNT.email, TEMPLATE_AUTH_ACCOUNT.password),
    await register(app, { email: 'later@exemple.fr', password: PASSWORD, name: 'Later' }),
    await refresh(app, 'whatever'),
  ]) {
    t.equal(answer.statusCode, 503);
    t.same(answer.json(), { error: 'store_unavailable', message: TEMPLATE_AUTH_MESSAGES.unexpected });
  }
  const cookie = await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@b.fr', password: 'x' } });
  t.equal(cookie.json().message, 'Service momentanément indisponible.', 'the back-office keeps its own words');
});
