/**
 * Writes that honour If-Match: reading the record, comparing its version and writing it are one step
 * per record, under a short lock in the store (Redis SET NX PX with REDIS_URL, memory otherwise), so
 * that two writes carrying the same If-Match can never both pass, even on two instances.
 */
import { HttpError, MESSAGES } from '../http-error.js';
import { withStoreLock } from '../store/store-lock.js';
import type { KeyValueStore } from '../store/store.js';

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
  return withStoreLock(store, `lock:${key}`, async () => {
    const current = await read();
    if (Array.isArray(accepted) && !accepted.includes(current.version)) throw editConflict(current);
    return write(current);
  });
}
