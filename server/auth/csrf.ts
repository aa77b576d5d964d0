/**
 * Every unsafe request must carry `X-CSRF: 1`. A cross-site form cannot set a custom header,
 * and a cross-site fetch that sets one needs a CORS preflight this server never grants.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../http-error.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function csrfGuard(app: FastifyInstance): void {
  // Callback hooks here and on every request's path: an async hook costs a promise and a tick.
  app.addHook('onRequest', (request, _reply, done) => {
    done(UNSAFE.has(request.method) && request.headers['x-csrf'] !== '1' ? new HttpError(403, 'csrf', MESSAGES.csrf) : undefined);
  });
}

export default fp(csrfGuard, { name: 'csrf-guard', fastify: '5.x' });
