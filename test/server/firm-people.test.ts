/**
 * The firm API's word is the truth about people (issue 34): a member demoted or deleted in the firm
 * API (a server of its own, the demo upstream on its loopback port, whose data the test changes
 * behind the BFF's back as the firm's other tools do) loses what the BFF let them do within
 * UPSTREAM_LIST_TTL_S, through their cookie and their API token, on every route (those answering
 * from the BFF's own data too) and on every instance; a firm API 401 ends the session on the server;
 * a list of the whole firm is never filled from one person's view of it.
 */
import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSRF, sessionCookieOf } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { uniqueEmail } from '../helpers/fixtures.js';

/** The list TTL of these BFFs: a second, so that a test waits past it. */
const TTL_S = 1;
const pastTtl = () => sleep(TTL_S * 1000 + 300);
const PASSWORD = 'Motdepasse2026!';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let redis: RedisServer;
let a: DemoBff;
let b: DemoBff;
t.before(async () => {
  redis = await startRedisServer();
  const env = { REDIS_URL: redis.url, UPSTREAM_LIST_TTL_S: String(TTL_S), LOGIN_RATE_LIMIT: '10000' };
  a = await buildDemoBff(t, env);
  b = await buildDemoBff(t, env, { demo: a.demo });
});
t.teardown(() => redis.stop());

/** A new member created by the admin, signed in on instance A: their id, cookie and a read-write API token. */
async function newMember(role: string): Promise<{ id: number; email: string; cookie: string; token: string }> {
  const email = uniqueEmail('firm');
  const created = await a.app.inject({ method: 'POST', url: '/api/members', headers: { ...CSRF, cookie: await a.as('admin') }, payload: { name: `Membre ${role}`, email, role, password: PASSWORD } });
  if (created.statusCode !== 201) throw new Error(`member refused: ${created.body}`);
  const cookie = sessionCookieOf(await a.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email, password: PASSWORD } }));
  const token = await a.app.inject({ method: 'POST', url: '/api/profile/tokens', headers: { ...CSRF, cookie }, payload: { name: 'Script', scope: 'read-write', expiresInDays: 30 } });
  if (token.statusCode !== 201) throw new Error(`token refused: ${token.body}`);
  return { id: created.json().id, email, cookie, token: token.json().token };
}

const get = (bff: DemoBff, url: string, headers: Record<string, string>) => bff.app.inject({ method: 'GET', url, headers });
/** What an admin reaches through the BFF's own data and through the firm API alike. */
const ADMIN_READS = ['/api/journal', '/api/journal/export.csv', '/api/members', '/api/clients?perPage=10', '/api/clients/101', '/api/clients/101/export', '/api/statistics/dashboard'];

t.test('an admin demoted to Client in the firm API: cookie and token end within the TTL, on both instances, on every route', async (t) => {
  const member = await newMember('admin');
  for (const url of ADMIN_READS) t.equal((await get(a, url, { cookie: member.cookie })).statusCode, 200, `before: ${url} with the cookie`);
  t.equal((await get(b, '/api/journal', bearer(member.token))).statusCode, 200, 'before: the journal with the token, on B');

  a.demo.store.user(member.id)!.role = 'Client';
  await pastTtl();
  const refused = await get(b, '/api/journal', { cookie: member.cookie });
  t.equal(refused.statusCode, 401, 'the journal (the BFF\'s own data) refuses the cookie on B');
  t.equal(refused.json().error, 'role_changed');
  t.match(refused.headers['set-cookie'], /bo_session=;/, 'the cookie is cleared');
  for (const url of ADMIN_READS) {
    t.equal((await get(a, url, { cookie: member.cookie })).statusCode, 401, `after: ${url} with the cookie, on A`);
    t.equal((await get(a, url, bearer(member.token))).statusCode, 401, `after: ${url} with the token, on A`);
    t.equal((await get(b, url, bearer(member.token))).statusCode, 401, `after: ${url} with the token, on B`);
  }
  t.equal((await get(a, '/session', { cookie: member.cookie })).statusCode, 401, 'GET /session says signed out');

  // Signing in again gives the role the firm API gives now; the admin's token stays revoked.
  const again = await a.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: member.email, password: PASSWORD } });
  t.equal(again.json().user.role, 'Client');
  t.equal((await get(a, '/api/journal', { cookie: sessionCookieOf(again) })).statusCode, 403, 'as a Client: no journal');
  t.equal((await get(b, '/api/journal', bearer(member.token))).statusCode, 401, 'the admin token is not revived by the Client sign-in');
});

t.test('a role changed while the member is seen on one instance only: the other learns it within the TTL by itself', async (t) => {
  const member = await newMember('Consultant');
  t.equal((await get(b, '/api/members', bearer(member.token))).statusCode, 200);
  a.demo.store.user(member.id)!.role = 'Expert';
  await pastTtl();
  const refused = await get(b, '/api/clients?perPage=10', bearer(member.token));
  t.equal(refused.statusCode, 401, 'B refuses the token, having asked the firm API itself');
  t.equal(refused.json().error, 'role_changed');
  t.equal((await get(a, '/api/clients?perPage=10', { cookie: member.cookie })).statusCode, 401, 'and A the cookie: the sessions ended in the database');
});

t.test('a member deleted in the firm API: their cookie and token end, and the session is ended on the server', async (t) => {
  const member = await newMember('admin');
  t.equal((await get(a, '/api/journal', bearer(member.token))).statusCode, 200);
  t.ok(a.demo.store.users.remove(member.id), 'deleted in the firm API, not through the BFF');
  await pastTtl();
  const cookie = await get(a, '/api/journal', { cookie: member.cookie });
  t.equal(cookie.statusCode, 401, 'the journal refuses the cookie');
  t.equal((await get(b, '/api/journal/export.csv', bearer(member.token))).statusCode, 401, 'the journal CSV refuses the token on B');
  t.equal((await get(b, '/session', { cookie: member.cookie })).statusCode, 401, 'the cookie, kept by a client that ignores Set-Cookie, stays refused on B');
  t.equal((await get(b, '/session', bearer(member.token))).statusCode, 401, 'so does the token');
});

t.test("a Consultant demoted before the firm's clients list is first read: the admin's list stays whole", async (t) => {
  const fresh = await buildDemoBff(t, { UPSTREAM_LIST_TTL_S: '30', LOGIN_RATE_LIMIT: '10000' }, { demo: a.demo });
  const consultant = await newMember('Consultant');
  const cookie = sessionCookieOf(await fresh.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: consultant.email, password: PASSWORD } }));
  a.demo.store.user(consultant.id)!.role = 'Client';
  // His sign-in is seconds old: the BFF has no reason to ask again, but his call is the one that reads the list.
  const his = await get(fresh, '/api/clients?perPage=10', { cookie });
  t.equal(his.statusCode, 401, 'the firm API answered him as a Client: his session ends');
  t.equal(his.json().error, 'role_changed');
  const firmClients = a.demo.store.data.users.filter((u) => u.role === 'Client').length;
  const admin = await get(fresh, '/api/clients?perPage=10', { cookie: await fresh.as('admin') });
  t.equal(admin.statusCode, 200);
  t.equal(admin.json().total, firmClients, `the admin's list holds the firm's ${firmClients} clients, not his 0`);
});

t.test("a demoted admin's call reading the firm's statistics anew: they are not kept as the firm's", async (t) => {
  const fresh = await buildDemoBff(t, { UPSTREAM_LIST_TTL_S: '30', LOGIN_RATE_LIMIT: '10000', LOG_LEVEL: 'debug' }, { demo: a.demo });
  const member = await newMember('admin');
  const cookie = sessionCookieOf(await fresh.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: member.email, password: PASSWORD } }));
  a.demo.store.user(member.id)!.role = 'Client';
  t.equal((await get(fresh, '/api/statistics/dashboard?period=year', { cookie })).statusCode, 401, 'his session ends');
  const admin = await get(fresh, '/api/statistics/dashboard?period=year', { cookie: await fresh.as('admin') });
  t.equal(admin.statusCode, 200, admin.body.slice(0, 200));
  t.ok(admin.json().tiles.revenueCents > 0, "the admin's dashboard counts the firm's revenue");
});
