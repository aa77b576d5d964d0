/**
 * The firm API token each user signed in with last, kept encrypted (token-cipher.ts) in the store
 * until the session that brought it ends by itself. The BFF acts on the firm API with it where no
 * request of that user is there to bring one: replacing a temporary password that expired unused
 * (it takes a manager's), and, later, a user's own calls made with an API token.
 */
import type { SessionUser } from '../../shared/schemas/session.js';
import { isManager } from '../../shared/policies.js';
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

export interface UpstreamTokens {
  /** at sign-in: the user's token, until their session would expire */
  keep(user: SessionUser, token: string, expiresAtMs: number): Promise<void>;
  /** the user's latest token still valid as far as the BFF knows, or null */
  of(uid: string | number): Promise<string | null>;
  /** the tokens of the managers who signed in last, newest first */
  managers(): Promise<string[]>;
}

export function createUpstreamTokens(store: KeyValueStore, cipher: TokenCipher): UpstreamTokens {
  const open = (kept: KeptToken | null, now: number) => (kept && kept.expiresAtMs > now ? cipher.decrypt(kept.sealed) : null);
  return {
    async keep(user, token, expiresAtMs) {
      const kept: KeptToken = { sealed: cipher.encrypt(token), role: user.role, expiresAtMs };
      await store.set(tokenKey(user.id), { ...kept }, Math.max(1, expiresAtMs - Date.now()));
      if (!isManager(user.role)) return;
      await withStoreLock(store, `lock:${MANAGERS_KEY}`, async () => {
        const uids = ((await store.get<string[]>(MANAGERS_KEY)) ?? []).filter((uid) => uid !== String(user.id));
        await store.set(MANAGERS_KEY, [String(user.id), ...uids].slice(0, MAX_MANAGERS));
      });
    },
    async of(uid) {
      return open((await store.get(tokenKey(uid))) as KeptToken | null, Date.now());
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
