/** The bench's server processes: started with node, known by a line they print, all stopped at the end. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * The servers run compiled, as in production (`npm run serve`): under tsx every function would
 * also be wrapped to keep its name, which costs each closure made per request.
 */
export const BFF_ENTRY = ['dist/server/index.js'];
export const DEMO_UPSTREAM_ENTRY = ['bench/demo-upstream-server.mjs'];

/** Compiles the server (tsc, a few seconds), so that the bench measures the code as it is. */
export function buildServer(): void {
  const { status } = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (status !== 0) throw new Error('npm run build:server failed');
}

const children: ChildProcess[] = [];

/** Starts `node <args>` and resolves with the first capture of `pattern` in its output, and its pid. */
export function startProcess(args: string[], env: Record<string, string>, pattern: RegExp): Promise<{ url: string; pid: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = pattern.exec(out);
      if (match) resolve({ url: match[1], pid: child.pid! });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

export function stopProcesses(): void {
  for (const child of children) child.kill('SIGTERM');
}
