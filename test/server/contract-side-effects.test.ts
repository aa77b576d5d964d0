/**
 * Issue 34: what a contract's write changes in its client's record is in the client's history, with
 * before → after. A new contract gives the client its services and, with `clientStatus`, a status:
 * that change is an entry of the client's own (a `patch` of the client, from the same request as the
 * contract's `create`), written before the firm API is asked to make it and settled by its answer.
 * Through a real demo firm API on its own port.
 */
import t from 'tap';
import { SECTION_CODES, defaultFeeForm } from '../../shared/fees.js';
import type { JournalEntry } from '../../shared/schemas/journal.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aClientInput } from '../helpers/fixtures.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

const form = () => ({ ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 2: true } });
const service = SECTION_CODES[2];
const api = async (role: 'admin' | 'Expert', method: 'GET' | 'POST', url: string, payload?: object) =>
  bff.app.inject({ method, url, headers: { cookie: await bff.as(role), ...(method === 'GET' ? {} : CSRF) }, ...(payload ? { payload } : {}) });
/** A new client of the Expert's, « En cours », without a service. */
const newClient = async () => (await api('admin', 'POST', '/api/clients', aClientInput({ expertId: 3, status: 'En cours', services: [] }))).json() as { id: number; firstName: string; lastName: string };
const historyOf = async (id: number) => (await api('Expert', 'GET', `/api/clients/${id}/history?perPage=100`)).json().items as JournalEntry[];
const clientEntries = (history: JournalEntry[], id: number) => history.filter((e) => e.record.kind === 'client' && e.record.id === id && e.action === 'patch');

t.test("a contract created with clientStatus: the client's history shows their status and services changed, before → after", async (t) => {
  const client = await newClient();
  const created = await api('Expert', 'POST', '/api/contracts', { clientId: client.id, form: form(), clientStatus: 'Perdu' });
  t.equal(created.statusCode, 201);
  t.equal(bff.demo.store.user(client.id)!.status, 'Perdu', 'the firm API changed the status');

  const history = await historyOf(client.id);
  const [change, ...more] = clientEntries(history, client.id);
  t.equal(more.length, 0, 'one change of the client');
  t.match(change, {
    actor: { id: 3, via: 'session' },
    record: { kind: 'client', id: client.id, label: `${client.firstName} ${client.lastName}` },
    outcome: 'done',
  });
  t.same(change.changes, { services: [[], [service]], status: ['En cours', 'Perdu'] }, 'before → after');
  const contract = history.find((e) => e.action === 'create' && e.record.kind === 'contract' && e.record.id === created.json().id);
  t.ok(contract, "the contract's own entry is there too");
  t.equal(change.requestId, contract?.requestId, 'made by the same request');
  t.ok(change.id > contract!.id, 'journaled after the contract was asked for, before the client was written');
  const card = (await api('Expert', 'GET', `/api/clients/${client.id}`)).json();
  t.same([card.status, card.services], ['Perdu', [service]], 'the card says what the entry says');
});

t.test('a contract that changes nothing of its client writes no client entry', async (t) => {
  const client = await newClient();
  t.equal((await api('Expert', 'POST', '/api/contracts', { clientId: client.id, form: form() })).statusCode, 201);
  t.equal(clientEntries(await historyOf(client.id), client.id).length, 1, 'the first contract gave a service');
  t.equal((await api('Expert', 'POST', '/api/contracts', { clientId: client.id, form: form(), clientStatus: 'En cours' })).statusCode, 201);
  t.equal(clientEntries(await historyOf(client.id), client.id).length, 1, 'the second changed neither services nor status: no new entry');
});

t.test("the firm API failing on the client's write: the client's entry says « résultat inconnu », nothing is claimed done", async (t) => {
  const client = await newClient();
  const user = bff.demo.store.user(client.id)!;
  Object.defineProperty(user, 'subscribe_services', {
    configurable: true,
    get: () => '',
    set: () => {
      throw new Error('the firm API fails');
    },
  });
  const created = await api('Expert', 'POST', '/api/contracts', { clientId: client.id, form: form(), clientStatus: 'Perdu' });
  t.equal(created.statusCode, 502);
  t.equal(user.status, 'En cours', 'the status was not written');
  const [change] = clientEntries(await historyOf(client.id), client.id);
  t.match(change, { record: { kind: 'client', id: client.id }, outcome: 'unknown' }, 'written before the write: its end unknown');
  t.notOk(change?.changes, 'no change claimed');
});
