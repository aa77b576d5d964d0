/**
 * The sign-in limit: LOGIN_RATE_LIMIT attempts a minute per client address and per account (the
 * e-mail), then 429 with Retry-After. POST /login and the current-password check of POST
 * /api/profile/password count against the same two counters, so that neither is an oracle for
 * guessing a password (a change refused for its new password's rules checks no password and counts
 * nothing). @fastify/rate-limit counts, in Redis with REDIS_URL (across instances).
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

/** Registered above every route that checks a password, so that they share the counters. */
export async function registerSignInLimit(app: FastifyInstance, config: Pick<Config, 'loginRateLimit'>): Promise<void> {
  await registerRateLimit(app);
  const window = { max: config.loginRateLimit, timeWindow: 60_000 };
  const limits = [
    app.createRateLimit({ ...window, keyGenerator: (request) => `sign-in-address:${request.ip}` }),
    app.createRateLimit({ ...window, keyGenerator: (request) => `sign-in-account:${accountOf(request)}` }),
  ];
  app.decorate('countSignInAttempt', async function countSignInAttempt(request: FastifyRequest) {
    for (const limit of limits) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) throw Object.assign(new HttpError(429, 'rate_limited', MESSAGES.rateLimited), { retryAfterMs: counted.ttl });
    }
  });
}
