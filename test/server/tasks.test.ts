import t from 'tap';
import type { Task } from '../../shared/schemas/tasks.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { ROLES } from '../../shared/schemas/people.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

t.test('roles: staff only; admin and Expert see every task, a Consultant their customers\'', async (t) => {
  t.equal((await api('GET', '/api/tasks')).statusCode, 401);
  for (const role of ROLES) {
    const res = await api('GET', '/api/tasks', await bff.as(role));
    t.equal(res.statusCode, ['admin', 'Consultant', 'Expert'].includes(role) ? 200 : 403, role);
  }
  const all = (await api('GET', '/api/tasks', await bff.as('admin'))).json();
  t.equal(all.total, bff.demo.store.data.tasks.length);
  t.equal((await api('GET', '/api/tasks', await bff.as('Expert'))).json().total, all.total);
  const consultant = (await api('GET', '/api/tasks', await bff.as('Consultant'))).json();
  t.ok(consultant.total > 0 && consultant.total < all.total);
  const theirs = new Set(bff.demo.store.data.users.filter((u) => u.parent_id === 2).map((u) => u.id));
  t.ok(consultant.items.every((task: Task) => theirs.has(task.customerId!)), 'only their customers');
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
  const created = await api('POST', '/api/tasks', consultant, { title: 'Appeler la CARSAT', description: 'Relevé de carrière', type: 'appel_caisse', dueDate: '2026-12-01', customerId: customer.id });
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
