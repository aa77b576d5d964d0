/** /api/contracts: the contracts the caller works on (server/upstream/resources/contracts.ts), for the area contracts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NumericId, Paged } from '../../shared/schemas/common.js';
import { Contract, ContractCreate, ContractExportQuery, ContractListItem, ContractListQuery, ContractPatch, ContractUpdate, PaymentSwitches } from '../../shared/schemas/contracts.js';
import type { Static } from 'typebox';
import { CONTRACTS_CSV_HEADER, contractCsvCells } from '../../shared/contracts-csv.js';
import { reachedContracts } from '../read-model/queries.js';
import { contractListItem, contractsList } from '../read-model/lists/contracts.js';
import { clientsList } from '../read-model/lists/clients.js';
import { clientRow, getClient } from '../upstream/resources/clients.js';
import { languageOf } from '../request-language.js';
import { requireArea } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { createContract, deleteContract, patchContract, setPayments, updateContract } from '../upstream/resources/contracts.js';
import { CSV_ANSWER, sendCsv } from './csv-answer.js';
import { EXPORT_ANSWERS } from '../exports/export-limits.js';
import { checkBodyId, conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { reach } from '../reach/route-reach.js';
import { journaled } from '../journal/journal-plugin.js';
import { sideWrites } from '../journal/side-writes.js';

const tags = ['Contracts'];

/** A finished contract unpaid for longer than this is overdue. */
const OVERDUE_DAYS = 7;

export function isOverdue(contract: Pick<ContractListItem, 'state' | 'balancePaid' | 'updatedAt'>, now = Date.now()): boolean {
  return contract.state === 'Terminé' && !contract.balancePaid && now - Date.parse(contract.updatedAt) > OVERDUE_DAYS * 86_400_000;
}

/** The list's filters and sort as a read-model question (the overdue ones named to the minute: their rule moves with the clock). */
function contractsAsk(query: Static<typeof ContractListQuery>, now: number) {
  const { scope, state, clientId, overdue, q, sort = 'updatedAt', order = sort === 'label' || sort === 'state' ? 'asc' : 'desc' } = query;
  return {
    mine: scope === 'mine',
    state,
    clientId,
    q,
    sort: { key: sort, order },
    ...(overdue ? { also: { name: `overdue${Math.floor(now / 60_000)}`, keep: (c: ContractListItem) => isOverdue(c, now) } } : {}),
  };
}

const contractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('contracts'));
  /** A contract written: the lists of every instance show it as it is now. */
  const written = app.readModel.writer(contractsList, contractListItem);

  app.get('/api/contracts', {
    schema: {
      operationId: 'listContracts', summary: 'List contracts (scope, state, client, overdue, search, sort, page)', tags,
      querystring: ContractListQuery,
      response: { 200: Paged(ContractListItem, 'PagedContracts'), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('contract', { query: { clientId: 'client' } }) },
  }, async (request) => {
    const { page, perPage } = request.query;
    return reachedContracts(request, { ...contractsAsk(request.query, Date.now()), page, perPage });
  });

  app.get('/api/contracts/export.csv', {
    // Streamed as it is written: compressing would hold it.
    compress: false,
    schema: {
      operationId: 'exportContracts', summary: 'The contracts of the list (same filters, every page) as a CSV for French Excel, streamed', tags,
      querystring: ContractExportQuery,
      response: {
        200: CSV_ANSWER,
        ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM),
        ...EXPORT_ANSWERS,
      },
    },
    config: { journal: journaled.look('contract', 'export-csv', { record: () => ({ id: null, label: 'contrats.csv' }) }), reach: reach.list('contract', { query: { clientId: 'client' } }), export: true },
  }, async (request, reply) => {
    const { items } = await reachedContracts(request, { ...contractsAsk(request.query, Date.now()), perPage: Number.MAX_SAFE_INTEGER });
    const language = request.query.lang ?? languageOf(request);
    return sendCsv(reply, language === 'fr' ? 'contrats' : 'contracts', CONTRACTS_CSV_HEADER[language], items, (c) => contractCsvCells(c, language));
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
    config: { journal: journaled.write('contract', 'create'), reach: reach.creates('contract', { body: { clientId: 'client' } }) },
  }, async (request, reply) => {
    const contract = await written(await createContract(request.upstream, request.body, sideWrites(request)));
    // The client gained the contract's services (and maybe a status): the clients' lists show it too.
    const client = await getClient(request.upstream, app.records, contract.clientId);
    await app.readModel.write(clientsList, client.id, clientRow(client));
    return reply.code(201).send(sendVersioned(reply, contract));
  });

  app.put('/api/contracts/:id', {
    schema: {
      operationId: 'updateContract', summary: "Change a contract's state, fee form and payment method", tags,
      params: NumericId, body: ContractUpdate, headers: IfMatchHeader,
      response: { 200: withETag(Contract), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Contract) },
    },
    config: { journal: journaled.write('contract', 'replace'), reach: reach.record('contract') },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    return sendVersioned(reply, await written(await updateContract(request.upstream, app.records, request.params.id, request.body, request.headers['if-match'])));
  });

  app.patch('/api/contracts/:id', {
    schema: {
      operationId: 'patchContract', summary: "Change some of a contract's state, fee form and payment method: only the fields sent change", tags,
      params: NumericId, body: ContractPatch, headers: IfMatchHeader,
      response: { 200: withETag(Contract), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Contract) },
    },
    config: { journal: journaled.write('contract', 'patch'), reach: reach.record('contract') },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    return sendVersioned(reply, await written(await patchContract(request.upstream, app.records, request.params.id, request.body, request.headers['if-match'])));
  });

  app.post('/api/contracts/:id/payments', {
    schema: {
      operationId: 'setContractPayments', summary: 'Switch the deposit and the balance paid or unpaid', tags,
      params: NumericId, body: PaymentSwitches, headers: IfMatchHeader,
      response: { 200: withETag(Contract), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Contract) },
    },
    config: { journal: journaled.write('contract', 'payment', { changes: true }), reach: reach.record('contract') },
  }, async (request, reply) => sendVersioned(reply, await written(await setPayments(request.upstream, app.records, request.params.id, request.body, request.headers['if-match']))));

  app.delete('/api/contracts/:id', {
    schema: {
      operationId: 'deleteContract', summary: 'Delete a contract', tags,
      params: NumericId, headers: IfMatchHeader,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Contract) },
    },
    config: { journal: journaled.write('contract', 'delete'), reach: reach.record('contract') },
  }, async (request, reply) => {
    await deleteContract(request.upstream, app.records, request.params.id, request.headers['if-match']);
    await app.readModel.write(contractsList, request.params.id, null);
    return reply.code(204).send(null);
  });
};

export default contractRoutes;
