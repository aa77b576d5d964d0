/**
 * Personal API tokens in the store (memory, or Redis shared by every instance). The store keeps
 * only a token's SHA-256: its entry is found by that hash (`api-token:<hash>`, expiring with the
 * token), the user's index lists their tokens' ids and hashes. Nothing is cached: a token is read
 * from the store on every call, so a revocation counts on the next request, on every instance.
 * The last use (time, address) is written at most once a minute per token by each instance, apart
 * from the check, like a session's "last seen" (session-registry.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiToken, type ApiTokenCreate, type ApiTokenCreated, type ApiTokenScope } from '../../shared/schemas/api-tokens.js';
import type { SessionUser } from '../../shared/schemas/session.js';
import { HttpError } from '../http-error.js';
import type { KeyValueStore } from '../store/store.js';
import { withStoreLock } from '../store/store-lock.js';

/** What the store holds of a token, under its hash. */
export interface StoredApiToken {
  id: string;
  uid: string | number;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
  expiresAtMs: number;
  /** the user as they were when they created it: a change of role revokes their tokens */
  role: SessionUser['role'];
  userName: string;
  email: string;
}

interface IndexEntry {
  id: string;
  hash: string;
}

interface LastUse {
  at: string;
  ip: string;
}

/** What a refused Bearer call says (README "For integrators"). */
export const TOKEN_MESSAGES = {
  upstreamSessionExpired: 'Reconnectez-vous au back-office pour que vos jetons d’API puissent de nouveau appeler l’API du cabinet.',
  scope: 'Ce jeton d’API est en lecture seule : seules les lectures (GET) lui sont permises.',
  forbidden: 'Un jeton d’API ne peut ni se connecter, ni gérer les jetons, les mots de passe, les accès ou les sessions : faites-le depuis le back-office.',
  rateLimited: 'Trop de requêtes avec ce jeton d’API : réessayez dans un instant.',
  unknownRateLimited: 'Trop de jetons d’API inconnus depuis cette adresse : réessayez dans une minute.',
} as const;

/** A user holds at most this many tokens at once. */
export const MAX_TOKENS_PER_USER = 20;
/** The last use is written at most this often per token (by each instance). */
export const USED_EVERY_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const DAY_MS = 86_400_000;
const TOKEN_FORMAT = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** A token's SHA-256, hex: all the store keeps of it. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hashOf = tokenHash;
const tokenKey = (hash: string) => `api-token:${hash}`;
const usedKey = (id: string) => `api-token-used:${id}`;
const indexKey = (uid: string | number) => `user:${uid}:api-tokens`;

export interface ApiTokens {
  /** a new token of the user's: the token itself is in this answer only */
  create(user: SessionUser, email: string, input: ApiTokenCreate): Promise<ApiTokenCreated>;
  /** the user's tokens still valid, newest first */
  list(uid: string | number): Promise<ApiToken[]>;
  /** the token's entry, or null when it is malformed, unknown, revoked or expired (never says which) */
  find(token: string): Promise<StoredApiToken | null>;
  /** revokes one token of the user's: its id and name (null when they hold none of that id) */
  revoke(uid: string | number, id: string): Promise<{ id: string; name: string } | null>;
  /** revokes every token of the user's: their role changed, or they were deleted */
  revokeAll(uid: string | number): Promise<void>;
  /** notes the token's use (at most once a minute: never waits for the store) */
  used(token: StoredApiToken, ip: string): void;
}

export function createApiTokens(store: KeyValueStore, now: () => number): ApiTokens {
  const lastMarked = new Map<string, number>();
  const readIndex = async (uid: string | number) => (((await store.get(indexKey(uid))) as IndexEntry[] | null) ?? []).filter((e) => typeof e?.hash === 'string');
  // Under the user's lock, the index and the entries it names change together: a token created while
  // another request revokes them all is either listed and revoked, or created after.
  const changeIndex = <T>(uid: string | number, change: (entries: IndexEntry[]) => Promise<{ next: IndexEntry[]; result: T }>) =>
    withStoreLock(store, `lock:${indexKey(uid)}`, async () => {
      const { next, result } = await change(await readIndex(uid));
      if (next.length === 0) await store.delete(indexKey(uid));
      else await store.set(indexKey(uid), next.map((e) => ({ ...e })));
      return result;
    });
  const forget = (entries: readonly IndexEntry[]) => Promise.all(entries.flatMap((e) => [store.delete(tokenKey(e.hash)), store.delete(usedKey(e.id))]));

  return {
    async create(user, email, input) {
      const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const hash = hashOf(token);
      const at = now();
      const stored: StoredApiToken = {
        id: randomUUID(),
        uid: user.id,
        name: input.name.trim(),
        scope: input.scope,
        createdAt: new Date(at).toISOString(),
        expiresAtMs: at + input.expiresInDays * DAY_MS,
        role: user.role,
        userName: user.name,
        email,
      };
      await changeIndex(user.id, async (entries) => {
        if (entries.length >= MAX_TOKENS_PER_USER) {
          throw new HttpError(409, 'too_many_tokens', `Vous avez déjà ${MAX_TOKENS_PER_USER} jetons d’API : révoquez-en un avant d’en créer un autre.`);
        }
        await store.set(tokenKey(hash), { ...stored }, stored.expiresAtMs - at);
        return { next: [...entries, { id: stored.id, hash }], result: undefined };
      });
      return { id: stored.id, token, name: stored.name, scope: stored.scope, expiresAt: new Date(stored.expiresAtMs).toISOString() };
    },

    async list(uid) {
      const entries = await readIndex(uid);
      if (entries.length === 0) return [];
      const docs = await store.getMany(entries.flatMap((e) => [tokenKey(e.hash), usedKey(e.id)]));
      const at = now();
      const tokens: ApiToken[] = [];
      const gone: IndexEntry[] = [];
      entries.forEach((entry, i) => {
        const stored = docs[2 * i] as StoredApiToken | null;
        if (!stored || stored.expiresAtMs <= at) return void gone.push(entry);
        const use = docs[2 * i + 1] as LastUse | null;
        tokens.push({
          id: stored.id,
          name: stored.name,
          scope: stored.scope,
          createdAt: stored.createdAt,
          expiresAt: new Date(stored.expiresAtMs).toISOString(),
          lastUsedAt: use?.at ?? null,
          lastUsedIp: use?.ip ?? null,
        });
      });
      if (gone.length > 0) {
        await changeIndex(uid, async (current) => {
          await forget(gone);
          return { next: current.filter((e) => !gone.some((g) => g.id === e.id)), result: undefined };
        });
      }
      return tokens.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async find(token) {
      if (!TOKEN_FORMAT.test(token)) return null;
      const stored = (await store.get(tokenKey(hashOf(token)))) as StoredApiToken | null;
      return stored && stored.expiresAtMs > now() ? stored : null;
    },

    async revoke(uid, id) {
      return changeIndex(uid, async (entries) => {
        const found = entries.find((e) => e.id === id);
        if (!found) return { next: entries, result: null };
        const stored = (await store.get(tokenKey(found.hash))) as StoredApiToken | null;
        await forget([found]);
        return { next: entries.filter((e) => e.id !== id), result: { id, name: stored?.name ?? '' } };
      });
    },

    async revokeAll(uid) {
      await changeIndex(uid, async (entries) => {
        await forget(entries);
        return { next: [], result: undefined };
      });
    },

    used(token, ip) {
      const at = now();
      if (at - (lastMarked.get(token.id) ?? -Infinity) < USED_EVERY_MS) return;
      if (lastMarked.size >= MAX_REMEMBERED) lastMarked.delete(lastMarked.keys().next().value!);
      lastMarked.set(token.id, at);
      const use: LastUse = { at: new Date(at).toISOString(), ip };
      // Not awaited: a call is not refused because its last use could not be written.
      store.set(usedKey(token.id), { ...use }, Math.max(1, token.expiresAtMs - at)).catch(() => lastMarked.delete(token.id));
    },
  };
}
