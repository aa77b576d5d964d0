/**
 * The firm API token each user signed in with last, kept encrypted (token-cipher.ts) in the store.
 * The BFF acts on the firm API with it where no request of that user is there to bring one:
 * replacing a temporary password that expired unused (it takes a manager's), and a staff member's
 * calls made with a personal API token (api-tokens.ts). A staff member's is kept UPSTREAM_TOKEN_KEPT_MS
 * after the sign-in that brought it (or until the firm API refuses it: their API tokens are then
 * refused with 401 upstream_session_expired until they sign in again); anyone else's until their
 * session would end.
 */
import type { SessionUser } from '../../shared/schemas/session.js';
import { isManager, isStaff } from '../../shared/policies.js';
import type { KeyValueStore } from '../store/store.js';
import { withStoreLock } from '../store/store-lock.js';
import type { TokenCipher } from './token-cipher.js';

interface KeptToken {
  sealed: string;
  role: string | null;
  expiresAtMs: number;
}

const tokenKey = (uid: string | number) => `upstream-token:${uid}`;
const MANAGERS_KEY = 'upstream-tokens:managers';
/** Managers remembered at most (the most recent sign-ins). */
const MAX_MANAGERS = 20;
/** How long a staff member's upstream token is kept after their sign-in, for their API tokens (README "For integrators"). */
export const UPSTREAM_TOKEN_KEPT_MS = 30 * 86_400_000;

export interface UpstreamTokens {
  /** at sign-in: the user's token, at least until their session would expire (a staff member's: UPSTREAM_TOKEN_KEPT_MS) */
  keep(user: SessionUser, token: string, sessionExpiresAtMs: number): Promise<void>;
  /** the user's latest token still valid as far as the BFF knows, or null */
  of(uid: string | number): Promise<string | null>;
  /** the same, still encrypted (a Session decrypts it when a call needs it), or null */
  sealedOf(uid: string | number): Promise<string | null>;
  /** the tokens of the managers who signed in last, newest first */
  managers(): Promise<string[]>;
  /** the role the user's kept token was signed in with (undefined: none kept) */
  roleOf(uid: string | number): Promise<SessionUser['role'] | undefined>;
  /** the firm API refused the user's token (`sealed`: only if it is still the one kept), or no longer knows them as they signed in: it is not used again */
  forget(uid: string | number, sealed?: string): Promise<void>;
}

export function createUpstreamTokens(store: KeyValueStore, cipher: TokenCipher): UpstreamTokens {
  const open = (kept: KeptToken | null, now: number) => (kept && kept.expiresAtMs > now ? cipher.decrypt(kept.sealed) : null);
  const sealedOf = async (uid: string | number) => {
    const kept = (await store.get(tokenKey(uid))) as KeptToken | null;
    return kept && kept.expiresAtMs > Date.now() ? kept.sealed : null;
  };
  return {
    async keep(user, token, sessionExpiresAtMs) {
      const expiresAtMs = isStaff(user.role) ? Math.max(sessionExpiresAtMs, Date.now() + UPSTREAM_TOKEN_KEPT_MS) : sessionExpiresAtMs;
      const kept: KeptToken = { sealed: cipher.encrypt(token), role: user.role, expiresAtMs };
      await store.set(tokenKey(user.id), { ...kept }, Math.max(1, expiresAtMs - Date.now()));
      if (!isManager(user.role)) return;
      await withStoreLock(store, `lock:${MANAGERS_KEY}`, async () => {
        const uids = ((await store.get<string[]>(MANAGERS_KEY)) ?? []).filter((uid) => uid !== String(user.id));
        await store.set(MANAGERS_KEY, [String(user.id), ...uids].slice(0, MAX_MANAGERS));
      });
    },
    async of(uid) {
      const sealed = await sealedOf(uid);
      return sealed === null ? null : cipher.decrypt(sealed);
    },
    sealedOf,
    async roleOf(uid) {
      const kept = (await store.get(tokenKey(uid))) as KeptToken | null;
      return kept ? (kept.role as SessionUser['role']) : undefined;
    },
    async forget(uid, sealed) {
      if (sealed === undefined || (await sealedOf(uid)) === sealed) await store.delete(tokenKey(uid));
    },
    async managers() {
      const uids = (await store.get<string[]>(MANAGERS_KEY)) ?? [];
      if (uids.length === 0) return [];
      const now = Date.now();
      const kept = (await store.getMany(uids.map(tokenKey))) as Array<KeptToken | null>;
      return kept.map((k) => (k && isManager(k.role as SessionUser['role']) ? open(k, now) : null)).filter((t): t is string => t !== null);
    },
  };
}
