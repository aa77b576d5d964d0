/**
 * The open sessions of each user, in the store (memory, or Redis shared by every instance): per
 * session its id (the JWT's jti), its device and address, when it was opened and last seen. A
 * session's entry expires with the session; the user's index is pruned as it is read. `lastSeenAt`
 * is written at most once a minute per session by each instance, apart from the session check, so
 * that the hot path stays one store round trip.
 */
import type { KeyValueStore } from '../store/store.js';
import { withStoreLock } from '../store/store-lock.js';
import { deviceName } from './device-name.js';

export interface SessionInfo {
  id: string;
  uid: string | number;
  userAgent: string;
  device: string;
  ip: string;
  createdAt: string;
  /** when the session expires, in milliseconds */
  expiresAtMs: number;
}

export interface ListedSession {
  id: string;
  userAgent: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
}

const infoKey = (jti: string) => `session:${jti}`;
const seenKey = (jti: string) => `session-seen:${jti}`;
const indexKey = (uid: string | number) => `user:${uid}:sessions`;

/** lastSeenAt is written at most this often per session (by each instance). */
export const SEEN_EVERY_MS = 60_000;
/** Sessions an instance remembers having marked seen lately (their oldest forgotten first). */
const MAX_REMEMBERED = 10_000;

export interface SessionRegistry {
  /** a new session: its entry, and its id in the user's index */
  open(info: SessionInfo): Promise<void>;
  /** notes that the session was used (at most once a minute: never waits for the store) */
  seen(jti: string, expiresAtMs: number): void;
  /** the user's open sessions, newest first (entries that expired leave the index) */
  list(uid: string | number): Promise<Array<ListedSession & { expiresAtMs: number }>>;
  /** forgets sessions (they were ended: the caller revoked them) */
  forget(uid: string | number, jtis: readonly string[]): Promise<void>;
}

export function createSessionRegistry(store: KeyValueStore): SessionRegistry {
  const lastMarked = new Map<string, number>();

  const changeIndex = (uid: string | number, change: (ids: string[]) => string[]) =>
    withStoreLock(store, `lock:${indexKey(uid)}`, async () => {
      const ids = ((await store.get<string[]>(indexKey(uid))) ?? []).filter((id) => typeof id === 'string');
      const next = change(ids);
      if (next.length === 0) await store.delete(indexKey(uid));
      else await store.set(indexKey(uid), next);
    });

  return {
    async open(info) {
      const ttlMs = Math.max(1, info.expiresAtMs - Date.now());
      await store.set(infoKey(info.id), { ...info }, ttlMs);
      await changeIndex(info.uid, (ids) => [...ids.filter((id) => id !== info.id), info.id]);
    },

    seen(jti, expiresAtMs) {
      const now = Date.now();
      if (now - (lastMarked.get(jti) ?? 0) < SEEN_EVERY_MS) return;
      if (lastMarked.size >= MAX_REMEMBERED) lastMarked.delete(lastMarked.keys().next().value!);
      lastMarked.set(jti, now);
      // Not awaited: a session is not refused because its "last seen" could not be written.
      store.set(seenKey(jti), new Date(now).toISOString(), Math.max(1, expiresAtMs - now)).catch(() => lastMarked.delete(jti));
    },

    async list(uid) {
      const ids = ((await store.get<string[]>(indexKey(uid))) ?? []).filter((id) => typeof id === 'string');
      if (ids.length === 0) return [];
      const docs = await store.getMany(ids.flatMap((id) => [infoKey(id), seenKey(id)]));
      const open: Array<ListedSession & { expiresAtMs: number }> = [];
      const gone: string[] = [];
      ids.forEach((id, i) => {
        const info = docs[2 * i] as SessionInfo | null;
        if (!info) return gone.push(id);
        const seen = docs[2 * i + 1];
        open.push({
          id,
          userAgent: info.userAgent,
          device: info.device,
          ip: info.ip,
          createdAt: info.createdAt,
          lastSeenAt: typeof seen === 'string' ? seen : info.createdAt,
          expiresAtMs: info.expiresAtMs,
        });
      });
      if (gone.length > 0) await changeIndex(uid, (current) => current.filter((id) => !gone.includes(id)));
      return open.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async forget(uid, jtis) {
      await Promise.all(jtis.flatMap((jti) => [store.delete(infoKey(jti)), store.delete(seenKey(jti))]));
      await changeIndex(uid, (ids) => ids.filter((id) => !jtis.includes(id)));
    },
  };
}

/** A session's entry from the request that opened it. */
export function sessionInfo(id: string, uid: string | number, userAgent: string | undefined, ip: string, expiresAtMs: number): SessionInfo {
  return { id, uid, userAgent: (userAgent ?? '').slice(0, 300), device: deviceName(userAgent), ip, createdAt: new Date().toISOString(), expiresAtMs };
}
