/** POST /login, POST /logout, GET /session. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../config.js';
import { HttpError, MESSAGES } from '../http-error.js';
import type { UpstreamAnswer } from '../upstream/client.js';
import { isRecord, upstreamFailure } from '../upstream/errors.js';
import { UpstreamError } from '../upstream/client.js';
import { normalizeRole } from '../../shared/schemas/people.js';
import { LoginRequest, LoginResponse, SessionResponse, type SessionUser } from '../../shared/schemas/session.js';
import { errorAnswers } from '../schemas/error-answers.js';
import { publishLoginFailure } from '../metrics/events.js';
import { recordSignIn, type SignInOutcome } from '../auth/sign-in-log.js';
import { temporaryPasswordOf, temporaryPasswordReplaced, unknowableSecret } from '../auth/temporary-passwords.js';
import type { FastifyBaseLogger } from 'fastify';
import { defaultReach, reach } from '../reach/route-reach.js';
import { activeSession } from '../auth/active-session.js';
import { journaled, ownRecord } from '../journal/journal-plugin.js';

const tags = ['Session'];

function badAnswer(detail: string): HttpError {
  return upstreamFailure(new UpstreamError('bad_response', detail));
}

/** Reads a 2xx login answer of the upstream: `{error, user:{id, role, name}, accessToken}`. */
function readLoginAnswer(body: unknown): { user: SessionUser; token: string } | 'refused' {
  if (!isRecord(body)) throw badAnswer('login answer is not an object');
  if (body.error) return 'refused';
  const { user, accessToken } = body;
  if (!isRecord(user) || typeof accessToken !== 'string' || accessToken === '') {
    throw badAnswer('login answer lacks user or accessToken');
  }
  const id = user.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') throw badAnswer('login answer lacks user.id');
  const name = typeof user.name === 'string' && user.name.trim() !== '' ? user.name.trim() : String(user.email ?? id);
  return { user: { id, role: normalizeRole(user.role), name }, token: accessToken };
}

/** Who signed in, from the answer (there is no session before it). */
function signedInActor(answer: unknown) {
  const user = (answer as { user?: SessionUser } | null)?.user;
  return user ? { id: user.id, name: user.name, role: user.role, via: 'session' as const } : null;
}

const sessionRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app) => {
  defaultReach(app, reach.none);
  /**
   * The firm API still accepts an expired temporary password (it knows no expiry): with the token
   * that sign-in just gave, the password is replaced by a secret nobody knows, so that it never
   * opens the account again, even if the BFF's store is lost.
   */
  async function forgetExpiredPassword(uid: string | number, password: string, token: string, log: FastifyBaseLogger): Promise<void> {
    try {
      const answer = await app.upstream.call({ method: 'POST', path: '/change-password', token, json: { currentPassword: password, newPassword: unknowableSecret() } });
      if (answer.status >= 200 && answer.status < 300) await temporaryPasswordReplaced(app.records, uid);
      else log.warn({ userId: uid, status: answer.status }, 'login: the expired temporary password could not be replaced on the firm API');
    } catch (err) {
      log.warn({ userId: uid, kind: (err as UpstreamError).kind }, 'login: the expired temporary password could not be replaced on the firm API');
    }
  }

  app.post(
    '/login',
    {
      schema: {
        operationId: 'login', summary: 'Sign in: starts the session (HttpOnly cookie) from the firm API\'s answer', tags, security: [],
        body: LoginRequest,
        response: { 200: LoginResponse, ...errorAnswers(400, 401, 403, 413, 415, 429, 502, 503, 504) },
      },
      config: { journal: journaled.write('member', 'sign-in', { actor: signedInActor, record: ownRecord }), apiToken: 'refused' },
    },
    async (request, reply): Promise<LoginResponse> => {
      await app.countSignInAttempt(request);
      const { email, password } = request.body;
      const attempt = (outcome: SignInOutcome) => recordSignIn(app.records, email, { ip: request.ip, userAgent: request.headers['user-agent'], outcome });
      let answer: UpstreamAnswer;
      try {
        answer = await app.upstream.call({ method: 'POST', path: '/login', json: { email, password } });
      } catch (err) {
        request.log.warn({ kind: (err as UpstreamError).kind }, 'login: upstream failed');
        publishLoginFailure('upstream_error');
        throw upstreamFailure(err);
      }
      if (answer.status >= 500 || answer.status < 200 || (answer.status >= 300 && answer.status < 400)) {
        publishLoginFailure('upstream_error');
        throw badAnswer(`login answered ${answer.status}`);
      }
      if (answer.status >= 400) {
        publishLoginFailure('invalid_credentials');
        await attempt('invalid_credentials');
        throw new HttpError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
      }

      let result: ReturnType<typeof readLoginAnswer>;
      try {
        result = readLoginAnswer(answer.body);
      } catch (err) {
        publishLoginFailure('upstream_error');
        throw err;
      }
      reply.header('cache-control', 'no-store');
      if (result === 'refused') {
        publishLoginFailure('refused');
        await attempt('refused');
        return { error: 'login_refused' };
      }
      // A temporary password opens a session to choose one's own, for 7 days; the firm API knows no expiry.
      const temporary = await temporaryPasswordOf(app.records, result.user.id, password, app.now());
      if (temporary === 'expired') {
        publishLoginFailure('invalid_credentials');
        await attempt('temporary_password_expired');
        await forgetExpiredPassword(result.user.id, password, result.token, request.log);
        throw new HttpError(401, 'temporary_password_expired', MESSAGES.temporaryPasswordExpired);
      }
      // Said only when true: the answer of an ordinary sign-in is as it always was.
      const user: SessionUser = temporary === 'valid' ? { ...result.user, mustChangePassword: true } : result.user;
      await app.firmPeople.signedIn(user.id, user.role);
      await reply.startSession(user, result.token, { email });
      await attempt('success');
      request.log.info({ userId: user.id, role: user.role, mustChangePassword: temporary === 'valid' }, 'login: session started');
      return { error: false, user };
    },
  );

  app.post('/logout', {
    schema: {
      operationId: 'logout', summary: 'Sign out: ends the session (its cookie is refused from now on, on every instance)', tags,
      response: { 204: Type.Null({ description: 'Signed out (the cookie is cleared)' }), ...errorAnswers(403, 503) },
    },
    // Signing out always works, whatever the body; a token never signs out (it is revoked).
    config: { journal: journaled.write('member', 'sign-out', { record: ownRecord }), ownBody: true, apiToken: 'refused' },
  }, async (_request, reply) => {
    // With the store down the logout cannot be recorded: 503, and the cookie stays for a retry.
    await reply.revokeSession();
    return reply.code(204).send(null);
  });

  app.get('/session', {
    schema: {
      operationId: 'getSession', summary: 'Who is signed in', tags,
      response: { 200: SessionResponse, ...errorAnswers(401, 503) },
    },
  }, async (request) => {
    const session = await activeSession(request, { passwordChange: true });
    return { user: session.user };
  });
};

export default sessionRoutes;
