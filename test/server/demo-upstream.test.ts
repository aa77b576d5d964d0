import t from 'tap';
import { buildDemoUpstream } from '../../server/demo/upstream/app.js';
import { DEMO_ACCOUNTS, publishedAccounts } from '../../server/demo/data/people.js';
import { normalizeRole, ROLES } from '../../shared/schemas/people.js';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';

t.test('the demo upstream speaks the upstream contract', async (t) => {
  const { app } = buildDemoUpstream();
  t.teardown(() => app.close());
  const wrong = await app.inject({ method: 'POST', url: '/login', payload: { email: DEMO_ACCOUNTS[0].email, password: 'nope' } });
  t.equal(wrong.statusCode, 401);
  t.same(wrong.json(), { error: 'Incorrect email/password' });

  const ok = await app.inject({ method: 'POST', url: '/login', payload: { email: DEMO_ACCOUNTS[1].email.toUpperCase(), password: DEMO_ACCOUNTS[1].password } });
  t.equal(ok.statusCode, 200);
  const body = ok.json();
  t.equal(body.error, false);
  t.match(body.user, { id: DEMO_ACCOUNTS[1].id, role: 'Consultant', name: 'Julien Moreau' });
  t.type(body.accessToken, 'string');

  t.equal((await app.inject({ method: 'GET', url: '/unread_count' })).statusCode, 401, 'bearer required');
  t.equal((await app.inject({ method: 'GET', url: '/unread_count', headers: { authorization: 'Bearer forged' } })).statusCode, 401);
  const count = await app.inject({ method: 'GET', url: '/unread_count', headers: { authorization: `Bearer ${body.accessToken}` } });
  t.equal(count.statusCode, 200);
  t.ok(count.json().count > 0, 'staff accounts have unread tasks');
});

t.test('one published account per role, French names, every staff account has a non-zero badge', async (t) => {
  const accounts = publishedAccounts();
  t.same(accounts.map((a) => a.role), [...ROLES]);
  for (const a of accounts) t.equal(normalizeRole(a.role), a.role);
  const { app, store } = buildDemoUpstream();
  t.teardown(() => app.close());
  t.ok(store.data.users.filter((p) => p.role === 'Client').length >= 300, 'about 300 clients');
  for (const account of DEMO_ACCOUNTS.filter((a) => ['admin', 'Consultant', 'Expert'].includes(a.role))) {
    const login = (await app.inject({ method: 'POST', url: '/login', payload: { email: account.email, password: account.password } })).json();
    const { count } = (await app.inject({ method: 'GET', url: '/unread_count', headers: { authorization: `Bearer ${login.accessToken}` } })).json();
    t.ok(count > 0, `${account.role}: ${count} unread`);
  }
});

t.test('the BFF in front of the demo upstream: each demo account signs in with its role', async (t) => {
  const demo = buildDemoUpstream();
  t.teardown(() => demo.app.close());
  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  const { app } = await buildTestApp(t, url, {}, { demoAccounts: publishedAccounts() });
  for (const account of publishedAccounts()) {
    const res = await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: account.email, password: account.password } });
    t.equal(res.statusCode, 200, account.role);
    t.same(res.json().user.role, account.role);
    const count = await app.inject({ method: 'GET', url: '/unread_count', headers: { cookie: sessionCookieOf(res) } });
    t.equal(count.statusCode, 200);
  }
  const wrong = await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'claire.dubois@cabinet-demo.fr', password: 'bad' } });
  t.equal(wrong.statusCode, 401);
  t.equal(wrong.json().message, 'Email ou mot de passe incorrect.');
});

t.test('the demo upstream keeps its lists in the API order as rows change, and never gives an id twice', async (t) => {
  const { app } = buildDemoUpstream();
  t.teardown(() => app.close());
  const login = (await app.inject({ method: 'POST', url: '/login', payload: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password } })).json();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${login.accessToken}` } });
  const task = { title: 'Relancer la caisse', desc: '', isCompleted: false, isImportant: false, isRead: false, type: 'relance_caisse', customer_id: 4, creator_id: 1 };

  const created = (await call('POST', '/tasks', { ...task, end_date: '2099-01-01' })).json();
  t.equal((await call('GET', '/tasks?filter=all')).json()[0].id, created.id, 'the latest due date comes first');
  await call('PUT', `/tasks/${created.id}`, { end_date: '2000-01-01' });
  const list = (await call('GET', '/tasks?filter=all')).json();
  t.equal(list.at(-1).id, created.id, 'a due date moved back moves the task to the end');
  t.equal((await call('GET', '/unread_count')).statusCode, 200);

  t.equal((await call('DELETE', `/tasks/${created.id}`)).statusCode, 200);
  t.notOk((await call('GET', '/tasks?filter=all')).json().some((row: { id: number }) => row.id === created.id), 'gone from the list');
  const next = (await call('POST', '/tasks', { ...task, end_date: '2026-01-01' })).json();
  t.equal(next.id, created.id + 1, 'the deleted task’s id is not given again');

  const contract = (await call('POST', '/documents', { user_id: 4 })).json();
  t.equal((await call('GET', `/get_contract/${contract.id}`)).json().data.id, contract.id);
  t.equal((await call('DELETE', `/documents/${contract.id}`)).statusCode, 200);
  t.equal((await call('GET', `/get_contract/${contract.id}`)).statusCode, 404);
  t.equal((await call('POST', '/documents', { user_id: 4 })).json().id, contract.id + 1);
});

t.test('the unread badge follows the tasks read and the clients handed to another adviser', async (t) => {
  const { app, store } = buildDemoUpstream();
  t.teardown(() => app.close());
  const tokenOf = async (account: (typeof DEMO_ACCOUNTS)[number]) =>
    (await app.inject({ method: 'POST', url: '/login', payload: { email: account.email, password: account.password } })).json().accessToken as string;
  const admin = { authorization: `Bearer ${await tokenOf(DEMO_ACCOUNTS[0])}` };
  const badge = async () => (await app.inject({ method: 'GET', url: '/unread_count', headers: admin })).json().count as number;

  const before = await badge();
  const unreadOf = (clientId: number) => store.data.tasks.filter((task) => task.customer_id === clientId && !task.isRead);
  const client = store.data.users.find((u) => u.role === 'Client' && u.parent_id !== 1 && unreadOf(u.id).length > 0)!;
  const moved = await app.inject({ method: 'PUT', url: `/users/${client.id}`, headers: admin, payload: { parent_id: 1 } });
  t.equal(moved.statusCode, 200);
  t.equal(await badge(), before + unreadOf(client.id).length, "the client's unread tasks now count for the admin");

  const [task] = unreadOf(client.id);
  t.equal((await app.inject({ method: 'PUT', url: `/tasks/${task.id}`, headers: admin, payload: { isRead: true } })).statusCode, 200);
  t.equal(await badge(), before + unreadOf(client.id).length, 'a task read leaves the badge');
});
