/**
 * Bad input changes nothing. Every documented operation refuses an unknown body field (at the top
 * and in every nested object) and an unknown query parameter with a 400 naming it, before any
 * upstream call; a PUT is a complete representation (a missing field is a 400, no default fills
 * it); PATCH changes only what is sent. The demo part reads the data back after every refusal.
 */
import t from 'tap';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { buildDemoBff } from '../helpers/demo-bff.js';
import { aClientInput } from '../helpers/fixtures.js';
import { closedObjects, defaultsIn, documentedOperations, fillPath, sample, type Operation } from '../helpers/openapi.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';
import type { Client } from '../../shared/schemas/clients.js';

const UNKNOWN = 'zzUnknown';

/** `body` with `value` set at the dotted `path` ('' is the body itself). */
function withField(body: unknown, path: string, name: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path ? path.split('.') : []) target = target[key] as Record<string, unknown>;
  target[name] = value;
  return copy;
}

t.test('stub upstream: every operation refuses an unknown field or parameter, and a PUT with a field missing, before any upstream call', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: 1, name: 'Admin', role: 'admin' } } });
  const { app } = await buildTestApp(t, stub.url);
  const cookie = sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@exemple.fr', password: 'x' } }));
  const operations = await documentedOperations(app);
  const calls = stub.requests.length;
  const send = (op: Operation, payload?: unknown, query = '') =>
    app.inject({
      method: op.method,
      url: fillPath(op.path, () => '1') + query,
      headers: { ...CSRF, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const withBody = operations.filter((op) => op.body);
  t.ok(withBody.length >= 15, `${withBody.length} operations take a JSON body`);
  for (const op of withBody) {
    const body = sample(op.body!);
    const places = closedObjects(op.body!);
    t.ok(places.includes(''), `${op.operationId}: the body is closed (additionalProperties: false)`);
    for (const at of places) {
      const field = at ? `${at}.${UNKNOWN}` : UNKNOWN;
      const res = await send(op, withField(body, at, UNKNOWN, true));
      t.equal(res.statusCode, 400, `${op.method} ${op.path} with ${field}: 400`);
      t.match(res.json(), { error: 'invalid_request', field, message: `Champ inconnu : ${field}.` }, `${op.operationId}: names ${field}`);
    }
  }

  const puts = operations.filter((op) => op.method === 'PUT' || op.method === 'PATCH');
  t.ok(puts.length >= 8, `${puts.length} PUT and PATCH operations`);
  for (const op of puts) {
    t.same(defaultsIn(op.body), [], `${op.method} ${op.path}: no default can fill a field that was not sent`);
    if (op.method !== 'PUT') continue;
    const body = sample(op.body!) as Record<string, unknown>;
    for (const name of op.body!.required ?? []) {
      const { [name]: _left, ...rest } = body;
      const res = await send(op, rest);
      t.match([res.statusCode, res.json()], [400, { error: 'invalid_request', field: name, message: `Champ obligatoire manquant : ${name}.` }], `PUT ${op.path} without ${name}: 400 naming it`);
    }
  }

  // The health probes stay open to a load balancer's own parameters.
  for (const op of operations.filter((o) => o.path !== '/healthz' && o.path !== '/readyz')) {
    const required = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}&`);
    const res = await send(op, op.body ? sample(op.body) : undefined, `?${required.join('')}${UNKNOWN}=1`);
    t.match([res.statusCode, res.json()], [400, { error: 'invalid_request', field: UNKNOWN, message: `Paramètre inconnu : ${UNKNOWN}.` }], `${op.method} ${op.path}?${UNKNOWN}=1: 400`);
  }

  t.equal(stub.requests.length, calls, 'not one of these requests reached the upstream');

  for (const probe of ['/healthz', '/readyz']) {
    t.not((await app.inject({ url: `${probe}?${UNKNOWN}=1` })).statusCode, 400, `${probe} ignores a probe's own parameter`);
  }
});

t.test('demo upstream: a refused PUT, PATCH or POST leaves every record as it was; PATCH changes only what is sent', async (t) => {
  const bff = await buildDemoBff(t);
  const admin = await bff.as('admin');
  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    bff.app.inject({ method, url, headers: { ...CSRF, cookie: admin }, ...(payload ? { payload } : {}) });
  const { files: _files, ...data } = bff.demo.store.data;
  const snapshot = () => JSON.stringify(data);
  const refused = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, field: string | undefined) => {
    const before = snapshot();
    const res = await api(method, url, payload);
    t.equal(res.statusCode, 400, `${method} ${url} ${JSON.stringify(payload).slice(0, 60)}: 400`);
    t.equal(res.json().field, field, `names ${field} (${res.json().message})`);
    t.ok(snapshot() === before, `${method} ${url}: the demo data is unchanged`);
  };

  // A client with every field filled: a PUT with a misspelt field once erased the phone, address and notes.
  const input = aClientInput({ lastName: 'Complet', expertId: 2, businessIntroducer: null, services: ['CH'], comments: 'RAS' });
  const created = await api('POST', '/api/clients', input);
  t.equal(created.statusCode, 201);
  const client = created.json() as Client;
  const url = `/api/clients/${client.id}`;
  const { id: _id, createdAt: _createdAt, expertName: _expertName, validAccount: _validAccount, ...complete } = client;
  const { mobilePhone, ...rest } = complete;
  // Misspelt, the field is also missing: the 400 names the missing one (Ajv reports the first problem).
  await refused('PUT', url, { ...rest, mobilPhone: mobilePhone }, 'mobilePhone');
  await refused('PUT', url, { ...complete, mobilPhone: mobilePhone }, 'mobilPhone');
  await refused('PUT', url, rest, 'mobilePhone');
  await refused('PUT', url, { ...complete, personalAddress: { ...complete.personalAddress, zip: '75011' } }, 'personalAddress.zip');
  await refused('PATCH', url, { notes: 'x', isRead: true }, 'isRead');
  await refused('PATCH', url, {}, undefined);
  await refused('PATCH', url, { personalAddress: { city: 'Lyon' } }, 'personalAddress.address');
  await refused('POST', '/api/clients', { ...input, email: `other.${Date.now()}@exemple.fr`, mobilPhone: '06' }, 'mobilPhone');
  t.same((await api('GET', url)).json(), client, 'the client reads back as it was');

  const put = await api('PUT', url, { ...complete, notes: 'Rappelé.' });
  t.equal(put.statusCode, 200, 'a complete PUT is accepted');
  const { version: _version, ...unversioned } = client;
  const changed = (answer: { json(): Client }) => {
    const { version, ...rest } = answer.json();
    t.not(version, client.version, 'a new version');
    return rest;
  };
  t.same(changed(put), { ...unversioned, notes: 'Rappelé.' }, 'and changes what it says');
  const patched = await api('PATCH', url, { mobilePhone: '07 00 00 00 01' });
  t.equal(patched.statusCode, 200);
  t.same(changed(patched), { ...unversioned, notes: 'Rappelé.', mobilePhone: '07 00 00 00 01' }, 'PATCH changed the phone and nothing else');
  const address = await api('PATCH', url, { personalAddress: { ...client.personalAddress, city: 'Paris 11e' } });
  t.same(changed(address), { ...unversioned, notes: 'Rappelé.', mobilePhone: '07 00 00 00 01', personalAddress: { ...client.personalAddress, city: 'Paris 11e' } }, 'an address is sent whole');

  // The example: {isRead} for {read}.
  const task = bff.demo.store.data.tasks[0];
  await refused('PATCH', `/api/tasks/${task.id}`, { isRead: !task.isRead }, 'isRead');
  await refused('POST', '/api/tasks', { title: 'T', dueDate: '2030-01-01', isImportant: true }, 'isImportant');

  const contract = bff.demo.store.data.contracts[0];
  const current = (await api('GET', `/api/contracts/${contract.id}`)).json();
  await refused('PUT', `/api/contracts/${contract.id}`, { form: current.form, paymentMethod: current.paymentMethod }, 'state');
  await refused('PUT', `/api/contracts/${contract.id}`, { state: current.state, form: current.form }, 'paymentMethod');
  await refused('POST', `/api/contracts/${contract.id}/payments`, { deposit: true, balance: false, paid: true }, 'paid');

  const entry = (await api('GET', '/api/crm/entries?perPage=10')).json().items[0];
  const { id: entryId, authorId: _authorId, note: _note, ...entryWithoutNote } = entry;
  await refused('PUT', `/api/crm/entries/${entryId}`, entryWithoutNote, 'note');
  await refused('PUT', `/api/crm/entries/${entryId}`, { ...entryWithoutNote, note: '', notes: 'x' }, 'notes');

  const member = (await api('GET', '/api/members?perPage=10')).json().items.find((m: { role: string }) => m.role === 'Expert');
  await refused('PUT', `/api/members/${member.id}`, { name: member.name, email: member.email }, 'role');
  await refused('PUT', `/api/members/${member.id}`, { name: member.name, email: member.email, role: member.role, pasword: 'Secret123!' }, 'pasword');

  const template = (await api('GET', '/api/contract-template')).json();
  await refused('PUT', '/api/contract-template', { form: template.form, texts: template.texts }, 'generalConditions');
  await refused('PUT', '/api/contract-template', { form: { ...template.form, vat: 20 }, texts: template.texts, generalConditions: '' }, 'form.vat');
  await refused('PUT', '/api/profile/notes', { note: 'x' }, 'notes');
  await refused('PUT', '/api/profile/notes', { notes: 'x', note: 'x' }, 'note');
  await refused('POST', '/api/profile/password', { currentPassword: 'a', newPassword: 'b', confirmation: 'b', logoutOthers: true }, 'logoutOthers');
  await refused('POST', '/api/update/bookmarks', { obj: { id: 'clients', starred: true, pinned: true } }, 'obj.pinned');
});
