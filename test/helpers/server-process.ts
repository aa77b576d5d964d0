/** Starts the BFF as a real process (`server/index.ts` through tsx) and learns its URL from the banner. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

const START_TIMEOUT_MS = 60_000;

export function startServerProcess(env: Record<string, string>, entry = ['--import', 'tsx', 'server/index.ts']): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, entry, {
      env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
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
