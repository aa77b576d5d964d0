/**
 * Personal API tokens across two BFF instances on one real redis-server and one PostgreSQL, in front
 * of one demo upstream: the database holds a token's hash, never the token; a token revoked on one instance is
 * refused at once by the other; a member deleted, or whose role changes (by the admin, or outside
 * the BFF), loses their tokens at once, but not when the admin sets their password; the limit per
 * token, and the unknown tokens per address, are counted across the instances. GET /docs says how
 * a token is sent and where it is refused.
 */
import { createHash } from 'node:crypto';
import t from 'tap';
import { CSRF, sessionCookieOf } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { UNKNOWN_TOKEN_LIMIT } from '../../server/auth/token-guesses.js';

let redis: RedisServer;
let a: DemoBff;
let b: DemoBff;
t.before(async () => {
  redis = await startRedisServer();
  a = await buildDemoBff(t, { REDIS_URL: redis.url });
  b = await buildDemoBff(t, { REDIS_URL: redis.url }, { demo: a.demo });
});
t.teardown(() => redis.stop());

const PASSWORD = 'Motdepasse2026!';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new member created by the admin, signed in through the API on instance A; their cookie and id. */
async function newMember(role: string): Promise<{ id: number; cookie: string }> {
  const email = uniqueEmail('jeton');
  const created = await a.app.inject({ method: 'POST', url: '/api/members', headers: { ...CSRF, cookie: await a.as('admin') }, payload: { name: `Membre ${role}`, email, role, password: PASSWORD } });
  if (created.statusCode !== 201) throw new Error(`member refused: ${created.body}`);
  const login = await a.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email, password: PASSWORD } });
  return { id: created.json().id, cookie: sessionCookieOf(login) };
}

async function tokenOf(cookie: string, scope = 'read-write'): Promise<{ id: string; token: string }> {
  const res = await a.app.inject({ method: 'POST', url: '/api/profile/tokens', headers: { ...CSRF, cookie }, payload: { name: 'Script', scope, expiresInDays: 7 } });
  if (res.statusCode !== 201) throw new Error(`token refused: ${res.body}`);
  return res.json();
}

const statusOn = async (bff: DemoBff, token: string, url = '/api/clients?perPage=10') => (await bff.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;

t.test('the database keeps the hash of a token, never the token; Redis neither', async (t) => {
  const { token } = await tokenOf(await a.as('Consultant'));
  const keys = await a.app.redis!.keys('*');
  const strings = await Promise.all(keys.map(async (key) => ((await a.app.redis!.type(key)) === 'string' ? `${key} ${await a.app.redis!.get(key)}` : key)));
  t.notOk(strings.join('\n').includes(token.slice(8)), 'the token is nowhere in Redis');
  const rows = await a.app.database.db.selectFrom('kept_documents').select(['key', 'value']).execute();
  const kept = rows.map((row) => `${row.key} ${row.value}`).join('\n');
  t.notOk(kept.includes(token.slice(8)), 'nor in the database');
  t.ok(kept.includes(createHash('sha256').update(token).digest('hex')), 'its SHA-256 is, in the database');
  t.notOk(strings.join('\n').includes(createHash('sha256').update(token).digest('hex')), 'a token is a record, not kept in Redis');
});

t.test('revoked on one instance, refused at once by the other', async (t) => {
  const cookie = await a.as('Consultant');
  const { id, token } = await tokenOf(cookie);
  t.equal(await statusOn(b, token), 200, 'B accepts the token A created');
  const revoked = await a.app.inject({ method: 'DELETE', url: `/api/profile/tokens/${id}`, headers: { ...CSRF, cookie } });
  t.equal(revoked.statusCode, 204);
  t.equal(await statusOn(b, token), 401, 'B refuses it on the next call');
  t.equal(await statusOn(a, token), 401);
});

t.test("the admin lists and revokes a member's tokens; a Consultant may not", async (t) => {
  const member = await newMember('Expert');
  const { id, token } = await tokenOf(member.cookie, 'read');
  const listed = await b.app.inject({ method: 'GET', url: `/api/members/${member.id}/tokens`, headers: { cookie: await b.as('admin') } });
  t.equal(listed.statusCode, 200);
  t.match(listed.json().items, [{ id, name: 'Script', scope: 'read' }]);
  t.notOk(listed.body.includes(token.slice(8)));
  t.equal((await b.app.inject({ method: 'GET', url: `/api/members/${member.id}/tokens`, headers: { cookie: await b.as('Consultant') } })).statusCode, 403);
  t.equal((await b.app.inject({ method: 'DELETE', url: `/api/members/${member.id}/tokens/${id}`, headers: { ...CSRF, cookie: await b.as('Consultant') } })).statusCode, 403);
  t.equal(await statusOn(a, token), 200, 'the Consultant revoked nothing');
  t.equal((await b.app.inject({ method: 'DELETE', url: `/api/members/${member.id}/tokens/${id}`, headers: { ...CSRF, cookie: await b.as('admin') } })).statusCode, 204);
  t.equal(await statusOn(a, token), 401, 'revoked by the admin on B, refused on A');
  t.equal((await b.app.inject({ method: 'DELETE', url: `/api/members/${member.id}/tokens/${id}`, headers: { ...CSRF, cookie: await b.as('admin') } })).statusCode, 404);
  t.equal((await b.app.inject({ method: 'GET', url: '/api/members/999999/tokens', headers: { cookie: await b.as('admin') } })).statusCode, 404, 'no such member');
});

t.test('a member deleted, or whose role the admin changes, loses their tokens at once; a password set for them does not', async (t) => {
  const admin = await b.as('admin');
  const moved = await newMember('Expert');
  const kept = await tokenOf(moved.cookie);
  const reset = await b.app.inject({ method: 'PATCH', url: `/api/members/${moved.id}`, headers: { ...CSRF, cookie: admin }, payload: { password: 'Autre2026!x' } });
  t.equal(reset.statusCode, 200);
  t.equal(await statusOn(a, kept.token), 200, 'a password set by the admin leaves the tokens alone');
  const promoted = await b.app.inject({ method: 'PATCH', url: `/api/members/${moved.id}`, headers: { ...CSRF, cookie: admin }, payload: { role: 'Consultant' } });
  t.equal(promoted.statusCode, 200);
  t.equal(await statusOn(a, kept.token), 401, 'a new role: refused');

  const leaving = await newMember('Consultant');
  const gone = await tokenOf(leaving.cookie);
  t.equal(await statusOn(a, gone.token), 200);
  const deleted = await b.app.inject({ method: 'DELETE', url: `/api/members/${leaving.id}`, headers: { ...CSRF, cookie: admin } });
  t.equal(deleted.statusCode, 204);
  t.equal(await statusOn(a, gone.token), 401, 'deleted: refused');
});

t.test("a role changed outside the BFF revokes the tokens at the first admin power they try", async (t) => {
  const second = await newMember('admin');
  const { token } = await tokenOf(second.cookie);
  a.demo.store.user(second.id)!.role = 'Ancient Client';
  const write = await b.app.inject({ method: 'PATCH', url: '/api/members/7', headers: bearer(token), payload: { name: 'Changé par un ancien admin' } });
  t.equal(write.statusCode, 401);
  t.equal(write.json().error, 'role_changed');
  t.equal(await statusOn(a, token, '/session'), 401, 'every token of theirs is revoked');
});

t.test('the limit per token is counted across the instances', async (t) => {
  const { token } = await tokenOf(await a.as('Expert'));
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).app.inject({ method: 'GET', url: '/session', headers: bearer(token) })));
  const counts = answers.reduce<Record<number, number>>((all, res) => ({ ...all, [res.statusCode]: (all[res.statusCode] ?? 0) + 1 }), {});
  t.ok((counts[429] ?? 0) >= 1 && (counts[200] ?? 0) >= 1, `some served, the rest refused: ${JSON.stringify(counts)}`);
});

t.test('unknown tokens from one address are counted across the instances: past the limit, refused on both before a lookup', async (t) => {
  const { token } = await tokenOf(await a.as('Expert'));
  const guess = (i: number) => ({ authorization: `Bearer rcb_pat_${String(i).padStart(43, 'g')}` });
  const from = (bff: DemoBff, headers: Record<string, string>) => bff.app.inject({ method: 'GET', url: '/session', headers, remoteAddress: '10.20.30.40' });
  t.equal((await from(a, bearer(token))).statusCode, 200, 'a script of that address, known to A');
  for (let i = 0; i < UNKNOWN_TOKEN_LIMIT; i++) t.equal((await from(i % 2 ? a : b, guess(i))).statusCode, 401, `guess ${i + 1}`);
  for (const bff of [a, b]) {
    const find = bff.app.apiTokens.find;
    let lookups = 0;
    bff.app.apiTokens.find = (value) => ((lookups += 1), find(value));
    const refused = await from(bff, guess(1000));
    bff.app.apiTokens.find = find;
    t.same([refused.statusCode, refused.json().error, lookups], [429, 'rate_limited', 0], `${bff === a ? 'A' : 'B'}: 429, nothing looked up`);
    t.ok(Number(refused.headers['retry-after']) >= 1);
  }
  t.equal((await from(a, bearer(token))).statusCode, 200, "A's known script goes on");
  t.equal((await b.app.inject({ method: 'GET', url: '/session', headers: bearer(token), remoteAddress: '10.20.30.41' })).statusCode, 200, 'the token from another address too');
});

t.test('GET /docs: the Bearer scheme beside the cookie, and the routes that refuse a token say the cookie alone', async (t) => {
  const doc = (await a.app.inject({ method: 'GET', url: '/docs' })).json();
  t.match(doc.components.securitySchemes.bearerAuth, { type: 'http', scheme: 'bearer' });
  t.same(doc.security, [{ session: [] }, { bearerAuth: [] }]);
  for (const [path, method] of [['/api/profile/tokens', 'post'], ['/api/profile/password', 'post'], ['/api/clients/{id}/access', 'post'], ['/logout', 'post']]) {
    t.same(doc.paths[path][method].security, [{ session: [], csrf: [] }], `${method} ${path}: the cookie (and its X-CSRF) alone`);
  }
  for (const [path, method] of [['/api/members/{id}/tokens', 'get'], ['/api/profile/sessions', 'get']]) {
    t.same(doc.paths[path][method].security, [{ session: [] }], `${method} ${path}: the cookie alone`);
  }
  t.same(doc.paths['/login'].post.security, [{ csrf: [] }], 'the sign-in stays public (X-CSRF only)');
  t.same(doc.paths['/api/clients'].post.security, [{ session: [], csrf: [] }, { bearerAuth: [] }], 'a write takes the cookie with X-CSRF, or a token without');
  t.equal(doc.paths['/api/clients'].get.security, undefined, 'the others take both');
});
