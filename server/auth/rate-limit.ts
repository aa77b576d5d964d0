/**
 * @fastify/rate-limit for the public routes that check a password (POST /login, the template's
 * authentication), registered in their plugin with `global: false`: a route opts in with
 * `config.rateLimit`; and for the calls of each personal API token (bearer-token.ts). With Redis the
 * attempts are counted there, across every instance (a Redis failure is a 503); a refusal is a 429
 * shaped by the app's error handler, with Retry-After.
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../http-error.js';

/** Counters remembered at most by one limiter in memory (the oldest forgotten first). */
const MAX_KEYS = 5000;

/**
 * The plugin's own memory store answers each count with its live counter object, read only after a
 * promise tick: requests that arrive together all read the last count, and a burst of 21 refuses all
 * 21. This one answers each count as it was then (a fixed window per key, like the plugin's).
 */
class MemoryCounters implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startMs: number }>();

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, startMs: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  /** The count so far, not counting this look (a limiter called with `{ increment: false }`). */
  read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new MemoryCounters();
  }
}

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : { store: MemoryCounters }),
    errorResponseBuilder: (_request, context) => {
      const error = new HttpError(429, 'rate_limited', MESSAGES.rateLimited);
      return Object.assign(error, { retryAfterMs: context.ttl });
    },
  });
}
