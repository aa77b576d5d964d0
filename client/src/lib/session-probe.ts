import { ApiError, apiRequest } from './api-client';
import type { SessionResponse, SessionUser } from '@shared/schemas/session';

/**
 * GET session on its own, without SWR: main.tsx asks it before either app's chunk is there, and the
 * login page's first load uses it without loading SWR (lib/session.ts caches it for the full app).
 */
export const SESSION_KEY = 'session';

/** The signed-in user, or null when signed out (a 401 here is an answer, not an error). */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    const answer = await apiRequest<SessionResponse>(SESSION_KEY, { expectUnauthorized: true });
    return answer.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
