import { areaOfPath, canOpen, landingPath } from '@shared/menu';
import { templatePageOfPath } from '@shared/template-pages';
import { PATHS } from '@shared/paths';
import type { Role } from '@shared/schemas/people';
import type { SessionUser } from '@shared/schemas/session';

/** The guarded pages of the main layout, where a sign-in may return to. */
function isGuardedPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0];
  return areaOfPath(bare) !== null || templatePageOfPath(bare)?.layout === 'main';
}

/**
 * Where a user goes once signed in: back to the protected page that sent them to login if their
 * role may open it, else their landing page.
 */
export function afterLoginPath(role: Role | null, from: unknown): string {
  if (typeof from === 'string' && from.startsWith('/') && isGuardedPage(from) && canOpen(role, from)) return from;
  return landingPath(role);
}

/** Where a sign-in leads: choosing one's password first when it was a temporary one, else as afterLoginPath. */
export function afterSignInPath(user: Pick<SessionUser, 'role' | 'mustChangePassword'>, from: unknown): string {
  return user.mustChangePassword ? PATHS.choosePassword : afterLoginPath(user.role, from);
}
