/**
 * What the instances of the BFF share of the read model, through Redis (REDIS_URL), or what one
 * instance keeps alone in memory: each list's patches (a row written through the BFF, or deleted),
 * numbered by a counter, so that every instance applies them before answering (a user reads their own
 * write, on whichever instance); each view's last snapshot, so that a list fetched from the firm API
 * by one instance serves the others; and a lock, so that at most one instance fetches a list at once.
 */
import type { Redis } from 'ioredis';
import { storeFailure } from '../store/store.js';

export interface Patch<R = unknown> {
  gen: number;
  id: number | string;
  /** the row as it is now; null: deleted */
  row: R | null;
}

export interface SharedSnapshot<R = unknown> {
  rows: R[];
  /** when its fetch started (app.now) */
  builtAt: number;
  /** the list's patch counter when its fetch started: later patches are applied on top */
  gen: number;
}

export interface ListSync {
  /** the list's patch counter now */
  generation(list: string): Promise<number>;
  /** records a patch for every instance; its number */
  publish(list: string, patch: Omit<Patch, 'gen'>): Promise<number>;
  /** the patches numbered after `gen`, in order; null when some were already dropped (fetch the list again) */
  patchesAfter(list: string, gen: number): Promise<Patch[] | null>;
  /** the view's last snapshot, if built after `builtAfter` */
  latestSnapshot(view: string, builtAfter: number): Promise<SharedSnapshot | null>;
  saveSnapshot(view: string, snapshot: SharedSnapshot): Promise<void>;
  /** the right to fetch the view from the firm API for `ttlMs`; its release, or null when another instance has it */
  tryLock(view: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
}

/** Patches kept for the instances that fall behind (past it, they fetch the list again). */
const KEPT_PATCHES = 2000;

/** One instance alone: the patches in memory, no snapshot to share, the lock its own. */
export function memorySync(): ListSync {
  const logs = new Map<string, Patch[]>();
  const counters = new Map<string, number>();
  return {
    async generation(list) {
      return counters.get(list) ?? 0;
    },
    async publish(list, patch) {
      const gen = (counters.get(list) ?? 0) + 1;
      counters.set(list, gen);
      const log = logs.get(list) ?? [];
      log.push({ ...patch, gen });
      if (log.length > KEPT_PATCHES) log.splice(0, log.length - KEPT_PATCHES);
      logs.set(list, log);
      return gen;
    },
    async patchesAfter(list, gen) {
      const log = logs.get(list) ?? [];
      if (log.length > 0 && log[0].gen > gen + 1) return null;
      return log.filter((patch) => patch.gen > gen);
    },
    async latestSnapshot() {
      return null;
    },
    async saveSnapshot() {},
    async tryLock() {
      return async () => {};
    },
  };
}

/** Rows of a shared snapshot per Redis key (a few hundred kilobytes each). */
const ROWS_PER_CHUNK = 2000;

/** INCR the counter, append the patch with its number, keep the last KEPT_PATCHES: one step. */
const PUBLISH = `
local gen = redis.call('INCR', KEYS[1])
redis.call('RPUSH', KEYS[2], '{"gen":' .. gen .. ',' .. ARGV[1])
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[2]), -1)
return gen`;

const UNLOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

type SyncClient = Redis & {
  publishPatch(gen: string, log: string, body: string, kept: number): Promise<number>;
  unlockView(key: string, token: string): Promise<number>;
};

/** Every instance on one Redis: keys under `bo:rm:`. A Redis failure is a 503, as for the session checks. */
export function redisSync(redis: Redis, snapshotTtlMs: number): ListSync {
  const client = redis as SyncClient;
  if (typeof client.publishPatch !== 'function') {
    client.defineCommand('publishPatch', { numberOfKeys: 2, lua: PUBLISH });
    client.defineCommand('unlockView', { numberOfKeys: 1, lua: UNLOCK });
  }
  const attempt = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw storeFailure(operation, err);
    }
  };
  const genKey = (list: string) => `rm:${list}:gen`;
  const logKey = (list: string) => `rm:${list}:log`;
  return {
    generation: (list) => attempt('read-model', async () => Number((await client.get(genKey(list))) ?? 0)),
    publish: (list, patch) =>
      attempt('read-model', () => client.publishPatch(genKey(list), logKey(list), JSON.stringify(patch).slice(1), KEPT_PATCHES)),
    patchesAfter: (list, gen) =>
      attempt('read-model', async () => {
        const log = (await client.lrange(logKey(list), 0, -1)).map((text) => JSON.parse(text) as Patch);
        if (log.length > 0 && log[0].gen > gen + 1) return null;
        return log.filter((patch) => patch.gen > gen);
      }),
    latestSnapshot: (view, builtAfter) =>
      attempt('read-model', async () => {
        const meta = JSON.parse((await client.get(`rm:${view}:meta`)) ?? 'null') as { stamp: string; chunks: number; builtAt: number; gen: number } | null;
        if (!meta || meta.builtAt <= builtAfter) return null;
        const rows: unknown[] = [];
        for (let i = 0; i < meta.chunks; i++) {
          const chunk = await client.get(`rm:${view}:snap:${meta.stamp}:${i}`);
          if (chunk === null) return null; // expired meanwhile: fetch it again
          rows.push(...(JSON.parse(chunk) as unknown[]));
        }
        return { rows, builtAt: meta.builtAt, gen: meta.gen };
      }),
    saveSnapshot: (view, { rows, builtAt, gen }) =>
      attempt('read-model', async () => {
        const stamp = `${builtAt}-${Math.random().toString(36).slice(2, 8)}`;
        const chunks = Math.ceil(rows.length / ROWS_PER_CHUNK);
        for (let i = 0; i < chunks; i++) {
          await client.set(`rm:${view}:snap:${stamp}:${i}`, JSON.stringify(rows.slice(i * ROWS_PER_CHUNK, (i + 1) * ROWS_PER_CHUNK)), 'PX', snapshotTtlMs);
        }
        await client.set(`rm:${view}:meta`, JSON.stringify({ stamp, chunks, builtAt, gen }), 'PX', snapshotTtlMs);
      }),
    tryLock: (view, ttlMs) =>
      attempt('read-model', async () => {
        const token = Math.random().toString(36).slice(2);
        const taken = await client.set(`rm:${view}:lock`, token, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
        if (taken !== 'OK') return null;
        return async () => {
          await client.unlockView(`rm:${view}:lock`, token).catch(() => undefined);
        };
      }),
  };
}
