/** The bench's server processes: started with node, known by a line they print, all stopped at the end; and what /proc says of them. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The servers run compiled, as in production: `npm run serve`'s command, its node flags with it
 * (BFF_NODE_ARGS after them: V8 takes the last of a flag given twice). Under tsx every function would
 * also be wrapped to keep its name, which costs each closure made per request.
 */
const SERVE = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve.split(' ');
if (SERVE[0] !== 'node') throw new Error(`npm run serve is not a node command: ${SERVE.join(' ')}`);
export const BFF_ENTRY = [...SERVE.slice(1, -1), ...(process.env.BFF_NODE_ARGS ?? '').split(' ').filter(Boolean), SERVE.at(-1)!];
export const DEMO_UPSTREAM_ENTRY = ['bench/demo-upstream-server.mjs'];

/** Compiles the server (tsc, a few seconds), so that the bench measures the code as it is. */
export function buildServer(): void {
  const { status } = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (status !== 0) throw new Error('npm run build:server failed');
}

const children: ChildProcess[] = [];

export interface StartedProcess {
  url: string;
  pid: number;
  /** ends this process (SIGTERM) and resolves when it has exited */
  stop(): Promise<void>;
}

/** Starts `node <args>` and resolves with the first capture of `pattern` in its output, and its pid. */
export function startProcess(args: string[], env: Record<string, string>, pattern: RegExp): Promise<StartedProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    let out: string | null = '';
    child.stdout!.on('data', (chunk) => {
      // Read on after the line (the pipe must not fill up) without keeping what a busy server logs.
      if (out === null) return;
      out += chunk;
      const match = pattern.exec(out);
      if (match) {
        out = null;
        resolve({ url: match[1], pid: child.pid!, stop });
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

export function stopProcesses(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

/** user + system CPU time of a process so far, in µs (Linux /proc; clock ticks of 10 ms) */
export function cpuTimeUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** A process's resident memory now (VmRSS) or its peak so far (VmHWM), in MB (Linux /proc). */
export function rssMb(pid: number, which: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${which}:`))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}
