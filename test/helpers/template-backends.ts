/**
 * What the template API's server tests share: a stub upstream that signs in whoever they
 * ask, a real redis-server, and a BFF on either store backend (with Redis, a database of its own
 * per BFF, so tests do not see each other's data).
 */
import type { Test } from 'tap';
import { buildTestApp, CSRF, sessionCookieOf } from './app.js';
import { startRedisServer, type RedisServer } from './redis-server.js';
import { startStubUpstream, type StubUpstream } from './stub-upstream.js';

export type Backend = 'memory' | 'redis';
export const BACKENDS: readonly Backend[] = ['memory', 'redis'];
export type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

export interface TemplateBackends {
  readonly stub: StubUpstream;
  /** a fresh BFF on the backend (extra environment variables in env) */
  bffOn(t: Test, backend: Backend, env?: Record<string, string>): ReturnType<typeof buildTestApp>;
  /** the URL of a Redis database no BFF has used yet (for two BFFs on one database) */
  freshRedisUrl(): string;
  /** the session cookie of user `id` with that role and name, signed in through the stub upstream */
  signIn(app: App, id: number, role?: string, name?: string): Promise<string>;
}

/** Starts the stub upstream and the redis-server before the file's tests, stops them after. */
export function templateBackends(t: Test): TemplateBackends {
  let stub: StubUpstream | undefined;
  let redis: RedisServer | undefined;
  let db = 0;
  t.before(async () => {
    stub = await startStubUpstream();
    redis = await startRedisServer();
  });
  t.teardown(async () => {
    await stub?.close();
    await redis?.stop();
  });
  const started = () => {
    if (!stub || !redis) throw new Error('templateBackends: used before t.before ran');
    return { stub, redis };
  };
  const freshRedisUrl = () => `${started().redis.url}/${++db}`;
  return {
    get stub() {
      return started().stub;
    },
    freshRedisUrl,
    bffOn(t, backend, env = {}) {
      return buildTestApp(t, started().stub.url, { ...(backend === 'redis' ? { REDIS_URL: freshRedisUrl() } : {}), ...env });
    },
    async signIn(app, id, role = 'admin', name = `User ${id}`) {
      started().stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: `tok-${id}`, user: { id, name, role } } });
      return sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'u@x.fr', password: 'x' } }));
    },
  };
}
