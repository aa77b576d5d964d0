/**
 * A real redis-server for a test (or the bench) on a free loopback port, with no persistence:
 * started, killed and restarted on the same port by its pid.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port.js';
import { serverChild } from './server-child.js';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisServer {
  port: number;
  /** redis://127.0.0.1:<port> */
  url: string;
  /** SIGKILL, as when the server or its host dies; resolves once the process is gone */
  kill(): Promise<void>;
  /** starts it again on the same port (after kill) */
  restart(): Promise<void>;
  /** SIGTERM; used by teardown */
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port. */
async function accepting(port: number, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** extraArgs: more redis-server options, e.g. ['--requirepass', 'x'] */
export async function startRedisServer(extraArgs: string[] = []): Promise<RedisServer> {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extraArgs];
  const server = serverChild('redis-server', () => spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] }), () => accepting(port, 10_000));
  const launch = () => server.launch();
  const signal = (name: NodeJS.Signals) => server.signal(name);

  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: () => signal('SIGKILL'),
    restart: launch,
    stop: () => signal('SIGTERM'),
  };
}
