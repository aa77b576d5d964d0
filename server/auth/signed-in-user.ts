/** The signed-in user of a request that passed a session guard (routes read them here, not in request.session). */
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/schemas/session.js';
import { HttpError, MESSAGES } from '../http-error.js';

export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
  return request.session.user;
}
