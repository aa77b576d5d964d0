/**
 * @fastify/rate-limit for the public routes that check a password (POST /login, the template's
 * authentication), registered in their plugin with `global: false`: a route opts in with
 * `config.rateLimit`. With Redis the attempts are counted there, across every instance (a Redis
 * failure is a 503); a refusal is a 429 shaped by the app's error handler, with Retry-After.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../http-error.js';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new HttpError(429, 'rate_limited', MESSAGES.rateLimited);
      return Object.assign(error, { retryAfterMs: context.ttl });
    },
  });
}
