/**
 * Writes that honour If-Match: reading the record, comparing its version and writing it are one step
 * per record, under a short lock in the store (Redis SET NX PX with REDIS_URL, memory otherwise), so
 * that two writes carrying the same If-Match can never both pass, even on two instances.
 */
import { HttpError, MESSAGES } from '../http-error.js';
import { withStoreLock } from '../store/store-lock.js';
import type { KeyValueStore } from '../store/store.js';

/** One element of an If-Match list (RFC 9110 §8.8.3): `"…"` or `W/"…"` (etagc characters), or an empty element. */
const LIST_ELEMENT = /[ \t]*(?:(W\/)?"([\x21\x23-\x7e\x80-\xff]*)")?[ \t]*(,|$)/y;

/** The entity-tags of a list, or null when it is not one (`stale`, `garbage"`, two tags with no comma). */
function entityTags(text: string): Array<{ weak: boolean; tag: string }> | null {
  const tags: Array<{ weak: boolean; tag: string }> = [];
  for (let at = 0; at < text.length; ) {
    LIST_ELEMENT.lastIndex = at;
    const element = LIST_ELEMENT.exec(text);
    if (!element || element[0] === '') return null;
    if (element[2] !== undefined) tags.push({ weak: element[1] !== undefined, tag: element[2] });
    at = LIST_ELEMENT.lastIndex;
  }
  return tags.length > 0 ? tags : null;
}

/**
 * The versions an If-Match header accepts: `*` (any), a list of strong tags, or null when absent.
 * A header that is not an entity-tag list is a 400: read as a version it would be a false 412.
 */
export function acceptedVersions(header: string | string[] | undefined): '*' | string[] | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === undefined || text.trim() === '') return null;
  if (text.trim() === '*') return '*';
  const tags = entityTags(text);
  if (tags === null) throw new HttpError(400, 'invalid_if_match', MESSAGES.invalidIfMatch);
  // Strong comparison: a weak tag (W/"...") never matches.
  return tags.filter((tag) => !tag.weak).map((tag) => tag.tag);
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
  /** the record as a 412 shows it, when not whole (a client's NIR masked, as lists show it) */
  shown?: (current: R) => unknown;
}

/**
 * Reads the record under its lock; with an If-Match that names another version, 412 and nothing is
 * written; with the current one, `*` or none (integrators who do not care), the write happens.
 */
export function guardedWrite<R extends { version: string }, T>(store: KeyValueStore, { key, ifMatch, read, write, shown }: GuardedWrite<R, T>): Promise<T> {
  const accepted = acceptedVersions(ifMatch);
  return withStoreLock(store, `lock:${key}`, async () => {
    const current = await read();
    if (Array.isArray(accepted) && !accepted.includes(current.version)) throw editConflict(shown ? shown(current) : current);
    return write(current);
  });
}
