/**
 * The admin's powers (the members, their passwords and sessions) are checked against the role the
 * firm API holds now, asked on every such request (firm-people.ts asks once per UPSTREAM_LIST_TTL_S): a role changed outside the BFF
 * (which ends the sessions itself when it makes the change) ends the caller's sessions and revokes
 * their API tokens here, 401.
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/schemas/people.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { findPerson } from '../upstream/resources/people.js';
import { PEOPLE_MESSAGES } from './firm-people.js';

export function requireCurrentRole(allowed: (role: Role | null) => boolean) {
  return async function currentRoleGuard(request: FastifyRequest): Promise<void> {
    const { upstream } = request;
    const now = (await findPerson(upstream, upstream.userId))?.role ?? null;
    if (now !== upstream.role) {
      await request.server.sessions.endAll(upstream.user.id);
      await request.server.apiTokens.revokeAll(upstream.user.id);
      await request.server.upstreamTokens.forget(upstream.user.id);
      throw new HttpError(401, 'role_changed', PEOPLE_MESSAGES.roleChanged);
    }
    if (!allowed(now)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
  };
}
