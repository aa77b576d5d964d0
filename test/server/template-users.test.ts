/** /api/users/*: the template's sample users, per signed-in user, on both store backends. */
import t from 'tap';
import type { TemplateUser } from '../../shared/schemas/template-users.js';
import { buildTestApp, CSRF } from '../helpers/app.js';
import { BACKENDS, templateBackends, type App } from '../helpers/template-backends.js';

const backends = templateBackends(t);
const { bffOn, signIn } = backends;

async function list(app: App, cookie: string): Promise<TemplateUser[]> {
  const res = await app.inject({ method: 'GET', url: '/api/users/list', headers: { cookie } });
  t.equal(res.statusCode, 200, 'list');
  return res.json();
}

function patch(app: App, cookie: string, id: number | string, payload: unknown) {
  return app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie, ...CSRF }, payload: payload as object });
}

const PERSONAL_KEYS = [
  'civility', 'first_name', 'last_name', 'birth_date', 'martial_status', 'children_number', 'mobile_number', 'office_number',
  'personal_address', 'personal_zip_code', 'personal_city', 'personal_country', 'society_address', 'society_zip_code',
  'society_city', 'society_country', 'user_id',
].sort();

t.test('the list: twenty sample users with the fields of §3, never a password, the same seed every time', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const cookie = await signIn(app, 1, 'admin');
  const users = await list(app, cookie);
  t.equal(users.length, 20);
  for (const user of users) {
    const keys = Object.keys(user).filter((k) => k !== 'personal_informations').sort();
    t.same(keys, ['created_at', 'email', 'email_verified_at', 'id', 'name', 'role', 'updated_at', 'valid_account'], `fields of ${user.id}`);
    t.ok([0, 1].includes(user.valid_account));
    t.ok(['user', 'admin'].includes(user.role));
    t.match(user.email, /^[a-z.-]+@exemple\.fr$/);
    if (user.personal_informations) {
      t.same(Object.keys(user.personal_informations).sort(), PERSONAL_KEYS);
      t.equal(user.personal_informations.user_id, user.id);
    }
  }
  t.notMatch(JSON.stringify(users), /password|hash|salt/i, 'no password anywhere');
  t.ok(users.some((u) => !u.personal_informations), 'some have no personal information');
  t.ok(users.some((u) => u.valid_account === 0) && users.some((u) => u.email_verified_at === null), 'some invalid, some unverified');
  t.ok(users.some((u) => u.role === 'admin'));
  t.match(users[0], { id: 1, name: 'Camille Martin', email: 'camille.martin@exemple.fr', personal_informations: { civility: 'Mme', personal_city: 'Lyon', martial_status: 'Marié(e)' } });
  const other = await buildTestApp(t, backends.stub.url);
  t.same(await list(other.app, await signIn(other.app, 1, 'admin')), users, 'deterministic seed');
});

t.test('signed out: 401; a Consultant: 403; on every users endpoint', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const consultant = await signIn(app, 2, 'Consultant');
  for (const [method, url] of [['GET', '/api/users/list'], ['GET', '/api/users/1'], ['PATCH', '/api/users/1']] as const) {
    const payload = method === 'PATCH' ? { name: 'X' } : undefined;
    t.equal((await app.inject({ method, url, headers: CSRF, payload })).statusCode, 401, `${method} ${url} signed out`);
    const refused = await app.inject({ method, url, headers: { cookie: consultant, ...CSRF }, payload });
    t.equal(refused.statusCode, 403, `${method} ${url} Consultant`);
    t.equal(refused.json().error, 'forbidden');
  }
  const admin = await signIn(app, 1, 'admin');
  t.equal((await list(app, admin))[0].name, 'Camille Martin', 'the refused PATCH changed nothing');
});

for (const backend of BACKENDS) {
  t.test(`get and patch, per signed-in user (${backend})`, async (t) => {
    const { app } = await bffOn(t, backend);
    const admin = await signIn(app, 1, 'admin');
    const one = await app.inject({ method: 'GET', url: '/api/users/3', headers: { cookie: admin } });
    t.equal(one.statusCode, 200);
    t.equal(one.json().name, 'Sophie Thomas');

    const res = await patch(app, admin, 3, { name: '  Sophie Thomas-Leroux ', valid_account: 0, personal_informations: { personal_city: 'Angers', children_number: 2 } });
    t.equal(res.statusCode, 200, res.body);
    const saved: TemplateUser = res.json();
    t.equal(saved.name, 'Sophie Thomas-Leroux', 'trimmed');
    t.equal(saved.valid_account, 0);
    t.equal(saved.email, 'sophie.thomas@exemple.fr', 'a field not sent stays');
    t.match(saved.personal_informations, { personal_city: 'Angers', children_number: 2, first_name: 'Sophie', personal_zip_code: '44000', user_id: 3 });
    t.not(saved.updated_at, one.json().updated_at, 'updated_at moves');
    t.same((await list(app, admin)).find((u) => u.id === 3), saved, 'the list says the same');

    const email = await patch(app, admin, 3, { email: 'Sophie@Exemple.fr' });
    t.equal(email.json().email, 'sophie@exemple.fr');
    t.equal(email.json().email_verified_at, null, 'a new address is not verified');

    const noPersonal = (await list(app, admin)).find((u) => !u.personal_informations)!;
    const created = await patch(app, admin, noPersonal.id, { personal_informations: { last_name: 'Nouveau' } });
    t.match(created.json().personal_informations, { last_name: 'Nouveau', first_name: '', civility: 'M.', birth_date: null, user_id: noPersonal.id });

    const other = await signIn(app, 7, 'admin');
    t.equal((await list(app, other)).find((u) => u.id === 3)!.name, 'Sophie Thomas', 'another admin has their own copy');
    const again = await signIn(app, 1, 'admin');
    t.equal((await list(app, again)).find((u) => u.id === 3)!.name, 'Sophie Thomas-Leroux', 'kept across a new sign-in');
  });
}

t.test('refused edits change nothing: unknown id 404, unknown field 400, bad values 400, taken e-mail 409', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const admin = await signIn(app, 1, 'admin');
  const before = await list(app, admin);

  const missing = await patch(app, admin, 999, { name: 'Personne' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().error, 'not_found');
  t.equal((await app.inject({ method: 'GET', url: '/api/users/999', headers: { cookie: admin } })).statusCode, 404);

  const cases: Array<[object, string]> = [
    [{ name: 'A', password: 'x' }, 'password'],
    [{ personal_informations: { shoe_size: 42 } }, 'personal_informations.shoe_size'],
    [{ personal_informations: { user_id: 9 } }, 'personal_informations.user_id'],
    [{ id: 5 }, 'id'],
    [{ name: '   ' }, 'name'],
    [{ name: '' }, 'name'],
    [{ email: 'pas-une-adresse' }, 'email'],
    [{ role: 'editor' }, 'role'],
    [{ valid_account: 2 }, 'valid_account'],
    [{ personal_informations: { children_number: -1 } }, 'personal_informations.children_number'],
    [{ personal_informations: { children_number: 'deux' } }, 'personal_informations.children_number'],
    [{ personal_informations: { birth_date: '31/12/1960' } }, 'personal_informations.birth_date'],
    [{ personal_informations: { civility: 'Dr' } }, 'personal_informations.civility'],
    [{ personal_informations: { martial_status: 'married' } }, 'personal_informations.martial_status'],
    [{ personal_informations: { mobile_number: 'appelez-moi' } }, 'personal_informations.mobile_number'],
  ];
  for (const [payload, field] of cases) {
    const res = await patch(app, admin, 2, payload);
    t.equal(res.statusCode, 400, JSON.stringify(payload));
    t.equal(res.json().field, field, `field of ${JSON.stringify(payload)}`);
  }
  t.equal((await patch(app, admin, 2, {})).statusCode, 400, 'an empty edit');
  t.equal((await patch(app, admin, 'abc', { name: 'X' })).statusCode, 400, 'a bad id');

  const taken = await patch(app, admin, 2, { email: before[0].email.toUpperCase() });
  t.equal(taken.statusCode, 409);
  t.match(taken.json(), { error: 'email_taken', field: 'email' });

  t.same(await list(app, admin), before, 'nothing changed');
});
