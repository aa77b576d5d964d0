/** The OpenAPI description of the BFF's JSON surface, built from the route schemas, at GET /docs. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Back-office Retraite — BFF',
        description:
          'Session cookie from POST /login; every POST, PUT, PATCH and DELETE carries the header X-CSRF: 1. Errors are {error, message} with a French message.',
        version: '1.0.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bo_session' } } },
      security: [{ session: [] }],
    },
  });
}

/** Registered before the routes, so that it sees them all. */
export const openapiPlugin = fp(openapi, { name: 'openapi' });

export async function openapiRoute(app: FastifyInstance): Promise<void> {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
}
