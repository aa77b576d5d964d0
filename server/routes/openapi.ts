/** The OpenAPI description of the BFF's JSON surface, built from the route schemas, at GET /docs. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every operation's tag is its area; integrators read the areas from here. */
export const API_TAGS = [
  { name: 'Session', description: 'Sign in and out (the session is an HttpOnly cookie), and who is signed in' },
  { name: 'Configuration', description: 'What the screens need before sign-in: languages, base path, firm identity, demo accounts' },
  { name: 'Health', description: 'Liveness and readiness probes' },
  { name: 'Bookmarks', description: 'The navbar bookmarks and the page search (demo data)' },
  { name: 'Data list', description: "The template's data list: the caller's own demo products" },
  { name: 'Grid', description: "The template's grid rows and autocomplete suggestions (read-only demo data)" },
  { name: 'Todo (demo)', description: "The template's Todo app and its client tasks, per signed-in user (demo data)" },
  { name: 'Search', description: 'The quick search over the clients and contracts the caller may see' },
  { name: 'Clients', description: "The firm's clients and the e-mail availability check" },
  { name: 'Former clients', description: "The previous web site's clients, read-only but for deletion" },
  { name: 'Members', description: "The firm's staff accounts; only the admin writes them" },
  { name: 'Documents', description: "A client's documents: upload, download, delete" },
  { name: 'Profile', description: "The caller's own card, notes, next tasks and password" },
  { name: 'Tasks', description: 'The tasks linked to clients, and the unread badge' },
  { name: 'Contracts', description: 'Fee contracts, their payments and states' },
  { name: 'Contract template', description: "The firm's contract template" },
  { name: 'Statistics', description: "The dashboard's figures" },
  { name: 'CRM', description: 'The call and e-mail log' },
];

async function openapi(app: FastifyInstance, opts: { basePath: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Back-office Retraite — BFF',
        description:
          'Session cookie from POST /login; every POST, PUT, PATCH and DELETE carries the header X-CSRF: 1. ' +
          'Errors are {error, message, field?}: a stable code, a French message, and for a 400 the invalid field as a dotted path.',
        version: '1.0.0',
      },
      // The BFF answers under BASE_PATH (a proxy may keep or strip it).
      servers: [{ url: opts.basePath === '/' ? '/' : opts.basePath.replace(/\/$/, ''), description: 'this BFF' }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'bo_session' },
          bearerAuth: {
            type: 'http', scheme: 'bearer',
            description: 'A personal API token (POST /api/profile/tokens, or « Sécurité » in the back-office): no cookie, so no X-CSRF; `read` tokens GET only; 20 calls a second per token (429, Retry-After)',
          },
        },
      },
      security: [{ session: [] }, { bearerAuth: [] }],
    },
    transformObject: (document) => describeSuccesses(('openapiObject' in document ? document.openapiObject : {}) as OpenApiDocument) as object,
  });
}

type OpenApiDocument = { paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>> };
const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'Done: no content' };

/** A success answer whose schema says nothing of itself is named by its status, never @fastify/swagger's "Default Response". */
function describeSuccesses(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response') response.description = SUCCESS[status] ?? 'OK';
      }
    }
  }
  return document;
}

/** Registered before the routes, so that it sees them all. */
export const openapiPlugin = fp(openapi, { name: 'openapi' });

export async function openapiRoute(app: FastifyInstance): Promise<void> {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
}
