import { mutate } from 'swr';
import { EditConflict } from './api-client';
import { keysOf, withQuery } from './api-path';
import { noteOwnVersion } from './own-versions';

/** A list's query: an empty value (undefined, null, '') is left out of the key. */
export type KeyQuery = Record<string, string | number | boolean | null | undefined>;
/** A key of the cache: a path (with its query), or a path and what else its answer depends on. */
export type CacheKey = string | readonly [string, ...unknown[]];

/** A record as the BFF answers it: its version, and its id when it has one (the template and the profile have none). */
export interface VersionedRecord {
  version: string;
  id?: number | string;
}

const isVersioned = (value: unknown): value is VersionedRecord => typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'string';
const isPage = (value: unknown): value is { items: unknown[] } => typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);

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
  const one = (id: number | string): string => `${path}/${encodeURIComponent(String(id))}`;
  /** A record as the BFF answered it, in the cache: under `key` (its own, by default) and as its row in every cached list. */
  const store = async (record: VersionedRecord, key: CacheKey = record.id === undefined ? path : one(record.id)): Promise<void> => {
    if (record.id !== undefined) {
      const replaceRow = (data: unknown) => (isPage(data) ? { ...data, items: data.items.map((row) => (isVersioned(row) && row.id === record.id ? record : row)) } : data);
      await mutate(isList, replaceRow, { revalidate: false });
    }
    await mutate(key, record, { revalidate: false });
  };
  /** A 412 answers the record as it is now: the screens show it. */
  const storeConflict = async (error: unknown, key?: CacheKey): Promise<never> => {
    if (error instanceof EditConflict && isVersioned(error.current)) await store(error.current, key);
    throw error;
  };
  return {
    path,
    /** a list: the path and its query */
    list: (query: KeyQuery = {}): string => withQuery(path, query),
    /** one record */
    one,
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
    /**
     * Awaits a write of one record: its answer (a new version, noted as this tab's own) goes into the
     * cache, under `key` and in the lists; so does the current record a 412 answered, before the error
     * reaches the screen.
     */
    written: async <R extends VersionedRecord>(request: Promise<R>, key?: CacheKey): Promise<R> => {
      const record = await request.catch((error: unknown) => storeConflict(error, key));
      noteOwnVersion(record.version);
      await store(record, key);
      return record;
    },
    /** Awaits the deletion of record `id`: the cache forgets it; on a 412 it holds the record as it is now. */
    deleted: async (request: Promise<unknown>, id: number | string): Promise<void> => {
      await request.catch((error: unknown) => storeConflict(error));
      await mutate(one(id), undefined, { revalidate: false });
    },
  };
}
