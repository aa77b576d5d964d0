/**
 * The store in this process's memory: lost on restart, not shared between instances. An expired
 * entry is never read, and a periodic sweep deletes the expired ones, so revoked sessions and
 * counters do not pile up.
 */
import { randomUUID } from 'node:crypto';
import { userDocuments, type Json, type KeyValueStore } from './store.js';

interface Entry {
  /** kept as JSON text so that a caller never shares (or mutates) a stored object, as with a remote backend */
  text: string;
  /** Date.now() past which the entry is gone; Infinity: never */
  expiresAt: number;
}

export interface MemoryStoreOptions {
  /** how often expired entries are deleted */
  sweepEveryMs?: number;
}

export function createMemoryStore(options: MemoryStoreOptions = {}): KeyValueStore & { size(): number } {
  const entries = new Map<string, Entry>();

  function live(key: string, now = Date.now()): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep(): void {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  }
  const sweeper = setInterval(sweep, options.sweepEveryMs ?? 60_000);
  sweeper.unref();

  const expiry = (ttlMs?: number) => (ttlMs === undefined ? Infinity : Date.now() + ttlMs);
  const read = (key: string): Json | null => {
    const entry = live(key);
    return entry === undefined ? null : (JSON.parse(entry.text) as Json);
  };

  const store: KeyValueStore & { size(): number } = {
    async get<T extends Json = Json>(key: string): Promise<T | null> {
      return read(key) as T | null;
    },
    async getMany(keys) {
      return keys.map(read);
    },
    async set(key, value, ttlMs) {
      entries.set(key, { text: JSON.stringify(value), expiresAt: expiry(ttlMs) });
    },
    async delete(key) {
      entries.delete(key);
    },
    async incr(key, ttlMs) {
      const entry = live(key);
      const count = entry === undefined ? 1 : Number(JSON.parse(entry.text)) + 1;
      entries.set(key, { text: String(count), expiresAt: entry?.expiresAt ?? expiry(ttlMs) });
      return count;
    },
    async tryLock(key, ttlMs) {
      if (live(key) !== undefined) return null;
      const token = randomUUID();
      entries.set(key, { text: JSON.stringify(token), expiresAt: expiry(ttlMs) });
      return token;
    },
    async unlock(key, token) {
      const entry = live(key);
      if (entry !== undefined && JSON.parse(entry.text) === token) entries.delete(key);
    },
    forUser: (userId) => userDocuments(store, userId),
    async ping() {
      return true;
    },
    async close() {
      clearInterval(sweeper);
      entries.clear();
    },
    /** how many entries are held, expired ones not yet swept included (for tests) */
    size: () => entries.size,
  };
  return store;
}
