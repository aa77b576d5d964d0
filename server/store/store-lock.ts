/** A short lock in the store around a read-modify-write (Redis SET NX PX, or memory), shared by every instance. */
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError, MESSAGES } from '../http-error.js';
import type { KeyValueStore } from './store.js';

/** Longer than the longest write (a few firm API calls, each under UPSTREAM_TIMEOUT_MS): a holder that dies frees it then. */
const LOCK_TTL_MS = 60_000;
/** How long a write waits for the lock before answering 503 record_busy. */
const LOCK_WAIT_MS = 15_000;
const RETRY_MS = 15;

/** Runs `work` holding the store's lock `key` (waiting for it a few seconds at most). */
export async function withStoreLock<T>(store: KeyValueStore, key: string, work: () => Promise<T>): Promise<T> {
  const until = Date.now() + LOCK_WAIT_MS;
  let token = await store.tryLock(key, LOCK_TTL_MS);
  while (token === null) {
    if (Date.now() > until) throw new HttpError(503, 'record_busy', MESSAGES.recordBusy);
    await sleep(RETRY_MS + Math.random() * RETRY_MS);
    token = await store.tryLock(key, LOCK_TTL_MS);
  }
  try {
    return await work();
  } finally {
    await store.unlock(key, token).catch(() => undefined);
  }
}
