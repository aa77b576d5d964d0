import useSWR, { mutate } from 'swr';
import { ApiError, apiRequest } from './api-client';
import { fetchSession, SESSION_KEY } from './session-probe';
import { storeVisitor } from './stored-user';
import type { SessionUser } from '@shared/schemas/session';

export interface SessionState {
  user: SessionUser | null;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

export function useSession(): SessionState {
  const { data, error, isLoading, mutate: revalidate } = useSWR(SESSION_KEY, fetchSession, {
    shouldRetryOnError: false,
  });
  return {
    user: data ?? null,
    isLoading,
    error,
    retry: () => void revalidate(),
  };
}

export async function setSessionUser(user: SessionUser | null): Promise<void> {
  await mutate(SESSION_KEY, user, { revalidate: false });
}

/** The session was opened with a temporary password (a 403 password_change_required said so): the screens send the user to choose theirs. */
export async function markPasswordChangeRequired(): Promise<void> {
  await mutate<SessionUser | null>(SESSION_KEY, (user) => (user ? { ...user, mustChangePassword: true } : user), { revalidate: false });
}

/** Asks GET session again (a password chosen: the new cookie no longer says mustChangePassword). */
export async function refreshSession(): Promise<SessionUser | null> {
  return (await mutate<SessionUser | null>(SESSION_KEY)) ?? null;
}

/** Forgets everything the signed-in user had fetched, then the user itself. */
export async function clearSession(): Promise<void> {
  storeVisitor();
  await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: false });
  await setSessionUser(null);
}

/**
 * POST logout (the BFF clears the cookie; a 401 means it was already gone, which is fine), then
 * `leave` (navigate away from the guarded screens) before the session is forgotten.
 */
export async function logout(leave: () => void): Promise<void> {
  try {
    await apiRequest<null>('logout', { method: 'POST', expectUnauthorized: true });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  leave();
  await clearSession();
}
