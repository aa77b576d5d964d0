/**
 * Writes that honour If-Match: reading the record, comparing its version and writing it are one step
 * per record, under a short lock in the store (Redis SET NX PX with REDIS_URL, memory otherwise), so
 * that two writes carrying the same If-Match can never both pass, even on two instances.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError, MESSAGES } from '../http-error.js';
import type { KeyValueStore } from '../store/store.js';

/** Longer than the longest write (a few firm API calls, each under UPSTREAM_TIMEOUT_MS): a holder that dies frees it then. */
const LOCK_TTL_MS = 60_000;
/** How long a write waits for the record's lock before answering 503 record_busy. */
const LOCK_WAIT_MS = 15_000;
const RETRY_MS = 15;

/** The versions an If-Match header accepts: `*` (any), a list of strong tags, or null when absent. */
export function acceptedVersions(header: string | string[] | undefined): '*' | string[] | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === undefined || text.trim() === '') return null;
  if (text.trim() === '*') return '*';
  // Strong comparison: a weak tag (W/"...") never matches.
  return [...text.matchAll(/(W\/)?"([^"]*)"/g)].filter((match) => !match[1]).map((match) => match[2]);
}

/** The record changed since the version the caller sent: 412 with the record as it is now. */
export function editConflict(current: unknown): HttpError {
  return new HttpError(412, 'edit_conflict', MESSAGES.editConflict, undefined, { current });
}

async function withLock<T>(store: KeyValueStore, key: string, work: () => Promise<T>): Promise<T> {
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

export interface GuardedWrite<R extends { version: string }, T> {
  /** the record's lock, e.g. `client:12` */
  key: string;
  /** the If-Match header as received */
  ifMatch: string | string[] | undefined;
  /** the record as it is now */
  read: () => Promise<R>;
  /** the write, given the record it was compared with */
  write: (current: R) => Promise<T>;
}

/**
 * Reads the record under its lock; with an If-Match that names another version, 412 and nothing is
 * written; with the current one, `*` or none (integrators who do not care), the write happens.
 */
export function guardedWrite<R extends { version: string }, T>(store: KeyValueStore, { key, ifMatch, read, write }: GuardedWrite<R, T>): Promise<T> {
  const accepted = acceptedVersions(ifMatch);
  return withLock(store, `lock:${key}`, async () => {
    const current = await read();
    if (Array.isArray(accepted) && !accepted.includes(current.version)) throw editConflict(current);
    return write(current);
  });
}
