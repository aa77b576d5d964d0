/** Builds the BFF for a test against a given upstream, captures its logs, closes it at teardown. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { DemoAccount } from '../../shared/schemas/config.js';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** every log line the app wrote, as raw JSON text */
  logs: string[];
}

export async function buildTestApp(
  t: Teardown,
  upstreamUrl: string,
  env: Record<string, string> = {},
  extra: { clientDir?: string; demoAccounts?: DemoAccount[] | null; now?: () => number } = {},
): Promise<TestApp> {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ UPSTREAM_URL: upstreamUrl, SESSION_SECRET: TEST_SECRET, LOG_LEVEL: 'debug', ...env });
  const app = await buildApp(config, {
    upstreamUrl,
    demoAccounts: extra.demoAccounts ?? null,
    clientDir: extra.clientDir ?? '/nonexistent-client-dir',
    logStream,
    ...(extra.now ? { now: extra.now } : {}),
  });
  t.teardown(() => app.close());
  return { app, config, logs };
}

export const CSRF = { 'x-csrf': '1' };

/** The `name=value` pair of the session cookie set by a response, for a Cookie header. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'bo_session');
  if (!cookie) throw new Error(`no session cookie in the answer (${res.statusCode} ${res.body})`);
  return `bo_session=${cookie.value}`;
}

export function setCookieHeader(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw.join('\n') : String(raw ?? '');
}
