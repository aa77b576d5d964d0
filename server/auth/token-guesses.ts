/**
 * Unknown bearer tokens, throttled per address (issue 34): past UNKNOWN_TOKEN_LIMIT tokens a minute
 * from one address that turned out malformed, unknown, revoked or expired, its next ones are 429
 * with Retry-After before any lookup, so that guessing costs the guesser, not the database. Counted
 * by @fastify/rate-limit in the store (Redis with REDIS_URL: every instance's guesses add up); read
 * before a lookup, counted after one that found nothing. On an instance, the lookups of tokens not
 * known to it are made one after the other per address, so that a burst sent at once meets the
 * limit as one sent in a row does. A token this instance found valid is not held up by its address's
 * guesses (each of its calls is still read in the database: nothing is cached).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { TOKEN_MESSAGES, tokenHash } from './api-tokens.js';

/** Tokens that opened nothing, a minute per address, before the next ones are refused unread. */
export const UNKNOWN_TOKEN_LIMIT = 20;
const WINDOW_MS = 60_000;
/** The valid tokens' hashes an instance remembers (the oldest forgotten first). */
const KNOWN_MAX = 10_000;

type Counter = ReturnType<FastifyInstance['createRateLimit']>;

export interface TokenGuesses {
  /** `find(token)`, unless the request's address guessed too many: 429 rate_limited then, without it */
  lookUp<T>(request: FastifyRequest, token: string, find: (token: string) => Promise<T | null>): Promise<T | null>;
}

/** In a context where @fastify/rate-limit is registered (rate-limit.ts). */
export function createTokenGuesses(limited: FastifyInstance): TokenGuesses {
  const count: Counter = limited.createRateLimit({ max: UNKNOWN_TOKEN_LIMIT, timeWindow: WINDOW_MS, keyGenerator: (request) => `api-token-guesses:${request.ip}` });
  const known = new Set<string>();
  const lanes = new Map<string, Promise<unknown>>();

  const remember = (hash: string) => {
    known.delete(hash);
    if (known.size >= KNOWN_MAX) known.delete(known.values().next().value!);
    known.add(hash);
  };
  const refused = (ttl: number) => Object.assign(new HttpError(429, 'rate_limited', TOKEN_MESSAGES.unknownRateLimited), { retryAfterMs: Math.max(1000, ttl) });

  /** Runs `run` after the address's lookups already waiting. */
  function inLane<T>(address: string, run: () => Promise<T>): Promise<T> {
    const mine = (lanes.get(address) ?? Promise.resolve()).then(run);
    const tail = mine.catch(() => undefined);
    lanes.set(address, tail);
    void tail.then(() => lanes.get(address) === tail && lanes.delete(address));
    return mine;
  }

  return {
    async lookUp(request, token, find) {
      const hash = tokenHash(token);
      if (known.has(hash)) {
        const found = await find(token);
        // Revoked or expired: from now on, as any other token.
        if (!found) known.delete(hash);
        return found;
      }
      return inLane(request.ip, async () => {
        if (known.has(hash)) return find(token);
        const so = await count(request, { increment: false });
        if (!so.isAllowed && so.remaining === 0) throw refused(so.ttl);
        const found = await find(token);
        if (found) remember(hash);
        else await count(request);
        return found;
      });
    },
  };
}
