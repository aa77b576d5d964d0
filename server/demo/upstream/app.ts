/**
 * The embedded demo upstream: a separate Fastify instance on a loopback port that speaks the firm
 * API's contract (docs/upstream-api.md), reached by the BFF through the same HTTP client as a real
 * upstream. Every request is checked against the contract's shapes (server/upstream/contract/): what
 * the firm API would refuse, and any column it does not have, is a 422. In memory: a restart resets it.
 */
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { schemaController } from '../../schema-validators.js';
import { LoginBody } from '../../upstream/contract/users.js';
import { DemoStore } from './store.js';
import type { DemoUser } from '../data/rows.js';
import contractRoutes from './contracts.js';
import crmRoutes from './crm.js';
import fileRoutes from './files.js';
import taskRoutes from './tasks.js';
import userRoutes from './users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** the user of the bearer token (every route but /login) */
    caller: DemoUser | null;
  }
}

export interface DemoUpstream {
  app: FastifyInstance;
  store: DemoStore;
}

const PUBLIC_ROUTES = new Set(['/', '/login']);

export function buildDemoUpstream(store = new DemoStore()): DemoUpstream {
  // Bodies are checked as sent, like the BFF's own (no type coercion).
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, ajv: { customOptions: { removeAdditional: false } }, schemaController });
  app.decorateRequest('caller', null);
  // What the firm API (Laravel) answers a request its contract refuses: 422 and a message.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.validation) return reply.code(422).send({ message: 'The given data was invalid.', errors: { [error.validationContext ?? 'body']: [error.message] } });
    return reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 500).send({ message: error.statusCode && error.statusCode < 500 ? error.message : 'Server Error' });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (PUBLIC_ROUTES.has(request.routeOptions.url ?? '')) return;
    request.caller = store.userOfToken(request.headers.authorization);
    if (!request.caller) return reply.code(401).send({ message: 'Unauthenticated.' });
  });

  app.get('/', async () => ({ name: 'demo upstream', status: 'ok' }));

  app.post<{ Body: { email?: unknown; password?: unknown } }>('/login', { schema: { body: LoginBody } }, async (request, reply) => {
    const { email, password } = request.body ?? {};
    const user = store.data.users.find(
      (u) => typeof email === 'string' && u.email.toLowerCase() === email.trim().toLowerCase() && u.password === password,
    );
    if (!user) return reply.code(401).send({ error: 'Incorrect email/password' });
    return { error: false, accessToken: store.issueToken(user.id), user: { id: user.id, email: user.email, name: user.name, role: user.role } };
  });

  app.get('/unread_count', async (request) => ({ count: store.unreadCount(request.caller!.id) }));

  app.register(userRoutes, { store });
  app.register(taskRoutes, { store });
  app.register(fileRoutes, { store });
  app.register(contractRoutes, { store });
  app.register(crmRoutes, { store });
  return { app, store };
}
