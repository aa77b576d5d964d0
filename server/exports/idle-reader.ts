/**
 * The deadline of an export's reader (issue 34): an answer whose reader stops taking what is written
 * (the socket's writes stay unfinished, nothing more reaches the connection) for `idleMs` is given
 * up. It is a deadline on no progress, not on the whole answer: a slow reader that keeps reading
 * finishes however long it takes; one that stopped (a download opened and never read) no longer
 * holds an export turn and its buffers.
 */
import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** Watches `res` until it closes; calls `onIdle` once when its reader took nothing for `idleMs`. */
export function watchReader(res: ServerResponse, idleMs: number, onIdle: () => void): void {
  const socket = res.socket;
  // Not a real connection (app.inject): nothing waits on a reader.
  if (!(socket instanceof Socket)) return;
  // What the connection took: the bytes whose writes finished (handed to the kernel, so read or on their way).
  const taken = () => socket.bytesWritten - socket.writableLength;
  let lastTaken = taken();
  let since = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const current = taken();
    // Nothing waiting to be written: the reader is not behind (the BFF may be the slow one).
    if (socket.writableLength === 0 || current !== lastTaken) {
      lastTaken = current;
      since = now;
      return;
    }
    if (now - since >= idleMs) {
      stop();
      onIdle();
    }
  }, Math.max(20, Math.floor(idleMs / 4)));
  timer.unref();
  const stop = () => clearInterval(timer);
  res.once('close', stop);
}
