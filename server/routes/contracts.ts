/** /api/contracts: the contracts the caller works on (server/upstream/resources/contracts.ts), for the area contracts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NumericId, Paged } from '../../shared/schemas/common.js';
import { Contract, ContractCreate, ContractListQuery, ContractPatch, ContractUpdate, PaymentSwitches, type ContractSort } from '../../shared/schemas/contracts.js';
import { requireArea } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { createContract, deleteContract, isMine, patchContract, setPayments, updateContract, visibleContracts } from '../upstream/resources/contracts.js';
import { matches, paginate, sortBy } from '../read-model/list-query.js';
import { checkBodyId, conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { referencedContractId } from '../../shared/contract-reference.js';
import { reach } from '../reach/route-reach.js';

const tags = ['Contracts'];

const sortKeys: Record<ContractSort, (c: Contract) => string | number | null> = {
  reference: (c) => c.id,
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

/** Whether a contract matches a search text: its reference ("C-421", "c421", "421"), or words of its label, client and services. */
export function contractMatches(q: string | undefined, c: Contract): boolean {
  const referenced = referencedContractId(q ?? '');
  if (referenced !== null) return c.id === referenced;
  return matches(q, [c.reference, c.label, c.clientName, c.services.join(' ')]);
}

/** A finished contract unpaid for longer than this is overdue. */
const OVERDUE_DAYS = 7;

export function isOverdue(contract: Contract, now = Date.now()): boolean {
  return contract.state === 'Terminé' && !contract.balancePaid && now - Date.parse(contract.updatedAt) > OVERDUE_DAYS * 86_400_000;
}

const contractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('contracts'));

  app.get('/api/contracts', {
    schema: {
      operationId: 'listContracts', summary: 'List contracts (scope, state, client, overdue, search, sort, page)', tags,
      querystring: ContractListQuery,
      response: { 200: Paged(Contract), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('contract', { query: { clientId: 'client' } }) },
  }, async (request) => {
    const { scope, state, clientId, overdue, q, sort = 'updatedAt', order = sort === 'label' || sort === 'state' ? 'asc' : 'desc', page, perPage } = request.query;
    const list = (await visibleContracts(request.upstream, clientId))
      .filter((c) => scope !== 'mine' || isMine(request.upstream, c))
      .filter((c) => !state || c.state === state)
      .filter((c) => !overdue || isOverdue(c))
      .filter((c) => contractMatches(q, c));
    return paginate(sortBy(list, sortKeys[sort], order), page, perPage);
  });

  app.get('/api/contracts/:id', {
    schema: {
      operationId: 'getContract', summary: 'Read a contract', tags,
      params: NumericId,
      response: { 200: withETag(Contract), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.record('contract') },
  }, async (request, reply) => sendVersioned(reply, request.reached as Contract));

  app.post('/api/contracts', {
    schema: {
      operationId: 'createContract', summary: "Create a client's contract from a fee form (at least one section)", tags,
      body: ContractCreate,
      response: { 201: Contract, ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.creates('contract', { body: { clientId: 'client' } }) },
  }, async (request, reply) => reply.code(201).send(sendVersioned(reply, await createContract(request.upstream, request.body))));

  app.put('/api/contracts/:id', {
    schema: {
      operationId: 'updateContract', summary: "Change a contract's state, fee form and payment method", tags,
      params: NumericId, body: ContractUpdate, headers: IfMatchHeader,
      response: { 200: withETag(Contract), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Contract) },
    },
    config: { reach: reach.record('contract') },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    return sendVersioned(reply, await updateContract(request.upstream, app.store, request.params.id, request.body, request.headers['if-match']));
  });

  app.patch('/api/contracts/:id', {
    schema: {
      operationId: 'patchContract', summary: "Change some of a contract's state, fee form and payment method: only the fields sent change", tags,
      params: NumericId, body: ContractPatch, headers: IfMatchHeader,
      response: { 200: withETag(Contract), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Contract) },
    },
    config: { reach: reach.record('contract') },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    return sendVersioned(reply, await patchContract(request.upstream, app.store, request.params.id, request.body, request.headers['if-match']));
  });

  app.post('/api/contracts/:id/payments', {
    schema: {
      operationId: 'setContractPayments', summary: 'Switch the deposit and the balance paid or unpaid', tags,
      params: NumericId, body: PaymentSwitches, headers: IfMatchHeader,
      response: { 200: withETag(Contract), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Contract) },
    },
    config: { reach: reach.record('contract') },
  }, async (request, reply) => sendVersioned(reply, await setPayments(request.upstream, app.store, request.params.id, request.body, request.headers['if-match'])));

  app.delete('/api/contracts/:id', {
    schema: {
      operationId: 'deleteContract', summary: 'Delete a contract', tags,
      params: NumericId, headers: IfMatchHeader,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Contract) },
    },
    config: { reach: reach.record('contract') },
  }, async (request, reply) => {
    await deleteContract(request.upstream, app.store, request.params.id, request.headers['if-match']);
    return reply.code(204).send(null);
  });
};

export default contractRoutes;
