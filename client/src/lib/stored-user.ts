import type { SessionUser } from '@shared/schemas/session';

/**
 * Mirrors the non-secret user fields in localStorage, where the spec (§3, §4) keeps them.
 * There is no token in JS: the session is an httpOnly cookie.
 */
export function storeSignedInUser(user: SessionUser): void {
  localStorage.setItem('userid', String(user.id));
  localStorage.setItem('role', user.role ?? 'null');
  localStorage.setItem('username', user.name);
}

/** The demo logout of the spec (§4): the text 'null' for the name and role, 'visitor' for the id. */
export function storeVisitor(): void {
  localStorage.setItem('userid', 'visitor');
  localStorage.setItem('role', 'null');
  localStorage.setItem('username', 'null');
}
