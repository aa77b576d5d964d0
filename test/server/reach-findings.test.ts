/**
 * Issue 24's findings, one test each, through the API against the embedded demo upstream: what a
 * tester with the demo accounts and curl could do, and is now refused with the record unchanged.
 */
import t, { type Test } from 'tap';
import { buildDemoUpstream, type DemoUpstream } from '../../server/demo/upstream/app.js';
import { publishedAccounts } from '../../server/demo/data/people.js';
import { defaultFeeForm } from '../../shared/fees.js';
import type { Role } from '../../shared/schemas/people.js';
import { buildTestApp, CSRF, sessionCookieOf, type TestApp } from '../helpers/app.js';
import { aClientInput, aTaskInput } from '../helpers/fixtures.js';
import { startRedisServer } from '../helpers/redis-server.js';

type App = TestApp['app'];
const DAY_MS = 86_400_000;

async function firm(t: Test, env: Record<string, string> = {}, count = 1, now?: () => number): Promise<{ demo: DemoUpstream; apps: TestApp[] }> {
  const demo = buildDemoUpstream();
  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => demo.app.close());
  const apps = await Promise.all(Array.from({ length: count }, () => buildTestApp(t, url, { LOG_LEVEL: 'info', LOGIN_RATE_LIMIT: '1000', ...env }, now ? { now } : {})));
  return { demo, apps };
}
const login = (app: App, email: string, password: string) => app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email, password } });
async function as(app: App, role: Role): Promise<string> {
  const { email, password } = publishedAccounts().find((a) => a.role === role)!;
  return sessionCookieOf(await login(app, email, password));
}
const call = (app: App, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie, ...(method === 'GET' ? {} : CSRF) }, ...(payload ? { payload } : {}) });

t.test('an Expert reaches no other expert’s client by id: read, rename, delete, take over, give access', async (t) => {
  const { demo, apps: [{ app }] } = await firm(t);
  const expert = await as(app, 'Expert');
  const others = demo.store.data.users.filter((u) => u.role === 'Client' && u.parent_id !== 3);
  let served = 0;
  for (const client of others.slice(0, 60)) {
    const res = await call(app, 'GET', `/api/clients/${client.id}`, expert);
    if (res.statusCode !== 404) served += 1;
    if (client.personal?.secu_social) t.notMatch(res.body, client.personal.secu_social, 'no NIR of theirs');
  }
  t.equal(served, 0, 'every other expert’s client is a 404');
  const target = others[0]!;
  const before = JSON.stringify(demo.store.user(target.id));
  t.equal((await call(app, 'PATCH', `/api/clients/${target.id}`, expert, { lastName: 'Renommé' })).statusCode, 404);
  t.equal((await call(app, 'PATCH', `/api/clients/${target.id}`, expert, { expertId: 3 })).statusCode, 404, 'no take-over');
  t.equal((await call(app, 'DELETE', `/api/clients/${target.id}`, expert)).statusCode, 404);
  t.equal((await call(app, 'POST', `/api/clients/${target.id}/access`, expert)).statusCode, 404, 'no temporary password for it');
  t.equal(JSON.stringify(demo.store.user(target.id)), before, 'the client is unchanged');
  t.equal((await call(app, 'GET', `/api/clients/${target.id}`, await as(app, 'admin'))).json().access, 'none', 'no access was given');

  // On her own client she may not name another expert, nor unassign it.
  const hers = demo.store.data.users.find((u) => u.role === 'Client' && u.parent_id === 3 && u.id !== 4)!;
  for (const expertId of [2, null]) {
    const res = await call(app, 'PATCH', `/api/clients/${hers.id}`, expert, { expertId });
    t.equal(res.statusCode, 403, `expertId ${expertId}`);
    t.equal(demo.store.user(hers.id)!.parent_id, 3, 'still hers');
  }
  const created = await call(app, 'POST', '/api/clients', expert, aClientInput({ expertId: null }));
  t.equal(created.json().expertId, 3, 'an Expert’s new client is hers');
  t.equal((await call(app, 'POST', '/api/clients', expert, aClientInput({ expertId: 2 }))).statusCode, 403, 'she may not create one for another');
  const manager = await call(app, 'POST', '/api/clients', await as(app, 'Consultant'), aClientInput({ expertId: 4 }));
  t.match(manager.json(), { error: 'invalid_expert', field: 'expertId' }, 'a client account is no expert');
});

t.test('records attach only to a client the caller reaches', async (t) => {
  const { demo, apps: [{ app }] } = await firm(t);
  const admin = await as(app, 'admin');
  const adminBefore = JSON.stringify(demo.store.user(1));
  const contracts = demo.store.data.contracts.length;
  const contract = await call(app, 'POST', '/api/contracts', admin, { clientId: 1, form: { ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 2: true } } });
  t.equal(contract.statusCode, 400);
  t.match(contract.json(), { error: 'invalid_client', field: 'clientId' });
  t.equal(demo.store.data.contracts.length, contracts, 'no contract made');
  t.equal(JSON.stringify(demo.store.user(1)), adminBefore, 'no service or status written on the admin’s account');

  const tasks = demo.store.data.tasks.length;
  t.match((await call(app, 'POST', '/api/tasks', admin, aTaskInput({ customerId: 1 }))).json(), { error: 'invalid_client', field: 'customerId' });
  t.equal((await call(app, 'POST', '/api/tasks', admin, aTaskInput({ customerId: 99999 }))).statusCode, 404, 'an id of nobody');
  t.equal(demo.store.data.tasks.length, tasks, 'no task made');

  const consultant = await as(app, 'Consultant');
  // A client of another expert than the Consultant and the Expert, with tasks and documents.
  const unfollowed = demo.store.data.users.find((u) => u.role === 'Client' && u.parent_id !== 2 && u.parent_id !== 3 && demo.store.data.tasks.some((task) => task.customer_id === u.id))!;
  t.equal((await call(app, 'GET', `/api/tasks?customerId=${unfollowed.id}`, consultant)).statusCode, 404, 'a Consultant reads no task of a client he does not follow');
  const expert = await as(app, 'Expert');
  t.equal((await call(app, 'GET', `/api/contracts?clientId=${unfollowed.id}`, expert)).statusCode, 404);
  t.equal((await call(app, 'GET', `/api/files?userId=${unfollowed.id}`, expert)).statusCode, 404);
});

t.test('a temporary password is temporary until chosen: expired, it never signs in again, even with the BFF’s store lost', async (t) => {
  const clock = { offsetMs: 0 };
  const { demo, apps: [{ app }] } = await firm(t, {}, 1, () => Date.now() + clock.offsetMs);
  const admin = await as(app, 'admin');
  const { email } = publishedAccounts().find((a) => a.role === 'Client')!;
  const { temporaryPassword } = (await call(app, 'POST', '/api/clients/4/access', admin)).json();
  t.match(temporaryPassword, /^[A-Za-z0-9]{12}$/, '12 letters and digits, no separator');

  // New = the temporary one is refused.
  const first = sessionCookieOf(await login(app, email, temporaryPassword));
  const reused = await call(app, 'POST', '/api/profile/password', first, { currentPassword: temporaryPassword, newPassword: temporaryPassword, confirmation: temporaryPassword });
  t.equal(reused.statusCode, 400);
  t.match(reused.json(), { error: 'password_reused', field: 'newPassword' });

  // Day 38: refused, and the card says it expired.
  clock.offsetMs = 38 * DAY_MS;
  t.equal((await call(app, 'GET', '/api/clients/4', admin)).json().access, 'expired');
  const late = await login(app, email, temporaryPassword);
  t.equal(late.statusCode, 401);
  t.equal(late.json().error, 'temporary_password_expired');
  // That attempt replaced it on the firm API: nothing printed opens the account, whatever the BFF remembers.
  t.not(demo.store.user(4)!.password, temporaryPassword, 'the firm API holds a secret nobody knows');
  await app.store.delete('temporary-password:4');
  t.equal((await login(app, email, temporaryPassword)).statusCode, 401, 'with the BFF’s record gone, still refused');
});

t.test('the expiry sweep replaces an unused temporary password on the firm API with a manager’s token', async (t) => {
  const clock = { offsetMs: 0 };
  const { demo, apps: [{ app }] } = await firm(t, {}, 1, () => Date.now() + clock.offsetMs);
  const admin = await as(app, 'admin');
  const { temporaryPassword } = (await call(app, 'POST', '/api/members/6/access', admin)).json();
  t.equal(await app.expireTemporaryPasswords(), 0, 'nothing expired yet');
  t.equal(demo.store.user(6)!.password, temporaryPassword);
  clock.offsetMs = 7 * DAY_MS + 60_000;
  t.equal(await app.expireTemporaryPasswords(), 1, 'one replaced');
  t.not(demo.store.user(6)!.password, temporaryPassword, 'the printed password opens nothing any more');
  t.equal(await app.expireTemporaryPasswords(), 0, 'done once');
  t.equal((await call(app, 'GET', '/api/members/6', admin)).json().access, 'expired');
});

for (const backend of ['memory', 'redis'] as const) {
  t.test(`${backend}: a role change, a password set by the admin, a deletion end that person’s sessions on every instance`, async (t) => {
    const redis = backend === 'redis' ? await startRedisServer() : null;
    if (redis) t.teardown(() => redis.stop());
    const { demo, apps } = await firm(t, redis ? { REDIS_URL: redis.url } : {}, redis ? 2 : 1);
    const [a, b = a] = apps.map((x) => x.app);
    const admin = await as(a, 'admin');
    const olivier = demo.store.user(13)!; // an Admin of the firm
    const signInOlivier = async (app: App) => sessionCookieOf(await login(app, olivier.email, olivier.password));

    let onA = await signInOlivier(a);
    let onB = await signInOlivier(b);
    t.equal((await call(a, 'PATCH', '/api/members/13', admin, { role: 'Expert' })).statusCode, 200, 'demoted');
    for (const [where, app, cookie] of [['a', a, onA], ['b', b, onB]] as const) t.equal((await call(app, 'GET', '/session', cookie)).statusCode, 401, `ended on ${where}`);
    const demoted = await signInOlivier(b);
    t.equal((await call(b, 'POST', '/api/members', demoted, { name: 'X', email: 'x@exemple.fr', role: 'Expert', password: 'Secret123!' })).statusCode, 403, 'no admin powers any more');

    onA = await signInOlivier(a);
    t.equal((await call(a, 'PATCH', '/api/members/13', admin, { password: 'Nouveau2027!' })).statusCode, 200);
    t.equal((await call(b, 'GET', '/session', onA)).statusCode, 401, 'a password set by the admin ends them');

    onB = sessionCookieOf(await login(b, olivier.email, 'Nouveau2027!'));
    t.equal((await call(a, 'DELETE', '/api/members/13', admin)).statusCode, 204);
    t.equal((await call(b, 'GET', '/session', onB)).statusCode, 401, 'a deleted member keeps no session');

    const client = await as(b, 'Client');
    t.equal((await call(a, 'DELETE', '/api/clients/4', admin)).statusCode, 204);
    t.equal((await call(b, 'GET', '/session', client)).statusCode, 401, 'a deleted client keeps no session');
  });
}

t.test('admin powers read the role the firm API holds now', async (t) => {
  const { demo, apps: [{ app }] } = await firm(t);
  const olivier = demo.store.user(13)!;
  const cookie = sessionCookieOf(await login(app, olivier.email, olivier.password));
  olivier.role = 'Expert'; // changed in the firm's system, not through the BFF
  const res = await call(app, 'POST', '/api/members', cookie, { name: 'X', email: 'x2@exemple.fr', role: 'Expert', password: 'Secret123!' });
  t.equal(res.statusCode, 401);
  t.equal(res.json().error, 'role_changed');
  t.equal((await call(app, 'GET', '/session', cookie)).statusCode, 401, 'the session ended');
  t.notOk(demo.store.data.users.some((u) => u.email === 'x2@exemple.fr'), 'no member made');
});

t.test('the current-password check shares the sign-in limit and is logged', async (t) => {
  const { apps: [{ app }] } = await firm(t, { LOGIN_RATE_LIMIT: '10' });
  const cookie = await as(app, 'Consultant');
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    statuses.push((await call(app, 'POST', '/api/profile/password', cookie, { currentPassword: `faux-${i}`, newPassword: 'Nouveau2027!', confirmation: 'Nouveau2027!' })).statusCode);
  }
  t.same(statuses.slice(0, 9), Array(9).fill(400), 'the first ones are checked (the sign-in counted one)');
  t.equal(statuses.at(-1), 429, 'then 429, like sign-in');
  const log = (await call(app, 'GET', '/api/profile/sign-ins', cookie)).json().items as Array<{ outcome: string }>;
  t.equal(log.filter((item) => item.outcome === 'wrong_current_password').length, 9, 'each wrong current password is in the sign-in log');
  const { email, password } = publishedAccounts().find((a) => a.role === 'Consultant')!;
  t.equal((await login(app, email, password)).statusCode, 429, 'and the account’s sign-in is limited as well');
});

t.test('lists carry no full NIR; the card does', async (t) => {
  const { demo, apps: [{ app }] } = await firm(t);
  const admin = await as(app, 'admin');
  const page = (await call(app, 'GET', '/api/clients?perPage=100', admin)).json().items as Array<{ id: number; socialSecurityNumber: string }>;
  const withNir = page.filter((c) => c.socialSecurityNumber !== '');
  t.ok(withNir.length > 10);
  t.ok(withNir.every((c) => /^[12] \d{2} \d{2} \*\* \*\*\* \*\*\*$/.test(c.socialSecurityNumber)), 'masked: 2 65 08 ** *** ***');
  const one = withNir[0]!;
  t.equal((await call(app, 'GET', `/api/clients/${one.id}`, admin)).json().socialSecurityNumber, demo.store.user(one.id)!.personal!.secu_social, 'the card reads it whole');
});

t.test('uploads are all or nothing; a multipart body without a boundary is a 400', async (t) => {
  const { demo, apps: [{ app }] } = await firm(t);
  const consultant = await as(app, 'Consultant');
  const boundary = 'findings0boundary';
  const part = (name: string, body: string) => `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${body}\r\n`;
  const send = (parts: string[], contentType = `multipart/form-data; boundary=${boundary}`) =>
    app.inject({ method: 'POST', url: '/api/files', headers: { ...CSRF, cookie: consultant, 'content-type': contentType }, payload: `--${boundary}\r\nContent-Disposition: form-data; name="userId"\r\n\r\n120\r\n${parts.join('')}--${boundary}--\r\n` });
  const before = demo.store.data.files.length;
  const many = await send(Array.from({ length: 21 }, (_, i) => part(`note-${i}.txt`, `note ${i}`)));
  t.equal(many.statusCode, 413, '21 files');
  t.equal(demo.store.data.files.length, before, 'none of the first 20 kept');
  const mixed = await send([part('bon.txt', 'ok'), part('setup.exe', 'MZ')]);
  t.equal(mixed.statusCode, 415);
  t.equal(demo.store.data.files.length, before, 'the accepted file before the refused one is not kept');
  const noBoundary = await send([part('bon.txt', 'ok')], 'multipart/form-data');
  t.equal(noBoundary.statusCode, 400);
  t.equal(noBoundary.json().error, 'invalid_request');
});

t.test('logs carry no typed e-mail, search or NIR; pages carry a Permissions-Policy', async (t) => {
  const { apps: [{ app, logs }] } = await firm(t, { LOG_LEVEL: 'trace' });
  const admin = await as(app, 'admin');
  const nir = '2650875056123';
  await call(app, 'GET', '/api/email-available?email=helene.secret%40exemple.fr', admin);
  await call(app, 'GET', '/api/clients?q=Mystérieuse&page=2', admin);
  await call(app, 'POST', '/api/clients', admin, aClientInput({ email: 'autre.secret@exemple.fr', socialSecurityNumber: nir, socialSecurityKey: '97' }));
  const written = logs.join('\n');
  t.notMatch(written, 'helene.secret', 'the e-mail checked');
  t.notMatch(written, 'autre.secret', 'the e-mail created');
  t.notMatch(written, /Myst(é|%C3%A9)rieuse/i, 'the search');
  t.notMatch(written, nir, 'the NIR');
  t.match(written, /q=\[redacted\]&page=2/, 'the rest of the URL stays for ops');
  const res = await app.inject({ method: 'GET', url: '/config' });
  t.equal(res.headers['permissions-policy'], 'camera=(), microphone=(), geolocation=(), payment=()');
});
