/**
 * One list as the read model holds it: its rows in slots (a deleted row leaves an empty slot until
 * the list is built anew, so that the other rows keep their place and their ties), each sort key's order
 * built once and then kept up to date row by row, each row's search text folded once, and the
 * answers of the last queries remembered until a row changes. A page of a list costs a page; a new
 * filter or search costs one pass over the rows, never a sort.
 */
import { DEFAULT_PER_PAGE, type Paged } from '../../shared/schemas/common.js';
import { matchesTerms, searchTerms } from './list-query.js';
import { reposition, sortSlots, type SortValue } from './sorted-order.js';

export type RowId = number | string;

/** What the read model must know of a list's rows to answer its queries. */
export interface ListShape<R> {
  idOf(row: R): RowId;
  /** the value a sort key orders a row by */
  sortValue(row: R, key: string): SortValue;
  /** the row's search text, folded (list-query.ts fold), and its phones' digits */
  searchOf(row: R): { haystack: string; phones: readonly string[] };
  /** a search that names one row otherwise than by its words (a contract's reference): its matcher, else null */
  exactMatch?(q: string): ((row: R) => boolean) | null;
}

export interface SnapshotQuery<R> {
  /** names what `keep` keeps: two queries with the same name keep the same rows */
  filterKey: string;
  keep?: (row: R) => boolean;
  q?: string;
  /** a row the search words miss in its stored text, found all the same (a contract by its client's name as it is now); named in filterKey */
  alsoMatches?: (row: R) => boolean;
  /** none: the rows in the order the firm API gave them */
  sort?: { key: string; order: 'asc' | 'desc' };
  page?: number;
  perPage?: number;
}

/** Past this many rows changed, a list read anew makes a new snapshot (each change repositions the row in every sort). */
const MAX_ADOPTED_CHANGES = 100;

/** Query answers remembered at most (a page turned, a sort reversed: the pass is not made again). */
const REMEMBERED = 64;

export class ListSnapshot<R> {
  private readonly slots: Array<R | undefined>;
  private readonly slotOf = new Map<RowId, number>();
  private readonly orders = new Map<string, { values: Array<SortValue | undefined>; order: Int32Array | null; building: Promise<Int32Array> | null }>();
  private readonly search: Array<{ haystack: string; phones: readonly string[] } | undefined> = [];
  private readonly remembered = new Map<string, Int32Array>();
  private live = 0;
  /** changes whenever a row does: what is computed from the rows (figures) is kept for one revision */
  revision = 0;

  constructor(
    private readonly shape: ListShape<R>,
    rows: readonly R[],
  ) {
    this.slots = [...rows];
    this.slots.forEach((row, slot) => this.slotOf.set(shape.idOf(row!), slot));
    this.live = this.slotOf.size;
  }

  get size(): number {
    return this.live;
  }

  get(id: RowId): R | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.slots[slot];
  }

  /** The live rows, in their slots' order (the firm API's, new rows last). */
  *rows(): Generator<R> {
    for (const row of this.slots) if (row !== undefined) yield row;
  }

  /** A row written or read anew: it replaces the row of its id, or comes last. */
  put(row: R): void {
    const id = this.shape.idOf(row);
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      slot = this.slots.length;
      this.slotOf.set(id, slot);
      this.live += 1;
    }
    this.slots[slot] = row;
    this.changed(slot);
  }

  remove(id: RowId): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.slots[slot] = undefined;
    this.live -= 1;
    this.changed(slot);
  }

  /**
   * Takes the list read anew when it keeps this one's order (rows changed in place, gone, or new at
   * the end) and few rows changed: only those are put or removed, so what is computed from the others
   * (sorts, search texts, answers, figures) is kept; a refresh of a firm that changed little then
   * costs the event loop nothing. False: nothing was changed, build a new snapshot.
   */
  adopt(rows: readonly R[]): boolean {
    const ids = rows.map((row) => this.shape.idOf(row));
    const fresh = new Set(ids);
    if (fresh.size !== rows.length || this.slots.length - this.live > this.live / 4) return false;
    let kept = 0;
    let changes = 0;
    for (const row of this.slots) {
      if (row === undefined) continue;
      const id = this.shape.idOf(row);
      if (!fresh.has(id)) {
        changes += 1;
        continue;
      }
      if (ids[kept] !== id) return false;
      if (rows[kept] !== row) changes += 1;
      kept += 1;
    }
    changes += rows.length - kept;
    if (changes > MAX_ADOPTED_CHANGES) return false;
    for (const row of [...this.rows()]) if (!fresh.has(this.shape.idOf(row))) this.remove(this.shape.idOf(row));
    for (const row of rows) if (this.get(this.shape.idOf(row)) !== row) this.put(row);
    return true;
  }

  private changed(slot: number): void {
    this.revision += 1;
    this.search[slot] = undefined;
    this.remembered.clear();
    const row = this.slots[slot];
    for (const [name, sorted] of this.orders) {
      if (sorted.building) {
        // A sort still being built misses this row: it is built again when next asked.
        this.orders.delete(name);
        continue;
      }
      const [key, sign] = name.split(':');
      sorted.values[slot] = row === undefined ? undefined : this.shape.sortValue(row, key);
      sorted.order = reposition(sorted.order!, slot, sorted.values, sign === '-' ? -1 : 1);
    }
  }

  private async orderOf(key: string, order: 'asc' | 'desc'): Promise<Int32Array> {
    const name = `${key}:${order === 'asc' ? '+' : '-'}`;
    const known = this.orders.get(name);
    if (known?.order) return known.order;
    if (known?.building) return known.building;
    const values = this.slots.map((row) => (row === undefined ? undefined : this.shape.sortValue(row, key)));
    const entry: { values: Array<SortValue | undefined>; order: Int32Array | null; building: Promise<Int32Array> | null } = { values, order: null, building: null };
    entry.building = sortSlots(values, order === 'asc' ? 1 : -1).then((sorted) => {
      entry.order = sorted;
      entry.building = null;
      return sorted;
    });
    this.orders.set(name, entry);
    return entry.building;
  }

  private searchInfo(slot: number) {
    return (this.search[slot] ??= this.shape.searchOf(this.slots[slot]!));
  }

  /** The page a query asks, and how many rows it keeps in all. */
  async query(query: SnapshotQuery<R>): Promise<Paged<R>> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? DEFAULT_PER_PAGE;
    const name = `${query.filterKey}|${query.q ?? ''}|${query.sort ? `${query.sort.key}:${query.sort.order}` : ''}`;
    let kept = this.remembered.get(name);
    if (!kept) {
      const order = query.sort ? await this.orderOf(query.sort.key, query.sort.order) : null;
      kept = this.pass(order, query);
      if (this.remembered.size >= REMEMBERED) this.remembered.delete(this.remembered.keys().next().value!);
      this.remembered.set(name, kept);
    }
    const start = (page - 1) * perPage;
    const items: R[] = [];
    for (let i = start; i < Math.min(kept.length, start + perPage); i++) items.push(this.slots[kept[i]]!);
    return { items, total: kept.length };
  }

  /** The slots a query keeps, in the order asked. */
  private pass(order: Int32Array | null, { keep, q, alsoMatches }: SnapshotQuery<R>): Int32Array {
    const exact = q ? (this.shape.exactMatch?.(q) ?? null) : null;
    const terms = searchTerms(q);
    const out: number[] = [];
    const count = order ? order.length : this.slots.length;
    for (let i = 0; i < count; i++) {
      const slot = order ? order[i] : i;
      const row = this.slots[slot];
      if (row === undefined || (keep && !keep(row))) continue;
      if (exact ? !exact(row) : terms.kind !== 'all' && !this.matches(slot, terms) && !alsoMatches?.(row)) continue;
      out.push(slot);
    }
    return Int32Array.from(out);
  }

  private matches(slot: number, terms: ReturnType<typeof searchTerms>): boolean {
    const { haystack, phones } = this.searchInfo(slot);
    return matchesTerms(terms, haystack, phones);
  }
}
