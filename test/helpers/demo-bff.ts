/** The BFF in front of a fresh embedded demo upstream, with sign-in by role. */
import type { AddressInfo } from 'node:net';
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

/** env: more settings of the BFF, e.g. REDIS_URL; extra.now: a clock the test moves; extra.demo: an upstream another BFF already fronts */
export async function buildDemoBff(t: Test, env: Record<string, string> = {}, extra: { now?: () => number; demo?: DemoUpstream } = {}): Promise<DemoBff> {
  const demo = extra.demo ?? buildDemoUpstream();
  const url = extra.demo ? `http://127.0.0.1:${(demo.app.server.address() as AddressInfo).port}` : await demo.app.listen({ host: '127.0.0.1', port: 0 });
  if (!extra.demo) t.teardown(() => demo.app.close());
  const built = await buildTestApp(t, url, { LOG_LEVEL: 'warn', ...env }, extra.now ? { now: extra.now } : {});
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
