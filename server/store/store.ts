/**
 * What the BFF keeps itself, beside the upstream: JSON documents by key. Async so that a shared
 * backend (Redis) can replace the in-memory one without touching its callers.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface KeyValueStore {
  /** the document under key, or null when there is none */
  get<T extends Json = Json>(key: string): Promise<T | null>;
  set(key: string, value: Json): Promise<void>;
  delete(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: KeyValueStore;
  }
}
