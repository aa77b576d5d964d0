/**
 * The upstream's contracts ("documents"). Totals are recomputed by shared/fees.ts on every read and
 * write; a Consultant or an Expert works on their own contracts (they follow the client, or created
 * the contract), the admin on all (shared/reach.ts): any other contract is a 404.
 */
import { reachesContract } from '../../../shared/reach.js';
import { CONTRACT_FIELDS, type Contract, type ContractCreate, type ContractPatch, type ContractUpdate, type PaymentSwitches } from '../../../shared/schemas/contracts.js';
import { writeColumns } from '../adapters/record-columns.js';
import type { FeeForm } from '../../../shared/schemas/fees.js';
import { HttpError } from '../../http-error.js';
import { contractProblems } from '../../../shared/rules/contract-rules.js';
import { CONTRACT_RULE_MESSAGES, refuse } from '../../schemas/rule-errors.js';
import { toClient } from '../adapters/clients.js';
import { documentBody, namedAsNow, paymentUpdate, servicesOfForm, toContract } from '../adapters/contracts.js';
import { servicesOf, type Row } from '../contract/codecs.js';
import { versioned } from '../adapters/record-version.js';
import { guardedWrite } from '../record-lock.js';
import type { KeyValueStore } from '../../store/store.js';
import { DOCUMENT_CODECS, paymentMethod as upstreamPaymentMethod } from '../contract/documents.js';
import { isRecord } from '../errors.js';
import { reacherOfUpstream, type UserUpstream } from '../user-upstream.js';
import { readTemplate } from './contract-template.js';
import { contractLabel } from '../../../shared/french.js';
import { changesBetween } from '../../journal/journal-entry.js';
import { labelOf } from '../../journal/journal-records.js';
import { unjournaled, type SideWrite } from '../../journal/side-writes.js';

const adapt = (row: Row): Contract | null => {
  const contract = toContract(row);
  return contract && versioned(CONTRACT_FIELDS, contract);
};

export async function getContract(upstream: UserUpstream, id: number): Promise<Contract> {
  const found = await upstream.read({ method: 'GET', path: `/get_contract/${id}` }, (body) => {
    const row = isRecord(body) && isRecord(body.data) ? body.data : body;
    return isRecord(row) ? adapt(row) : null;
  }, 'contract');
  if (!reachesContract(reacherOfUpstream(upstream), found)) throw new HttpError(404, 'not_found', 'Contrat introuvable.');
  // The firm API joins the client's account, named as it is now.
  return namedAsNow(found, found.clientName);
}

const checkForm = (form: FeeForm) => refuse(contractProblems({ form }), CONTRACT_RULE_MESSAGES);

/**
 * A contract for a client from the template's texts; the client gains its services. The client's
 * status changes only when `clientStatus` asks it (the firm API changes nothing by itself). What the
 * client's record gains is its own entry in the journal, a change of the client (`sideWrite`).
 */
export async function createContract(upstream: UserUpstream, { clientId, form, paymentMethod = '', state = 'En attente', clientStatus }: ContractCreate, sideWrite: SideWrite = unjournaled): Promise<Contract> {
  checkForm(form);
  const clientBody = await upstream.body({ method: 'GET', path: `/users/${clientId}` });
  const client = isRecord(clientBody) ? toClient(clientBody) : null;
  if (!client) throw new HttpError(404, 'not_found', 'Client introuvable.');
  const template = await readTemplate(upstream);
  const services = servicesOfForm(form);
  const created = await upstream.read({
    method: 'POST',
    path: '/documents',
    json: {
      // The terms in force today stay the contract's: a later change of the template changes new contracts only.
      ...documentBody({ clientId, state, form, paymentMethod }, template),
      comment: contractLabel(`${client.firstName} ${client.lastName}`),
      status_payment: 0,
      type: 'contract',
    },
  }, (body) => {
    const id = isRecord(body) ? Number(body.id) : NaN;
    return Number.isInteger(id) ? id : null;
  }, 'created contract id');
  const nextServices = servicesOf([...client.services, ...services].join(' / '));
  const nextStatus = clientStatus ?? client.status;
  const changeClient = async () => {
    await upstream.body({ method: 'POST', path: '/set_user_subscribe_services', json: { user_id: clientId, subscribe_services: nextServices.join(' / ') } });
    if (nextStatus !== client.status) await upstream.body({ method: 'PUT', path: `/users/${clientId}`, json: { status: nextStatus } });
  };
  const changes = changesBetween({ services: client.services, status: client.status }, { services: nextServices, status: nextStatus }, 'client');
  await (changes ? sideWrite('patch', { kind: 'client', id: clientId, label: labelOf('client', client) }, changes, changeClient) : changeClient());
  return getContract(upstream, created);
}

/** A write of a contract, if it is still the version of `ifMatch` (record-lock.ts); it keeps its terms. */
function writeContract<T>(upstream: UserUpstream, store: KeyValueStore, id: number, ifMatch: IfMatch, write: (current: Contract) => Promise<T>): Promise<T> {
  return guardedWrite(store, { key: `contract:${id}`, ifMatch, read: () => getContract(upstream, id), write });
}

type IfMatch = string | string[] | undefined;

export function updateContract(upstream: UserUpstream, store: KeyValueStore, id: number, { form, state, paymentMethod }: ContractUpdate, ifMatch?: IfMatch): Promise<Contract> {
  checkForm(form);
  return writeContract(upstream, store, id, ifMatch, async (current) => {
    await upstream.body({ method: 'PUT', path: `/documents/${current.id}`, json: documentBody({ state, form, paymentMethod }, current) });
    return getContract(upstream, current.id);
  });
}

/** Changes the fields sent: the state and payment method alone, or the form (with the contract's own terms). */
export function patchContract(upstream: UserUpstream, store: KeyValueStore, id: number, patch: ContractPatch, ifMatch?: IfMatch): Promise<Contract> {
  const { form, state, paymentMethod } = patch;
  if (form) checkForm(form);
  return writeContract(upstream, store, id, ifMatch, async (current) => {
    const changes = { ...(state ? { state } : {}), ...(paymentMethod !== undefined ? { paymentMethod } : {}) };
    const json = form ? documentBody({ ...changes, form }, current) : writeColumns(CONTRACT_FIELDS, DOCUMENT_CODECS, changes, 'document');
    await upstream.body({ method: 'PUT', path: `/documents/${current.id}`, json });
    return getContract(upstream, current.id);
  });
}

export function setPayments(upstream: UserUpstream, store: KeyValueStore, id: number, { deposit, balance, method, state }: PaymentSwitches, ifMatch?: IfMatch): Promise<Contract> {
  return writeContract(upstream, store, id, ifMatch, async (current) => {
    const status = current.balancePaid ? 2 : current.depositPaid ? 1 : 0;
    const update = paymentUpdate({ status, depositDate: current.depositDate, balanceDate: current.balanceDate }, deposit, balance);
    await upstream.body({
      method: 'PUT',
      path: `/documents/${current.id}`,
      json: { ...update, ...(method ? { payment_method: upstreamPaymentMethod.write!(method) } : {}), ...(state ? { document_state: state } : {}) },
    });
    return getContract(upstream, current.id);
  });
}

export function deleteContract(upstream: UserUpstream, store: KeyValueStore, id: number, ifMatch?: IfMatch): Promise<void> {
  return writeContract(upstream, store, id, ifMatch, async (current) => {
    await upstream.body({ method: 'DELETE', path: `/documents/${current.id}` });
  });
}
