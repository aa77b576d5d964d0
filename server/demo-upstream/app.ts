/**
 * The embedded demo upstream: a separate Fastify instance on a loopback port that speaks the
 * firm's upstream contract (../shared/upstream-contract.md), reached by the BFF through the same
 * HTTP client as a real upstream. In memory: a restart resets it.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { DemoPerson } from './people.js';
import { seedDemoData, type DemoData } from './seed.js';

/** Demo tokens outlive the BFF's default session (8 h), so a session never outlives its token. */
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

interface IssuedToken {
  personId: number;
  expiresAt: number;
}

export interface DemoUpstream {
  app: FastifyInstance;
  data: DemoData;
}

export function buildDemoUpstream(data: DemoData = seedDemoData()): DemoUpstream {
  const app = Fastify({ logger: false });
  const tokens = new Map<string, IssuedToken>();
  const byId = new Map(data.people.map((p) => [p.id, p]));

  function caller(request: FastifyRequest): DemoPerson | null {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const issued = match ? tokens.get(match[1]) : undefined;
    if (!issued || issued.expiresAt < Date.now()) return null;
    return byId.get(issued.personId) ?? null;
  }

  app.get('/', async () => ({ name: 'demo upstream', status: 'ok' }));

  app.post<{ Body: { email?: unknown; password?: unknown } }>('/login', async (request, reply) => {
    const { email, password } = request.body ?? {};
    const person = data.people.find(
      (p) => typeof email === 'string' && p.email.toLowerCase() === email.trim().toLowerCase() && p.password === password,
    );
    if (!person) return reply.code(401).send({ error: 'Incorrect email/password' });
    const accessToken = randomBytes(24).toString('hex');
    tokens.set(accessToken, { personId: person.id, expiresAt: Date.now() + TOKEN_TTL_MS });
    return { error: false, accessToken, user: { id: person.id, email: person.email, name: person.name, role: person.role } };
  });

  app.get('/unread_count', async (request, reply) => {
    const person = caller(request);
    if (!person) return reply.code(401).send({ message: 'Unauthenticated.' });
    // "Whose customer is the caller": a client's own tasks, or for staff those of the clients they follow.
    const count = data.tasks.filter((task) => {
      if (task.isRead) return false;
      return task.customer_id === person.id || byId.get(task.customer_id)?.parent_id === person.id;
    }).length;
    return { count };
  });

  return { app, data };
}
