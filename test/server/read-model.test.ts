/**
 * The read model through the API, against the embedded demo upstream: a whole list is fetched once
 * for many requests (single flight) and for every instance on one Redis; a write through the BFF is
 * read back at once, on every instance, for each kind of record; a change made outside the BFF shows
 * once UPSTREAM_LIST_TTL_S has passed (a clock the test moves); a list too large names its setting.
 */
import diagnostics from 'node:diagnostics_channel';
import t, { type Test } from 'tap';
import { buildDemoUpstream, type DemoUpstream } from '../../server/demo/upstream/app.js';
import { publishedAccounts } from '../../server/demo/data/people.js';
import type { UpstreamCallEvent } from '../../server/metrics/events.js';
import { defaultFeeForm } from '../../shared/fees.js';
import type { Role } from '../../shared/schemas/people.js';
import { buildTestApp, CSRF, sessionCookieOf, type TestApp } from '../helpers/app.js';
import { aClientInput, aCrmEntryInput, aTaskInput, uniqueEmail } from '../helpers/fixtures.js';
import { startRedisServer } from '../helpers/redis-server.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

type App = TestApp['app'];

/** Every firm API call the BFFs of this process make, as the metrics see them. */
const calls: UpstreamCallEvent[] = [];
const listen = (event: unknown) => calls.push(event as UpstreamCallEvent);
diagnostics.subscribe('bo:upstream:call', listen);
t.teardown(() => diagnostics.unsubscribe('bo:upstream:call', listen));
const countCalls = (path: string, from: number) => calls.slice(from).filter((call) => call.method === 'GET' && call.path === path).length;

async function firm(t: Test, env: Record<string, string> = {}, count = 1, now?: () => number): Promise<{ demo: DemoUpstream; apps: App[] }> {
  const demo = buildDemoUpstream();
  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => demo.app.close());
  const built = await Promise.all(Array.from({ length: count }, () => buildTestApp(t, url, { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', ...env }, now ? { now } : {})));
  return { demo, apps: built.map((b) => b.app) };
}
async function as(app: App, role: Role): Promise<string> {
  const { email, password } = publishedAccounts().find((a) => a.role === role)!;
  return sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email, password } }));
}
const call = (app: App, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie, ...(method === 'GET' ? {} : CSRF) }, ...(payload ? { payload } : {}) });
const json = async (app: App, url: string, cookie: string) => (await call(app, 'GET', url, cookie)).json();

t.test('single flight: 100 requests at once, one fetch of the list; then none until it is stale', async (t) => {
  const { apps: [app] } = await firm(t);
  const admin = await as(app, 'admin');
  const before = calls.length;
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => call(app, 'GET', `/api/clients?page=${(i % 4) + 1}&sort=lastName`, admin)));
  t.ok(answers.every((res) => res.statusCode === 200), 'every one answered');
  t.equal(countCalls('/users', before), 1, 'the firm API was asked for the clients once');
  await Promise.all(Array.from({ length: 20 }, () => call(app, 'GET', '/api/clients?q=martin', admin)));
  t.equal(countCalls('/users', before), 1, 'and not again within UPSTREAM_LIST_TTL_S');
  await Promise.all(Array.from({ length: 20 }, () => call(app, 'GET', '/api/contracts?perPage=10', admin)));
  t.equal(countCalls('/documents', before), 1, 'the contracts once');
});

t.test('two instances on one Redis: one fetch for both, and each reads the other’s writes at once', async (t) => {
  const redis = await startRedisServer();
  t.teardown(() => redis.stop());
  const { apps: [a, b] } = await firm(t, { REDIS_URL: redis.url }, 2);
  const [adminA, adminB] = [await as(a, 'admin'), await as(b, 'admin')];
  const before = calls.length;
  const listed = await json(a, '/api/clients?perPage=100&sort=lastName', adminA);
  t.same(await json(b, '/api/clients?perPage=100&sort=lastName', adminB), listed, 'B answers what A read');
  t.equal(countCalls('/users', before), 1, 'B took A’s fetch from Redis: the firm API was asked once');

  const target = listed.items[3];
  const renamed = await call(a, 'PATCH', `/api/clients/${target.id}`, adminA, { lastName: 'Relu-Partout' });
  t.equal(renamed.statusCode, 200);
  const onB = (await json(b, '/api/clients?q=relu-partout', adminB)).items.find((c: { id: number }) => c.id === target.id);
  t.equal(onB.lastName, 'Relu-Partout', 'the write on A is in B’s list at once');
  t.equal(onB.version, renamed.json().version, 'with the version A answered');
  t.equal((await json(b, '/api/clients?q=relu-partout', adminB)).total, 1, 'and in B’s search');

  t.equal((await call(b, 'DELETE', `/api/clients/${target.id}`, adminB)).statusCode, 204);
  t.equal((await json(a, '/api/clients?q=relu-partout', adminA)).total, 0, 'a deletion on B leaves A’s list at once');
  t.equal(countCalls('/users', before), 1, 'without fetching the list again');
});

t.test('every kind of write is read back at once in its list', async (t) => {
  const { demo, apps: [app] } = await firm(t);
  const admin = await as(app, 'admin');
  // Every list read first, so that each answer below comes from the kept list.
  for (const url of ['/api/clients', '/api/contracts', '/api/tasks', '/api/crm/entries', '/api/members', '/api/former-clients']) await json(app, url, admin);

  const client = (await call(app, 'POST', '/api/clients', admin, aClientInput({ lastName: 'Nouveau-Venu' }))).json();
  t.equal((await json(app, '/api/clients?q=nouveau-venu', admin)).total, 1, 'client created');
  await call(app, 'PATCH', `/api/clients/${client.id}`, admin, { firstName: 'Jeanne' });
  t.equal((await json(app, '/api/clients?q=nouveau-venu', admin)).items[0].firstName, 'Jeanne', 'client changed');

  const contract = (await call(app, 'POST', '/api/contracts', admin, { clientId: client.id, form: { ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 3: true } } })).json();
  t.equal((await json(app, `/api/contracts?q=${contract.reference}`, admin)).total, 1, 'contract created');
  t.same((await json(app, '/api/clients?q=nouveau-venu', admin)).items[0].services, ['CH', 'SIMU', 'AR'], 'the client’s new service in the clients’ list too');
  await call(app, 'POST', `/api/contracts/${contract.id}/payments`, admin, { deposit: true, balance: false });
  t.equal((await json(app, `/api/contracts?q=${contract.reference}`, admin)).items[0].depositPaid, true, 'payment');
  await call(app, 'DELETE', `/api/contracts/${contract.id}`, admin);
  t.equal((await json(app, `/api/contracts?q=${contract.reference}`, admin)).total, 0, 'contract deleted');

  const task = (await call(app, 'POST', '/api/tasks', admin, aTaskInput({ title: 'Tâche-Témoin', customerId: client.id }))).json();
  t.equal((await json(app, '/api/tasks?q=tâche-témoin', admin)).total, 1, 'task created');
  await call(app, 'PATCH', `/api/tasks/${task.id}`, admin, { starred: true });
  t.equal((await json(app, '/api/tasks?filter=starred', admin)).items.some((x: { id: number }) => x.id === task.id), true, 'task starred');
  await call(app, 'DELETE', `/api/tasks/${task.id}`, admin);
  t.equal((await json(app, '/api/tasks?q=tâche-témoin', admin)).total, 0, 'task deleted');

  const entry = (await call(app, 'POST', '/api/crm/entries', admin, aCrmEntryInput({ name: 'Entrée Témoin', date: '2026-01-20' }))).json();
  t.equal((await json(app, '/api/crm/entries?from=2026-01-20&to=2026-01-20&perPage=100', admin)).items.some((e: { id: number }) => e.id === entry.id), true, 'CRM entry created');
  await call(app, 'DELETE', `/api/crm/entries/${entry.id}`, admin);
  t.equal((await json(app, '/api/crm/entries?from=2026-01-20&to=2026-01-20&perPage=100', admin)).items.some((e: { id: number }) => e.id === entry.id), false, 'CRM entry deleted');

  const member = (await call(app, 'POST', '/api/members', admin, { name: 'Membre Témoin', email: uniqueEmail('membre'), role: 'Expert', password: 'Motdepasse1' })).json();
  t.equal((await json(app, '/api/members?q=membre%20témoin', admin)).total, 1, 'member created');
  await call(app, 'DELETE', `/api/members/${member.id}`, admin);
  t.equal((await json(app, '/api/members?q=membre%20témoin', admin)).total, 0, 'member deleted');

  const former = demo.store.data.oldClients[0].clcleunik;
  await call(app, 'DELETE', `/api/former-clients/${former}`, admin);
  t.equal((await json(app, '/api/former-clients?perPage=100', admin)).total, 149, 'former client deleted');
});

t.test('a change made outside the BFF shows once UPSTREAM_LIST_TTL_S passed (a clock the test moves)', async (t) => {
  const clock = { offsetMs: 0 };
  const { demo, apps: [app] } = await firm(t, { UPSTREAM_LIST_TTL_S: '30' }, 1, () => Date.now() + clock.offsetMs);
  const admin = await as(app, 'admin');
  const first = (await json(app, '/api/clients?perPage=10&sort=lastName', admin)).items[0];
  demo.store.user(first.id)!.personal!.last_name = 'Aaa-Changé-Ailleurs';
  clock.offsetMs = 29_000;
  t.not((await json(app, '/api/clients?perPage=10&sort=lastName', admin)).items[0].lastName, 'Aaa-Changé-Ailleurs', 'within the TTL: the kept list');
  clock.offsetMs = 31_000;
  await json(app, '/api/clients?perPage=10', admin); // answered from the kept list, while the refresh starts
  let seen = '';
  for (let i = 0; i < 50 && seen !== 'Aaa-Changé-Ailleurs'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = (await json(app, '/api/clients?perPage=10&sort=lastName', admin)).items[0].lastName;
  }
  t.equal(seen, 'Aaa-Changé-Ailleurs', 'after it: refreshed');
});

t.test('a refresh keeps what the BFF keeps beside a row (a task\'s star) with what the firm API changed, and forgets it once taken off', async (t) => {
  const clock = { offsetMs: 0 };
  const { demo, apps: [app] } = await firm(t, { UPSTREAM_LIST_TTL_S: '30' }, 1, () => Date.now() + clock.offsetMs);
  const admin = await as(app, 'admin');
  const byId = async (id: number) => ((await json(app, '/api/tasks?perPage=100', admin)).items as Array<{ id: number; title: string; starred: boolean; version: string }>).find((task) => task.id === id)!;
  const [starred, plain] = (await json(app, '/api/tasks?perPage=10', admin)).items as Array<{ id: number }>;
  t.equal((await call(app, 'PATCH', `/api/tasks/${starred.id}`, admin, { starred: true })).statusCode, 200);
  const before = await byId(starred.id);
  /** Moves the clock past the TTL and waits until the refresh shows the task's title as the firm API has it. */
  const refreshedUntil = async (offsetMs: number, id: number, title: string) => {
    clock.offsetMs = offsetMs;
    await json(app, '/api/tasks?perPage=1', admin); // answered from the kept list, while the refresh starts
    for (let i = 0; i < 50 && (await byId(id)).title !== title; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return byId(id);
  };

  (demo.store.tasks.get(starred.id) as { title: string }).title = 'Retitrée ailleurs, étoilée';
  (demo.store.tasks.get(plain.id) as { title: string }).title = 'Retitrée ailleurs';
  const changed = await refreshedUntil(31_000, starred.id, 'Retitrée ailleurs, étoilée');
  t.match(changed, { title: 'Retitrée ailleurs, étoilée', starred: true }, 'the firm API\'s change, with the star kept');
  t.not(changed.version, before.version, 'a new version');
  t.match(await byId(plain.id), { title: 'Retitrée ailleurs', starred: false }, 'a task without marks takes the change too');

  const unstar = await call(app, 'PATCH', `/api/tasks/${starred.id}`, admin, { starred: false });
  t.equal(unstar.statusCode, 200);
  (demo.store.tasks.get(plain.id) as { title: string }).title = 'Retitrée deux fois';
  await refreshedUntil(62_000, plain.id, 'Retitrée deux fois');
  const unstarred = await byId(starred.id);
  t.match(unstarred, { title: 'Retitrée ailleurs, étoilée', starred: false }, 'the star taken off stays off after a refresh');
  t.equal(unstarred.version, unstar.json().version, 'with the version its write answered');
});

t.test('a list larger than UPSTREAM_MAX_LIST_MB is a clear error that names the setting', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: 1, name: 'Admin', role: 'admin' } } });
  const row = { id: 1, name: 'X Y', email: 'x@y.fr', role: 'Client', created_at: '2026-01-01 10:00:00', notes: 'n'.repeat(2000) };
  stub.on('GET /users', { kind: 'json', body: Array.from({ length: 700 }, (_, i) => ({ ...row, id: i + 1 })) });
  const { app, logs } = await buildTestApp(t, stub.url, { UPSTREAM_MAX_LIST_MB: '1' });
  const cookie = sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@b.fr', password: 'x' } }));
  const res = await call(app, 'GET', '/api/clients', cookie);
  t.equal(res.statusCode, 502);
  t.equal(res.json().error, 'upstream_list_too_large');
  t.match(res.json().message, /UPSTREAM_MAX_LIST_MB/);
  t.match(logs.join('\n'), /UPSTREAM_MAX_LIST_MB/, 'logged, naming it');
});
