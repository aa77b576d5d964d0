import { areaOfPath, canOpen, landingPath } from '../../../../shared/menu.js';
import type { Role } from '../../../../shared/types.js';

/**
 * Where a user goes once signed in: back to the protected page that sent them to login if their
 * role may open it, else their landing page.
 */
export function afterLoginPath(role: Role | null, from: unknown): string {
  if (typeof from === 'string' && from.startsWith('/') && areaOfPath(from) && canOpen(role, from)) return from;
  return landingPath(role);
}
