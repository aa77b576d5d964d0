/** /api/former-clients: the previous web site's clients, for the staff (area oldClients). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Paged } from '../../shared/schemas/common.js';
import { FormerClient, FormerClientExportQuery, FormerClientId, FormerClientListQuery } from '../../shared/schemas/former-clients.js';
import { FORMER_CLIENTS_CSV_FILE, FORMER_CLIENTS_CSV_HEADER, formerClientCsvCells } from '../../shared/former-clients-csv.js';
import { languageOf } from '../request-language.js';
import { requireArea } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { deleteFormerClient, getFormerClient } from '../upstream/resources/former-clients.js';
import { formerClientsList } from '../read-model/lists/people.js';
import { CSV_ANSWER, sendCsv } from './csv-answer.js';
import { EXPORT_ANSWERS } from '../exports/export-limits.js';
import { conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { reach } from '../reach/route-reach.js';
import { journaled, pathId } from '../journal/journal-plugin.js';

const tags = ['Former clients'];

const formerClientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('oldClients'));

  app.get('/api/former-clients', {
    schema: {
      operationId: 'listFormerClients', summary: 'List former clients (search, sort, page)', tags,
      querystring: FormerClientListQuery,
      response: { 200: Paged(FormerClient), ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('formerClient') },
  }, async (request) => {
    const { q, sort = 'createdAt', order = sort === 'createdAt' ? 'desc' : 'asc', page, perPage } = request.query;
    // Every role of the area reaches every former client (the firm's archive).
    return (await app.readModel.view(request, formerClientsList)).query({ filterKey: '', q, sort: { key: sort, order }, page, perPage });
  });

  app.get('/api/former-clients/export.csv', {
    // Streamed as it is written: compressing would hold it.
    compress: false,
    schema: {
      operationId: 'exportFormerClients', summary: 'The former clients of the list (same search and order, every page) as a CSV for French Excel, streamed; journaled', tags,
      querystring: FormerClientExportQuery,
      response: {
        200: CSV_ANSWER,
        ...errorAnswers(400, ...SIGNED_IN_UPSTREAM),
        ...EXPORT_ANSWERS,
      },
    },
    config: { reach: reach.list('formerClient'), journal: journaled.look('client', 'export-csv', { record: () => ({ id: null, label: 'anciens-clients.csv' }) }), export: true },
  }, async (request, reply) => {
    const { q, sort = 'createdAt', order = sort === 'createdAt' ? 'desc' : 'asc' } = request.query;
    const { items } = await (await app.readModel.view(request, formerClientsList)).query({ filterKey: '', q, sort: { key: sort, order }, page: 1, perPage: Number.MAX_SAFE_INTEGER });
    const language = request.query.lang ?? languageOf(request);
    return sendCsv(reply, FORMER_CLIENTS_CSV_FILE[language], FORMER_CLIENTS_CSV_HEADER[language], items, formerClientCsvCells);
  });

  app.get('/api/former-clients/:id', {
    schema: {
      operationId: 'getFormerClient', summary: 'Read a former client', tags,
      params: FormerClientId,
      response: { 200: withETag(FormerClient), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.record('formerClient') },
  }, async (request, reply) => sendVersioned(reply, await getFormerClient(request.upstream, request.params.id)));

  app.delete('/api/former-clients/:id', {
    schema: {
      operationId: 'deleteFormerClient', summary: 'Delete a former client', tags,
      params: FormerClientId, headers: IfMatchHeader,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(FormerClient) },
    },
    config: { journal: journaled.write('client', 'delete', { before: (request) => getFormerClient(request.upstream, String(pathId(request))) }), reach: reach.record('formerClient') },
  }, async (request, reply) => {
    await deleteFormerClient(request.upstream, app.records, request.params.id, request.headers['if-match']);
    await app.readModel.write(formerClientsList, request.params.id, null);
    return reply.code(204).send(null);
  });
};

export default formerClientRoutes;
