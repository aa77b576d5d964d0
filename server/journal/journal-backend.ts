/**
 * Where the journal is kept: a Redis stream with REDIS_URL (one chain for every instance), memory
 * otherwise (one process, the newest MEMORY_CAPACITY entries). Entries are read newest first, whole
 * or through an index (a record's, a client's, a person's): reading a record's history costs its
 * own entries, not the journal's.
 */
import type { JournalEntry, JournalVerification } from '../../shared/schemas/journal.js';
import { chained, GENESIS, verifyChain, type ChainHead, type NewEntry } from './journal-entry.js';

export interface JournalBackend {
  /** places the entry after the chain's last and indexes it, in one step for every instance */
  append(entry: NewEntry, indexes: readonly string[]): Promise<JournalEntry>;
  /** how many entries the index holds (null: the whole journal) */
  count(index: string | null): Promise<number>;
  /** entries newest first, `offset` of them skipped */
  slice(index: string | null, offset: number, limit: number): Promise<JournalEntry[]>;
  /** every entry newest first, while `visit` answers true */
  scan(index: string | null, visit: (entry: JournalEntry) => boolean): Promise<void>;
  verify(): Promise<JournalVerification>;
  /** forgets the entries written before `beforeIso` (retention); the chain then starts after the last one forgotten */
  trimBefore(beforeIso: string): Promise<void>;
}

/** Entries the memory journal keeps at most (the oldest forgotten first, the chain starting after them). */
export const MEMORY_CAPACITY = 100_000;

export function createMemoryJournal(capacity = MEMORY_CAPACITY): JournalBackend {
  const texts: string[] = [];
  const entries: JournalEntry[] = [];
  const indexes = new Map<string, number[]>();
  let anchor: ChainHead = { seq: 0, hash: GENESIS };
  let head: ChainHead = anchor;

  const firstSeq = () => anchor.seq + 1;
  const bySeq = (seq: number) => entries[seq - firstSeq()];
  /** the index's ids still kept, oldest first */
  const kept = (index: string): number[] => {
    const ids = indexes.get(index) ?? [];
    const start = ids.findIndex((seq) => seq >= firstSeq());
    if (start > 0 || (start === -1 && ids.length > 0)) ids.splice(0, start === -1 ? ids.length : start);
    return ids;
  };
  const newestFirst = (index: string | null): JournalEntry[] =>
    index === null ? [...entries].reverse() : kept(index).map(bySeq).filter(Boolean).reverse();

  function forgetOldest(count: number): void {
    if (count <= 0) return;
    const last = entries[count - 1];
    anchor = { seq: last.id, hash: last.hash };
    entries.splice(0, count);
    texts.splice(0, count);
  }

  return {
    async append(entry, indexNames) {
      const placed = chained(head, entry);
      entries.push(placed.entry);
      texts.push(placed.text);
      head = { seq: placed.entry.id, hash: placed.entry.hash };
      for (const index of indexNames) {
        const ids = indexes.get(index) ?? [];
        ids.push(placed.entry.id);
        indexes.set(index, ids);
      }
      forgetOldest(entries.length - capacity);
      return placed.entry;
    },
    async count(index) {
      return index === null ? entries.length : kept(index).length;
    },
    async slice(index, offset, limit) {
      // From the newest end: a page costs its own entries.
      const seqs = index === null ? null : kept(index);
      const length = seqs === null ? entries.length : seqs.length;
      const [start, end] = [Math.max(0, length - offset - limit), Math.max(0, length - offset)];
      const page = seqs === null ? entries.slice(start, end) : seqs.slice(start, end).map(bySeq).filter(Boolean);
      return page.reverse();
    },
    async scan(index, visit) {
      for (const entry of newestFirst(index)) if (!visit(entry)) return;
    },
    async verify() {
      const result = verifyChain(anchor, texts, head);
      return { ok: result.firstBroken === undefined, ...result };
    },
    async trimBefore(beforeIso) {
      const count = entries.findIndex((entry) => entry.at >= beforeIso);
      forgetOldest(count === -1 ? entries.length : count);
      for (const index of indexes.keys()) if (kept(index).length === 0) indexes.delete(index);
    },
  };
}
