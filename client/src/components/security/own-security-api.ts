import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { resourceKeys } from '@/lib/cache-keys';
import type { OpenSessions, SignInAttempt } from '@shared/schemas/access';

/** The caller's own sessions and sign-ins (every role): the profile's Sécurité tab and the user menu's dialog. */
export const ownSessionKeys = resourceKeys('api/profile/sessions');
export const ownSignInKeys = resourceKeys('api/profile/sign-ins');

/** GET api/profile/sessions: the caller's open sessions, the current one marked. */
export function useOwnSessions() {
  return useSWR<OpenSessions>(ownSessionKeys.path);
}

/** GET api/profile/sign-ins: the last 20 attempts on the caller's account, newest first. */
export function useOwnSignIns() {
  return useSWR<{ items: SignInAttempt[] }>(ownSignInKeys.path);
}

/** DELETE api/profile/sessions/:id: that device is refused at once. */
export async function endOwnSession(id: string): Promise<void> {
  await apiRequest<null>(ownSessionKeys.one(id), { method: 'DELETE' });
  await ownSessionKeys.revalidate(ownSessionKeys.path);
}

/** DELETE api/profile/sessions: every session but this one ends. */
export async function endOtherSessions(): Promise<void> {
  await apiRequest<null>(ownSessionKeys.path, { method: 'DELETE' });
  await ownSessionKeys.revalidate(ownSessionKeys.path);
}
