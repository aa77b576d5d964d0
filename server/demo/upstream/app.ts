/**
 * The embedded demo upstream: a separate Fastify instance on a loopback port that speaks the
 * firm's upstream contract (../shared/upstream-contract.md), reached by the BFF through the same
 * HTTP client as a real upstream. In memory: a restart resets it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { DemoStore } from './store.js';
import type { DemoUser } from '../data/seed.js';
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
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (request, reply) => {
    if (PUBLIC_ROUTES.has(request.routeOptions.url ?? '')) return;
    request.caller = store.userOfToken(request.headers.authorization);
    if (!request.caller) return reply.code(401).send({ message: 'Unauthenticated.' });
  });

  app.get('/', async () => ({ name: 'demo upstream', status: 'ok' }));

  app.post<{ Body: { email?: unknown; password?: unknown } }>('/login', async (request, reply) => {
    const { email, password } = request.body ?? {};
    const user = store.data.users.find(
      (u) => typeof email === 'string' && u.email.toLowerCase() === email.trim().toLowerCase() && u.password === password,
    );
    if (!user) return reply.code(401).send({ error: 'Incorrect email/password' });
    return { error: false, accessToken: store.issueToken(user.id), user: { id: user.id, email: user.email, name: user.name, role: user.role } };
  });

  app.get('/unread_count', async (request) => {
    const caller = request.caller!;
    // "Whose customer is the caller": a client's own tasks, or for staff those of the clients they follow.
    const count = store.data.tasks.filter((task) => {
      if (task.isRead) return false;
      return task.customer_id === caller.id || store.user(task.customer_id)?.parent_id === caller.id;
    }).length;
    return { count };
  });

  app.register(userRoutes, { store });
  app.register(taskRoutes, { store });
  app.register(fileRoutes, { store });
  app.register(contractRoutes, { store });
  app.register(crmRoutes, { store });
  return { app, store };
}
