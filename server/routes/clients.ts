/** /api/clients and /api/email-available: the firm's clients, for the staff (area clients). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Client, CLIENT_FIELDS, ClientInput, ClientListQuery, ClientPatch, ClientReplace, EmailAvailability, EmailQuery,
} from '../../shared/schemas/clients.js';
import { sentWritable } from '../../shared/schemas/record-fields.js';
import { NumericId, Paged } from '../../shared/schemas/common.js';
import { requireArea } from '../auth/role-guard.js';
import { checkClientInput } from '../schemas/client-input.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { emailTaken } from '../upstream/email-check.js';
import { clientRow, createClient, deleteClient, updateClient, wholeClients, withMaskedNir } from '../upstream/resources/clients.js';
import { reachedClients } from '../read-model/queries.js';
import { clientsList } from '../read-model/lists/clients.js';
import { checkBodyId, conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { TemporaryAccess } from '../../shared/schemas/access.js';
import { givesClientAccess } from '../../shared/policies.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { giveAccess } from '../upstream/resources/access.js';
import { sideWrites } from '../journal/side-writes.js';
import { labelOf } from '../journal/journal-records.js';
import { reach } from '../reach/route-reach.js';
import { journaled } from '../journal/journal-plugin.js';

const tags = ['Clients'];

const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('clients'));
  /** A client written: the lists of every instance show it as it is now. */
  const written = app.readModel.writer(clientsList, clientRow);

  app.get('/api/clients', {
    schema: {
      operationId: 'listClients', summary: 'List clients (search, sort, page; mine or all)', tags,
      querystring: ClientListQuery,
      response: { 200: Paged(Client), ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('client') },
  }, async (request) => {
    const { scope, q, sort = 'createdAt', order = sort === 'createdAt' ? 'desc' : 'asc', page, perPage } = request.query;
    const found = await reachedClients(request, { mine: scope === 'mine', q, sort: { key: sort, order }, page, perPage });
    // A list never carries a full NIR: the card (GET /api/clients/:id) alone does.
    return { ...found, items: (await wholeClients(app.records, found.items, app.now())).map(withMaskedNir) };
  });

  app.get('/api/clients/:id', {
    schema: {
      operationId: 'getClient', summary: 'Read a client', tags,
      params: NumericId,
      response: { 200: withETag(Client), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.look('client', 'read-nir', { when: (request) => Boolean((request.reached as Client).socialSecurityNumber) }), reach: reach.record('client') },
  }, async (request, reply) => sendVersioned(reply, request.reached as Client));

  app.post('/api/clients', {
    schema: {
      operationId: 'createClient', summary: 'Create a client (their account, details and services)', tags,
      body: ClientInput,
      response: { 201: Client, ...errorAnswers(400, 403, 404, 409, 413, 415, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.write('client', 'create'), reach: reach.creates('client', { body: { expertId: 'expert' } }) },
  }, async (request, reply) => {
    const client = await written(await createClient(request.upstream, app.records, checkClientInput(sentWritable(CLIENT_FIELDS, request.body) as ClientInput), request.log));
    return reply.code(201).send(sendVersioned(reply, client));
  });

  app.put('/api/clients/:id', {
    schema: {
      operationId: 'updateClient', summary: 'Replace a client: every writable field is required (a missing one is a 400)', tags,
      params: NumericId, body: ClientReplace, headers: IfMatchHeader,
      response: { 200: withETag(Client), ...errorAnswers(400, 403, 404, 409, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Client) },
    },
    config: { journal: journaled.write('client', 'replace'), reach: reach.record('client', { body: { expertId: 'expert' } }) },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    const input = checkClientInput(sentWritable(CLIENT_FIELDS, request.body) as ClientReplace);
    return sendVersioned(reply, await written(await updateClient(request.upstream, app.records, request.params.id, input, request.headers['if-match'])));
  });

  app.patch('/api/clients/:id', {
    schema: {
      operationId: 'patchClient', summary: 'Change some fields of a client: only the fields sent change (an address is sent whole)', tags,
      params: NumericId, body: ClientPatch, headers: IfMatchHeader,
      response: { 200: withETag(Client), ...errorAnswers(400, 403, 404, 409, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Client) },
    },
    config: { journal: journaled.write('client', 'patch'), reach: reach.record('client', { body: { expertId: 'expert' } }) },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    const patch = sentWritable(CLIENT_FIELDS, request.body);
    const sent = new Set(Object.keys(patch));
    const client = await updateClient(request.upstream, app.records, request.params.id, (current) => checkClientInput({ ...current, ...patch }, sent), request.headers['if-match']);
    return sendVersioned(reply, await written(client));
  });

  app.delete('/api/clients/:id', {
    schema: {
      operationId: 'deleteClient', summary: 'Delete a client', tags,
      params: NumericId, headers: IfMatchHeader,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Client) },
    },
    config: { journal: journaled.write('client', 'delete'), reach: reach.record('client') },
  }, async (request, reply) => {
    await deleteClient(request.upstream, app.records, request.params.id, request.headers['if-match']);
    await app.readModel.write(clientsList, request.params.id, null);
    // A client who no longer exists keeps no open session in their space (nor an API token, had the account been staff's).
    await app.sessions.endAll(request.params.id);
    await app.apiTokens.revokeAll(request.params.id);
    return reply.code(204).send(null);
  });

  app.post('/api/clients/:id/access', {
    schema: {
      operationId: 'giveClientAccess',
      summary: "Give a client access to their space, or reset it: a temporary password (7 days), shown once; their open sessions end",
      tags,
      params: NumericId,
      response: { 201: TemporaryAccess, ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.write('client', 'access'), reach: reach.record('client'), apiToken: 'refused' },
  }, async (request, reply) => {
    const client = request.reached as Client;
    if (!givesClientAccess(request.upstream.role, request.upstream.userId, client)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
    request.log.info({ clientId: client.id }, 'access: temporary password given');
    const record = { kind: 'client' as const, id: client.id, label: labelOf('client', client) };
    return reply.code(201).send(await giveAccess(app, request.upstream, client.id, { record, sideWrite: sideWrites(request) }));
  });

  app.get('/api/email-available', {
    schema: {
      operationId: 'checkEmailAvailable', summary: 'Whether no account uses an e-mail address yet', tags,
      querystring: EmailQuery,
      response: { 200: EmailAvailability, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.firm },
  }, async (request) => ({ available: !(await emailTaken(request.upstream, request.query.email)) }));
};

export default clientRoutes;
