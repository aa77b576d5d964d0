/** A user's open sessions as the screens list them: which one is the caller's, nothing secret. */
import type { OpenSession } from '../../shared/schemas/access.js';
import type { ListedSession } from '../auth/session-registry.js';

export function openSessionsOf(sessions: readonly ListedSession[], currentJti: string | null): OpenSession[] {
  return sessions.map(({ id, userAgent, device, ip, createdAt, lastSeenAt }) => ({ id, current: id === currentJti, userAgent, device, ip, createdAt, lastSeenAt }));
}
