/**
 * The store in Redis (REDIS_URL), shared by every instance, through ioredis, the client that
 * @fastify/redis wraps (see redisClient below for why the plugin itself is not registered).
 *
 * Failing fast matters more than queueing: commands are never queued while the connection is
 * down (enableOfflineQueue: false) and time out after COMMAND_TIMEOUT_MS, so a request that
 * needs the store is a quick 503, not a hang. The client reconnects by itself, forever, at most
 * RECONNECT_MAX_MS apart, and logs one line when the connection is lost and one when it is back.
 */
import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { storeFailure, userDocuments, type Json, type KeyValueStore } from './store.js';

export const KEY_PREFIX = 'bo:';
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
const RECONNECT_MAX_MS = 1000;

/** INCR, and the expiry of a counter its first increment creates, as one atomic step. */
const INCR_WITH_TTL = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** DEL, only by the lock's holder: a lock that expired and was taken by another is theirs. */
const UNLOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

type CounterClient = Redis & { incrWithTtl(key: string, ttlMs: number): Promise<number>; unlockIfHeld(key: string, token: string): Promise<number> };

export interface RedisStore extends KeyValueStore {
  /** the connection, for @fastify/rate-limit's `redis` option (keys are under `bo:` there too) */
  readonly client: Redis;
  /**
   * Resolves at the first connection or the first failure to connect, whichever comes first (at
   * most CONNECT_TIMEOUT_MS): start-up waits for it, so a reachable Redis is ready before the first
   * request, and an unreachable one does not hold the start.
   */
  readonly settled: Promise<void>;
}

/** Where Redis is, to log it: host, port and database, never the password. */
export function describeRedisUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || '6379'}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
}

/**
 * The ioredis client. @fastify/redis is not registered: its registration waits until Redis
 * answers (by design, else ERR_AVVIO_PLUGIN_TIMEOUT), and the BFF must start, and say it is not
 * ready, while Redis is unreachable. The client is created here with the same library instead.
 */
function redisClient(url: string): CounterClient {
  const options: RedisOptions = {
    keyPrefix: KEY_PREFIX,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(100 * attempt, RECONNECT_MAX_MS),
  };
  const client = new Redis(url, options);
  client.defineCommand('incrWithTtl', { numberOfKeys: 1, lua: INCR_WITH_TTL });
  client.defineCommand('unlockIfHeld', { numberOfKeys: 1, lua: UNLOCK });
  return client as CounterClient;
}

export function createRedisStore(url: string, log: FastifyBaseLogger): RedisStore {
  const client = redisClient(url);
  const where = describeRedisUrl(url);

  const settled = new Promise<void>((resolve) => {
    client.once('ready', resolve);
    client.once('error', () => resolve());
  });

  // One line per change of state, not a stack per reconnection attempt.
  let state: 'starting' | 'up' | 'down' = 'starting';
  client.on('ready', () => {
    log.info({ redis: where }, state === 'starting' ? 'store: connected to Redis' : 'store: connected to Redis again');
    state = 'up';
  });
  client.on('error', (err: Error & { code?: string }) => {
    if (state === 'down') return;
    const reason = err.code ?? err.message;
    log.error(
      { redis: where, reason },
      state === 'starting'
        ? `store: Redis at ${where} is unreachable (${reason}); starting anyway, not ready, and answering 503 to signed-in requests until it connects`
        : `store: lost Redis at ${where} (${reason}); answering 503 to signed-in requests until it is back`,
    );
    state = 'down';
  });
  client.on('close', () => {
    if (state !== 'up') return;
    log.error({ redis: where }, `store: lost Redis at ${where}; answering 503 to signed-in requests until it is back`);
    state = 'down';
  });

  async function attempt<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw storeFailure(operation, err);
    }
  }
  const parse = (text: string | null): Json | null => (text === null ? null : (JSON.parse(text) as Json));

  const store: RedisStore = {
    client,
    settled,
    get: <T extends Json = Json>(key: string) => attempt('get', async () => parse(await client.get(key)) as T | null),
    getMany: (keys) => attempt('getMany', async () => (keys.length === 0 ? [] : (await client.mget(...keys)).map(parse))),
    set: (key, value, ttlMs) =>
      attempt('set', async () => {
        const text = JSON.stringify(value);
        if (ttlMs === undefined) await client.set(key, text);
        else await client.set(key, text, 'PX', Math.max(1, Math.ceil(ttlMs)));
      }),
    delete: (key) =>
      attempt('delete', async () => {
        await client.del(key);
      }),
    incr: (key, ttlMs) => attempt('incr', () => client.incrWithTtl(key, Math.max(1, Math.ceil(ttlMs)))),
    tryLock: (key, ttlMs) =>
      attempt('lock', async () => {
        const token = randomUUID();
        // A JSON string, like every value of this store.
        const taken = await client.set(key, JSON.stringify(token), 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
        return taken === 'OK' ? token : null;
      }),
    unlock: (key, token) =>
      attempt('unlock', async () => {
        await client.unlockIfHeld(key, JSON.stringify(token));
      }),
    forUser: (userId) => userDocuments(store, userId),
    async ping() {
      if (client.status !== 'ready') return false;
      try {
        return (await client.ping()) === 'PONG';
      } catch (err) {
        storeFailure('ping', err);
        return false;
      }
    },
    async close() {
      client.disconnect();
    },
  };
  return store;
}

/**
 * An error thrown by the client itself (not through this store), e.g. from @fastify/rate-limit's
 * Redis store, because the connection is down or a command timed out.
 */
export function isRedisConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Command timed out' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith("Stream isn't writeable")
  );
}
