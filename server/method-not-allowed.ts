/**
 * A method a known path does not serve is 405 method_not_allowed with `Allow` listing the methods it
 * does (Fastify answers them as unknown: 404, or 400 for a QUERY without a body). Every route the
 * app registers is kept in a router of its own, Fastify's own (find-my-way), so that a path matches
 * here exactly as Fastify matches it; an unknown path is still the not-found handler's 404.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { HttpError, MESSAGES } from './http-error.js';

function methodNotAllowed(app: FastifyInstance): void {
  const routes = FindMyWay();
  const methods = new Set<HTTPMethod>();
  const noHandler = () => undefined;

  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      if (routes.hasRoute(method, route.url)) continue;
      routes.on(method, route.url, noHandler);
      methods.add(method);
    }
  });

  // onRequest: before Fastify reads a body (a QUERY without Content-Type would be a 400 first).
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    const allowed = [...methods].filter((method) => routes.find(method, request.url) !== null).sort();
    if (allowed.length === 0) return done();
    reply.header('allow', allowed.join(', '));
    done(new HttpError(405, 'method_not_allowed', `${MESSAGES.methodNotAllowed} ${allowed.join(', ')}.`));
  });
}

export default fp(methodNotAllowed, { name: 'method-not-allowed', fastify: '5.x' });
