/** GET /healthz (the process lives) and GET /readyz (the upstream answers). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, Unavailable } from '../../shared/schemas/health.js';
import { MESSAGES } from '../http-error.js';

const tags = ['Health'];

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', {
    schema: { operationId: 'getLiveness', summary: 'The process lives', tags, security: [], response: { 200: HealthResponse } },
  }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', {
    schema: {
      operationId: 'getReadiness', summary: 'The firm API answers', tags, security: [],
      response: { 200: HealthResponse, 503: { ...Unavailable, description: 'The firm API does not answer' } },
    },
  }, async (_request, reply) => {
    if (await app.upstream.ping()) return { status: 'ok' as const };
    return reply.code(503).send({ status: 'unavailable', error: 'upstream_unreachable', message: MESSAGES.upstreamUnreachable });
  });
};

export default healthRoutes;
