/**
 * The last sign-in attempts of each account (by the e-mail typed, as the firm API knows its users),
 * in the store: when, from where, on what device, and whether it worked or why not; a wrong current
 * password given to change one's password counts as a failed attempt too. Shown to the user: someone
 * trying their password is visible. Successes and failures are kept apart, 20 of each, so that a
 * stranger's failures never push the user's own sign-ins out of the list.
 */
import type { SignInAttempt } from '../../shared/schemas/access.js';
import type { KeyValueStore } from '../store/store.js';
import { withStoreLock } from '../store/store-lock.js';
import { deviceName } from './device-name.js';

export type SignInOutcome = SignInAttempt['outcome'];

/** Attempts kept per account and kind (successes, failures), newest first. */
export const KEPT_ATTEMPTS = 20;
/** An account nobody tries for this long forgets its attempts. */
const KEPT_FOR_MS = 180 * 86_400_000;

type Kept = Array<SignInAttempt & Record<string, string>>;
const keyOf = (email: string, kind: 'success' | 'failure') => `sign-ins:${kind}:${email.trim().toLowerCase()}`;

export async function recordSignIn(store: KeyValueStore, email: string, attempt: { ip: string; userAgent: string | undefined; outcome: SignInOutcome }): Promise<void> {
  const entry: SignInAttempt & Record<string, string> = { at: new Date().toISOString(), ip: attempt.ip, device: deviceName(attempt.userAgent), outcome: attempt.outcome };
  const key = keyOf(email, attempt.outcome === 'success' ? 'success' : 'failure');
  await withStoreLock(store, `lock:${key}`, async () => {
    const kept = (await store.get<Kept>(key)) ?? [];
    await store.set(key, [entry, ...kept].slice(0, KEPT_ATTEMPTS), KEPT_FOR_MS);
  });
}

/** The account's last 20 successes and last 20 failures, newest first. */
export async function signInsOf(store: KeyValueStore, email: string): Promise<SignInAttempt[]> {
  const [successes, failures] = (await store.getMany([keyOf(email, 'success'), keyOf(email, 'failure')])) as Array<Kept | null>;
  return [...(successes ?? []), ...(failures ?? [])].sort((a, b) => b.at.localeCompare(a.at));
}
