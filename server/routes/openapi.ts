/** The OpenAPI description of the BFF's JSON surface, built from the route schemas, at GET /docs. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { describeSuccesses, documentETags } from '../openapi/answers.js';
import { operationsOf, type OpenApiDocument } from '../openapi/document.js';
import { nameErrorAnswers } from '../openapi/named-answers.js';
import { nameSchemas } from '../openapi/named-schemas.js';
import { listNullInNullableEnums, oneExample } from '../openapi/schema-dialect.js';

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
  { name: 'Journal', description: 'Who changed what and who looked at personal data, when: the chained journal (admin) and each record\'s history' },
  // The template's demo apps: per signed-in user, seeded with demo data, apart from the firm's records.
  { name: 'Mail (demo)', description: "The template's mailbox: folders, labels, stars, sending and attachments (demo data)" },
  { name: 'Demo chat', description: "The template's chat: conversations, contacts and the caller's status (demo data)" },
  { name: 'Demo calendar', description: "The template's calendar events, by label (demo data)" },
  { name: 'E-commerce', description: "The template's shop: cart, wish list and checkout over the data list's products (demo data)" },
  { name: 'Template demo: users', description: "The template's sample users (read, and change some fields)" },
  { name: 'Template demo: authentication', description: "The template's own sign-in (public, rate-limited): demo tokens that never open a back-office session" },
];

async function openapi(app: FastifyInstance, opts: { basePath: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Back-office Retraite — BFF',
        description:
          'Session cookie from POST /login, whose POST, PUT, PATCH and DELETE carry the header X-CSRF: 1; or a personal API token as Authorization: Bearer (no X-CSRF). ' +
          'Errors are {error, message, field?}: a stable code, a French message, and for a 400 the invalid field as a dotted path. ' +
          'A method a path does not serve is 405 method_not_allowed, with Allow listing those it serves.',
        version: '1.0.0',
        // Proprietary: no SPDX identifier or public licence text to point to (Redocly's info-license-strict warns of the missing url).
        license: { name: 'Propriétaire : tous droits réservés' },
      },
      // The BFF answers under BASE_PATH (a proxy may keep or strip it).
      servers: [{ url: opts.basePath === '/' ? '/' : opts.basePath.replace(/\/$/, ''), description: 'this BFF' }],
      tags: API_TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [SIGNED_IN, TOKEN],
    },
    transformObject: (document) => describe(('openapiObject' in document ? document.openapiObject : {}) as OpenApiDocument),
  });
}

/** How a caller proves who they are. */
const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'the HttpOnly session cookie POST /login sets' },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF',
    description: 'the value 1, on every POST, PUT, PATCH and DELETE (POST /login included): without it, 403 csrf',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'A personal API token (POST /api/profile/tokens, or « Sécurité » in the back-office): no cookie, so no X-CSRF; `read` tokens GET only; 20 calls a second per token (429, Retry-After)',
  },
} as const;
const SIGNED_IN = { session: [] as string[] };
const TOKEN = { bearerAuth: [] as string[] };
const CSRF = { csrf: [] as string[] };
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/**
 * An unsafe operation needs X-CSRF beside the session cookie (and alone for a public one, POST
 * /login); a Bearer token needs none (no cookie goes with it).
 */
function requireCsrf(document: OpenApiDocument): void {
  for (const { method, operation } of operationsOf(document)) {
    if (!UNSAFE.has(method)) continue;
    const requirements = operation.security ?? document.security ?? [];
    operation.security = requirements.length === 0 ? [CSRF] : requirements.map((requirement) => ('session' in requirement ? { ...requirement, ...CSRF } : requirement));
  }
}

/** The description as integrators read it: the route schemas as @fastify/swagger wrote them, then what every operation says alike. */
function describe(document: OpenApiDocument): OpenApiDocument {
  listNullInNullableEnums(document);
  oneExample(document);
  nameSchemas(document);
  nameErrorAnswers(document);
  describeSuccesses(document);
  documentETags(document);
  requireCsrf(document);
  return document;
}

/** Registered before the routes, so that it sees them all. */
export const openapiPlugin = fp(openapi, { name: 'openapi' });

export async function openapiRoute(app: FastifyInstance): Promise<void> {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
}
