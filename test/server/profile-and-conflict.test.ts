/**
 * Issue 34: nothing handed out in passing. A client's profile carries no next tasks (tasks are the
 * staff's internal notes: the firm API is not even asked for them), staff keep theirs; and a 412
 * answers the client as it is now with the NIR masked as lists mask it, writing no `read-nir` entry
 * (the card's GET alone answers the number whole, and journals that look).
 */
import t from 'tap';
import type { Client } from '../../shared/schemas/clients.js';
import type { Profile } from '../../shared/schemas/profile.js';
import type { Role } from '../../shared/schemas/people.js';
import { maskedSocialSecurityNumber } from '../../shared/validation.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aTaskInput } from '../helpers/fixtures.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t, { LOGIN_RATE_LIMIT: '10000' });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = async (role: Role, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  bff.app.inject({ method, url, headers: { cookie: await bff.as(role), ...(method === 'GET' ? {} : CSRF), ...headers }, ...(payload ? { payload } : {}) });
const today = () => new Date().toISOString().slice(0, 10);

t.test("a client's profile has no next tasks, and the firm API's tasks are not asked for them; staff keep theirs", async (t) => {
  const title = `Relancer la CARSAT ${Date.now()}`;
  const created = await api('admin', 'POST', '/api/tasks', aTaskInput({ customerId: 4, title, description: 'Note interne : dossier incomplet', dueDate: today(), tags: ['doc'] }));
  t.equal(created.statusCode, 201, created.body);
  t.ok(bff.demo.store.data.tasks.some((task) => task.customer_id === 4 && task.title === title), "a task on the Client demo account's client, due today");

  const sorted = bff.demo.store.tasks.sorted.bind(bff.demo.store.tasks);
  const asked = { tasks: 0 };
  bff.demo.store.tasks.sorted = () => {
    asked.tasks += 1;
    return sorted();
  };
  t.teardown(() => {
    bff.demo.store.tasks.sorted = sorted;
  });
  const res = await api('Client', 'GET', '/api/profile');
  t.equal(res.statusCode, 200);
  const profile = res.json() as Profile;
  t.same(profile.nextTasks, [], 'the field is there, empty');
  t.notMatch(res.body, title, "the task's title is nowhere in the answer");
  t.notMatch(res.body, 'Note interne', 'nor its description');
  t.equal(asked.tasks, 0, "the firm API's tasks were not read");
  t.equal((await api('Client', 'GET', '/api/tasks')).statusCode, 403, 'as the tasks themselves are not theirs');

  const expert = (await api('Expert', 'GET', '/api/profile')).json() as Profile;
  t.ok(expert.nextTasks.some((task) => task.title === title), 'the Expert who follows the client has it among her next tasks');
  t.ok(asked.tasks > 0, 'read for her');
  t.equal(((await api('Consultant', 'GET', '/api/profile')).json() as Profile).nextTasks.length, 5, 'a Consultant: the five next of his clients');
});

/** The NIR entries of the journal so far. */
const nirLooks = async () => (await bff.app.journal.page({ action: 'read-nir' })).total;

t.test('a 412 answers the client as it is now with the NIR masked as the list masks it; no look at the NIR is journaled', async (t) => {
  const row = bff.demo.store.data.users.find((u) => u.role === 'Client' && u.parent_id === 2 && u.personal?.secu_social)!;
  const nir = row.personal!.secu_social!;
  // The card as its screen holds it (a GET body is a valid PUT body), read before the count starts.
  const created = (await api('Consultant', 'GET', `/api/clients/${row.id}`)).json() as Client;
  t.equal(created.socialSecurityNumber, nir);
  const listed = ((await api('Consultant', 'GET', `/api/clients?q=${encodeURIComponent(created.email)}`)).json() as { items: Client[] }).items[0]!;
  t.equal(listed.socialSecurityNumber, maskedSocialSecurityNumber(nir), 'the list masks it');
  const looks = await nirLooks();
  const stale = { 'if-match': '"stale"' };
  const writes: Array<[Method, object | undefined]> = [
    ['PATCH', { notes: 'Changé ailleurs' }],
    ['PUT', { ...created, notes: 'Changé ailleurs' }],
    ['DELETE', undefined],
  ];
  for (const [method, payload] of writes) {
    const res = await api('Consultant', method, `/api/clients/${created.id}`, payload, stale);
    t.equal(res.statusCode, 412, `${method}: 412`);
    const { error, current } = res.json() as { error: string; current: Client };
    t.equal(error, 'edit_conflict');
    t.equal(current.socialSecurityNumber, listed.socialSecurityNumber, `${method}: the NIR masked as the list masks it`);
    t.equal(current.socialSecurityKey, listed.socialSecurityKey, `${method}: the key as the list shows it`);
    t.equal(current.version, created.version, `${method}: the version of the record as it is, to write over`);
    t.notMatch(res.body, nir, `${method}: the number is nowhere in the answer`);
  }
  t.equal(await nirLooks(), looks, 'no read-nir entry written');
  t.ok(bff.demo.store.user(created.id), 'not deleted');
  t.equal(bff.demo.store.user(created.id)!.personal!.secu_social, nir, 'nothing written');
  const card = await api('Consultant', 'GET', `/api/clients/${created.id}`);
  t.equal((card.json() as Client).socialSecurityNumber, nir, 'the card reads it whole');
  t.equal(await nirLooks(), looks + 1, 'and that look is journaled');
});
