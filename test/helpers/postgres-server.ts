/**
 * A real PostgreSQL server for a test (or the bench): initdb in a temporary folder, postgres on a
 * free loopback port (as the `postgres` user when run as root, which PostgreSQL refuses to be),
 * killed and restarted on the same port; `freshDatabase()` makes a database no other app has used.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';
import { serverChild } from './server-child.js';

/** where Debian puts the server's binaries (PG_BIN overrides it) */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  for (const version of ['17', '16', '15', '14', '13']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, 'postgres'))) return dir;
  }
  throw new Error('PostgreSQL is not installed: apt-get install postgresql (or PG_BIN=<folder of postgres and initdb>)');
}

export interface PostgresServer {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** the URL of a new, empty database on this server */
  freshDatabase(): Promise<string>;
  /** SIGKILL, as when the server or its host dies */
  kill(): Promise<void>;
  /** starts it again on the same port and data (after kill) */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** as root, the server's processes run as the `postgres` user */
function owner(): { uid: number; gid: number } | Record<string, never> {
  if (!asRoot) return {};
  return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) };
}

async function accepting(url: string, deadlineMs: number, output: () => string): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw new Error(`postgres did not accept connections:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** options.holdsProcess false: the server does not keep this process alive (sharedPostgresServer stops it on 'beforeExit'). */
export async function startPostgresServer(options: { holdsProcess?: boolean } = {}): Promise<PostgresServer> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'bo-pg-'));
  const data = join(dir, 'data');
  const user = owner();
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'], { stdio: 'pipe', cwd: dir, ...user });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  const args = ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off', '-c', 'max_connections=200'];
  const server = serverChild('postgres', () => spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, ...user }), (output) => accepting(url, 30_000, output), options);
  const launch = () => server.launch();
  // SIGKILL of the postmaster leaves its children until they notice; they then exit and a restart recovers (as after a crash).
  const signal = (name: NodeJS.Signals) => server.signal(name);

  await launch();
  return {
    port,
    url,
    async freshDatabase() {
      const name = `bo_test_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    kill: () => signal('SIGKILL'),
    restart: launch,
    async stop() {
      // SIGINT, the fast shutdown: SIGTERM (smart) would wait for every client still connected to leave.
      await signal('SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let shared: Promise<PostgresServer> | null = null;

/** One server per test process, started at first use and stopped when the process ends (it does not keep the process alive). */
export function sharedPostgresServer(): Promise<PostgresServer> {
  if (!shared) {
    shared = startPostgresServer({ holdsProcess: false });
    void shared.then((server) => process.once('beforeExit', () => void server.stop()));
  }
  return shared;
}
