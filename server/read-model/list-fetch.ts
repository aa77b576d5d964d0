/**
 * Fetching a whole view of a list from the firm API into the read model's rows. Each element is
 * known by a hash of its JSON: one that did not change since the last fetch is not parsed nor
 * adapted again, and its row is reused as it is when what the BFF keeps beside it (an introducer,
 * a task's marks, read from the store in batches) did not change either; so a refresh of a firm
 * that changed little costs little more than reading its bytes.
 */
import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Json, KeyValueStore } from '../store/store.js';
import type { UserCall, UserUpstream } from '../upstream/user-upstream.js';
import { StringPool } from './string-pool.js';

/** How one list is read: its elements, their rows, and what the BFF keeps beside each. */
export interface ListSource<B, R> {
  /** every element of the view, by the hash of its JSON and a way to parse it (called only when needed) */
  elements(upstream: UserUpstream, each: (hash: string, parse: () => unknown) => void): Promise<void>;
  /** the element as the BFF reads it (null: a row it does not know, left out) */
  adapt(element: unknown): B | null;
  idOfBase(base: B): number | string;
  /** the store key of what the BFF keeps beside the row, if it keeps anything */
  keptKey?(id: number | string): string;
  /**
   * the row: the base with what is kept beside it, and its version; with nothing kept beside it
   * (null), the base itself, so that a row nothing changed stays the same object from one fetch to the next
   */
  finish(base: B, kept: Json | null): R;
}

export interface Reuse<B, R> {
  bases: Map<string, B>;
  /** the rows that have something kept beside them (most have not), by their element's hash and what is kept */
  rows: Map<string, R>;
  /** the view's repeated texts, one copy each, kept from one fetch to the next */
  texts: StringPool;
}

/** A view read through the streaming list call: the answer's elements as they arrive. */
export function streamedElements(call: Omit<UserCall, 'json'>): ListSource<never, never>['elements'] {
  return (upstream, each) =>
    upstream.list(call, (json) => each(createHash('sha1').update(json).digest('base64'), () => JSON.parse(json.toString('utf8'))));
}

/** Elements already parsed (a paged list read page by page), hashed as their JSON. */
export function hashedElement(element: unknown, each: (hash: string, parse: () => unknown) => void): void {
  each(createHash('sha1').update(JSON.stringify(element)).digest('base64'), () => element);
}

const KEPT_BATCH = 1000;
/** Rows finished between two yields to the event loop (a version is a hash of the row). */
const FINISH_BATCH = 500;

export async function fetchRows<B, R>(
  upstream: UserUpstream,
  store: KeyValueStore,
  source: ListSource<B, R>,
  previous: Reuse<B, R> | null,
): Promise<{ rows: R[]; reuse: Reuse<B, R> }> {
  const read: Array<{ hash: string; base: B }> = [];
  const bases = new Map<string, B>();
  const texts = previous?.texts ?? new StringPool();
  await source.elements(upstream, (hash, parse) => {
    const base = previous?.bases.get(hash) ?? bases.get(hash) ?? texts.intern(source.adapt(parse()));
    if (base === null) return;
    bases.set(hash, base);
    read.push({ hash, base });
  });

  const kept: Array<Json | null> = [];
  if (source.keptKey) {
    for (let start = 0; start < read.length; start += KEPT_BATCH) {
      kept.push(...(await store.getMany(read.slice(start, start + KEPT_BATCH).map(({ base }) => source.keptKey!(source.idOfBase(base))))));
    }
  }

  const rows: R[] = [];
  const finished = new Map<string, R>();
  for (let i = 0; i < read.length; i++) {
    if (i > 0 && i % FINISH_BATCH === 0) await yieldToLoop();
    const { hash, base } = read[i];
    const doc = kept[i] ?? null;
    if (doc === null) {
      rows.push(source.finish(base, null));
      continue;
    }
    const key = `${hash}|${JSON.stringify(doc)}`;
    const row = previous?.rows.get(key) ?? source.finish(base, doc);
    finished.set(key, row);
    rows.push(row);
  }
  return { rows, reuse: { bases, rows: finished, texts } };
}
