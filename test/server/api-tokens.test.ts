/**
 * Personal API tokens (issue 27), as an integrator and the staff see them: created in the profile and
 * answered once, listed without the token, revoked; a Bearer call acts as its user with their role and
 * reach, limited by its scope, without X-CSRF, never on the routes that manage access; 401 for a
 * token that is malformed, unknown, revoked or expired, 401 upstream_session_expired when the firm
 * API token behind it is gone; a limit per token; the last use written at most once a minute; the
 * token never in the logs. The real BFF in front of the embedded demo upstream (memory store).
 */
import t from 'tap';
import { publishedAccounts } from '../../server/demo/data/people.js';
import type { Role } from '../../shared/schemas/people.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';

const DAY_MS = 86_400_000;
let clock = Date.now();
let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t, { LOG_LEVEL: 'debug', LOGIN_RATE_LIMIT: '10000' }, { now: () => clock });
});

async function createToken(role: Role, body: Record<string, unknown> = {}) {
  const res = await bff.app.inject({
    method: 'POST', url: '/api/profile/tokens', headers: { ...CSRF, cookie: await bff.as(role) },
    payload: { name: `Script ${role}`, scope: 'read-write', expiresInDays: 30, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`token refused: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; token: string; name: string; scope: string; expiresAt: string };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  bff.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const ownTokens = async (role: Role) => (await bff.app.inject({ method: 'GET', url: '/api/profile/tokens', headers: { cookie: await bff.as(role) } })).json().items as Array<Record<string, unknown>>;

t.test('a staff member creates a token, sees it once, lists it without it, and revokes it', async (t) => {
  const created = await createToken('Consultant', { name: '  Export comptable ', scope: 'read', expiresInDays: 90 });
  t.match(created.token, /^rcb_pat_[A-Za-z0-9_-]{43}$/, 'a recognisable prefix, then 32 random bytes');
  t.same({ name: created.name, scope: created.scope }, { name: 'Export comptable', scope: 'read' });
  t.equal(Date.parse(created.expiresAt), clock + 90 * DAY_MS);
  const listed = (await ownTokens('Consultant')).find((item) => item.id === created.id)!;
  t.same(Object.keys(listed).sort(), ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'lastUsedIp', 'name', 'scope']);
  t.match(listed, { name: 'Export comptable', scope: 'read', lastUsedAt: null, lastUsedIp: null });
  const body = (await bff.app.inject({ method: 'GET', url: '/api/profile/tokens', headers: { cookie: await bff.as('Consultant') } })).body;
  t.notOk(body.includes(created.token.slice(8)), 'the list never answers the token');

  t.equal((await call(created.token, 'GET', '/api/clients?perPage=10')).statusCode, 200, 'the token works');
  const revoke = await bff.app.inject({ method: 'DELETE', url: `/api/profile/tokens/${created.id}`, headers: { ...CSRF, cookie: await bff.as('Consultant') } });
  t.equal(revoke.statusCode, 204);
  const refused = await call(created.token, 'GET', '/api/clients?perPage=10');
  t.equal(refused.statusCode, 401);
  t.equal(refused.json().error, 'unauthenticated');
  t.notOk((await ownTokens('Consultant')).some((item) => item.id === created.id), 'no longer listed');
  const again = await bff.app.inject({ method: 'DELETE', url: `/api/profile/tokens/${created.id}`, headers: { ...CSRF, cookie: await bff.as('Consultant') } });
  t.equal(again.statusCode, 404, 'revoking twice: 404');
  const others = await bff.app.inject({ method: 'DELETE', url: `/api/profile/tokens/${(await createToken('Expert')).id}`, headers: { ...CSRF, cookie: await bff.as('Consultant') } });
  t.equal(others.statusCode, 404, "another user's token is not one's own to revoke");
});

t.test('staff only, strict input, at most 365 days', async (t) => {
  for (const role of ['Client', 'Ancient Client'] as const) {
    const cookie = await bff.as(role);
    t.equal((await bff.app.inject({ method: 'GET', url: '/api/profile/tokens', headers: { cookie } })).statusCode, 403, `${role}: list`);
    const post = await bff.app.inject({ method: 'POST', url: '/api/profile/tokens', headers: { ...CSRF, cookie }, payload: { name: 'x', scope: 'read', expiresInDays: 1 } });
    t.equal(post.statusCode, 403, `${role}: create`);
  }
  const cookie = await bff.as('Expert');
  for (const [payload, field] of [
    [{ name: 'x', scope: 'read', expiresInDays: 366 }, 'expiresInDays'],
    [{ name: 'x', scope: 'read', expiresInDays: 0 }, 'expiresInDays'],
    [{ name: 'x', scope: 'admin', expiresInDays: 1 }, 'scope'],
    [{ name: '   ', scope: 'read', expiresInDays: 1 }, 'name'],
    [{ name: 'x', scope: 'read', expiresInDays: 1, token: 'rcb_pat_mine' }, 'token'],
  ] as const) {
    const res = await bff.app.inject({ method: 'POST', url: '/api/profile/tokens', headers: { ...CSRF, cookie }, payload });
    t.equal(res.statusCode, 400, JSON.stringify(payload));
    t.equal(res.json().field, field);
  }
});

t.test("a Bearer call acts as its user, with her role and reach, without X-CSRF", async (t) => {
  const { token } = await createToken('Expert');
  const hers = bff.demo.store.data.users.find((u) => u.role === 'Client' && u.parent_id === 3)!;
  const other = bff.demo.store.data.users.find((u) => u.role === 'Client' && u.parent_id === 2)!;
  const list = (await call(token, 'GET', '/api/clients?perPage=100')).json();
  t.ok(list.total > 0 && list.items.every((c: { expertId: number }) => c.expertId === 3), 'her clients only');
  t.equal((await call(token, 'GET', `/api/clients/${hers.id}`)).statusCode, 200);
  t.equal((await call(token, 'GET', `/api/clients/${other.id}`)).statusCode, 404, "another's client is out of reach");
  t.equal((await bff.app.inject({ method: 'HEAD', url: `/api/clients/${other.id}`, headers: bearer(token) })).statusCode, 404, 'HEAD too');
  const before = JSON.stringify(bff.demo.store.user(other.id));
  t.equal((await call(token, 'PATCH', `/api/clients/${other.id}`, { notes: 'Par jeton' })).statusCode, 404);
  t.equal(JSON.stringify(bff.demo.store.user(other.id)), before, 'unchanged');
  const patched = await call(token, 'PATCH', `/api/clients/${hers.id}`, { notes: 'Vu par un script' });
  t.equal(patched.statusCode, 200, `a write without X-CSRF: ${patched.body.slice(0, 200)}`);
  t.equal(bff.demo.store.user(hers.id)!.personal!.notes, 'Vu par un script');
  t.same((await call(token, 'GET', '/session')).json(), { user: { id: 3, role: 'Expert', name: publishedAccounts().find((a) => a.role === 'Expert')!.name } });
  const cookie = await bff.as('Expert');
  for (const url of ['/api/members/1', '/api/statistics/dashboard', '/api/contracts?perPage=100', '/api/former-clients?perPage=10']) {
    const byCookie = await bff.app.inject({ method: 'GET', url, headers: { cookie } });
    const byToken = await call(token, 'GET', url);
    t.same([byToken.statusCode, byToken.json()], [byCookie.statusCode, byCookie.json()], `${url}: as her session answers`);
  }
});

t.test('a read token reads only: 403 token_scope on a write, which changes nothing', async (t) => {
  const { token } = await createToken('admin', { scope: 'read' });
  const client = bff.demo.store.data.users.find((u) => u.role === 'Client' && u.parent_id === 2)!;
  t.equal((await call(token, 'GET', `/api/clients/${client.id}`)).statusCode, 200);
  t.equal((await bff.app.inject({ method: 'HEAD', url: `/api/clients/${client.id}`, headers: bearer(token) })).statusCode, 200, 'HEAD too');
  const before = JSON.stringify(bff.demo.store.user(client.id));
  for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
    const res = await call(token, method, method === 'POST' ? '/api/tasks' : `/api/clients/${client.id}`, method === 'DELETE' ? undefined : { notes: 'x' });
    t.equal(res.statusCode, 403, method);
    t.equal(res.json().error, 'token_scope');
  }
  t.equal(JSON.stringify(bff.demo.store.user(client.id)), before, 'unchanged');
});

t.test('a token never signs in or out, never manages tokens, passwords, access or sessions: 403 token_forbidden', async (t) => {
  const { token, id } = await createToken('admin');
  const refused: Array<[('GET' | 'POST' | 'DELETE'), string, object?]> = [
    ['POST', '/login', { email: 'a@b.fr', password: 'x' }],
    ['POST', '/logout'],
    ['GET', '/api/profile/tokens'],
    ['POST', '/api/profile/tokens', { name: 'x', scope: 'read', expiresInDays: 1 }],
    ['DELETE', `/api/profile/tokens/${id}`],
    ['GET', '/api/members/2/tokens'],
    ['DELETE', `/api/members/1/tokens/${id}`],
    ['POST', '/api/profile/password', { currentPassword: 'x', newPassword: 'Nouveau2027!', confirmation: 'Nouveau2027!' }],
    ['POST', '/api/clients/10/access'],
    ['POST', '/api/members/6/access'],
    ['GET', '/api/profile/sessions'],
    ['DELETE', '/api/profile/sessions'],
    ['DELETE', '/api/profile/sessions/abc'],
    ['GET', '/api/profile/sign-ins'],
    ['GET', '/api/members/6/sessions'],
    ['DELETE', '/api/members/6/sessions'],
  ];
  for (const [method, url, payload] of refused) {
    const res = await call(token, method, url, payload);
    t.equal(res.statusCode, 403, `${method} ${url}`);
    t.match(res.json(), { error: 'token_forbidden', message: /back-office/ });
  }
  t.ok((await ownTokens('admin')).some((item) => item.id === id), 'the token revoked nothing, not even itself');
});

t.test('a cookie and a Bearer header together: the cookie acts, still with X-CSRF; a bad token: 401 whatever is wrong with it', async (t) => {
  const { token } = await createToken('admin');
  const cookie = await bff.as('Consultant');
  const both = await bff.app.inject({ method: 'GET', url: '/session', headers: { ...bearer(token), cookie } });
  t.equal(both.statusCode, 200);
  t.equal(both.json().user.role, 'Consultant', "the cookie's user, not the token's");
  const withBadToken = await bff.app.inject({ method: 'GET', url: '/api/clients', headers: { authorization: 'Bearer rcb_pat_nothing', cookie } });
  t.equal(withBadToken.statusCode, 200, 'a header beside the cookie is not read');
  const writeWithoutCsrf = await bff.app.inject({ method: 'POST', url: '/api/tasks', headers: { ...bearer(token), cookie }, payload: {} });
  t.equal(writeWithoutCsrf.statusCode, 403, 'a token beside the cookie does not lift X-CSRF');
  t.equal(writeWithoutCsrf.json().error, 'csrf');
  const bodies = new Set<string>();
  for (const header of ['Bearer', 'Bearer ', `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'Bearer rcb_pat_', `bearer ${'a'.repeat(5000)}`]) {
    const res = await bff.app.inject({ method: 'GET', url: '/api/clients', headers: { authorization: header } });
    t.equal(res.statusCode, 401, header.slice(0, 40));
    bodies.add(res.body);
  }
  t.equal(bodies.size, 1, 'one answer for every kind of bad token');
  const write = await bff.app.inject({ method: 'POST', url: '/api/tasks', headers: { authorization: 'Bearer rcb_pat_nothing' }, payload: {} });
  t.equal(write.statusCode, 401, 'a write with a bad token: 401, not a CSRF refusal');
  t.equal((await bff.app.inject({ method: 'GET', url: '/api/clients', headers: { authorization: 'Basic dXNlcjpwYXNz' } })).statusCode, 401, 'another scheme is no session either');
});

t.test('an expired token is refused; the last use is written at most once a minute', async (t) => {
  const { token, id } = await createToken('Consultant', { expiresInDays: 2 });
  const lastUse = async () => (await ownTokens('Consultant')).find((item) => item.id === id)!;
  const settled = async (want: string) => {
    for (let i = 0; i < 50 && (await lastUse()).lastUsedAt !== want; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return lastUse();
  };
  const first = clock;
  t.equal((await call(token, 'GET', '/session')).statusCode, 200);
  t.match(await settled(new Date(first).toISOString()), { lastUsedAt: new Date(first).toISOString(), lastUsedIp: '127.0.0.1' });
  clock += 30_000;
  t.equal((await call(token, 'GET', '/session')).statusCode, 200);
  await new Promise((resolve) => setTimeout(resolve, 50));
  t.equal((await lastUse()).lastUsedAt, new Date(first).toISOString(), 'not written again within the minute');
  clock += 31_000;
  t.equal((await call(token, 'GET', '/session')).statusCode, 200);
  t.equal((await settled(new Date(clock).toISOString())).lastUsedAt, new Date(clock).toISOString(), 'written again after it');
  clock += 2 * DAY_MS;
  const res = await call(token, 'GET', '/session');
  t.equal(res.statusCode, 401, 'expired');
  t.equal(res.json().error, 'unauthenticated');
  t.notOk((await ownTokens('Consultant')).some((item) => item.id === id), 'no longer listed');
});

t.test('past 20 calls a second per token: 429 with Retry-After; another token is not counted with it', async (t) => {
  const { token } = await createToken('Consultant');
  const answers = await Promise.all(Array.from({ length: 80 }, () => call(token, 'GET', '/session')));
  const limited = answers.filter((res) => res.statusCode === 429);
  t.ok(limited.length > 0, `${limited.length} of 80 refused`);
  t.ok(answers.some((res) => res.statusCode === 200));
  t.equal(limited[0]!.json().error, 'rate_limited');
  t.ok(Number(limited[0]!.headers['retry-after']) >= 1, 'Retry-After');
  t.equal((await call((await createToken('Consultant')).token, 'GET', '/session')).statusCode, 200, 'another token goes on');
});

t.test('a token never appears in the logs', async (t) => {
  const { token } = await createToken('admin');
  await call(token, 'GET', '/api/clients');
  await call(token, 'POST', '/api/profile/tokens', { name: 'x', scope: 'read', expiresInDays: 1 });
  await call(token.slice(0, -2), 'GET', '/api/clients');
  const logs = bff.logs.join('\n');
  t.ok(logs.includes('api token: created'), 'the creation is logged');
  t.notOk(logs.includes(token.slice(8, 30)), 'but never the token');
});

// Last: the demo upstream forgets every token it issued.
t.test('the firm API token behind the tokens gone or refused: 401 upstream_session_expired', async (t) => {
  const { token } = await createToken('Expert');
  const kept = await bff.app.records.get('upstream-token:3');
  await bff.app.records.delete('upstream-token:3');
  const gone = await call(token, 'GET', '/api/clients');
  t.equal(gone.statusCode, 401);
  t.same(gone.json(), { error: 'upstream_session_expired', message: 'Reconnectez-vous au back-office pour que vos jetons d’API puissent de nouveau appeler l’API du cabinet.' });
  await bff.app.records.set('upstream-token:3', kept!);
  t.equal((await call(token, 'GET', '/api/clients')).statusCode, 200, 'back once the BFF holds one again');
  (bff.demo.store['tokens'] as Map<string, unknown>).clear();
  // A list may still come from the read model (UPSTREAM_LIST_TTL_S); a record is read from the firm API.
  const refused = await call(token, 'GET', '/api/clients/1');
  t.equal(refused.statusCode, 401, 'the firm API refuses it');
  t.equal(refused.json().error, 'upstream_session_expired');
});
