/** A contract and its client: the client's status changes only when the new contract asks it; a renamed client's contracts follow the name. */
import t from 'tap';
import { defaultFeeForm } from '../../shared/fees.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function api(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

t.test("a new contract changes the client's status only when asked (clientStatus), whether it is their first or not", async (t) => {
  const expert = await bff.as('Expert');
  const clients = bff.demo.store.data.users.filter((u) => u.parent_id === 3 && u.role === 'Client' && !bff.demo.store.data.contracts.some((c) => c.user_id === u.id));
  const [kept, asked] = clients;
  const form = defaultFeeForm();
  form.sections[2] = true;
  for (const client of [kept, asked]) client.status = 'En cours';

  const plain = await api('POST', '/api/contracts', expert, { clientId: kept.id, form });
  t.equal(plain.statusCode, 201);
  t.equal(kept.status, 'En cours', 'no clientStatus: a first contract leaves the status the user chose');
  t.equal((await api('GET', `/api/clients/${kept.id}`, expert)).json().status, 'En cours', 'and the card says so');

  t.equal((await api('POST', '/api/contracts', expert, { clientId: asked.id, form, clientStatus: 'Ouvert' })).statusCode, 400, 'an unknown status is refused');
  t.notOk(bff.demo.store.data.contracts.some((c) => c.user_id === asked.id), 'and nothing is created');
  const agreed = await api('POST', '/api/contracts', expert, { clientId: asked.id, form, clientStatus: 'En attente' });
  t.equal(agreed.statusCode, 201);
  t.equal(asked.status, 'En attente', 'clientStatus: the file takes it');
  const second = await api('POST', '/api/contracts', expert, { clientId: kept.id, form, clientStatus: 'Terminé' });
  t.equal(second.statusCode, 201);
  t.equal((await api('GET', `/api/clients/${kept.id}`, expert)).json().status, 'Terminé', 'a later contract too, when asked');
  for (const made of [plain, agreed, second]) t.equal((await api('DELETE', `/api/contracts/${made.json().id}`, expert)).statusCode, 204);
});

t.test("a renamed client: their contracts' name and label follow, in the list, the search and the contract; a label typed otherwise stays", async (t) => {
  const admin = await bff.as('admin');
  const contracts = bff.demo.store.data.contracts;
  const clientId = contracts.find((c) => contracts.filter((o) => o.user_id === c.user_id).length >= 2)!.user_id;
  const [made, typed] = contracts.filter((c) => c.user_id === clientId);
  typed.comment = 'Audit retraite 2024';
  const renamed = await bff.app.inject({ method: 'PATCH', url: `/api/clients/${clientId}`, headers: { ...CSRF, cookie: admin }, payload: { firstName: 'Hélène', lastName: `Renommée${clientId}` } });
  t.equal(renamed.statusCode, 200);
  const name = `Hélène Renommée${clientId}`;

  const listed = (await api('GET', `/api/contracts?perPage=100&q=${encodeURIComponent(`Renommée${clientId}`)}`, admin)).json();
  const byId = new Map<number, Contract>(listed.items.map((c: Contract) => [c.id, c]));
  t.match(byId.get(made.id), { clientName: name, label: `Contrat d’${name}` }, "the list: the client's current name, the label made again from it (with « d’ »)");
  t.match(byId.get(typed.id), { clientName: name, label: 'Audit retraite 2024' }, 'a label typed otherwise stays');
  const ofClient = (await api('GET', `/api/contracts?clientId=${clientId}`, admin)).json();
  t.ok(ofClient.items.every((c: Contract) => c.clientName === name), "the client's contracts tab");
  t.match((await api('GET', `/api/contracts/${made.id}`, admin)).json(), { clientName: name, label: `Contrat d’${name}` }, 'the contract itself');
  const version = (await api('GET', `/api/contracts/${made.id}`, admin)).json().version;
  t.equal(byId.get(made.id)?.version, version, 'the same version in the list and alone');
});
