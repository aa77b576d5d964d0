/** Starts the BFF as a real process (`server/index.ts` through tsx) and learns its URL from the banner. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseEnv } from './app.js';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

const START_TIMEOUT_MS = 60_000;

export async function startServerProcess(given: Record<string, string>, entry = ['--import', 'tsx', 'server/index.ts']): Promise<ServerProcess> {
  // Several instances (REDIS_URL) keep their records in PostgreSQL: the database of that Redis on the
  // tests' shared server, as buildTestApp gives it (a BFF in this process on that Redis shares it).
  const env = given.REDIS_URL && !given.DATA_DIR && !given.DATABASE_URL ? { ...(await databaseEnv({ teardown: () => undefined }, given)), ...given } : given;
  // With a firm API the records are kept in DATA_DIR (./data by default): each process a folder of its own unless the test names one.
  const ownDataDir = env.UPSTREAM_URL && !env.DATA_DIR && !env.DATABASE_URL ? mkdtempSync(join(tmpdir(), 'bo-data-')) : null;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, entry, {
      env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'warn', ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((done) =>
      child.on('exit', (code) => {
        if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
        done(code);
      }),
    );
    // Generous on a loaded 2-core machine; a server that did not start in time is killed, or its
    // open pipes would keep the test file running until tap's own timeout.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s:\n${out}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      out += chunk;
      const match = /Back-office: (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          output: () => out,
          exited,
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}
