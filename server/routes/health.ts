/** GET /healthz (the process lives) and GET /readyz (the upstream answers). */
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http-error.js';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (await app.upstream.ping()) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', error: 'upstream_unreachable', message: MESSAGES.upstreamUnreachable });
  });
}
