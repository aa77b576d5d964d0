/**
 * /api/contracts: the firm's contracts (the upstream's "documents"). Totals are recomputed by
 * shared/fees.ts on every read and write; a Consultant or an Expert works on their own contracts
 * (they follow the client, or created the contract), an admin on all.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeeForm } from '../../shared/fees.js';
import { CONTRACT_STATES, PAYMENT_METHODS, type Contract, type ContractInput, type ContractState, type PaymentSwitches } from '../../shared/types.js';
import { requireArea } from '../auth/role-guard.js';
import { HttpError } from '../http-error.js';
import { pagedOf, ref } from '../schemas/resources.js';
import { paymentMethodToUpstream, paymentUpdate, servicesOfForm, toContract, upstreamAmounts, valuesFromForm } from '../upstream/adapters/contracts.js';
import { listOf, toClient } from '../upstream/adapters/people.js';
import { services as parseServices } from '../upstream/adapters/normalize.js';
import { UpstreamError } from '../upstream/client.js';
import { expectSuccess, isRecord, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';
import { readTemplate } from './contract-template.js';
import { listQuerySchema, matches, paginate, sortBy } from './list-query.js';
import { seesWholeFirm } from '../../shared/policies.js';
import type { Paged } from '../../shared/schemas/common.js';

const SORTS = ['label', 'totalTtc', 'deposit', 'balance', 'state', 'createdAt', 'updatedAt', 'depositDate', 'balanceDate'] as const;
type Sort = (typeof SORTS)[number];
const sortKeys: Record<Sort, (c: Contract) => string | number | null> = {
  label: (c) => c.label,
  totalTtc: (c) => c.totalTtcCents,
  deposit: (c) => c.depositCents,
  balance: (c) => c.balanceCents,
  state: (c) => c.state,
  createdAt: (c) => c.createdAt,
  updatedAt: (c) => c.updatedAt,
  depositDate: (c) => c.depositDate,
  balanceDate: (c) => c.balanceDate,
};
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
/** A finished contract unpaid for longer than this is overdue. */
const OVERDUE_DAYS = 7;

interface ListParams {
  scope?: 'mine' | 'all';
  state?: ContractState;
  clientId?: number;
  overdue?: boolean;
  q?: string;
  sort?: Sort;
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

export function isOverdue(contract: Contract, now = Date.now()): boolean {
  return contract.state === 'Terminé' && !contract.balancePaid && now - Date.parse(contract.updatedAt) > OVERDUE_DAYS * 86_400_000;
}

const me = (request: FastifyRequest) => Number(request.session!.user.id);
const isMine = (request: FastifyRequest, c: Contract) => c.expertId === me(request) || c.creatorId === me(request);

/** The contracts the signed-in user may see (of one client, or all), for the contract routes and the quick search. */
export async function visibleContracts(app: FastifyInstance, request: FastifyRequest, clientId?: number): Promise<Contract[]> {
  const answer = expectSuccess(
    await forwardAsUser(app.upstream, request.session!, { method: 'GET', path: clientId ? `/documents/user/${clientId}` : '/documents' }),
  );
  const rows = listOf(answer.body);
  if (!rows) throw upstreamFailure(new UpstreamError('bad_response', 'contracts is not a list'));
  const all = rows.map((row) => toContract(row)).filter((c): c is Contract => c !== null);
  // Only an admin sees every contract; the upstream gives Consultants all of them too.
  return seesWholeFirm(request.session!.user.role) ? all : all.filter((c) => isMine(request, c));
}

export default async function contractRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireArea('contracts');
  const call = (request: FastifyRequest, c: Parameters<typeof forwardAsUser>[2]) => forwardAsUser(app.upstream, request.session!, c);
  const contracts = (request: FastifyRequest, clientId?: number) => visibleContracts(app, request, clientId);

  async function contract(request: FastifyRequest, id: number): Promise<Contract> {
    const answer = expectSuccess(await call(request, { method: 'GET', path: `/get_contract/${id}` }));
    const row = isRecord(answer.body) && isRecord(answer.body.data) ? answer.body.data : answer.body;
    const found = isRecord(row) ? toContract(row) : null;
    if (!found) throw upstreamFailure(new UpstreamError('bad_response', 'contract is not an object'));
    if (!seesWholeFirm(request.session!.user.role) && !isMine(request, found)) throw new HttpError(404, 'not_found', 'Contrat introuvable.');
    return found;
  }

  app.get<{ Querystring: ListParams }>(
    '/api/contracts',
    {
      preHandler: guard,
      schema: {
        querystring: listQuerySchema(SORTS, {
          scope: { type: 'string', enum: ['mine', 'all'], default: 'all' },
          state: { type: 'string', enum: CONTRACT_STATES },
          clientId: { type: 'integer', minimum: 1 },
          overdue: { type: 'boolean' },
        }),
        response: { 200: pagedOf('Contract') },
      },
    },
    async (request): Promise<Paged<Contract>> => {
      const { scope, state, clientId, overdue, q, sort = 'updatedAt', order = sort === 'label' || sort === 'state' ? 'asc' : 'desc', page, perPage } = request.query;
      const list = (await contracts(request, clientId))
        .filter((c) => scope !== 'mine' || isMine(request, c))
        .filter((c) => !state || c.state === state)
        .filter((c) => !overdue || isOverdue(c))
        .filter((c) => matches(q, [c.label, c.clientName, c.services.join(' ')]));
      return paginate(sortBy(list, sortKeys[sort], order), page, perPage);
    },
  );

  app.get<{ Params: { id: number } }>('/api/contracts/:id', { preHandler: guard, schema: { params: idParams, response: { 200: ref('Contract') } } }, async (request) =>
    contract(request, request.params.id),
  );

  const inputSchema = (creating: boolean) => ({
    type: 'object',
    additionalProperties: false,
    required: creating ? ['clientId', 'form'] : ['state', 'form'],
    properties: {
      clientId: { type: 'integer', minimum: 1 },
      state: { type: 'string', enum: CONTRACT_STATES, default: 'En attente' },
      form: ref('FeeForm'),
      paymentMethod: { type: 'string', enum: [...PAYMENT_METHODS, ''], default: '' },
    },
  });

  function checkForm(form: FeeForm): void {
    if (!Object.values(form.sections).some(Boolean)) throw new HttpError(400, 'invalid_request', 'Champ invalide : form.sections (choisissez au moins une prestation).');
  }

  app.post<{ Body: ContractInput }>('/api/contracts', { preHandler: guard, schema: { body: inputSchema(true), response: { 201: ref('Contract') } } }, async (request, reply) => {
    const { clientId, form, paymentMethod, state } = request.body;
    checkForm(form);
    const clientAnswer = expectSuccess(await call(request, { method: 'GET', path: `/users/${clientId}` }));
    const client = isRecord(clientAnswer.body) ? toClient(clientAnswer.body) : null;
    if (!client) throw new HttpError(404, 'not_found', 'Client introuvable.');
    const template = await readTemplate(app, request);
    const services = servicesOfForm(form);
    const existing = await contracts(request, clientId).catch(() => []);
    const created = expectSuccess(
      await call(request, {
        method: 'POST',
        path: '/documents',
        json: {
          user_id: clientId,
          comment: `Contrat de ${client.firstName} ${client.lastName}`.trim(),
          document_state: state,
          subscribe_services: services.join(' / '),
          values: valuesFromForm(form, template.texts),
          ...upstreamAmounts(form),
          status_payment: 0,
          payment_method: paymentMethodToUpstream(paymentMethod),
          type: 'contract',
        },
      }),
    );
    const id = isRecord(created.body) ? Number(created.body.id) : NaN;
    if (!Number.isInteger(id)) throw upstreamFailure(new UpstreamError('bad_response', 'created contract has no id'));
    // The client's current services gain the contract's; a first contract puts the client "En attente".
    const merged = [...new Set([...client.services, ...services])];
    expectSuccess(await call(request, { method: 'POST', path: '/set_user_subscribe_services', json: { user_id: clientId, subscribe_services: parseServices(merged.join(' / ')).join(' / ') } }));
    if (existing.length === 0) expectSuccess(await call(request, { method: 'PUT', path: `/users/${clientId}`, json: { status: 'En attente' } }));
    return reply.code(201).send(await contract(request, id));
  });

  app.put<{ Params: { id: number }; Body: Omit<ContractInput, 'clientId'> }>(
    '/api/contracts/:id',
    { preHandler: guard, schema: { params: idParams, body: inputSchema(false), response: { 200: ref('Contract') } } },
    async (request) => {
      const current = await contract(request, request.params.id);
      const { form, state, paymentMethod } = request.body;
      checkForm(form);
      expectSuccess(
        await call(request, {
          method: 'PUT',
          path: `/documents/${current.id}`,
          json: {
            document_state: state,
            subscribe_services: servicesOfForm(form).join(' / '),
            values: valuesFromForm(form, current.texts),
            ...upstreamAmounts(form),
            payment_method: paymentMethodToUpstream(paymentMethod),
          },
        }),
      );
      return contract(request, current.id);
    },
  );

  app.post<{ Params: { id: number }; Body: PaymentSwitches }>(
    '/api/contracts/:id/payments',
    {
      preHandler: guard,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['deposit', 'balance'],
          properties: { deposit: { type: 'boolean' }, balance: { type: 'boolean' }, method: { type: 'string', enum: PAYMENT_METHODS } },
        },
        response: { 200: ref('Contract') },
      },
    },
    async (request) => {
      const current = await contract(request, request.params.id);
      const { deposit, balance, method } = request.body;
      const status = current.balancePaid ? 2 : current.depositPaid ? 1 : 0;
      const update = paymentUpdate({ status, depositDate: current.depositDate, balanceDate: current.balanceDate }, deposit, balance);
      expectSuccess(await call(request, { method: 'PUT', path: `/documents/${current.id}`, json: { ...update, ...(method ? { payment_method: paymentMethodToUpstream(method) } : {}) } }));
      return contract(request, current.id);
    },
  );

  app.delete<{ Params: { id: number } }>('/api/contracts/:id', { preHandler: guard, schema: { params: idParams } }, async (request, reply) => {
    const current = await contract(request, request.params.id);
    expectSuccess(await call(request, { method: 'DELETE', path: `/documents/${current.id}` }));
    return reply.code(204).send();
  });
}
