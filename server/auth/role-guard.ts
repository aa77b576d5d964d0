/** preHandlers for the business routes: a session (401) whose role may use the area (403). */
import type { FastifyRequest } from 'fastify';
import { hasPermission, MENU_ITEMS, type AreaId } from '../../shared/menu.js';
import { usesTemplate } from '../../shared/policies.js';
import type { Role } from '../../shared/schemas/people.js';
import { HttpError, MESSAGES } from '../http-error.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A session (401) whose role may use the area (403); with `writes` (a rule of shared/policies.ts),
 * a POST, PUT, PATCH or DELETE also needs the role to pass that narrower rule (403).
 */
export function requireArea(area: AreaId, options: { writes?: (role: Role | null) => boolean } = {}) {
  return async function areaGuard(request: FastifyRequest): Promise<void> {
    const session = await request.readSession();
    if (!session) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
    if (!hasPermission(session.user.role, MENU_ITEMS[area])) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
    if (options.writes && !READS.has(request.method) && !options.writes(session.user.role)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
  };
}

/** For what every user has whatever the screens their role opens (their own password): a session with a known role. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  const session = await request.readSession();
  if (!session) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
  if (session.user.role === null) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
}

/** The template apps' endpoints (spec §7): the permissions of the pages that use them (401, 403). */
export async function requireTemplateUser(request: FastifyRequest): Promise<void> {
  const session = await request.readSession();
  if (!session) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
  if (!usesTemplate(session.user.role)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
}
