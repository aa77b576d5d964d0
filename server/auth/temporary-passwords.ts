/**
 * Temporary passwords: what staff give a client (or the admin a member) to open their access. One is
 * made from a cryptographic source, easy to read aloud and type (no 0/O/o or 1/l/I), valid 7 days,
 * set on the firm API (p_password) and shown once: the BFF keeps only its scrypt hash and its expiry,
 * to know at sign-in that the user must choose their own password, or that it expired. Each account's
 * access state (none, temporary, chosen) is kept too, for the screens' "give access" or "reset".
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { KeyValueStore } from '../store/store.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** Letters and digits that cannot be mistaken for one another, read aloud or typed. */
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
export const TEMPORARY_PASSWORD_DAYS = 7;
const VALID_MS = TEMPORARY_PASSWORD_DAYS * 86_400_000;
/** An expired one is still recognised this long after its expiry (to say so at sign-in). */
const REMEMBERED_MS = VALID_MS + 30 * 86_400_000;

export type AccessState = 'none' | 'temporary' | 'chosen';

interface Kept {
  salt: string;
  hash: string;
  expiresAt: string;
}

const keptKey = (uid: string | number) => `temporary-password:${uid}`;
const accessKey = (uid: string | number) => `access:${uid}`;

/** 12 readable characters in groups of four ("Kp7m-Wq3z-Hd9s"), with an upper and lower case letter and a digit. */
export function makeTemporaryPassword(): string {
  for (;;) {
    const characters = Array.from({ length: GROUPS * GROUP_LENGTH }, () => READABLE[randomInt(READABLE.length)]);
    const text = characters.join('');
    if (/[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text)) {
      return Array.from({ length: GROUPS }, (_, i) => text.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH)).join('-');
    }
  }
}

const hashOf = async (password: string, salt: Buffer) => (await scryptAsync(password, salt, 32)).toString('base64url');

/** Keeps the hash of a new temporary password for the user (replacing any other), valid 7 days. */
export async function keepTemporaryPassword(store: KeyValueStore, uid: string | number, password: string, now: number): Promise<string> {
  const salt = randomBytes(16);
  const expiresAt = new Date(now + VALID_MS).toISOString();
  const kept: Kept = { salt: salt.toString('base64url'), hash: await hashOf(password, salt), expiresAt };
  await store.set(keptKey(uid), { ...kept }, REMEMBERED_MS);
  await store.set(accessKey(uid), 'temporary');
  return expiresAt;
}

/** Whether a password that the firm API accepted is the user's temporary one, and still valid. */
export async function temporaryPasswordOf(store: KeyValueStore, uid: string | number, password: string, now: number): Promise<'none' | 'valid' | 'expired'> {
  const kept = await store.get<Kept & Record<string, string>>(keptKey(uid));
  if (!kept) return 'none';
  const expected = Buffer.from(kept.hash, 'base64url');
  const given = Buffer.from(await hashOf(password, Buffer.from(kept.salt, 'base64url')), 'base64url');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'none';
  return Date.parse(kept.expiresAt) > now ? 'valid' : 'expired';
}

/** The user chose their own password: the temporary one is forgotten. */
export async function passwordChosen(store: KeyValueStore, uid: string | number): Promise<void> {
  await store.delete(keptKey(uid));
  await store.set(accessKey(uid), 'chosen');
}

/** The access state of each user, in one round trip. */
export async function accessStates(store: KeyValueStore, uids: ReadonlyArray<string | number>): Promise<AccessState[]> {
  if (uids.length === 0) return [];
  const docs = await store.getMany(uids.map(accessKey));
  return docs.map((doc) => (doc === 'temporary' || doc === 'chosen' ? doc : 'none'));
}
