import t from 'tap';
import { socialSecurityKey } from '../../shared/validation.js';
import { aClientInput, uniqueEmail } from '../helpers/fixtures.js';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';
import type { Client, ClientInput } from '../../shared/schemas/clients.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function api(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, cookie }, ...(payload ? { payload } : {}) });
}

/** What a Client should read back for an input (the fields the BFF derives left aside). */
function readBack(input: ClientInput): Partial<Client> {
  const { expertId: _expertId, ...rest } = input;
  return rest;
}

t.test('demo upstream: a client created with every field reads back every field (one client and the list)', async (t) => {
  const consultant = await bff.as('Consultant');
  const input = aClientInput();
  const created = await api('POST', '/api/clients', consultant, input);
  t.equal(created.statusCode, 201);
  const answered = { ...created.json(), id: 0, createdAt: '', expertId: null, expertName: null, validAccount: true, comments: '', version: '' };
  t.same(answered, { ...readBack(input), id: 0, createdAt: '', expertId: null, expertName: null, validAccount: true, comments: '', version: '', access: 'none' }, 'the 201 answer carries what was sent');
  const id = created.json().id as number;
  const read = (await api('GET', `/api/clients/${id}`, consultant)).json() as Client;
  t.match(read, { status: 'En cours', feePaid: true, businessIntroducer: 'Notaire Maître Roche', childrenNumber: null, expertId: 2 });
  t.equal(read.childrenNumber, null, 'an empty number of children stays empty');
  t.same(read.companyAddress, input.companyAddress, "the company address's complement is kept");
  t.same(read.personalAddress, input.personalAddress);
  const listed = (await api('GET', `/api/clients?q=${encodeURIComponent(input.email)}`, consultant)).json().items as Client[];
  t.match(listed, [{ id, status: 'En cours', feePaid: true, businessIntroducer: 'Notaire Maître Roche', childrenNumber: null, companyAddress: input.companyAddress }], 'the list reads the same');
});

t.test('demo upstream: a children count of 0 and the company complement survive create, PUT and PATCH', async (t) => {
  const consultant = await bff.as('Consultant');
  const input = aClientInput({ childrenNumber: 0 });
  const created = await api('POST', '/api/clients', consultant, input);
  t.equal(created.statusCode, 201, created.body);
  const id = created.json().id as number;
  t.equal(created.json().childrenNumber, 0, 'created with 0 children: 0, not empty');
  t.equal((await api('GET', `/api/clients/${id}`, consultant)).json().childrenNumber, 0);

  const { civility, firstName, lastName, maidenName, email, mobilePhone, officePhone, status, feePaid, businessIntroducer, birthDate, birthPlace, maritalStatus, militaryService, socialSecurityNumber, socialSecurityKey, personalAddress, companyName, notes, services } = input;
  const replace = {
    civility, firstName, lastName, maidenName, militaryService, email, mobilePhone, officePhone, status, feePaid, expertId: 2, businessIntroducer, birthDate, birthPlace, maritalStatus,
    socialSecurityNumber, socialSecurityKey, personalAddress, companyName, notes, services, comments: '',
    childrenNumber: 2,
    companyAddress: { address: '8 quai Perrache', address2: 'Tour B, 5e étage', zipCode: '69002', city: 'Lyon', country: 'France' },
  };
  const put = await api('PUT', `/api/clients/${id}`, consultant, replace);
  t.equal(put.statusCode, 200, put.body);
  t.same((await api('GET', `/api/clients/${id}`, consultant)).json().companyAddress, replace.companyAddress, 'PUT keeps the complement');

  const patched = await api('PATCH', `/api/clients/${id}`, consultant, { childrenNumber: 0, companyAddress: { ...replace.companyAddress, address2: '' } });
  t.equal(patched.statusCode, 200, patched.body);
  const read = (await api('GET', `/api/clients/${id}`, consultant)).json() as Client;
  t.equal(read.childrenNumber, 0, 'edited to 0 children: 0');
  t.same(read.companyAddress, { ...replace.companyAddress, address2: '' }, 'a complement can be removed');

  const twoLines = await api('PATCH', `/api/clients/${id}`, consultant, { companyAddress: { ...replace.companyAddress, address: '8 quai\nPerrache' } });
  t.equal(twoLines.statusCode, 400, 'an address line is one line');
  t.equal(twoLines.json().field, 'companyAddress.address');
});

t.test('demo upstream: the birth name and the military service are saved and read back (create, PUT, PATCH, the list)', async (t) => {
  const consultant = await bff.as('Consultant');
  const input = aClientInput({ maidenName: 'Lemaire', militaryService: true });
  const created = await api('POST', '/api/clients', consultant, input);
  t.match(created.json(), { maidenName: 'Lemaire', militaryService: true }, 'the 201 answer');
  const id = created.json().id as number;
  t.match((await api('GET', `/api/clients/${id}`, consultant)).json(), { maidenName: 'Lemaire', militaryService: true });
  const listed = (await api('GET', `/api/clients?q=${encodeURIComponent(input.email)}`, consultant)).json().items as Client[];
  t.match(listed, [{ id, maidenName: 'Lemaire', militaryService: true }], 'the list reads them too');

  const current = await api('GET', `/api/clients/${id}`, consultant);
  const { id: _id, createdAt: _createdAt, expertName: _expertName, validAccount: _validAccount, access: _access, version: _version, ...whole } = current.json() as Client;
  const put = await bff.app.inject({ method: 'PUT', url: `/api/clients/${id}`, headers: { ...CSRF, cookie: consultant, 'if-match': String(current.headers.etag) }, payload: { ...whole, maidenName: 'Lemaire-Roux', militaryService: false } });
  t.equal(put.statusCode, 200, put.body);
  t.match((await api('GET', `/api/clients/${id}`, consultant)).json(), { maidenName: 'Lemaire-Roux', militaryService: false }, 'PUT');
  const { maidenName: _maidenName, ...withoutBirthName } = whole;
  t.equal((await api('PUT', `/api/clients/${id}`, consultant, withoutBirthName)).statusCode, 400, 'a PUT that forgets one is refused, not an erased birth name');

  t.equal((await api('PATCH', `/api/clients/${id}`, consultant, { maidenName: '', militaryService: true })).statusCode, 200);
  t.match((await api('GET', `/api/clients/${id}`, consultant)).json(), { maidenName: '', militaryService: true }, 'PATCH, a birth name removed');
  t.equal((await api('PATCH', `/api/clients/${id}`, consultant, { militaryService: 'oui' })).statusCode, 400, 'a yes/no is a boolean on the wire');

  const plain = (await api('POST', '/api/clients', consultant, { civility: 'Mme', firstName: 'Anne', lastName: 'Simple', email: uniqueEmail('anne') })).json();
  t.match(plain, { maidenName: '', militaryService: false }, 'the defaults of a create that leaves them out');
});

t.test('demo upstream: editing the business introducer (and the rest) saves it; a reload reads it back (the form PATCHes its fields)', async (t) => {
  const consultant = await bff.as('Consultant');
  const input = aClientInput({ status: null, feePaid: false, businessIntroducer: null, childrenNumber: 3 });
  const id = (await api('POST', '/api/clients', consultant, input)).json().id as number;
  t.equal((await api('GET', `/api/clients/${id}`, consultant)).json().childrenNumber, 3);
  const edited = await api('PATCH', `/api/clients/${id}`, consultant, { ...input, businessIntroducer: 'Cabinet Durand', childrenNumber: null, status: 'Terminé', feePaid: true });
  t.equal(edited.statusCode, 200);
  t.match(edited.json(), { businessIntroducer: 'Cabinet Durand', childrenNumber: null, status: 'Terminé', feePaid: true });
  const read = (await api('GET', `/api/clients/${id}`, consultant)).json() as Client;
  t.match(read, { businessIntroducer: 'Cabinet Durand', status: 'Terminé', feePaid: true });
  t.equal(read.childrenNumber, null, 'children emptied on edit stays empty');
  const cleared = (await api('PATCH', `/api/clients/${id}`, consultant, { ...input, businessIntroducer: null })).json() as Client;
  t.equal(cleared.businessIntroducer, null, 'an introducer can be removed');
  t.equal((await api('GET', `/api/clients/${id}`, consultant)).json().businessIntroducer, null);

  await api('PATCH', `/api/clients/${id}`, consultant, { businessIntroducer: 'Cabinet Durand' });
  t.ok(await bff.app.records.get(`client:${id}`), 'the BFF keeps what the firm API does not, in its records');
  t.equal((await api('DELETE', `/api/clients/${id}`, consultant)).statusCode, 204);
  t.same(await bff.app.records.get(`client:${id}`), null, 'deleting a client deletes what the BFF kept of it');
});

t.test('social security number typed as on a carte Vitale: spaces and dots accepted, 13 characters stored, a wrong key in plain words', async (t) => {
  const consultant = await bff.as('Consultant');
  const key = socialSecurityKey('1600375056123')!;
  const spaced = await api('POST', '/api/clients', consultant, aClientInput({ socialSecurityNumber: '1 60 03 75 056 123', socialSecurityKey: ` ${key}` }));
  t.equal(spaced.statusCode, 201, spaced.body);
  t.match(spaced.json(), { socialSecurityNumber: '1600375056123', socialSecurityKey: key });
  const dotted = await api('POST', '/api/clients', consultant, aClientInput({ socialSecurityNumber: '1.60.03.75.056.123', socialSecurityKey: key }));
  t.equal(dotted.statusCode, 201, dotted.body);
  t.equal(dotted.json().socialSecurityNumber, '1600375056123');
  const corsica = socialSecurityKey('175022A123456')!;
  const corsican = await api('POST', '/api/clients', consultant, aClientInput({ socialSecurityNumber: '1 75 02 2a 123 456', socialSecurityKey: corsica }));
  t.equal(corsican.statusCode, 201, corsican.body);
  t.equal(corsican.json().socialSecurityNumber, '175022A123456');
  const wrong = await api('POST', '/api/clients', consultant, aClientInput({ socialSecurityNumber: '1 60 03 75 056 123', socialSecurityKey: key === '01' ? '02' : '01' }));
  t.equal(wrong.statusCode, 400);
  t.equal(wrong.json().message, 'La clé ne correspond pas au numéro.');
  t.notMatch(wrong.json().message, /mod|97/);
});

t.test('stub upstream: status and fees go through PUT /users/:id at creation, the introducer is kept by the BFF', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  const stored: Record<string, unknown> = {};
  stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: 2, name: 'Julien Moreau', role: 'Consultant' } } });
  stub.on('GET /duplicated_email', { kind: 'text', body: 'not duplicated', contentType: 'text/plain' });
  stub.on('POST /register', { kind: 'json', body: { accessToken: 'x', user: { id: 77 } } });
  const save = (req: { body: string }, res: import('node:http').ServerResponse) => {
    Object.assign(stored, JSON.parse(req.body));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  };
  stub.on('POST /personal_information', { kind: 'handler', handle: save });
  stub.on('PUT /users/77', { kind: 'handler', handle: save });
  stub.on('POST /set_user_subscribe_services', { kind: 'handler', handle: save });
  stub.on('GET /users/77', {
    kind: 'handler',
    handle: (_req, res) => {
      // The upstream knows nothing of a free-text introducer: it answers business_introducer null.
      const row = { id: 77, created_at: '2026-11-23 10:00:00', email: 'jt@ex.fr', name: 'Jean Test', role: 'Client', ...stored, business_introducer: null, personal_informations: stored };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(row));
    },
  });
  const { app } = await buildTestApp(t, stub.url);
  const cookie = sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'j@m.fr', password: 'x' } }));
  const created = await app.inject({ method: 'POST', url: '/api/clients', headers: { ...CSRF, cookie }, payload: aClientInput({ email: 'jt@ex.fr' }) });
  t.equal(created.statusCode, 201, created.body);
  t.match(created.json(), { status: 'En cours', feePaid: true, businessIntroducer: 'Notaire Maître Roche', childrenNumber: null });
  const put = stub.requests.find((r) => r.method === 'PUT' && r.url.endsWith('/users/77'));
  t.ok(put, 'PUT /users/:id is called at creation');
  t.match(JSON.parse(put?.body ?? '{}'), { status: 'En cours', status_fa: 1 });
  t.notOk('business_introducer' in JSON.parse(put?.body ?? '{}'), 'no free text sent where the upstream takes an id');
  const personal = stub.requests.find((r) => r.method === 'POST' && r.url.endsWith('/personal_information'));
  t.match(JSON.parse(personal?.body ?? '{}'), { society_address: '1 place de la Bourse\n3e étage', personal_address: '3 rue Pasteur', personal_address_2: 'Bât. B' },
    'the firm API has no society_address_2: the complement is the second line of society_address');
  t.same(created.json().companyAddress, { address: '1 place de la Bourse', address2: '3e étage', zipCode: '69002', city: 'Lyon', country: 'France' });
});
