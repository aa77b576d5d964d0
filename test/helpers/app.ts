/** Builds the BFF for a test against a given upstream, captures its logs, closes it at teardown. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { DemoAccount } from '../../shared/schemas/config.js';
import { sharedPostgresServer } from './postgres-server.js';

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

/** The PostgreSQL database of each Redis database: two BFFs on one Redis are two instances of one firm, on one database. */
const databaseOfRedis = new Map<string, Promise<string>>();

/**
 * Where a test app keeps its records, unless the test says it (DATA_DIR or DATABASE_URL): a new
 * SQLite folder of its own, or with REDIS_URL (several instances) the PostgreSQL database of that Redis.
 */
export async function databaseEnv(t: Teardown, env: Record<string, string>): Promise<Record<string, string>> {
  if (env.DATA_DIR || env.DATABASE_URL) return {};
  if (env.REDIS_URL) {
    let url = databaseOfRedis.get(env.REDIS_URL);
    if (!url) databaseOfRedis.set(env.REDIS_URL, (url = sharedPostgresServer().then((server) => server.freshDatabase())));
    return { DATABASE_URL: await url };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-data-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
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
  const config = loadConfig({ UPSTREAM_URL: upstreamUrl, SESSION_SECRET: TEST_SECRET, LOG_LEVEL: 'debug', ...(await databaseEnv(t, env)), ...env });
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
