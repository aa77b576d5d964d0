/** preHandlers for the business routes: a session (401) whose role may use the area (403). */
import type { FastifyRequest } from 'fastify';
import { hasPermission, MENU_ITEMS, type AreaId } from '../../shared/menu.js';
import { isStaff, readsJournal, usesTemplate } from '../../shared/policies.js';
import type { Role } from '../../shared/schemas/people.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { activeSession } from './active-session.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A session (401) whose role may use the area (403); with `writes` (a rule of shared/policies.ts),
 * a POST, PUT, PATCH or DELETE also needs the role to pass that narrower rule (403).
 */
export function requireArea(area: AreaId, options: { writes?: (role: Role | null) => boolean } = {}) {
  return async function areaGuard(request: FastifyRequest): Promise<void> {
    const session = await activeSession(request);
    if (!hasPermission(session.user.role, MENU_ITEMS[area])) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
    if (options.writes && !READS.has(request.method) && !options.writes(session.user.role)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
  };
}

/** For what every user has whatever the screens their role opens (their sessions): a session with a known role. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  const session = await activeSession(request);
  if (session.user.role === null) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
}

/** What the firm's people have whatever their area (their personal API tokens): a session of a staff role. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const session = await activeSession(request);
  if (!isStaff(session.user.role)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
}

/** The journal and a client's RGPD export: the admin's. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const session = await activeSession(request);
  if (!readsJournal(session.user.role)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
}

/** Choosing one's password: the one thing a session opened with a temporary password may do. */
export async function requirePasswordChanger(request: FastifyRequest): Promise<void> {
  const session = await activeSession(request, { passwordChange: true });
  if (session.user.role === null) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
}

/** The template apps' endpoints (spec §7): the permissions of the pages that use them (401, 403). */
export async function requireTemplateUser(request: FastifyRequest): Promise<void> {
  const session = await activeSession(request);
  if (!usesTemplate(session.user.role)) throw new HttpError(403, 'forbidden', MESSAGES.forbidden);
}
