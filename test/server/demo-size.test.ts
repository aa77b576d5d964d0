/**
 * DEMO_CLIENTS: the usual demo firm stays the one every other test knows, and a bigger one is the
 * same firm grown in proportion, the same at every start, answered whole by the demo upstream.
 */
import { createHash } from 'node:crypto';
import t from 'tap';
import { DEMO_ACCOUNTS, OTHER_STAFF } from '../../server/demo/data/people.js';
import type { DemoData } from '../../server/demo/data/rows.js';
import { seedDemoData } from '../../server/demo/data/seed.js';
import { DEFAULT_SIZE, sizeFor } from '../../server/demo/data/size.js';
import { startDemoUpstream } from '../../server/demo/index.js';
import { buildDemoUpstream } from '../../server/demo/upstream/app.js';
import { DemoStore } from '../../server/demo/upstream/store.js';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { startServerProcess } from '../helpers/server-process.js';

const DAY = 86_400_000;
const TODAY = new Date('2026-03-15T10:00:00Z');

/** The data set as text (the files' bytes in base64), hashed. */
function fingerprint(data: DemoData): string {
  const text = JSON.stringify(data, (_key, value: unknown) =>
    value && typeof value === 'object' && (value as { type?: unknown }).type === 'Buffer' ? Buffer.from((value as { data: number[] }).data).toString('base64') : value,
  );
  return createHash('sha256').update(text).digest('hex');
}

const clientsOf = (data: DemoData) => data.users.filter((u) => u.role === 'Client');

t.test('DEMO_CLIENTS unset: the usual data set, exactly as it was before the firm could grow', async (t) => {
  const data = seedDemoData(TODAY);
  // Computed from the generator as it was at 7dff90a, before DEMO_CLIENTS.
  t.equal(fingerprint(data), '96001993b59ad96287efbe63357d942fbfd1cacbee9570746133b59c70b17121');
  t.same(
    { users: data.users.length, clients: clientsOf(data).length, formerClients: data.oldClients.length, tasks: data.tasks.length, contracts: data.contracts.length, kpis: data.kpis.length, files: data.files.length },
    { users: 314, clients: 301, formerClients: 150, tasks: 600, contracts: 420, kpis: 520, files: 105 },
  );
  t.equal(fingerprint(seedDemoData(TODAY, DEFAULT_SIZE)), fingerprint(data), 'the default size is that data set');
});

t.test('DEMO_CLIENTS=2000: the firm grown in proportion, the same at every generation', async (t) => {
  const data = seedDemoData(TODAY, sizeFor(2000));
  t.equal(fingerprint(seedDemoData(TODAY, sizeFor(2000))), fingerprint(data), 'two generations are equal');

  const clients = clientsOf(data);
  t.equal(clients.length, 2000, 'DEMO_CLIENTS clients, the published Client among them');
  t.equal(data.contracts.length, 4000, 'two contracts a client');
  t.equal(data.tasks.length, 4000, 'two tasks a client');
  t.equal(data.oldClients.length, 1000, 'half as many former clients');
  t.equal(data.kpis.length, Math.round((2000 * 520) / 300), 'CRM entries in the usual proportion');
  t.ok(data.files.length >= 400 && data.files.length <= 1000, `files for one client in five (${data.files.length})`);

  const staff = data.users.filter((u) => !['Client', 'Ancient Client'].includes(u.role));
  const advisers = staff.filter((u) => ['admin', 'Admin', 'Consultant', 'Expert'].includes(u.role));
  t.equal(advisers.length, Math.round(11 * Math.sqrt(2000 / 300)), 'advisers grow as the square root of the clients');
  t.ok(staff.every((u) => u.id < 100) && clients.every((u) => u.id >= 100 || u.id === 4), 'staff ids stay below the clients’');
  t.equal(new Set(data.users.map((u) => u.id)).size, data.users.length, 'user ids are unique');
  t.equal(new Set(data.users.map((u) => u.email.toLowerCase())).size, data.users.length, 'e-mails are unique');
  for (const person of [...DEMO_ACCOUNTS, ...OTHER_STAFF]) {
    t.match(data.users.find((u) => u.id === person.id), person, `${person.name} keeps id ${person.id}, e-mail, password and role`);
  }

  const followed = new Set(clients.map((c) => c.parent_id));
  t.ok(advisers.filter((a) => followed.has(a.id)).length > 20, 'the new advisers follow clients');
  const clientIds = new Set(clients.map((c) => c.id));
  t.ok(data.contracts.every((c) => clientIds.has(c.user_id)), "every contract is a client's");
  t.same(new Set(data.contracts.map((c) => c.document_state)), new Set(['En attente', 'Pending...', 'En cours', 'Termine', 'Terminé', 'Perdu', 'perdu']), 'every state');
  const ages = data.contracts.map((c) => (TODAY.getTime() - Date.parse(`${c.created_at.replace(' ', 'T')}Z`)) / DAY);
  t.ok(Math.min(...ages) < 10 && Math.max(...ages) > 700 && Math.max(...ages) <= 730, 'contracts across two years');
  t.equal(new Set(data.contracts.map((c) => c.id)).size, 4000, 'contract ids are unique');
});

t.test('DEMO_CLIENTS=2000: the demo upstream answers its whole lists, and the BFF its pages', async (t) => {
  const demo = buildDemoUpstream(new DemoStore(seedDemoData(new Date(), sizeFor(2000))));
  t.teardown(() => demo.app.close());
  const login = (await demo.app.inject({ method: 'POST', url: '/login', payload: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password } })).json();
  const get = async (url: string) => {
    const res = await demo.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${login.accessToken}` } });
    t.equal(res.statusCode, 200, url);
    return res.json();
  };
  t.equal((await get('/users?kind=client')).length, 2000);
  t.equal((await get('/users?kind=oldclient')).data.length, 1000);
  t.equal((await get('/documents')).length, 4000);
  t.equal((await get('/tasks?filter=all')).length, 4000);
  t.equal((await get('/kpis?page=2')).total, demo.store.data.kpis.length);
  t.equal((await get('/getMembersPrestation')).length, demo.store.data.users.filter((u) => ['admin', 'Consultant', 'Expert'].includes(u.role)).length);

  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  const { app } = await buildTestApp(t, url, { LOG_LEVEL: 'warn' });
  const signIn = await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password } });
  const cookie = sessionCookieOf(signIn);
  const page = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    t.equal(res.statusCode, 200, `${path}: ${res.body.slice(0, 200)}`);
    return res.json();
  };
  t.equal((await page('/api/clients?perPage=25')).total, 2000);
  t.equal((await page('/api/former-clients?perPage=25')).total, 1000);
  t.equal((await page('/api/tasks?perPage=25')).total, 4000);
  t.equal((await page('/api/crm/entries?perPage=25')).total, demo.store.data.kpis.length);
  t.equal((await page('/api/contracts/2000')).id, 2000);
});

t.test('the app started with DEMO_CLIENTS serves a firm of that size, and its banner says so', async (t) => {
  const server = await startServerProcess({ DEMO_CLIENTS: '1500' });
  t.teardown(() => server.stop());
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.match(server.output(), /^Cabinet de démonstration : 1\s500 clients/mu);
  const signIn = await fetch(new URL('login', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password }),
  });
  t.equal(signIn.status, 200);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
  const clients = await fetch(new URL('api/clients?perPage=25', server.url), { headers: { cookie } });
  t.equal(((await clients.json()) as { total: number }).total, 1500);
});

t.test('the running demo says how many clients it holds', async (t) => {
  const usual = await startDemoUpstream(null);
  t.teardown(() => usual.close());
  t.equal(usual.clients, 301);
  const grown = await startDemoUpstream(1200);
  t.teardown(() => grown.close());
  t.equal(grown.clients, 1200);
  t.same(grown.accounts, usual.accounts, 'the same published accounts');
});
