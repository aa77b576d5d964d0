/**
 * Temporary passwords: what staff give a client (or the admin a member) to open their access. One is
 * made from a cryptographic source, easy to read aloud and type (no 0/O/o or 1/l/I, no separator),
 * valid 7 days, set on the firm API (p_password) and shown once: the BFF keeps only its scrypt hash
 * and its expiry, for as long as the person has not chosen their own password, to know at sign-in
 * that they must choose one, or that it expired. When it expires unused, the firm API's password is
 * replaced by a random secret nobody knows (temporary-password-expiry.ts), so that nothing printed
 * opens the account after day 7. Each account's access state is kept too, for the screens.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { AccessState } from '../../shared/schemas/access.js';
import type { KeyValueStore } from '../store/store.js';
import { withStoreLock } from '../store/store-lock.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** Letters and digits that cannot be mistaken for one another, read aloud or typed. */
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 12;
export const TEMPORARY_PASSWORD_DAYS = 7;
const VALID_MS = TEMPORARY_PASSWORD_DAYS * 86_400_000;

export type { AccessState };

interface Kept {
  salt: string;
  hash: string;
  expiresAt: string;
  /** set once the firm API's password was replaced by a secret nobody knows (it expired unused) */
  replaced?: boolean;
}

const keptKey = (uid: string | number) => `temporary-password:${uid}`;
const accessKey = (uid: string | number) => `access:${uid}`;
/** The accounts whose temporary password is still to be replaced when it expires. */
export const PENDING_KEY = 'temporary-passwords:pending';

/**
 * 12 readable characters ("Kp7mWq3zHd9s"), with an upper and a lower case letter and a digit: no
 * separator to type or to wonder about (the screens show it in groups of four, with spaces between
 * them that are not part of it).
 */
export function makeTemporaryPassword(): string {
  for (;;) {
    const text = Array.from({ length: LENGTH }, () => READABLE[randomInt(READABLE.length)]).join('');
    if (/[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text)) return text;
  }
}

/** A secret for an account nobody must open with a password given earlier: never shown, never kept. */
export function unknowableSecret(): string {
  return `${randomBytes(24).toString('base64url')}aA1!`;
}

const hashOf = async (password: string, salt: Buffer) => (await scryptAsync(password, salt, 32)).toString('base64url');

async function changePending(store: KeyValueStore, change: (pending: Array<[string, string]>) => Array<[string, string]>): Promise<void> {
  await withStoreLock(store, `lock:${PENDING_KEY}`, async () => {
    const pending = ((await store.get<Array<[string, string]>>(PENDING_KEY)) ?? []).filter((entry) => Array.isArray(entry));
    await store.set(PENDING_KEY, change(pending));
  });
}

/** Keeps the hash of a new temporary password for the user (replacing any other), valid 7 days, kept until they choose theirs. */
export async function keepTemporaryPassword(store: KeyValueStore, uid: string | number, password: string, now: number): Promise<string> {
  const salt = randomBytes(16);
  const expiresAt = new Date(now + VALID_MS).toISOString();
  const kept: Kept = { salt: salt.toString('base64url'), hash: await hashOf(password, salt), expiresAt };
  await store.set(keptKey(uid), { ...kept });
  await store.set(accessKey(uid), 'temporary');
  await changePending(store, (pending) => [...pending.filter(([id]) => id !== String(uid)), [String(uid), expiresAt]]);
  return expiresAt;
}

async function matches(kept: Kept, password: string): Promise<boolean> {
  const expected = Buffer.from(kept.hash, 'base64url');
  const given = Buffer.from(await hashOf(password, Buffer.from(kept.salt, 'base64url')), 'base64url');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether a password that the firm API accepted is the user's temporary one, and still valid. */
export async function temporaryPasswordOf(store: KeyValueStore, uid: string | number, password: string, now: number): Promise<'none' | 'valid' | 'expired'> {
  const kept = await store.get<Kept & Record<string, string>>(keptKey(uid));
  if (!kept || !(await matches(kept, password))) return 'none';
  return Date.parse(kept.expiresAt) > now ? 'valid' : 'expired';
}

/** Whether `password` is the user's temporary password (the one they must replace, not reuse). */
export async function isTemporaryPassword(store: KeyValueStore, uid: string | number, password: string): Promise<boolean> {
  const kept = await store.get<Kept & Record<string, string>>(keptKey(uid));
  return kept !== null && (await matches(kept, password));
}

/** The user chose their own password: the temporary one is forgotten. */
export async function passwordChosen(store: KeyValueStore, uid: string | number): Promise<void> {
  await store.delete(keptKey(uid));
  await store.set(accessKey(uid), 'chosen');
  await changePending(store, (pending) => pending.filter(([id]) => id !== String(uid)));
}

/** The firm API's password was replaced by a secret nobody knows: nothing is left to replace. */
export async function temporaryPasswordReplaced(store: KeyValueStore, uid: string | number): Promise<void> {
  const kept = await store.get<Kept & Record<string, string>>(keptKey(uid));
  if (kept) await store.set(keptKey(uid), { ...kept, replaced: true });
  await changePending(store, (pending) => pending.filter(([id]) => id !== String(uid)));
}

/** The accounts whose temporary password expired before now and is still to be replaced. */
export async function expiredPending(store: KeyValueStore, now: number): Promise<string[]> {
  const pending = (await store.get<Array<[string, string]>>(PENDING_KEY)) ?? [];
  return pending.filter((entry) => Array.isArray(entry) && Date.parse(entry[1]) <= now).map(([uid]) => uid);
}

/**
 * Whether the user has a temporary password to replace (given one, their own not chosen since, even
 * if it expired): until they choose theirs, their API tokens are refused as their session is.
 */
export async function mustChoosePassword(store: KeyValueStore, uid: string | number): Promise<boolean> {
  return (await store.get(accessKey(uid))) === 'temporary';
}

/** The access state of each user, in one round trip: a temporary password past its expiry is 'expired'. */
export async function accessStates(store: KeyValueStore, uids: ReadonlyArray<string | number>, now: number): Promise<AccessState[]> {
  if (uids.length === 0) return [];
  const docs = await store.getMany(uids.flatMap((uid) => [accessKey(uid), keptKey(uid)]));
  return uids.map((_, i) => {
    const state = docs[2 * i];
    const kept = docs[2 * i + 1] as Kept | null;
    if (state === 'temporary') return kept && Date.parse(kept.expiresAt) <= now ? 'expired' : 'temporary';
    return state === 'chosen' ? 'chosen' : 'none';
  });
}
