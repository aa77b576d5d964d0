/**
 * The template's Todo app (spec §7) on each store backend: filters, search, toggles, trash that
 * only sets isTrashed, 201 {id}, 404s and 400s that change nothing, roles, and per-user lists (two
 * admin accounts of a stub upstream: the demo upstream has only one admin).
 */
import t, { type Test } from 'tap';
import type { TodoTask } from '../../shared/schemas/template-todo.js';
import { buildTestApp, CSRF } from '../helpers/app.js';
import { templateBackends } from '../helpers/template-backends.js';

const USERS: Record<string, { id: number; name: string; role: string }> = {
  'claire@cabinet.fr': { id: 1, name: 'Claire Dubois', role: 'admin' },
  'paul@cabinet.fr': { id: 7, name: 'Paul Martin', role: 'admin' },
  'marc@cabinet.fr': { id: 2, name: 'Marc Petit', role: 'Consultant' },
};

const backends = templateBackends(t);

async function bffOn(t: Test, backend: 'memory' | 'redis') {
  const { app } = await backends.bffOn(t, backend, { LOG_LEVEL: 'warn' });
  const signIn = (email: string) => backends.signIn(app, USERS[email].id, USERS[email].role, USERS[email].name);
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const list = async (cookie: string, query = '') => {
    const res = await call('GET', `/api/apps/todo${query}`, cookie);
    if (res.statusCode !== 200) throw new Error(`GET /api/apps/todo${query}: ${res.statusCode} ${res.body}`);
    return res.json() as TodoTask[];
  };
  /** every task of the user, trashed ones included */
  const everything = async (cookie: string) => [...(await list(cookie)), ...(await list(cookie, '?filter=trashed'))].sort((a, b) => a.id - b.id);
  return { app, signIn, call, list, everything };
}

for (const backend of ['memory', 'redis'] as const) {
  t.test(`${backend}: the seeded list and its filters`, async (t) => {
    const { signIn, list, call } = await bffOn(t, backend);
    const admin = await signIn('claire@cabinet.fr');
    const all = await list(admin);
    const trashed = await list(admin, '?filter=trashed');
    t.ok(all.length >= 15, `${all.length} tasks not trashed`);
    t.ok(trashed.length > 0 && trashed.every((task) => task.isTrashed), 'trashed: only the trashed');
    t.ok(all.every((task) => !task.isTrashed), 'all: not trashed');
    t.match(all.find((task) => task.customer_id === undefined), { id: Number, title: String, desc: String, isImportant: Boolean, isStarred: Boolean, tags: Array, isCompleted: Boolean, isTrashed: false });
    t.match(all.find((task) => task.customer_id !== undefined), { isRead: Boolean, customer_id: Number, type: String });
    t.same(await list(admin, '?filter=all'), all, 'filter=all is the default');
    for (const [filter, flag] of [['starred', 'isStarred'], ['important', 'isImportant'], ['completed', 'isCompleted']] as const) {
      const some = await list(admin, `?filter=${filter}`);
      t.ok(some.length > 0, `${filter}: some`);
      t.same(some.map((task) => task.id), all.filter((task) => task[flag]).map((task) => task.id), `${filter}: exactly the flagged ones not trashed`);
    }
    for (const tag of ['frontend', 'backend', 'doc', 'bug']) {
      const tagged = await list(admin, `?filter=${tag}`);
      t.ok(tagged.length > 0, `${tag}: some`);
      t.same(tagged.map((task) => task.id), all.filter((task) => (task.tags as string[]).includes(tag)).map((task) => task.id), `${tag}: the tagged ones`);
    }
    const clientTasks = await list(admin, '?kind=client');
    t.ok(clientTasks.length > 0 && clientTasks.every((task) => task.customer_id !== undefined), 'kind=client: the client tasks');
    const todos = await list(admin, '?kind=todo');
    t.equal(todos.length + clientTasks.length, all.length, 'kind=todo: the rest');
    t.ok((await list(admin, '?kind=client&filter=starred')).every((task) => task.isStarred && task.customer_id !== undefined), 'kind and filter together');

    // q: title and description, case-insensitively.
    t.same((await list(admin, '?q=TRIMESTRES')).map((task) => task.title).sort(), all.filter((task) => /trimestres/i.test(`${task.title} ${task.desc}`)).map((task) => task.title).sort());
    t.ok((await list(admin, '?q=trimestres')).length >= 2, 'matches in titles and in descriptions');
    t.ok((await list(admin, `?q=${encodeURIComponent('sécurité sociale')}`)).some((task) => task.desc.includes('Sécurité sociale')), 'in the description');
    t.same(await list(admin, '?q=zzzz-nothing'), []);

    for (const bad of ['filter=others', 'filter=unread', 'kind=mail', 'q=' + 'x'.repeat(101), 'nope=1']) {
      const res = await call('GET', `/api/apps/todo?${bad}`, admin);
      t.equal(res.statusCode, 400, bad);
      t.equal(res.json().error, 'invalid_request');
    }
  });

  t.test(`${backend}: create, toggles, trash, restore, delete for good; refused requests change nothing`, async (t) => {
    const { signIn, list, call, everything } = await bffOn(t, backend);
    const admin = await signIn('claire@cabinet.fr');
    const before = await everything(admin);

    // Refused creations: nothing added.
    const refusedCreates: Array<[object, string]> = [
      [{ task: { title: '  ' } }, 'task.title'],
      [{ task: { title: 'x', tags: ['others'] } }, 'task.tags.0'],
      [{ task: { title: 'x', tags: ['doc', 'doc'] } }, 'task.tags'],
      [{ task: { title: 'x', customer_id: 999 } }, 'task.customer_id'],
      [{ task: { title: 'x', type: 'appel_client' } }, 'task.type'],
      [{ task: { title: 'x', isTrashed: true } }, 'task.isTrashed'],
      [{ task: { title: 'x' }, extra: 1 }, 'extra'],
      [{ title: 'x' }, 'task'],
    ];
    for (const [payload, field] of refusedCreates) {
      const res = await call('POST', '/api/apps/todo/new-clientTask', admin, payload);
      t.equal(res.statusCode, 400, JSON.stringify(payload));
      t.match(res.json(), { error: 'invalid_request' });
      t.match(res.json().field ?? res.json().message, field.split('.').pop()!, `names ${field}`);
    }
    t.same(await everything(admin), before, 'no refused creation added anything');

    const created = await call('POST', '/api/apps/todo/new-clientTask', admin, { task: { title: 'Écrire la FAQ', desc: 'Questions des clients', tags: ['doc', 'frontend'] } });
    t.equal(created.statusCode, 201);
    const { id } = created.json() as { id: number };
    t.same(Object.keys(created.json()), ['id'], '201 {id}');
    const todo = (await list(admin)).find((task) => task.id === id)!;
    t.same(todo, { id, title: 'Écrire la FAQ', desc: 'Questions des clients', isImportant: false, isStarred: false, tags: ['frontend', 'doc'], isCompleted: false, isTrashed: false });
    t.equal((await list(admin))[0].id, id, 'first in the list');
    t.ok(before.every((task) => task.id !== id), 'a new id');

    const sent = await call('POST', '/api/apps/todo/new-clientTask', admin, { task: { title: 'Relancer pour le RIB', customer_id: 102, type: 'relance_client', end_date: '2026-06-30' } });
    t.equal(sent.statusCode, 201);
    const clientTask = (await list(admin, '?kind=client')).find((task) => task.id === sent.json().id)!;
    t.match(clientTask, { customer_id: 102, type: 'relance_client', end_date: '2026-06-30', isRead: false });

    // Toggles: only the given fields change.
    const update = (task: object) => call('POST', '/api/apps/todo/update-task', admin, { task });
    for (const [field, value] of [['isCompleted', true], ['isImportant', true], ['isStarred', true]] as const) {
      const res = await update({ id, [field]: value });
      t.equal(res.statusCode, 200, field);
      t.equal(res.json()[field], value);
    }
    t.same(await update({ id, tags: ['bug'] }).then((res) => res.json().tags), ['bug'], 'labels replaced');
    const after = (await list(admin)).find((task) => task.id === id)!;
    t.same(after, { ...todo, isCompleted: true, isImportant: true, isStarred: true, tags: ['bug'] }, 'the rest untouched');
    t.ok((await list(admin, '?filter=completed')).some((task) => task.id === id), 'in completed');
    t.equal((await update({ id: clientTask.id, isRead: true })).json().isRead, true, 'read toggle on a client task');

    // Refused updates: nothing changes.
    const snapshot = await everything(admin);
    const refusedUpdates: Array<[object, number]> = [
      [{ id: 99999, isStarred: true }, 404],
      [{ id, isRead: true }, 400],
      [{ id, end_date: '2026-01-01' }, 400],
      [{ id }, 400],
      [{ id, isTrashed: true }, 400],
      [{ id, title: '' }, 400],
      [{ id: clientTask.id, customer_id: 5 }, 400],
      [{ id, tags: ['others'] }, 400],
      [{ id: 'abc', isStarred: true }, 400],
    ];
    for (const [task, status] of refusedUpdates) t.equal((await update(task)).statusCode, status, JSON.stringify(task));
    t.same(await everything(admin), snapshot, 'no refused update changed anything');

    // Trash sets isTrashed only.
    t.equal((await call('POST', '/api/app/todo/trash-todo', admin, { id: 99999 })).statusCode, 404);
    t.equal((await call('POST', '/api/app/todo/trash-todo', admin, { id, isStarred: false })).statusCode, 400);
    t.equal((await call('POST', '/api/apps/todo/delete-todo', admin, { id })).statusCode, 409, 'delete for good only from the trash');
    t.same(await everything(admin), snapshot, 'refused trash and delete change nothing');
    const trashed = await call('POST', '/api/app/todo/trash-todo', admin, { id });
    t.equal(trashed.statusCode, 200);
    t.same(trashed.json(), { ...after, isTrashed: true }, 'only isTrashed changed');
    t.notOk((await list(admin)).some((task) => task.id === id), 'out of all');
    t.notOk((await list(admin, '?filter=starred')).some((task) => task.id === id), 'out of starred');
    t.notOk((await list(admin, '?filter=bug')).some((task) => task.id === id), 'out of its tag');
    t.ok((await list(admin, '?filter=trashed')).some((task) => task.id === id), 'in the trash');

    const restored = await call('POST', '/api/apps/todo/restore-todo', admin, { id });
    t.same(restored.json(), after, 'restored as it was');
    t.equal((await call('POST', '/api/apps/todo/restore-todo', admin, { id: 99999 })).statusCode, 404);

    await call('POST', '/api/app/todo/trash-todo', admin, { id });
    t.equal((await call('POST', '/api/apps/todo/delete-todo', admin, { id: 99999 })).statusCode, 404);
    t.equal((await call('POST', '/api/apps/todo/delete-todo', admin, { id })).statusCode, 204);
    t.notOk((await everything(admin)).some((task) => task.id === id), 'gone for good');
    t.equal((await call('POST', '/api/apps/todo/restore-todo', admin, { id })).statusCode, 404);
  });

  t.test(`${backend}: each user has their own list; 401 without a session, 403 for a Consultant, 403 without the CSRF header`, async (t) => {
    const { signIn, list, call, app } = await bffOn(t, backend);
    const claire = await signIn('claire@cabinet.fr');
    const paul = await signIn('paul@cabinet.fr');
    const paulBefore = await list(paul);
    const first = paulBefore[0];
    await call('POST', '/api/apps/todo/update-task', claire, { task: { id: first.id, isStarred: !first.isStarred } });
    await call('POST', '/api/app/todo/trash-todo', claire, { id: paulBefore[1].id });
    const { id } = (await call('POST', '/api/apps/todo/new-clientTask', claire, { task: { title: 'Seulement pour Claire' } })).json() as { id: number };
    t.same(await list(paul), paulBefore, "Claire's changes leave Paul's list as seeded");
    t.ok((await list(claire)).some((task) => task.id === id), 'Claire sees hers');
    t.equal((await call('POST', '/api/apps/todo/update-task', paul, { task: { id, isStarred: true } })).statusCode, 404, "Claire's new task is not Paul's");

    const consultant = await signIn('marc@cabinet.fr');
    for (const [method, url, payload] of [
      ['GET', '/api/apps/todo', undefined],
      ['POST', '/api/apps/todo/new-clientTask', { task: { title: 'x' } }],
      ['POST', '/api/apps/todo/update-task', { task: { id: 1, isStarred: true } }],
      ['POST', '/api/app/todo/trash-todo', { id: 1 }],
      ['POST', '/api/apps/todo/restore-todo', { id: 1 }],
      ['POST', '/api/apps/todo/delete-todo', { id: 1 }],
    ] as const) {
      t.equal((await call(method, url, undefined, payload)).statusCode, 401, `${url}: 401 without a session`);
      t.equal((await call(method, url, consultant, payload)).statusCode, 403, `${url}: 403 for a Consultant`);
    }
    const noCsrf = await app.inject({ method: 'POST', url: '/api/app/todo/trash-todo', headers: { cookie: claire }, payload: { id: 3 } });
    t.equal(noCsrf.statusCode, 403);
    t.notOk((await list(claire, '?filter=trashed')).some((task) => task.id === 3), 'no CSRF header, no change');
  });
}

t.test('redis: the list survives a new BFF on the same database', async (t) => {
  const url = backends.freshRedisUrl();
  const first = await buildTestApp(t, backends.stub.url, { REDIS_URL: url, LOG_LEVEL: 'warn' });
  const claire = USERS['claire@cabinet.fr'];
  const login = (app: typeof first.app) => backends.signIn(app, claire.id, claire.role, claire.name);
  const cookie = await login(first.app);
  const created = await first.app.inject({ method: 'POST', url: '/api/apps/todo/new-clientTask', headers: { ...CSRF, cookie }, payload: { task: { title: 'Persistante' } } });
  await first.app.close();
  const second = await buildTestApp(t, backends.stub.url, { REDIS_URL: url, LOG_LEVEL: 'warn' });
  const list = await second.app.inject({ method: 'GET', url: '/api/apps/todo?q=persistante', headers: { cookie: await login(second.app) } });
  t.same(list.json().map((task: TodoTask) => task.id), [created.json().id]);
});
