import { mutate } from 'swr';
import { keysOf, withQuery } from './api-path';

/** A list's query: an empty value (undefined, null, '') is left out of the key. */
export type KeyQuery = Record<string, string | number | boolean | null | undefined>;
/** A key of the cache: a path (with its query), or a path and what else its answer depends on. */
export type CacheKey = string | readonly [string, ...unknown[]];

/**
 * The SWR keys of one resource of the BFF (`resourceKeys('api/contracts')`): its lists (the path and a
 * query), its records (`api/contracts/7`), the answers derived from it (`['api/crm/entries', 'chart',
 * from, to]`), and what a write does to them. Every mutation says which keys it makes stale through
 * this, never by a prefix match of its own.
 */
export function resourceKeys(path: string) {
  const underPath = keysOf(path);
  const isList = (key: unknown): boolean => typeof key === 'string' && (key === path || key.startsWith(`${path}?`));
  const matches = (key: unknown): boolean => underPath(key) || (Array.isArray(key) && key[0] === path);
  return {
    path,
    /** a list: the path and its query */
    list: (query: KeyQuery = {}): string => withQuery(path, query),
    /** one record */
    one: (id: number | string): string => `${path}/${encodeURIComponent(String(id))}`,
    /** an answer that depends on more than a query (a language, a period drawn by a chart) */
    derived: <P extends unknown[]>(...parts: P): readonly [string, ...P] => [path, ...parts],
    isList,
    /** any key of the resource: its lists, its records and what lies below them, its derived answers */
    matches,
    /** Asks again for `key`, or for every cached key of the resource (a write made them stale). */
    revalidate: (key?: CacheKey): Promise<unknown> => (key === undefined ? mutate(matches) : mutate(key)),
    /** Asks again for every cached list (a write whose record is already in the cache). */
    revalidateLists: (): Promise<unknown> => mutate(isList),
    /** Puts an answer in the cache without asking (a record a write answered; undefined forgets it). */
    set: <T>(key: CacheKey, value: T | undefined | ((current?: T) => T | undefined)): Promise<unknown> => mutate(key, value, { revalidate: false }),
    /** Changes every cached list at once without asking (an optimistic update). */
    updateLists: <T>(change: (current?: T) => T | undefined): Promise<unknown> => mutate(isList, change, { revalidate: false }),
  };
}
