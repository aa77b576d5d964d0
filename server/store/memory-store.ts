/** The store in this process's memory: lost on restart, not shared between instances. */
import type { Json, KeyValueStore } from './store.js';

export function createMemoryStore(): KeyValueStore {
  // Documents are kept as JSON text so that a caller never shares (or mutates) a stored object, as with a remote backend.
  const documents = new Map<string, string>();
  return {
    async get<T extends Json = Json>(key: string): Promise<T | null> {
      const text = documents.get(key);
      return text === undefined ? null : (JSON.parse(text) as T);
    },
    async set(key, value) {
      documents.set(key, JSON.stringify(value));
    },
    async delete(key) {
      documents.delete(key);
    },
  };
}
