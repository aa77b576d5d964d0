/** A server program the tests run as a child (redis-server, postgres): started until it is ready, killed, started again. */
import type { ChildProcess } from 'node:child_process';

export function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface ServerChild {
  /** spawns it and resolves once `ready` does; rejects with its output if it exits first */
  launch(): Promise<void>;
  /** sends the signal and resolves once the process is gone */
  signal(name: NodeJS.Signals): Promise<void>;
}

/**
 * options.holdsProcess false: the running child (and its pipes) does not keep the test process
 * alive, so that a server shared by a whole file can be stopped on 'beforeExit' (which never comes
 * while a child is referenced); it is held again while a signal waits for it to be gone.
 */
export function serverChild(name: string, spawnIt: () => ChildProcess, ready: (output: () => string) => Promise<void>, options: { holdsProcess?: boolean } = {}): ServerChild {
  const holdsProcess = options.holdsProcess ?? true;
  let child: ChildProcess | null = null;
  let output = '';
  return {
    async launch() {
      const started = spawnIt();
      child = started;
      started.stdout!.on('data', (chunk) => (output += chunk));
      started.stderr!.on('data', (chunk) => (output += chunk));
      if (!holdsProcess) {
        started.unref();
        (started.stdout as { unref?: () => void }).unref?.();
        (started.stderr as { unref?: () => void }).unref?.();
      }
      const died = exitOf(started).then(() => {
        throw new Error(`${name} exited before it was ready:\n${output}`);
      });
      await Promise.race([ready(() => output), died]);
      died.catch(() => {});
    },
    async signal(signalName) {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      running.ref();
      running.kill(signalName);
      await exitOf(running);
    },
  };
}
