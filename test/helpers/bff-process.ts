/**
 * The built BFF (dist/server/index.js, as `npm run serve` runs it) as a real process, and what a
 * test says to it through HTTP: sign in (a session cookie), a call with that cookie or an API token,
 * and a kill -9 (no shutdown, no flush: what was answered must already be on disk).
 */
import { existsSync } from 'node:fs';
import { publishedAccounts } from '../../server/demo/data/people.js';
import type { Role } from '../../shared/schemas/people.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export const BUILT_SERVER = 'dist/server/index.js';
/** a tap `skip` reason when the server is not built (npm test builds it first) */
export const notBuilt = !existsSync(BUILT_SERVER) && 'run npm run build:server first';

export const startBuiltServer = (env: Record<string, string>): Promise<ServerProcess> => startServerProcess(env, [BUILT_SERVER]);

/** SIGKILL, and resolves once the process is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads what the BFF answered
  body: any;
  /** the session cookie it set (name=value), if any */
  cookie: string | null;
}

/** A call to the BFF at `base`; `auth` is a cookie (bo_session=…) or an API token (rcb_pat_…). */
export async function call(base: string, method: string, path: string, auth?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'x-csrf': '1' };
  if (auth?.startsWith('bo_session=')) headers.cookie = auth;
  else if (auth) headers.authorization = `Bearer ${auth}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(path.replace(/^\//, ''), base), { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith('bo_session=') && !cookie.startsWith('bo_session=;'));
  return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, cookie: set ? set.split(';')[0] : null };
}

/** Signs the demo account of that role in: its session cookie. */
export async function signIn(base: string, role: Role): Promise<string> {
  const account = publishedAccounts().find((a) => a.role === role)!;
  const res = await call(base, 'POST', '/login', undefined, { email: account.email, password: account.password });
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in of ${role} refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.cookie;
}
