/**
 * The sign-in limit, counted in three windows of a minute: LOGIN_RATE_LIMIT attempts per client
 * address, LOGIN_RATE_LIMIT per account (the e-mail) from one address, and ten times that per account
 * from every address together, then 429 with Retry-After. Someone else's failures from their address
 * therefore never shut the account's owner out from theirs; a guess spread over many addresses still
 * meets the account's own limit. POST /login and the current-password check of POST
 * /api/profile/password count against the same counters, so that neither is an oracle for guessing a
 * password (a change refused for its new password's rules checks no password and counts nothing).
 * @fastify/rate-limit counts, in Redis with REDIS_URL (across instances).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { registerRateLimit } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** counts an attempt at a password, per address and per account; 429 past the limit */
    countSignInAttempt(request: FastifyRequest): Promise<void>;
  }
}

/** The account a request tries: the e-mail typed at sign-in, or the signed-in user's. */
function accountOf(request: FastifyRequest): string {
  const typed = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof typed === 'string') return typed.trim().toLowerCase();
  const session = request.session;
  return session ? session.email || `uid:${session.user.id}` : `address:${request.ip}`;
}

/** How many times LOGIN_RATE_LIMIT an account may be tried a minute from all addresses together. */
export const ACCOUNT_LIMIT_FACTOR = 10;

/** Registered above every route that checks a password, so that they share the counters. */
export async function registerSignInLimit(app: FastifyInstance, config: Pick<Config, 'loginRateLimit'>): Promise<void> {
  await registerRateLimit(app);
  const minute = { timeWindow: 60_000 };
  const tight = { ...minute, max: config.loginRateLimit };
  // In this order: an address past its limit counts no more against the account, so that one address
  // alone never brings the account to its own limit.
  const limits = [
    app.createRateLimit({ ...tight, keyGenerator: (request) => `sign-in-address:${request.ip}` }),
    app.createRateLimit({ ...tight, keyGenerator: (request) => `sign-in-account-address:${accountOf(request)}|${request.ip}` }),
    app.createRateLimit({ ...minute, max: config.loginRateLimit * ACCOUNT_LIMIT_FACTOR, keyGenerator: (request) => `sign-in-account:${accountOf(request)}` }),
  ];
  app.decorate('countSignInAttempt', async function countSignInAttempt(request: FastifyRequest) {
    for (const limit of limits) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) throw Object.assign(new HttpError(429, 'rate_limited', MESSAGES.rateLimited), { retryAfterMs: counted.ttl });
    }
  });
}
