/** /api/profile: the signed-in user's card, notes, five next tasks (area profile), and password change (everyone). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PasswordChange, Profile, ProfileNotes } from '../../shared/schemas/profile.js';
import { OpenSessions, SessionId, SignInAttempts } from '../../shared/schemas/access.js';
import { requireArea, requirePasswordChanger, requireSignedIn } from '../auth/role-guard.js';
import { signedInUser } from '../auth/signed-in-user.js';
import { recordSignIn, signInsOf } from '../auth/sign-in-log.js';
import { isTemporaryPassword, mustChoosePassword, passwordChosen } from '../auth/temporary-passwords.js';
import { HttpError } from '../http-error.js';
import { openSessionsOf } from './open-sessions.js';
import { errorAnswers, SIGNED_IN, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { changePassword, getProfile, saveNotes, wrongCurrentPassword } from '../upstream/resources/profile.js';
import { conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { defaultReach, reach } from '../reach/route-reach.js';
import { refuseApiTokens } from '../auth/bearer-token.js';
import { journaled, ownRecord } from '../journal/journal-plugin.js';
import { sideWrites } from '../journal/side-writes.js';
import { revokeApiTokens } from '../upstream/resources/access.js';

const tags = ['Profile'];

/** The caller's own record, for the entries of what their request changes besides it. */
const ownSideRecord = (request: FastifyRequest) => {
  const own = ownRecord(request, null, request.journalActor!);
  return { ...own, kind: own.kind ?? ('member' as const) };
};

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defaultReach(app, reach.own);
  const own: FastifyPluginAsyncTypebox = async (profile) => {
    profile.addHook('preHandler', requireArea('profile'));

    profile.get('/api/profile', {
      schema: {
        operationId: 'getProfile', summary: "The caller's profile: card, notes and next tasks", tags,
        response: { 200: withETag(Profile), ...errorAnswers(...SIGNED_IN_UPSTREAM) },
      },
    }, async (request, reply) => sendVersioned(reply, await getProfile(request.upstream, app.records)));

    profile.put('/api/profile/notes', {
      schema: {
        operationId: 'saveProfileNotes', summary: "Save the caller's notes", tags,
        body: ProfileNotes, headers: IfMatchHeader,
        response: { 200: withETag(Profile), ...errorAnswers(400, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Profile) },
      },
      config: { journal: journaled.write('member', 'notes', { record: ownRecord }) },
    }, async (request, reply) => sendVersioned(reply, await saveNotes(request.upstream, app.records, request.body.notes, request.headers['if-match'])));
  };

  // Every role changes its own password, the Ancient Client too, who has no profile screen; a session
  // opened with a temporary password may do nothing else.
  const password: FastifyPluginAsyncTypebox = async (signedIn) => {
    signedIn.addHook('preHandler', requirePasswordChanger);
    refuseApiTokens(signedIn);

    signedIn.post('/api/profile/password', {
      schema: {
        operationId: 'changePassword', summary: "Change the caller's password (ends the caller's other sessions; this one gets a new cookie)", tags,
        body: PasswordChange,
        response: { 204: Type.Null({ description: 'Changed' }), ...errorAnswers(400, 413, 415, 429, ...SIGNED_IN_UPSTREAM) },
      },
      config: { journal: journaled.write('member', 'password', { record: ownRecord }) },
    }, async (request, reply) => {
      const uid = request.upstream.user.id;
      // The current password is checked: that counts against the sign-in limit (per address and account).
      const outcome = await changePassword(request.upstream, request.body, {
        isTemporary: (password) => isTemporaryPassword(app.records, uid, password),
        beforeCheck: () => app.countSignInAttempt(request),
      });
      if (outcome === 'wrong_current') {
        await recordSignIn(app.records, request.session!.email || String(uid), { ip: request.ip, userAgent: request.headers['user-agent'], outcome: 'wrong_current_password' });
        throw wrongCurrentPassword();
      }
      // Any token held while a temporary password was to be replaced predates it (none could be made since): it goes with it.
      if (await mustChoosePassword(app.records, uid)) await revokeApiTokens(app, uid, { record: ownSideRecord(request), sideWrite: sideWrites(request) });
      await passwordChosen(app.records, uid);
      // The user's other sessions end; this one goes on with a new cookie.
      await reply.renewSession();
      return reply.code(204).send(null);
    });
  };

  // Every role sees and ends its own sessions, and sees its account's last sign-ins (never with an API token).
  const security: FastifyPluginAsyncTypebox = async (signedIn) => {
    signedIn.addHook('preHandler', requireSignedIn);
    refuseApiTokens(signedIn);

    signedIn.get('/api/profile/sessions', {
      schema: {
        operationId: 'listOwnSessions', summary: "The caller's open sessions (never a cookie or a token), newest first", tags,
        response: { 200: OpenSessions, ...errorAnswers(...SIGNED_IN) },
      },
    }, async (request) => ({ items: openSessionsOf(await app.sessions.list(signedInUser(request).id), request.session!.stamp.jti) }));

    signedIn.delete('/api/profile/sessions/:id', {
      schema: {
        operationId: 'endOwnSession', summary: 'End one of the caller\'s sessions (refused at once on every instance)', tags,
        params: SessionId,
        response: { 204: Type.Null({ description: 'Ended' }), ...errorAnswers(400, 404, ...SIGNED_IN) },
      },
      config: { journal: journaled.write('member', 'sessions-end', { record: ownRecord }) },
    }, async (request, reply) => {
      if (!(await app.sessions.end(signedInUser(request).id, request.params.id))) throw new HttpError(404, 'not_found', 'Session introuvable.');
      if (request.params.id === request.session!.stamp.jti) reply.endSession();
      return reply.code(204).send(null);
    });

    signedIn.delete('/api/profile/sessions', {
      schema: {
        operationId: 'endOtherSessions', summary: "End every session of the caller's but this one", tags,
        response: { 204: Type.Null({ description: 'Ended' }), ...errorAnswers(...SIGNED_IN) },
      },
      config: { journal: journaled.write('member', 'sessions-end', { record: ownRecord }) },
    }, async (request, reply) => {
      await app.sessions.endAll(signedInUser(request).id, request.session!.stamp.jti);
      return reply.code(204).send(null);
    });

    signedIn.get('/api/profile/sign-ins', {
      schema: {
        operationId: 'listOwnSignIns', summary: "The last 20 sign-in attempts of the caller's account (time, address, device, success or why not)", tags,
        response: { 200: SignInAttempts, ...errorAnswers(...SIGNED_IN) },
      },
    }, async (request) => ({ items: await signInsOf(app.records, request.session!.email) }));
  };

  await app.register(own);
  await app.register(password);
  await app.register(security);
};

export default profileRoutes;
