import t from 'tap';
import { CSRF } from '../helpers/app.js';
import { aClientInput } from '../helpers/fixtures.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';
import { buildTestApp, sessionCookieOf } from '../helpers/app.js';
import { ROLES, type Role } from '../../shared/schemas/people.js';
import type { Client, ClientInput } from '../../shared/schemas/clients.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function api(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

/** A new client as the create form sends it, without the comments (the form leaves them to their tab). */
function input(overrides: Partial<ClientInput> = {}): ClientInput {
  const { comments: _comments, ...fields } = aClientInput({ civility: 'Mme', firstName: 'Élise', lastName: 'Test-Création', expertId: null, ...overrides });
  return fields;
}

t.test('role × route matrix: 401 signed out, 403 for a role outside the area, 2xx inside', async (t) => {
  // One of the Expert's own clients: every staff role reaches it (another expert's is the reach matrix's, reach-matrix.test.ts).
  const anyClient = (await api('GET', '/api/clients?perPage=10', await bff.as('Expert'))).json().items[0] as Client;
  const anyFormer = (await api('GET', '/api/former-clients?perPage=10', await bff.as('admin'))).json().items[0];
  const staff: Role[] = ['admin', 'Consultant', 'Expert'];
  const routes: Array<[string, string, Role[]]> = [
    ['GET', '/api/clients', staff],
    ['GET', `/api/clients/${anyClient.id}`, staff],
    ['GET', '/api/former-clients', staff],
    ['GET', `/api/former-clients/${anyFormer.id}`, staff],
    ['GET', '/api/members', ['admin', 'Consultant']],
    ['GET', '/api/email-available?email=x%40y.fr', staff],
  ];
  for (const [method, url, allowed] of routes) {
    t.equal((await api(method as 'GET', url)).statusCode, 401, `signed out ${url}`);
    for (const role of ROLES) {
      const res = await api(method as 'GET', url, await bff.as(role));
      t.equal(res.statusCode, allowed.includes(role) ? 200 : 403, `${role} ${method} ${url}`);
      if (res.statusCode === 403) t.same(res.json().error, 'forbidden');
    }
  }
  for (const role of ['Client', 'Ancient Client', 'Consultant', 'Expert'] as Role[]) {
    t.equal((await api('POST', '/api/members', await bff.as(role), { name: 'X', email: 'x@y.fr', role: 'Expert', password: 'Secret123' })).statusCode, 403, `${role} may not create a member`);
    t.equal((await api('DELETE', '/api/members/6', await bff.as(role))).statusCode, 403, `${role} may not delete a member`);
  }
  for (const role of ['Client', 'Ancient Client'] as Role[]) {
    t.equal((await api('POST', '/api/clients', await bff.as(role), input())).statusCode, 403, `${role} may not create a client`);
    t.equal((await api('DELETE', `/api/clients/${anyClient.id}`, await bff.as(role))).statusCode, 403);
  }
});

t.test('clients list: adapted rows (flat and nested), search, scope, sort, pages', async (t) => {
  const admin = await bff.as('admin');
  const page1 = (await api('GET', '/api/clients?perPage=25', admin)).json();
  t.ok(page1.total >= 300, `${page1.total} clients`);
  t.equal(page1.items.length, 25);
  const dates = page1.items.map((c: Client) => c.createdAt);
  t.same(dates, [...dates].sort().reverse(), 'newest first by default');

  const all = (await api('GET', '/api/clients?perPage=100&page=1', admin)).json().items as Client[];
  const nestedRow = bff.demo.store.data.users.find((u) => u.nested && u.role === 'Client')!;
  const adapted = (await api('GET', `/api/clients/${nestedRow.id}`, admin)).json() as Client;
  t.equal(adapted.firstName, nestedRow.personal!.first_name, 'a nested row reads like a flat one');
  t.equal(adapted.socialSecurityNumber, nestedRow.personal!.secu_social);
  t.ok(['M.', 'Mme'].includes(adapted.civility!), 'civility normalised');
  t.ok(all.every((c) => c.services.every((s) => ['CH', 'SIMU', 'AR', 'TFD', 'ACTU', 'RAC'].includes(s))));
  t.ok(all.every((c) => c.status === null || ['En attente', 'En cours', 'Terminé', 'Perdu'].includes(c.status)), 'statuses normalised');

  const target = all.find((c) => c.mobilePhone.length === 14)!;
  const dotted = target.mobilePhone.replace(/ /g, '.');
  const byPhone = (await api('GET', `/api/clients?q=${encodeURIComponent(dotted)}`, admin)).json();
  t.ok(byPhone.items.some((c: Client) => c.id === target.id), `phone typed with dots (${dotted}) matches`);
  const byName = (await api('GET', `/api/clients?q=${encodeURIComponent(target.lastName.toUpperCase())}`, admin)).json();
  t.ok(byName.items.every((c: Client) => c.lastName.toLowerCase() === target.lastName.toLowerCase() || `${c.firstName} ${c.maidenName} ${c.email}`.toLowerCase().includes(target.lastName.toLowerCase())));

  // The birth name, as the card shows it ("Nom de naissance : …"), finds the client too, accents aside.
  const married = bff.demo.store.data.users.find((u) => u.role === 'Client' && u.personal && u.id !== target.id)!;
  const patched = await bff.app.inject({ method: 'PATCH', url: `/api/clients/${married.id}`, headers: { ...CSRF, cookie: admin }, payload: { maidenName: 'Lémeraude' } });
  t.equal(patched.statusCode, 200);
  const byMaidenName = (await api('GET', '/api/clients?q=lemeraude', admin)).json();
  t.same(byMaidenName.items.map((c: Client) => c.id), [married.id], 'found by the birth name alone');
  t.equal(byMaidenName.items[0].maidenName, 'Lémeraude');
  const quick = (await api('GET', '/api/search?q=lemeraude', admin)).json();
  t.ok(JSON.stringify(quick).includes(String(married.id)), 'and by the quick search');
  const byEmail = (await api('GET', `/api/clients?q=${encodeURIComponent(target.email)}`, admin)).json();
  t.same(byEmail.items.map((c: Client) => c.id), [target.id]);

  const sorted = (await api('GET', '/api/clients?sort=lastName&order=asc&perPage=100', admin)).json().items.map((c: Client) => c.lastName);
  t.same(sorted, [...sorted].sort((a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' })), 'sorted by last name, French order');
  const page2 = (await api('GET', '/api/clients?sort=lastName&order=asc&perPage=10&page=2', admin)).json();
  t.same(page2.items.map((c: Client) => c.lastName), sorted.slice(10, 20));

  const expert = await bff.as('Expert');
  const mine = (await api('GET', '/api/clients?scope=mine&perPage=100', expert)).json();
  t.ok(mine.total > 0 && mine.items.every((c: Client) => c.expertId === 3), 'mine: the caller is the responsible expert');
  const bad = await api('GET', '/api/clients?sort=password&perPage=7', admin);
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().error, 'invalid_request');
});

t.test('create: validation, duplicate e-mail 409 before anything is written, rollback, then update and delete', async (t) => {
  const consultant = await bff.as('Consultant');
  const usersBefore = bff.demo.store.data.users.length;
  const wrongKey = await api('POST', '/api/clients', consultant, input({ socialSecurityKey: '00' }));
  t.equal(wrongKey.statusCode, 400);
  t.equal(wrongKey.json().message, 'La clé ne correspond pas au numéro.');
  const badZip = await api('POST', '/api/clients', consultant, input({ personalAddress: { address: '', address2: '', zipCode: '4400', city: '', country: '' } }));
  t.equal(badZip.statusCode, 400);
  t.equal((await api('POST', '/api/clients', consultant, { ...input(), civility: 'Dr' })).statusCode, 400);
  const taken = await api('POST', '/api/clients', consultant, input({ email: 'bernard.petit@exemple.fr' }));
  t.equal(taken.statusCode, 409);
  t.equal(taken.json().error, 'email_taken');
  t.equal(bff.demo.store.data.users.length, usersBefore, 'nothing written');

  bff.demo.store.failNextPersonalInformation = true;
  const failing = input();
  const rolledBack = await api('POST', '/api/clients', consultant, failing);
  t.equal(rolledBack.statusCode, 502);
  t.equal(rolledBack.json().error, 'create_failed');
  t.notOk(bff.demo.store.data.users.some((u) => u.email === failing.email), 'the /register step was undone');

  const created = await api('POST', '/api/clients', consultant, input());
  t.equal(created.statusCode, 201);
  const client = created.json() as Client;
  t.match(client, { firstName: 'Élise', lastName: 'Test-Création', expertId: 2, services: ['CH', 'SIMU'], maritalStatus: 'Marié(e)', mobilePhone: '06 11 22 33 44' });

  const edited = await api('PUT', `/api/clients/${client.id}`, consultant, { ...input({ email: client.email }), firstName: 'Élisa', status: 'En cours', feePaid: true, services: ['AR'], comments: 'Dossier complet.' });
  t.equal(edited.statusCode, 200);
  t.match(edited.json(), { firstName: 'Élisa', status: 'En cours', feePaid: true, services: ['AR'], comments: 'Dossier complet.' });
  // PUT is the whole client: without comments it is a 400 naming them, and nothing changes.
  const incomplete = await api('PUT', `/api/clients/${client.id}`, consultant, { ...input({ email: client.email }), firstName: 'Élodie' });
  t.match([incomplete.statusCode, incomplete.json()], [400, { error: 'invalid_request', field: 'comments' }]);
  t.same((await api('GET', `/api/clients/${client.id}`, consultant)).json(), edited.json(), 'the refused PUT changed nothing');
  // The form PATCHes its fields: the comments it does not show stay as they are.
  const untouched = await api('PATCH', `/api/clients/${client.id}`, consultant, { ...input({ email: client.email }), firstName: 'Élisa' });
  t.equal(untouched.json().comments, 'Dossier complet.', 'comments left as they are when not sent');
  t.equal((await api('GET', `/api/email-available?email=${encodeURIComponent(client.email)}`, consultant)).json().available, false);

  t.equal((await api('DELETE', `/api/clients/${client.id}`, consultant)).statusCode, 204);
  t.equal((await api('GET', `/api/clients/${client.id}`, consultant)).statusCode, 404);
  t.equal((await api('GET', '/api/clients/999999', consultant)).statusCode, 404);
  t.equal((await api('GET', '/api/clients/2', consultant)).statusCode, 404, 'a staff account is not a client');
});

t.test('former clients: legacy columns adapted, read and delete', async (t) => {
  const expert = await bff.as('Expert');
  const list = (await api('GET', '/api/former-clients?sort=lastName&order=asc&perPage=10', expert)).json();
  t.equal(list.total, 150);
  const first = list.items[0];
  t.match(first, { id: /^CL\d+$/, firstName: String, lastName: String, email: /@ancien-site\.fr$/, createdAt: /^\d{4}-\d{2}-\d{2}$/ });
  t.notMatch(first.lastName, /^[A-ZÉÈ]+$/, 'capitals of the legacy site become a normal name');
  t.same((await api('GET', `/api/former-clients/${first.id}`, expert)).json(), first);
  t.equal((await api('DELETE', `/api/former-clients/${first.id}`, expert)).statusCode, 204);
  t.equal((await api('GET', '/api/former-clients', expert)).json().total, 149);
});

t.test('former clients: a bare array (older upstream) is read too', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: 1, name: 'A', role: 'admin' } } });
  stub.on('GET /users', { kind: 'json', body: [{ clcleunik: 'CL1', cl_prenom: 'Jean', cl_nom: 'DE LA FONTAINE', cl_civilite: 'Monsieur', cl_date: '2015-03-02 10:00:00', cl_mail: 'j@f.fr', expert_name: 'Camille Roux' }] });
  const { app } = await buildTestApp(t, stub.url);
  const cookie = sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@b.fr', password: 'x' } }));
  const res = await app.inject({ method: 'GET', url: '/api/former-clients', headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.json().items[0], { id: 'CL1', civility: 'M.', firstName: 'Jean', lastName: 'De La Fontaine', createdAt: '2015-03-02', expertName: 'Camille Roux' });
  // The list is kept (the read model): garbage at its next fetch leaves the last rows answered; a BFF that never read it answers 502.
  stub.on('GET /users', { kind: 'text', body: 'Whoops, looks like something went wrong.' });
  const fresh = await buildTestApp(t, stub.url);
  const freshCookie = sessionCookieOf(await fresh.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@b.fr', password: 'x' } }));
  t.equal((await fresh.app.inject({ method: 'GET', url: '/api/former-clients', headers: { cookie: freshCookie } })).statusCode, 502, 'garbage is a 502');
  t.equal((await app.inject({ method: 'GET', url: '/api/former-clients', headers: { cookie } })).statusCode, 200, 'the rows read before are still answered');
});

t.test('members: Consultant reads, admin creates, edits and deletes; prospects are not members', async (t) => {
  const consultant = await bff.as('Consultant');
  const list = (await api('GET', '/api/members?perPage=100', consultant)).json();
  t.ok(list.total >= 10);
  t.notOk(list.items.some((m: { role: string | null }) => m.role === null), 'no prospect');
  const admin = await bff.as('admin');
  const email = `nouveau.${Date.now()}@cabinet-demo.fr`;
  const created = await api('POST', '/api/members', admin, { name: 'Nouveau Membre', email, role: 'Expert', password: 'Motdepasse1' });
  t.equal(created.statusCode, 201);
  t.match(created.json(), { name: 'Nouveau Membre', email, role: 'Expert' });
  t.equal((await api('POST', '/api/members', admin, { name: 'Double', email, role: 'Expert', password: 'Motdepasse1' })).statusCode, 409);
  t.equal((await api('POST', '/api/members', admin, { name: 'X', email: 'y@z.fr', role: 'Client', password: 'Motdepasse1' })).statusCode, 400, 'a member is staff');
  const id = created.json().id;
  t.match((await api('PUT', `/api/members/${id}`, admin, { name: 'Membre Renommé', email, role: 'Consultant' })).json(), { name: 'Membre Renommé', role: 'Consultant' });
  t.equal((await api('DELETE', `/api/members/${id}`, admin)).statusCode, 204);
  t.equal((await api('GET', `/api/members/${id}`, admin)).statusCode, 404);
  t.equal((await api('DELETE', '/api/members/1', admin)).statusCode, 409, 'admin cannot delete their own account');
});
