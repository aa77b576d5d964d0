/** /api/members: the firm's staff. admin and Consultant read (area members); only the admin writes. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NumericId, Paged } from '../../shared/schemas/common.js';
import { Member, MemberCreate, MemberListQuery, MemberPatch, MemberUpdate } from '../../shared/schemas/members.js';
import { writesMembers } from '../../shared/policies.js';
import { requireArea } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { createMember, deleteMember, getMember, memberRow, patchMember, updateMember, wholeMembers, type MemberWrite } from '../upstream/resources/members.js';
import { membersList } from '../read-model/lists/people.js';
import { requireCurrentRole } from '../auth/current-role.js';
import { checkBodyId, conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { OpenSessions, TemporaryAccess } from '../../shared/schemas/access.js';
import { HttpError } from '../http-error.js';
import { giveAccess } from '../upstream/resources/access.js';
import { sideWrites } from '../journal/side-writes.js';
import { labelOf } from '../journal/journal-records.js';
import { openSessionsOf } from './open-sessions.js';
import { reach } from '../reach/route-reach.js';
import { journaled, pathId } from '../journal/journal-plugin.js';

const tags = ['Members'];

/** A member as they are before a write, for the journal's changes. */
const memberBefore = (request: FastifyRequest) => getMember(request.upstream, request.server.records, pathId(request));

const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * What the admin's powers change ends: a new role ends the member's sessions and API tokens, a
   * password set for them their sessions only (their tokens do not sign in with it).
   */
  async function endAccess({ before, after }: MemberWrite, sent: { password?: string }): Promise<void> {
    if (before.role !== after.role || sent.password !== undefined) await app.sessions.endAll(after.id);
    if (before.role !== after.role) await app.apiTokens.revokeAll(after.id);
  }

  app.addHook('preHandler', requireArea('members', { writes: writesMembers }));
  /** A member written: the lists of every instance show them as they are now. */
  const remembered = async (member: Member) => {
    await app.readModel.write(membersList, member.id, memberRow(member));
    return member;
  };
  const adminPowers = requireCurrentRole(writesMembers);
  // Every write, and a member's sessions, is the admin's: checked against the role the firm API holds now.
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' || request.routeOptions.url === '/api/members/:id/sessions') await adminPowers(request);
  });

  app.get('/api/members', {
    schema: {
      operationId: 'listMembers', summary: 'List members (search, sort, page)', tags,
      querystring: MemberListQuery,
      response: { 200: Paged(Member), ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('member') },
  }, async (request) => {
    const { q, sort = 'name', order = sort === 'createdAt' ? 'desc' : 'asc', page, perPage } = request.query;
    const found = await (await app.readModel.view(request, membersList)).query({ filterKey: '', q, sort: { key: sort, order }, page, perPage });
    return { ...found, items: await wholeMembers(app.records, found.items, app.now()) };
  });

  app.get('/api/members/:id', {
    schema: {
      operationId: 'getMember', summary: 'Read a member', tags,
      params: NumericId,
      response: { 200: withETag(Member), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.record('member') },
  }, async (request, reply) => sendVersioned(reply, await getMember(request.upstream, app.records, request.params.id)));

  app.post('/api/members', {
    schema: {
      operationId: 'createMember', summary: 'Create a member (admin)', tags,
      body: MemberCreate,
      response: { 201: Member, ...errorAnswers(400, 409, 413, 415, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.write('member', 'create'), reach: reach.creates('member') },
  }, async (request, reply) => reply.code(201).send(sendVersioned(reply, await remembered(await createMember(request.upstream, app.records, request.body)))));

  app.put('/api/members/:id', {
    schema: {
      operationId: 'updateMember', summary: 'Update a member (admin); a password, when given, replaces theirs', tags,
      params: NumericId, body: MemberUpdate, headers: IfMatchHeader,
      response: { 200: withETag(Member), ...errorAnswers(400, 404, 409, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Member) },
    },
    config: { journal: journaled.write('member', 'replace', { before: memberBefore }), reach: reach.record('member') },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    const written = await updateMember(request.upstream, app.records, request.params.id, request.body, request.headers['if-match']);
    await endAccess(written, request.body);
    return sendVersioned(reply, await remembered(written.after));
  });

  app.patch('/api/members/:id', {
    schema: {
      operationId: 'patchMember', summary: 'Change some fields of a member (admin): only the fields sent change', tags,
      params: NumericId, body: MemberPatch, headers: IfMatchHeader,
      response: { 200: withETag(Member), ...errorAnswers(400, 404, 409, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Member) },
    },
    config: { journal: journaled.write('member', 'patch', { before: memberBefore }), reach: reach.record('member') },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    const written = await patchMember(request.upstream, app.records, request.params.id, request.body, request.headers['if-match']);
    await endAccess(written, request.body);
    return sendVersioned(reply, await remembered(written.after));
  });

  app.post('/api/members/:id/access', {
    schema: {
      operationId: 'giveMemberAccess', summary: "Give a member a temporary password (7 days), shown once (admin), never for the caller's own account; their open sessions end and their API tokens are revoked", tags,
      params: NumericId,
      response: { 201: TemporaryAccess, ...errorAnswers(400, 404, 409, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.write('member', 'access'), reach: reach.record('member'), apiToken: 'refused' },
  }, async (request, reply) => {
    const member = await getMember(request.upstream, app.records, request.params.id);
    request.journalBefore = member;
    // It would sign the admin out with a password only they would then know: the profile changes one's own.
    if (member.id === request.upstream.userId) throw new HttpError(409, 'cannot_reset_self', 'Changez votre propre mot de passe depuis votre profil.');
    request.log.info({ memberId: member.id }, 'access: temporary password given');
    const record = { kind: 'member' as const, id: member.id, label: labelOf('member', member) };
    return reply.code(201).send(await giveAccess(app, request.upstream, member.id, { record, sideWrite: sideWrites(request) }));
  });

  app.get('/api/members/:id/sessions', {
    schema: {
      operationId: 'listMemberSessions', summary: "A member's open sessions (admin)", tags,
      params: NumericId,
      response: { 200: OpenSessions, ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.record('member'), apiToken: 'refused' },
  }, async (request) => {
    const member = await getMember(request.upstream, app.records, request.params.id);
    return { items: openSessionsOf(await app.sessions.list(member.id), request.session!.stamp.jti) };
  });

  app.delete('/api/members/:id/sessions', {
    schema: {
      operationId: 'endMemberSessions', summary: "End every session of a member's (admin): refused at once on every instance", tags,
      params: NumericId,
      response: { 204: Type.Null({ description: 'Ended' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.write('member', 'sessions-end'), reach: reach.record('member'), apiToken: 'refused' },
  }, async (request, reply) => {
    const member = await getMember(request.upstream, app.records, request.params.id);
    request.journalBefore = member;
    await app.sessions.endAll(member.id);
    return reply.code(204).send(null);
  });

  app.delete('/api/members/:id', {
    schema: {
      operationId: 'deleteMember', summary: "Delete a member (admin), never the caller's own account", tags,
      params: NumericId, headers: IfMatchHeader,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 404, 409, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Member) },
    },
    config: { journal: journaled.write('member', 'delete', { before: memberBefore }), reach: reach.record('member') },
  }, async (request, reply) => {
    await deleteMember(request.upstream, app.records, request.params.id, request.headers['if-match']);
    await app.readModel.write(membersList, request.params.id, null);
    await app.sessions.endAll(request.params.id);
    await app.apiTokens.revokeAll(request.params.id);
    return reply.code(204).send(null);
  });
};

export default memberRoutes;
