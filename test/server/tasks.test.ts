import t from 'tap';
import type { Task } from '../../shared/schemas/tasks.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { ROLES } from '../../shared/schemas/people.js';
import { startRedisServer } from '../helpers/redis-server.js';
import { aTaskInput } from '../helpers/fixtures.js';
import { firmToday } from '../../shared/firm-day.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

t.test('roles: staff only; the admin sees every task, a Consultant or an Expert those of the clients they follow', async (t) => {
  t.equal((await api('GET', '/api/tasks')).statusCode, 401);
  for (const role of ROLES) {
    const res = await api('GET', '/api/tasks', await bff.as(role));
    t.equal(res.statusCode, ['admin', 'Consultant', 'Expert'].includes(role) ? 200 : 403, role);
  }
  const all = (await api('GET', '/api/tasks', await bff.as('admin'))).json();
  t.equal(all.total, bff.demo.store.data.tasks.length);
  for (const [role, id] of [['Consultant', 2], ['Expert', 3]] as const) {
    const theirs = (await api('GET', '/api/tasks?perPage=100', await bff.as(role))).json();
    const followed = new Set(bff.demo.store.data.users.filter((u) => u.parent_id === id).map((u) => u.id));
    const expected = bff.demo.store.data.tasks.filter((task) => followed.has(task.customer_id)).length;
    t.ok(theirs.total > 0 && theirs.total < all.total, `${role}: some tasks, not all`);
    t.equal(theirs.total, expected, `${role}: every task of the clients they follow`);
    t.ok(theirs.items.every((task: Task) => followed.has(task.customerId!)), `${role}: only their clients'`);
  }
});

t.test('adapted rows, order, filters and search', async (t) => {
  const admin = await bff.as('admin');
  const { items } = (await api('GET', '/api/tasks', admin)).json() as { items: Task[] };
  t.match(items[0], { id: Number, title: String, description: String, completed: Boolean, important: Boolean, read: Boolean, type: String, dueDate: /^\d{4}-\d{2}-\d{2}$/, customerName: String });
  const dates = items.map((task) => task.dueDate!);
  t.same(dates, [...dates].sort().reverse(), 'newest due date first');
  t.ok((await api('GET', '/api/tasks?filter=unread', admin)).json().items.every((task: Task) => !task.read));
  t.ok((await api('GET', '/api/tasks?filter=important', admin)).json().items.every((task: Task) => task.important));
  t.ok((await api('GET', '/api/tasks?filter=completed', admin)).json().items.every((task: Task) => task.completed));
  const calls = (await api('GET', '/api/tasks?filter=appel_caisse', admin)).json();
  t.ok(calls.total > 0 && calls.items.every((task: Task) => task.type === 'appel_caisse'));
  const word = items[0].customerName!.split(' ')[1];
  t.ok((await api('GET', `/api/tasks?q=${encodeURIComponent(word)}`, admin)).json().items.every((task: Task) => `${task.title} ${task.description}`.includes(word)));
  const customer = items[0].customerId!;
  t.ok((await api('GET', `/api/tasks?customerId=${customer}`, admin)).json().items.every((task: Task) => task.customerId === customer));
  t.equal((await api('GET', '/api/tasks?filter=nonsense', admin)).statusCode, 400);
});

t.test('create, mark read (the badge follows), edit, complete, delete; invisible tasks are 404', async (t) => {
  const consultant = await bff.as('Consultant');
  const customer = bff.demo.store.data.users.find((u) => u.parent_id === 2 && u.role === 'Client')!;
  const badge = async () => (await api('GET', '/unread_count', consultant)).json().count as number;
  const before = await badge();

  t.equal((await api('POST', '/api/tasks', consultant, { title: '   ' })).statusCode, 400, 'title required');
  t.equal((await api('POST', '/api/tasks', consultant, { title: 'x', type: 'autre' })).statusCode, 400);
  const created = await api('POST', '/api/tasks', consultant, aTaskInput({ customerId: customer.id }));
  t.equal(created.statusCode, 201);
  const task = created.json() as Task;
  t.match(task, { title: 'Appeler la CARSAT', description: 'Relevé de carrière', type: 'appel_caisse', dueDate: '2026-12-01', customerId: customer.id, read: false, completed: false, creatorId: 2, customerName: customer.name });
  t.equal(await badge(), before + 1, 'a new unread task raises the badge');

  t.match((await api('PATCH', `/api/tasks/${task.id}`, consultant, { read: true })).json(), { id: task.id, read: true });
  t.equal(await badge(), before, 'marking it read lowers the badge');
  t.match((await api('PATCH', `/api/tasks/${task.id}`, consultant, { completed: true, important: true, title: 'Appeler la CARSAT (fait)' })).json(), { completed: true, important: true, title: 'Appeler la CARSAT (fait)' });
  t.equal((await api('PATCH', `/api/tasks/${task.id}`, consultant, {})).statusCode, 400, 'an empty change is refused');

  const foreign = bff.demo.store.data.tasks.find((x) => bff.demo.store.user(x.customer_id)?.parent_id !== 2)!;
  t.equal((await api('PATCH', `/api/tasks/${foreign.id}`, consultant, { read: true })).statusCode, 404, 'not one of their customers');
  t.equal((await api('DELETE', `/api/tasks/${foreign.id}`, consultant)).statusCode, 404);

  t.equal((await api('DELETE', `/api/tasks/${task.id}`, consultant)).statusCode, 204);
  t.equal((await api('DELETE', `/api/tasks/${task.id}`, consultant)).statusCode, 404);
});

t.test('a task for no customer reads customerId null (the firm API stores 0), so that it can be written back as read', async (t) => {
  const expert = await bff.as('Expert');
  const created = await api('POST', '/api/tasks', expert, aTaskInput({ customerId: null }));
  t.equal(created.statusCode, 201);
  const task = created.json() as Task;
  t.equal(bff.demo.store.data.tasks.find((x) => x.id === task.id)?.customer_id, 0, 'the firm API keeps 0');
  t.match(task, { customerId: null, customerName: null });
  const { id: _id, customerName: _name, customerServices: _services, creatorId: _creator, ...writable } = task;
  const saved = await api('PATCH', `/api/tasks/${task.id}`, expert, { ...writable, tags: ['doc'] });
  t.equal(saved.statusCode, 200, 'the whole task written back');
  t.match(saved.json(), { customerId: null, tags: ['doc'] });
});

t.test('paged like the other lists: page and perPage give one page and the total; out of bounds is a 400', async (t) => {
  const admin = await bff.as('admin');
  const whole = bff.demo.store.data.tasks.length;
  const first = (await api('GET', '/api/tasks', admin)).json() as { items: Task[]; total: number };
  t.equal(first.total, whole, 'the total counts every task');
  t.equal(first.items.length, 25, '25 per page by default');
  const page2 = (await api('GET', '/api/tasks?page=2&perPage=10', admin)).json() as { items: Task[]; total: number };
  t.equal(page2.total, whole);
  t.equal(page2.items.length, 10);
  const first20 = (await api('GET', '/api/tasks?perPage=25', admin)).json().items as Task[];
  t.same(page2.items.map((task) => task.id), first20.slice(10, 20).map((task) => task.id), 'page 2 of 10 follows page 1');
  const last = Math.ceil(whole / 100);
  t.equal((await api('GET', `/api/tasks?page=${last}&perPage=100`, admin)).json().items.length, whole - (last - 1) * 100, 'the last page holds the rest');
  t.same((await api('GET', '/api/tasks?page=999&perPage=100', admin)).json(), { items: [], total: whole }, 'past the end: no rows, same total');
  for (const bad of ['page=0', 'page=-1', 'page=abc', 'perPage=7', 'perPage=1000', 'perPage=0', 'page=100001']) {
    t.equal((await api('GET', `/api/tasks?${bad}`, admin)).statusCode, 400, bad);
  }
});

t.test('urgent=true lists the past-due, not completed tasks; urgent=false the rest; both keep the filters and the order', async (t) => {
  const admin = await bff.as('admin');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const urgent = (await api('GET', '/api/tasks?urgent=true&perPage=100', admin)).json() as { items: Task[]; total: number };
  const rest = (await api('GET', '/api/tasks?urgent=false&perPage=100', admin)).json() as { items: Task[]; total: number };
  t.ok(urgent.total > 0 && rest.total > 0);
  t.equal(urgent.total + rest.total, bff.demo.store.data.tasks.length, 'the two split every task');
  t.ok(urgent.items.every((task) => !task.completed && task.dueDate !== null && task.dueDate < today), 'urgent: past due, not completed');
  t.ok(rest.items.every((task) => task.completed || task.dueDate === null || task.dueDate >= today), 'the rest');
  const dates = rest.items.map((task) => task.dueDate ?? '');
  t.same(dates, [...dates].sort().reverse(), 'newest due date first');
  const important = (await api('GET', '/api/tasks?urgent=true&filter=important&perPage=100', admin)).json() as { items: Task[] };
  t.ok(important.items.every((task) => task.important));
  t.equal((await api('GET', '/api/tasks?urgent=maybe', admin)).statusCode, 400);
});

t.test("urgent means due before the firm's today: a task due today is not urgent, yesterday's is", async (t) => {
  const admin = await bff.as('admin');
  const day = (offset: number) => firmToday(new Date(Date.now() + offset * 86_400_000));
  const stamp = `jour${Date.now().toString(36)}`;
  const made: Record<string, number> = {};
  for (const [name, offset] of [['yesterday', -1], ['today', 0], ['tomorrow', 1]] as const) {
    const res = await api('POST', '/api/tasks', admin, aTaskInput({ title: `Échéance ${name} ${stamp}`, dueDate: day(offset), completed: false }));
    t.equal(res.statusCode, 201);
    made[name] = res.json().id;
  }
  const ids = async (urgent: boolean) => ((await api('GET', `/api/tasks?urgent=${urgent}&q=${stamp}&perPage=100`, admin)).json().items as Task[]).map((task) => task.id).sort();
  t.same(await ids(true), [made.yesterday], 'urgent: yesterday only');
  t.same(await ids(false), [made.today, made.tomorrow].sort(), "today's and tomorrow's are among the others");
  for (const id of Object.values(made)) t.equal((await api('DELETE', `/api/tasks/${id}`, admin)).statusCode, 204);
});

/** The marks the BFF keeps beside the upstream: starred, trashed, tags; on each store backend. */
for (const backend of ['memory', 'redis'] as const) {
  t.test(`${backend}: star, tag, trash and restore a task, filters starred, trashed and by tag, delete for good`, async (t) => {
    const redis = backend === 'redis' ? await startRedisServer() : null;
    if (redis) t.teardown(() => redis.stop());
    const own = await buildDemoBff(t, redis ? { REDIS_URL: redis.url } : {});
    const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
      own.app.inject({ method, url, headers: { ...CSRF, cookie }, ...(payload ? { payload } : {}) });
    const admin = await own.as('admin');
    const expert = await own.as('Expert');
    const ids = async (query: string, cookie = admin) => ((await call('GET', `/api/tasks?perPage=100&${query}`, cookie)).json().items as Task[]).map((task) => task.id);
    const whole = own.demo.store.data.tasks.length;

    const first = (await call('GET', '/api/tasks?perPage=10', admin)).json().items as Task[];
    t.ok(first.every((task) => task.starred === false && task.trashed === false && task.tags.length === 0), 'no marks at first');
    t.same(await ids('filter=starred'), [], 'nothing starred');
    t.same(await ids('filter=trashed'), [], 'nothing trashed');
    // `a` is a task of one of the Expert's clients, so that she sees what the admin marks on it.
    const expertSees = new Set(await ids('', expert));
    const a = first.find((task) => expertSees.has(task.id)) ?? ((await call('GET', '/api/tasks?perPage=10', expert)).json().items as Task[])[0];
    const [b, c] = first.filter((task) => task.id !== a.id);

    t.match((await call('PATCH', `/api/tasks/${a.id}`, admin, { starred: true })).json(), { id: a.id, starred: true, trashed: false, tags: [], title: a.title });
    t.match((await call('PATCH', `/api/tasks/${b.id}`, admin, { tags: ['bug', 'doc'], important: true })).json(), { tags: ['doc', 'bug'], important: true }, 'tags in their order, with an upstream field');
    t.same(await ids('filter=starred'), [a.id]);
    t.same(await ids('filter=bug'), [b.id]);
    t.same(await ids('filter=doc'), [b.id]);
    t.same(await ids('filter=frontend'), []);
    t.ok((await ids('filter=important')).includes(b.id), 'the upstream field changed too');
    t.same(await ids('filter=starred', expert), [a.id], 'firm-wide: the Expert sees the admin\'s star on a task of her client');
    t.equal((await call('GET', '/api/tasks?filter=others', admin)).statusCode, 400, 'an unknown tag is a 400');

    // Refused writes change nothing.
    t.equal((await call('PATCH', `/api/tasks/${c.id}`, admin, { tags: ['others'] })).statusCode, 400);
    t.equal((await call('PATCH', `/api/tasks/${c.id}`, admin, { starred: 'yes' })).statusCode, 400);
    t.equal((await call('PATCH', '/api/tasks/999999', admin, { starred: true })).statusCode, 404);
    t.equal((await call('PATCH', `/api/tasks/${c.id}`, admin, { trashed: true, title: '' })).statusCode, 400);
    t.same(await ids('filter=starred'), [a.id], 'still only a starred');
    t.same(await ids('filter=trashed'), [], 'still nothing trashed');

    // Trash: out of every list but the trash; the upstream still has it.
    const trashed = (await call('PATCH', `/api/tasks/${a.id}`, admin, { trashed: true })).json() as Task;
    t.match(trashed, { trashed: true, starred: true }, 'trash keeps the other marks');
    t.same(await ids('filter=trashed'), [a.id]);
    t.notOk((await ids('filter=all')).includes(a.id), 'out of all');
    t.same(await ids('filter=starred'), [], 'out of starred');
    t.notOk((await ids(`filter=${a.type ?? 'unread'}`)).includes(a.id), 'out of its type');
    t.equal((await call('GET', '/api/tasks', admin)).json().total, whole - 1, 'the default list counts the others');
    t.ok(own.demo.store.data.tasks.some((task) => task.id === a.id), 'still upstream');

    // Restore: back with its star.
    t.match((await call('PATCH', `/api/tasks/${a.id}`, admin, { trashed: false })).json(), { trashed: false, starred: true });
    t.same(await ids('filter=starred'), [a.id]);
    t.same(await ids('filter=trashed'), []);

    // Marks survive a new BFF on the same store (with Redis).
    if (redis) {
      const again = await buildDemoBff(t, { REDIS_URL: redis.url });
      const res = await again.app.inject({ method: 'GET', url: '/api/tasks?filter=starred', headers: { cookie: await again.as('admin') } });
      t.same(res.json().items.map((task: Task) => task.id), [a.id], 'a second BFF on the same Redis reads the marks');
    }

    // Delete for good, from the trash: gone upstream, and its marks with it.
    await call('PATCH', `/api/tasks/${b.id}`, admin, { trashed: true });
    t.equal((await call('DELETE', `/api/tasks/${b.id}`, admin)).statusCode, 204);
    t.notOk(own.demo.store.data.tasks.some((task) => task.id === b.id), 'deleted upstream');
    t.same(await ids('filter=trashed'), []);
    t.same(await ids('filter=bug'), []);
  });
}

t.test('a new task can carry tags; the profile leaves the trashed tasks out of the next ones', async (t) => {
  const own = await buildDemoBff(t);
  const consultant = await own.as('Consultant');
  const customer = own.demo.store.data.users.find((u) => u.parent_id === 2 && u.role === 'Client')!;
  const created = await own.app.inject({ method: 'POST', url: '/api/tasks', headers: { ...CSRF, cookie: consultant }, payload: { title: 'Étiquetée', tags: ['frontend'], customerId: customer.id, dueDate: '2099-01-01' } });
  t.equal(created.statusCode, 201);
  t.match(created.json(), { tags: ['frontend'], starred: false, trashed: false });
  const profile = await own.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: consultant } });
  const next = profile.json().nextTasks as Task[];
  t.ok(next.length > 0);
  await own.app.inject({ method: 'PATCH', url: `/api/tasks/${next[0].id}`, headers: { ...CSRF, cookie: consultant }, payload: { trashed: true } });
  const after = (await own.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: consultant } })).json().nextTasks as Task[];
  t.notOk(after.some((task) => task.id === next[0].id), 'the trashed task is not among the next ones');
});
