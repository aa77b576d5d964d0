/**
 * What the BFF keeps itself, beside the upstream: JSON documents by key (optionally expiring),
 * atomic counters, per-user documents and short locks. Two backends with the same behaviour: memory (the
 * default, one process) and Redis (REDIS_URL, shared by every instance). Callers name keys
 * without a namespace; the Redis backend puts them under `bo:`.
 *
 * A backend that cannot answer throws StoreUnavailableError (503 store_unavailable) and publishes
 * the failure on the diagnostics channel `bo:store:error` as `{ operation, error }`.
 */
import { HttpError, MESSAGES } from '../http-error.js';
import { publishStoreError } from '../metrics/events.js';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The documents of one user, under `user:<id>:<name>`. */
export interface UserDocuments {
  get<T extends Json = Json>(name: string): Promise<T | null>;
  set(name: string, value: Json, ttlMs?: number): Promise<void>;
  delete(name: string): Promise<void>;
}

export interface KeyValueStore {
  /** the document under key, or null when there is none (or it expired) */
  get<T extends Json = Json>(key: string): Promise<T | null>;
  /** several documents in ONE round trip, in the order of the keys */
  getMany(keys: readonly string[]): Promise<(Json | null)[]>;
  /** stores the document; with ttlMs it expires (really: it is gone, not merely hidden) after that */
  set(key: string, value: Json, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** adds one to the counter under key, atomically, and returns it; a new counter expires after ttlMs */
  incr(key: string, ttlMs: number): Promise<number>;
  /**
   * Takes the lock `key` for ttlMs if nobody holds it (Redis SET NX PX): its token, to release it
   * with; null when it is held. A holder that dies loses it after ttlMs.
   */
  tryLock(key: string, ttlMs: number): Promise<string | null>;
  /** Releases the lock if `token` still holds it (a lock that expired and was taken again is left alone). */
  unlock(key: string, token: string): Promise<void>;
  forUser(userId: string | number): UserDocuments;
  /** true when the backend answers (readiness); never throws */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: KeyValueStore;
  }
}

export class StoreUnavailableError extends HttpError {
  constructor() {
    super(503, 'store_unavailable', MESSAGES.storeUnavailable);
    this.name = 'StoreUnavailableError';
  }
}

/** Publishes a backend failure (for metrics) and returns the error a request answers with. */
export function storeFailure(operation: string, error: unknown): StoreUnavailableError {
  publishStoreError({ operation, error });
  return new StoreUnavailableError();
}

export function userKey(userId: string | number, name: string): string {
  return `user:${userId}:${name}`;
}

/** forUser() of a backend, over its own get/set/delete. */
export function userDocuments(store: Pick<KeyValueStore, 'get' | 'set' | 'delete'>, userId: string | number): UserDocuments {
  return {
    get: (name) => store.get(userKey(userId, name)),
    set: (name, value, ttlMs) => store.set(userKey(userId, name), value, ttlMs),
    delete: (name) => store.delete(userKey(userId, name)),
  };
}
