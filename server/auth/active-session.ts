/**
 * The session of a request that needs one: 401 without it, or when the firm API no longer knows its
 * person as they signed in (firm-people.ts); 403 password_change_required while its
 * user signed in with a temporary password and has not chosen theirs (only GET /session, POST
 * /logout, GET /config and POST /api/profile/password answer them then).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../http-error.js';
import type { Session } from './session-cookie.js';

export async function activeSession(request: FastifyRequest, options: { passwordChange?: true } = {}): Promise<Session> {
  const session = await request.readSession();
  if (!session) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
  await request.server.firmPeople.confirm(request, session);
  if (session.mustChangePassword && !options.passwordChange) throw new HttpError(403, 'password_change_required', MESSAGES.passwordChangeRequired);
  return session;
}
