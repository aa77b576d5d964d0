/** /api/profile: the signed-in user's card, notes, five next tasks (area profile), and password change (everyone). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PasswordChange, Profile, ProfileNotes } from '../../shared/schemas/profile.js';
import { requireArea, requireSignedIn } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { changePassword, getProfile, saveNotes } from '../upstream/resources/profile.js';
import { conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';

const tags = ['Profile'];

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const own: FastifyPluginAsyncTypebox = async (profile) => {
    profile.addHook('preHandler', requireArea('profile'));

    profile.get('/api/profile', {
      schema: {
        operationId: 'getProfile', summary: "The caller's profile: card, notes and next tasks", tags,
        response: { 200: withETag(Profile), ...errorAnswers(...SIGNED_IN_UPSTREAM) },
      },
    }, async (request, reply) => sendVersioned(reply, await getProfile(request.upstream, app.store)));

    profile.put('/api/profile/notes', {
      schema: {
        operationId: 'saveProfileNotes', summary: "Save the caller's notes", tags,
        body: ProfileNotes, headers: IfMatchHeader,
        response: { 200: withETag(Profile), ...errorAnswers(400, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Profile) },
      },
    }, async (request, reply) => sendVersioned(reply, await saveNotes(request.upstream, app.store, request.body.notes, request.headers['if-match'])));
  };

  // Every role changes its own password, the Ancient Client too, who has no profile screen.
  const password: FastifyPluginAsyncTypebox = async (signedIn) => {
    signedIn.addHook('preHandler', requireSignedIn);

    signedIn.post('/api/profile/password', {
      schema: {
        operationId: 'changePassword', summary: "Change the caller's password (ends the caller's other sessions; this one gets a new cookie)", tags,
        body: PasswordChange,
        response: { 204: Type.Null({ description: 'Changed' }), ...errorAnswers(400, 413, 415, ...SIGNED_IN_UPSTREAM) },
      },
    }, async (request, reply) => {
      await changePassword(request.upstream, request.body);
      // The user's other sessions end; this one goes on with a new cookie.
      await reply.renewSession();
      return reply.code(204).send(null);
    });
  };

  await app.register(own);
  await app.register(password);
};

export default profileRoutes;
