/**
 * Personal API tokens (issue 27): the caller's own (staff: admin, Consultant, Expert), and the
 * admin's view of a member's. A token never manages tokens: every route here refuses one (403
 * token_forbidden, bearer-token.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiTokenCreate, ApiTokenCreated, ApiTokenId, ApiTokens, MemberApiTokenId } from '../../shared/schemas/api-tokens.js';
import { NumericId } from '../../shared/schemas/common.js';
import { writesMembers } from '../../shared/policies.js';
import { requireCurrentRole } from '../auth/current-role.js';
import { requireArea, requireStaff } from '../auth/role-guard.js';
import { signedInUser } from '../auth/signed-in-user.js';
import { HttpError } from '../http-error.js';
import { reach } from '../reach/route-reach.js';
import { errorAnswers, SIGNED_IN, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { getMember } from '../upstream/resources/members.js';
import { journaled, ownRecord } from '../journal/journal-plugin.js';
import { labelOf } from '../journal/journal-records.js';

const tags = ['Profile'];
const noSuchToken = () => new HttpError(404, 'not_found', 'Jeton d’API introuvable.');

const apiTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const own: FastifyPluginAsyncTypebox = async (staff) => {
    staff.addHook('preHandler', requireStaff);
    const config = { reach: reach.own, apiToken: 'refused' as const };

    staff.get('/api/profile/tokens', {
      schema: {
        operationId: 'listOwnApiTokens', summary: "The caller's personal API tokens (never the tokens themselves), newest first", tags,
        response: { 200: ApiTokens, ...errorAnswers(...SIGNED_IN) },
      },
      config,
    }, async (request) => ({ items: await app.apiTokens.list(signedInUser(request).id) }));

    staff.post('/api/profile/tokens', {
      schema: {
        operationId: 'createApiToken',
        summary: 'Create a personal API token (staff): answered once, never again (the BFF keeps only its hash); send it as Authorization: Bearer',
        tags,
        body: ApiTokenCreate,
        response: { 201: ApiTokenCreated, ...errorAnswers(400, 409, 413, 415, ...SIGNED_IN) },
      },
      config: { ...config, journal: journaled.write('member', 'token-create', { record: ownRecord }) },
    }, async (request, reply) => {
      const created = await app.apiTokens.create(signedInUser(request), request.session!.email, request.body);
      // The entry's record: the caller's, naming the token created.
      request.journalRecord = { ...ownRecord(request, null, request.journalActor!), token: { id: created.id, name: created.name } };
      request.log.info({ tokenId: created.id, scope: created.scope }, 'api token: created');
      return reply.code(201).header('cache-control', 'no-store').send(created);
    });

    staff.delete('/api/profile/tokens/:id', {
      schema: {
        operationId: 'revokeOwnApiToken', summary: 'Revoke one of the caller\'s API tokens: refused at once, on every instance', tags,
        params: ApiTokenId,
        response: { 204: Type.Null({ description: 'Revoked' }), ...errorAnswers(400, 404, ...SIGNED_IN) },
      },
      config: { ...config, journal: journaled.write('member', 'token-revoke', { record: ownRecord }) },
    }, async (request, reply) => {
      const revoked = await app.apiTokens.revoke(signedInUser(request).id, request.params.id);
      if (!revoked) throw noSuchToken();
      request.journalRecord = { ...ownRecord(request, null, request.journalActor!), token: revoked };
      request.log.info({ tokenId: request.params.id }, 'api token: revoked');
      return reply.code(204).send(null);
    });
  };

  // The admin's, like a member's sessions: checked against the role the firm API holds now.
  const members: FastifyPluginAsyncTypebox = async (admin) => {
    admin.addHook('preHandler', requireArea('members', { writes: writesMembers }));
    admin.addHook('preHandler', requireCurrentRole(writesMembers));
    const config = { reach: reach.record('member'), apiToken: 'refused' as const };

    admin.get('/api/members/:id/tokens', {
      schema: {
        operationId: 'listMemberApiTokens', summary: "A member's personal API tokens (admin)", tags: ['Members'],
        params: NumericId,
        response: { 200: ApiTokens, ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
      },
      config,
    }, async (request) => {
      const member = await getMember(request.upstream, app.records, request.params.id);
      return { items: await app.apiTokens.list(member.id) };
    });

    admin.delete('/api/members/:id/tokens/:tokenId', {
      schema: {
        operationId: 'revokeMemberApiToken', summary: "Revoke one of a member's API tokens (admin): refused at once, on every instance", tags: ['Members'],
        params: MemberApiTokenId,
        response: { 204: Type.Null({ description: 'Revoked' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
      },
      config: { ...config, journal: journaled.write('member', 'token-revoke') },
    }, async (request, reply) => {
      const member = await getMember(request.upstream, app.records, request.params.id);
      request.journalBefore = member;
      const revoked = await app.apiTokens.revoke(member.id, request.params.tokenId);
      if (!revoked) throw noSuchToken();
      request.journalRecord = { id: member.id, label: labelOf('member', member), token: revoked };
      request.log.info({ memberId: member.id, tokenId: request.params.tokenId }, 'api token: revoked by the admin');
      return reply.code(204).send(null);
    });
  };

  await app.register(own);
  await app.register(members);
};

export default apiTokenRoutes;
