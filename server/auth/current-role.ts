/**
 * The admin's powers (the members, their passwords and sessions) are checked against the role the
 * firm API holds now, asked on every such request (firm-people.ts asks once per UPSTREAM_LIST_TTL_S,
 * and ends what the person opened the same way): a role changed outside the BFF ends the caller's
 * sessions, API tokens and kept firm API token here, 401 role_changed.
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/schemas/people.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { findPerson } from '../upstream/resources/people.js';

export function requireCurrentRole(allowed: (role: Role | null) => boolean) {
  return async function currentRoleGuard(request: FastifyRequest): Promise<void> {
    const { upstream } = request;
    const now = (await findPerson(upstream, upstream.userId))?.role ?? null;
    if (now !== upstream.role) await request.server.firmPeople.roleChanged(request, request.session!, now);
    if (!allowed(now)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
  };
}
