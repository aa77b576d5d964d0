/**
 * Every documented operation refuses what it does not take, rather than ignore it: an unknown query
 * parameter (a misspelt `perPage` must not be ignored) and, on a write that takes no body, a body
 * (a JSON `{}` or none at all is fine). A route that reads its body itself (multipart) or on purpose
 * ignores it (POST /logout must always sign out) says so with `config.ownBody`.
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { HttpError } from './http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route reads its body itself (multipart) or ignores it: no empty-body check */
    ownBody?: true;
  }
}

const NO_QUERY = Type.Object({}, { additionalProperties: false });
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const refuseBody: preValidationHookHandler = (request, _reply, done) => {
  const { body } = request;
  const empty = body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
  done(empty ? undefined : new HttpError(400, 'invalid_request', 'Cette requête ne prend pas de corps : envoyez-la sans contenu.'));
};

function closedRequests(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    if (!route.schema.querystring) route.schema = { ...route.schema, querystring: NO_QUERY };
    const methods = [route.method].flat();
    if (route.schema.body || route.config?.ownBody || !methods.some((method) => WRITES.has(method))) return;
    route.preValidation = [refuseBody, ...[route.preValidation ?? []].flat()];
  });
}

export default fp(closedRequests, { name: 'closed-requests', fastify: '5.x' });
