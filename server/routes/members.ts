/** /api/members: the firm's staff. admin and Consultant read; only admin writes. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Paged } from '../../shared/types.js';
import { requireArea } from '../auth/role-guard.js';
import { pagedOf, ref } from '../schemas/resources.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { listOf, toMember } from '../upstream/adapters/people.js';
import { UpstreamError } from '../upstream/client.js';
import { assertEmailFree } from '../upstream/email-check.js';
import { expectSuccess, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';
import { listQuerySchema, matches, paginate, sortBy } from './list-query.js';
import { writesMembers } from '../../shared/policies.js';
import { MemberCreate, MemberUpdate, type Member } from '../../shared/schemas/members.js';

const SORTS = ['createdAt', 'name', 'email', 'role'] as const;
type Sort = (typeof SORTS)[number];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

type MemberInput = MemberCreate | MemberUpdate;

export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const read = requireArea('members');
  async function adminOnly(request: FastifyRequest): Promise<void> {
    await read(request);
    if (!writesMembers(request.session!.user.role)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
  }
  const call = (request: FastifyRequest, c: Parameters<typeof forwardAsUser>[2]) => forwardAsUser(app.upstream, request.session!, c);

  async function list(request: FastifyRequest): Promise<Member[]> {
    const rows = listOf(expectSuccess(await call(request, { method: 'GET', path: '/users', query: { kind: 'member' } })).body);
    if (!rows) throw upstreamFailure(new UpstreamError('bad_response', 'members is not a list'));
    return rows.map(toMember).filter((m): m is Member => m !== null);
  }
  async function find(request: FastifyRequest, id: number): Promise<Member> {
    const member = (await list(request)).find((m) => m.id === id);
    if (!member) throw new HttpError(404, 'not_found', 'Membre introuvable.');
    return member;
  }

  app.get<{ Querystring: { q?: string; sort?: Sort; order?: 'asc' | 'desc'; page?: number; perPage?: number } }>(
    '/api/members',
    { preHandler: read, schema: { querystring: listQuerySchema(SORTS), response: { 200: pagedOf('Member') } } },
    async (request): Promise<Paged<Member>> => {
      const { q, sort = 'name', order = sort === 'createdAt' ? 'desc' : 'asc', page, perPage } = request.query;
      const members = (await list(request)).filter((m) => matches(q, [m.name, m.email, m.role ?? '']));
      return paginate(sortBy(members, (m) => m[sort], order), page, perPage);
    },
  );

  app.get<{ Params: { id: number } }>('/api/members/:id', { preHandler: read, schema: { params: idParams, response: { 200: ref('Member') } } }, async (request) => find(request, request.params.id));

  app.post<{ Body: MemberInput }>('/api/members', { preHandler: adminOnly, schema: { body: MemberCreate, response: { 201: ref('Member') } } }, async (request, reply) => {
    const { name, email, role, password } = request.body;
    await assertEmailFree(app.upstream, request.session!, email);
    const answer = expectSuccess(await call(request, { method: 'POST', path: '/register', json: { email, password: password ?? randomBytes(18).toString('base64url'), name, role, parent_id: null } }));
    const id = Number((answer.body as { user?: { id?: unknown } })?.user?.id);
    if (!Number.isInteger(id)) throw upstreamFailure(new UpstreamError('bad_response', 'register gave no user id'));
    return reply.code(201).send(await find(request, id));
  });

  app.put<{ Params: { id: number }; Body: MemberInput }>(
    '/api/members/:id',
    { preHandler: adminOnly, schema: { params: idParams, body: MemberUpdate, response: { 200: ref('Member') } } },
    async (request) => {
      const current = await find(request, request.params.id);
      const { name, email, role, password } = request.body;
      await assertEmailFree(app.upstream, request.session!, email, current.email);
      expectSuccess(await call(request, { method: 'PUT', path: `/users/${current.id}`, json: { name, email, role, ...(password ? { p_password: password } : {}) } }));
      return find(request, current.id);
    },
  );

  app.delete<{ Params: { id: number } }>('/api/members/:id', { preHandler: adminOnly, schema: { params: idParams } }, async (request, reply) => {
    const member = await find(request, request.params.id);
    if (String(member.id) === String(request.session!.user.id)) throw new HttpError(409, 'cannot_delete_self', 'Vous ne pouvez pas supprimer votre propre compte.');
    expectSuccess(await call(request, { method: 'DELETE', path: `/users/${member.id}` }));
    return reply.code(204).send();
  });
}
