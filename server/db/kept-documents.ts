/**
 * The documents the BFF keeps, by key, in the database: every answered set is committed before it
 * returns, so a restart, a kill -9 or a flushed Redis loses none. An expired document is never read
 * and a periodic sweep deletes them. Counters and locks are not records: `incr`, `tryLock` and
 * `unlock` are the store's (memory or Redis), which may lose them without harm.
 */
import { sql } from 'kysely';
import { userDocuments, type Json, type KeyValueStore } from '../store/store.js';
import { attempt, type Database } from './database.js';

const SWEEP_EVERY_MS = 10 * 60_000;
/** keys per `in (...)` (SQLite allows 32 766 parameters; a round trip per chunk) */
const CHUNK = 500;

export function createKeptDocuments(database: Database, volatile: KeyValueStore, now: () => number = Date.now): KeyValueStore {
  const { db } = database;
  const live = (at: number) => sql<boolean>`(expires_at is null or expires_at > ${at})`;
  const parse = (text: string): Json => JSON.parse(text) as Json;

  const sweeper = setInterval(() => {
    attempt('sweep', () => db.deleteFrom('kept_documents').where('expires_at', '<=', now()).execute()).catch(() => undefined);
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  const documents: KeyValueStore = {
    get: <T extends Json = Json>(key: string) =>
      attempt('read', async () => {
        const row = await db.selectFrom('kept_documents').select('value').where('key', '=', key).where(live(now())).executeTakeFirst();
        return row ? (parse(row.value) as T) : null;
      }),
    getMany: (keys) =>
      attempt('read', async () => {
        const found = new Map<string, Json>();
        const at = now();
        for (let start = 0; start < keys.length; start += CHUNK) {
          const chunk = [...new Set(keys.slice(start, start + CHUNK))];
          const rows = await db.selectFrom('kept_documents').select(['key', 'value']).where('key', 'in', chunk).where(live(at)).execute();
          for (const row of rows) found.set(row.key, parse(row.value));
        }
        return keys.map((key) => found.get(key) ?? null);
      }),
    set: (key, value, ttlMs) =>
      attempt('write', async () => {
        const row = { key, value: JSON.stringify(value), expires_at: ttlMs === undefined ? null : now() + ttlMs };
        await db.insertInto('kept_documents').values(row).onConflict((conflict) => conflict.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at })).execute();
      }),
    delete: (key) =>
      attempt('write', async () => {
        await db.deleteFrom('kept_documents').where('key', '=', key).execute();
      }),
    incr: (key, ttlMs) => volatile.incr(key, ttlMs),
    tryLock: (key, ttlMs) => volatile.tryLock(key, ttlMs),
    unlock: (key, token) => volatile.unlock(key, token),
    forUser: (userId) => userDocuments(documents, userId),
    ping: () => database.ping(),
    async close() {
      clearInterval(sweeper);
    },
  };
  return documents;
}
