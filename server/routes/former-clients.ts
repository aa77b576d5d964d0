/** /api/former-clients: the previous web site's clients, adapted from the legacy cl_* columns. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormerClient, Paged } from '../../shared/types.js';
import { requireArea } from '../auth/role-guard.js';
import { pagedOf, ref } from '../schemas/resources.js';
import { listOf, toFormerClient } from '../upstream/adapters/people.js';
import { UpstreamError } from '../upstream/client.js';
import { expectSuccess, isRecord, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';
import { listQuerySchema, matches, paginate, sortBy } from './list-query.js';

const SORTS = ['createdAt', 'lastName', 'firstName', 'email', 'expertName'] as const;
type Sort = (typeof SORTS)[number];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } } } as const;

export default async function formerClientRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireArea('oldClients');
  const get = async (request: FastifyRequest, id: string): Promise<FormerClient> => {
    const answer = expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'GET', path: `/users/${encodeURIComponent(id)}`, query: { kind: 'oldclient' } }));
    const row = isRecord(answer.body) && isRecord(answer.body.data) ? answer.body.data : answer.body;
    const formerClient = isRecord(row) ? toFormerClient(row) : null;
    if (!formerClient) throw upstreamFailure(new UpstreamError('bad_response', 'former client is not an object'));
    return formerClient;
  };

  app.get<{ Querystring: { q?: string; sort?: Sort; order?: 'asc' | 'desc'; page?: number; perPage?: number } }>(
    '/api/former-clients',
    { preHandler: guard, schema: { querystring: listQuerySchema(SORTS), response: { 200: pagedOf('FormerClient') } } },
    async (request): Promise<Paged<FormerClient>> => {
      const answer = expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'GET', path: '/users', query: { kind: 'oldclient' } }));
      const rows = listOf(answer.body);
      if (!rows) throw upstreamFailure(new UpstreamError('bad_response', 'former clients is not a list'));
      const { q, sort = 'createdAt', order = sort === 'createdAt' ? 'desc' : 'asc', page, perPage } = request.query;
      const items = rows
        .map(toFormerClient)
        .filter((c): c is FormerClient => c !== null)
        .filter((c) => matches(q, [c.firstName, c.lastName, c.email, c.expertName ?? ''], [c.mobilePhone, c.officePhone]));
      return paginate(sortBy(items, (c) => c[sort], order), page, perPage);
    },
  );

  app.get<{ Params: { id: string } }>('/api/former-clients/:id', { preHandler: guard, schema: { params: idParams, response: { 200: ref('FormerClient') } } }, async (request) => get(request, request.params.id));

  app.delete<{ Params: { id: string } }>('/api/former-clients/:id', { preHandler: guard, schema: { params: idParams } }, async (request, reply) => {
    await get(request, request.params.id);
    expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'DELETE', path: `/users/${encodeURIComponent(request.params.id)}`, query: { old: 'true' } }));
    return reply.code(204).send();
  });
}
