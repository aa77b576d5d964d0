/**
 * Every unsafe request must carry `X-CSRF: 1`. A cross-site form cannot set a custom header,
 * and a cross-site fetch that sets one needs a CORS preflight this server never grants. A call
 * with a personal API token and no session cookie needs none: a browser never sends that header
 * by itself, so no other site can make it send one (bearer-token.ts checks the token).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../http-error.js';
import { bearerTokenOf, carriesSessionCookie } from './bearer-token.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function csrfGuard(app: FastifyInstance): void {
  // Callback hooks here and on every request's path: an async hook costs a promise and a tick.
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = UNSAFE.has(request.method) && request.headers['x-csrf'] !== '1' && (bearerTokenOf(request) === null || carriesSessionCookie(request));
    done(refused ? new HttpError(403, 'csrf', MESSAGES.csrf) : undefined);
  });
}

export default fp(csrfGuard, { name: 'csrf-guard', fastify: '5.x' });
