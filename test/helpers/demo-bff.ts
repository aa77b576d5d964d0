/** The BFF in front of a fresh embedded demo upstream, with sign-in by role. */
import type { Test } from 'tap';
import { buildDemoUpstream, type DemoUpstream } from '../../server/demo/upstream/app.js';
import { publishedAccounts } from '../../server/demo/data/people.js';
import type { Role } from '../../shared/schemas/people.js';
import { buildTestApp, CSRF, sessionCookieOf, type TestApp } from './app.js';

export interface DemoBff extends TestApp {
  demo: DemoUpstream;
  /** the session cookie of the demo account of that role */
  as(role: Role): Promise<string>;
}

/** env: more settings of the BFF, e.g. REDIS_URL */
export async function buildDemoBff(t: Test, env: Record<string, string> = {}): Promise<DemoBff> {
  const demo = buildDemoUpstream();
  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => demo.app.close());
  const built = await buildTestApp(t, url, { LOG_LEVEL: 'warn', ...env });
  const cookies = new Map<Role, string>();
  return {
    ...built,
    demo,
    async as(role) {
      if (!cookies.has(role)) {
        const account = publishedAccounts().find((a) => a.role === role)!;
        const res = await built.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: account.email, password: account.password } });
        cookies.set(role, sessionCookieOf(res));
      }
      return cookies.get(role)!;
    },
  };
}
