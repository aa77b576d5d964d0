/** GET /healthz (the process lives) and GET /readyz (the database, the store and the upstream answer). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HealthResponse, Unavailable } from '../../shared/schemas/health.js';
import { MESSAGES } from '../http-error.js';
import { DatabaseUnavailableError } from '../db/database.js';
import { defaultReach, reach } from '../reach/route-reach.js';

const tags = ['Health'];

/** A probe may add parameters of its own (a load balancer's cache-buster): the probes take any. */
const probeQuery = Type.Object({}, { additionalProperties: true });

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defaultReach(app, reach.none);
  app.get('/healthz', {
    schema: { operationId: 'getLiveness', summary: 'The process lives', tags, security: [], querystring: probeQuery, response: { 200: HealthResponse } },
  }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', {
    schema: {
      operationId: 'getReadiness', summary: 'The database, the store and the firm API answer', tags, security: [], querystring: probeQuery,
      response: {
        200: HealthResponse,
        503: { ...Unavailable, description: 'The database (error database_unavailable), the store (store_unreachable) or the firm API (upstream_unreachable) does not answer' },
      },
    },
  }, async (_request, reply) => {
    const [database, store, upstream] = await Promise.all([app.database.ping(), app.store.ping(), app.upstream.ping()]);
    if (!database) return reply.code(503).send({ status: 'unavailable', error: 'database_unavailable', message: new DatabaseUnavailableError().message });
    if (!store) return reply.code(503).send({ status: 'unavailable', error: 'store_unreachable', message: MESSAGES.storeUnavailable });
    if (upstream) return { status: 'ok' as const };
    return reply.code(503).send({ status: 'unavailable', error: 'upstream_unreachable', message: MESSAGES.upstreamUnreachable });
  });
};

export default healthRoutes;
