/**
 * The last sign-in attempts of each account (by the e-mail typed, as the firm API knows its users),
 * in the store: when, from where, on what device, and whether it worked or why not. Shown to the
 * user: someone trying their password is visible.
 */
import type { SignInAttempt } from '../../shared/schemas/access.js';
import type { KeyValueStore } from '../store/store.js';
import { withStoreLock } from '../store/store-lock.js';
import { deviceName } from './device-name.js';

export type SignInOutcome = SignInAttempt['outcome'];

/** Attempts kept per account, newest first. */
export const KEPT_ATTEMPTS = 20;
/** An account nobody tries for this long forgets its attempts. */
const KEPT_FOR_MS = 180 * 86_400_000;

const keyOf = (email: string) => `sign-ins:${email.trim().toLowerCase()}`;

export async function recordSignIn(store: KeyValueStore, email: string, attempt: { ip: string; userAgent: string | undefined; outcome: SignInOutcome }): Promise<void> {
  const entry: SignInAttempt & Record<string, string> = { at: new Date().toISOString(), ip: attempt.ip, device: deviceName(attempt.userAgent), outcome: attempt.outcome };
  await withStoreLock(store, `lock:${keyOf(email)}`, async () => {
    const kept = (await store.get<Array<SignInAttempt & Record<string, string>>>(keyOf(email))) ?? [];
    await store.set(keyOf(email), [entry, ...kept].slice(0, KEPT_ATTEMPTS), KEPT_FOR_MS);
  });
}

export async function signInsOf(store: KeyValueStore, email: string): Promise<SignInAttempt[]> {
  return (await store.get<Array<SignInAttempt & Record<string, string>>>(keyOf(email))) ?? [];
}
