/** The upstream's contracts ("documents"), the contract template, and the KPI statistics computed from them. */
import type { FastifyInstance } from 'fastify';
import { SERVICE_CODES } from '../../../shared/services.js';
import { sqlDateTime } from '../data/french-data.js';
import type { DemoContract } from '../data/rows.js';
import { sendJsonList } from './json-list.js';
import type { DemoStore } from './store.js';
import { DocumentBody, TemplateBody } from '../../upstream/contract/documents.js';
import { YearQuery } from '../../upstream/contract/statistics.js';

const SEES_ALL = new Set(['admin', 'consultant']);

function contractFields(contract: DemoContract, body: Record<string, unknown>): void {
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
  const num = (key: string) => (typeof body[key] === 'number' ? (body[key] as number) : undefined);
  contract.document_state = text('document_state') ?? contract.document_state;
  contract.subscribe_services = text('subscribe_services') ?? contract.subscribe_services;
  contract.values = text('values') ?? contract.values;
  contract.comment = text('comment') ?? contract.comment;
  contract.advanced_payment = num('advanced_payment') ?? contract.advanced_payment;
  contract.pre_payment = num('pre_payment') ?? contract.pre_payment;
  contract.end_payment = num('end_payment') ?? contract.end_payment;
  if (body.status_payment === 0 || body.status_payment === 1 || body.status_payment === 2) contract.status_payment = body.status_payment;
  if ('deposit_date' in body) contract.deposit_date = (body.deposit_date as string | null) ?? null;
  if ('sold_date' in body) contract.sold_date = (body.sold_date as string | null) ?? null;
  contract.payment_method = text('payment_method') ?? contract.payment_method;
  contract.updated_at = sqlDateTime();
}

const month = (date: string | null, year: number): number | null => (date && Number(date.slice(0, 4)) === year ? Number(date.slice(5, 7)) : null);
const stateKey = (state: string) => (/^termin/i.test(state) ? 'Termine' : /^en cours/i.test(state) ? 'En cours' : /^(en attente|pending)/i.test(state) ? 'En attente' : 'Perdu');

type MemberMonth = Record<string, number>;

function memberMonths(): Record<number, MemberMonth> {
  const months: Record<number, MemberMonth> = {};
  for (let m = 1; m <= 12; m++) months[m] = { 'En attente': 0, 'En cours': 0, Termine: 0, creer: 0, ca_en_attente: 0, ca_en_cours: 0, ca_termine: 0 };
  return months;
}

/** A contract of a member's month: its state's count and turnover, and "creer" when the member created it. */
function tally(month: MemberMonth, state: string, amount: number, createdByMember: boolean): void {
  month[state]++;
  month[state === 'En attente' ? 'ca_en_attente' : state === 'En cours' ? 'ca_en_cours' : 'ca_termine'] += amount;
  if (createdByMember) month.creer++;
}

export default async function contractRoutes(app: FastifyInstance, { store }: { store: DemoStore }): Promise<void> {
  const visible = (callerId: number, role: string) =>
    store.data.contracts.filter((c) => SEES_ALL.has(role.toLowerCase()) || c.parent_id === callerId || c.creator_id === callerId);

  app.get('/documents', async (request, reply) => sendJsonList(reply, visible(request.caller!.id, request.caller!.role)));
  app.get<{ Params: { id: string } }>('/documents/user/:id', async (request) => store.data.contracts.filter((c) => c.user_id === Number(request.params.id)));

  app.get<{ Params: { id: string } }>('/get_contract/:id', async (request, reply) => {
    const contract = store.contracts.get(Number(request.params.id));
    if (!contract) return reply.code(404).send({ message: 'Not found.' });
    const user = store.user(contract.user_id);
    return { data: { ...contract, user: user ? { id: user.id, name: user.name, email: user.email } : null, personal_informations: user?.personal ?? null } };
  });

  app.post<{ Body: Record<string, unknown> }>('/documents', { schema: { body: DocumentBody } }, async (request, reply) => {
    const body = request.body ?? {};
    const client = store.user(Number(body.user_id));
    if (!client) return reply.code(422).send({ message: 'The user id field is required.' });
    const contract: DemoContract = {
      id: store.contracts.nextId(),
      user_id: client.id,
      parent_id: client.parent_id,
      creator_id: request.caller!.id,
      type: 'contract',
      comment: `Contrat de ${client.name}`,
      document_state: 'En attente',
      subscribe_services: '',
      values: '{}',
      advanced_payment: 0,
      pre_payment: 0,
      end_payment: 0,
      status_payment: 0,
      deposit_date: null,
      sold_date: null,
      payment_method: '',
      created_at: sqlDateTime(),
      updated_at: sqlDateTime(),
      link_to_documents: 'N/a',
      date: 'N/a',
    };
    contractFields(contract, body);
    store.contracts.add(contract);
    return reply.code(201).send(contract);
  });

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>('/documents/:id', { schema: { body: DocumentBody } }, async (request, reply) => {
    const contract = store.contracts.get(Number(request.params.id));
    if (!contract) return reply.code(404).send({ message: 'Not found.' });
    contractFields(contract, request.body ?? {});
    return contract;
  });

  app.delete<{ Params: { id: string } }>('/documents/:id', async (request, reply) => {
    if (!store.contracts.remove(Number(request.params.id))) return reply.code(404).send({ message: 'Not found.' });
    return { success: true };
  });

  app.get('/get_template/1', async () => store.data.template);
  app.put<{ Body: { values?: unknown; general_condition?: unknown } }>('/contract_templates/1', { schema: { body: TemplateBody } }, async (request) => {
    if (typeof request.body?.values === 'string') store.data.template.values = request.body.values;
    if (typeof request.body?.general_condition === 'string') store.data.template.general_condition = request.body.general_condition;
    return { success: true };
  });

  app.get<{ Querystring: { year?: string } }>('/get_statistics_total_income', { schema: { querystring: YearQuery } }, async (request) => {
    const year = Number(request.query.year) || new Date().getUTCFullYear();
    const months: Record<string, Record<string, number>> = {};
    for (let m = 1; m <= 12; m++) {
      months[m] = {
        clients_count: 0, current_acompte_count: 0, current_acompte_amount: 0, current_solde_count: 0, current_solde_amount: 0,
        total_ended_count: 0, total_ended_amount: 0, opportunite_count: 0, opportunite_amount: 0, current_total_amount: 0,
      };
    }
    for (const user of store.data.users) {
      const m = user.role === 'Client' ? month(user.created_at, year) : null;
      if (m) months[m].clients_count++;
    }
    for (const c of store.data.contracts) {
      const d = month(c.deposit_date, year);
      if (d) (months[d].current_acompte_count++, (months[d].current_acompte_amount += c.pre_payment));
      const s = month(c.sold_date, year);
      if (s) (months[s].current_solde_count++, (months[s].current_solde_amount += c.end_payment));
      if (s && stateKey(c.document_state) === 'Termine' && c.status_payment === 2) (months[s].total_ended_count++, (months[s].total_ended_amount += c.advanced_payment));
      const o = month(c.created_at, year);
      if (o && stateKey(c.document_state) === 'En attente') (months[o].opportunite_count++, (months[o].opportunite_amount += c.advanced_payment));
    }
    for (const m of Object.values(months)) m.current_total_amount = m.current_acompte_amount + m.current_solde_amount;
    return months;
  });

  app.get<{ Querystring: { year?: string } }>('/getPrestation', { schema: { querystring: YearQuery } }, async (request) => {
    const year = Number(request.query.year) || new Date().getUTCFullYear();
    const blank = () => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, Object.fromEntries(SERVICE_CODES.map((code) => [code, 0]))]));
    const [waiting, running, ended] = [blank(), blank(), blank()];
    for (const c of store.data.contracts) {
      const m = month(c.created_at, year);
      const key = stateKey(c.document_state);
      const target = key === 'En attente' ? waiting : key === 'En cours' ? running : key === 'Termine' ? ended : null;
      if (!m || !target) continue;
      for (const code of c.subscribe_services.split(' / ').filter(Boolean)) target[m][code] = (target[m][code] ?? 0) + 1;
    }
    return [waiting, running, ended];
  });

  app.get<{ Querystring: { year?: string } }>('/getMembersPrestation', { schema: { querystring: YearQuery } }, async (request) => {
    const year = Number(request.query.year) || new Date().getUTCFullYear();
    const staff = store.data.users.filter((u) => ['admin', 'Consultant', 'Expert'].includes(u.role));
    // One pass over the contracts: each counts for the member who executes it (parent_id) and the one who created it.
    const executed = new Map(staff.map((member) => [member.id, memberMonths()]));
    const created = new Map(staff.map((member) => [member.id, memberMonths()]));
    for (const c of store.data.contracts) {
      const m = month(c.created_at, year);
      const state = m ? stateKey(c.document_state) : 'Perdu';
      if (!m || state === 'Perdu') continue;
      const executor = c.parent_id === null ? undefined : executed.get(c.parent_id);
      if (executor) tally(executor[m], state, c.advanced_payment, c.creator_id === c.parent_id);
      const creator = created.get(c.creator_id);
      if (creator) tally(creator[m], state, c.advanced_payment, true);
    }
    return staff.map((member) => ({ id: member.id, name: member.name, role: member.role, monthArray: executed.get(member.id), monthArrayCreated: created.get(member.id) }));
  });
}
