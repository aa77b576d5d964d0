/**
 * A list's order by one of its sort keys, as an array of row slots, kept between requests: built
 * once by a stable merge sort that yields to the event loop every few milliseconds (a French collator
 * compares 30 000 names in half a second: never in one go), then kept up to date one row at a time
 * when a row changes (a binary search), so that a page of a sorted list costs a page.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';

export type SortValue = string | number | null;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The order of the lists (list-query.ts): empty and null last whatever the direction, then numbers or French text. */
export function compareValues(x: SortValue, y: SortValue, sign: 1 | -1): number {
  if (x === y) return 0;
  const xEmpty = x === null || x === '';
  const yEmpty = y === null || y === '';
  if (xEmpty || yEmpty) return xEmpty && yEmpty ? 0 : xEmpty ? 1 : -1;
  return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
}

/** How long one slice of sorting may hold the event loop. */
const SLICE_MS = 8;

/** A stable merge sort of `items` that yields to the event loop every SLICE_MS. */
async function mergeSort(items: Int32Array, compare: (a: number, b: number) => number): Promise<Int32Array> {
  let from: Int32Array = items;
  let to: Int32Array = new Int32Array(from.length);
  let started = performance.now();
  for (let width = 1; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const right = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) to[k++] = compare(from[i], from[j]) <= 0 ? from[i++] : from[j++];
      while (i < middle) to[k++] = from[i++];
      while (j < right) to[k++] = from[j++];
      if (performance.now() - started > SLICE_MS) {
        await yieldToLoop();
        started = performance.now();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * The slots sorted by their value (stable: equal values keep the slots' order), built in slices.
 * `values[slot]` is the sort value of a live slot; dead slots (undefined) are left out. The texts
 * are ranked first (the collator runs over the distinct texts only, which are far fewer than the
 * rows for a status, an expert or a date), then the slots are sorted by rank.
 */
export async function sortSlots(values: ReadonlyArray<SortValue | undefined>, sign: 1 | -1): Promise<Int32Array> {
  const live: number[] = [];
  const texts = new Set<string>();
  values.forEach((value, slot) => {
    if (value === undefined) return;
    live.push(slot);
    if (typeof value === 'string' && value !== '') texts.add(value);
  });
  const distinct = [...texts];
  const byText = await mergeSort(Int32Array.from(distinct.keys()), (a, b) => compareValues(distinct[a], distinct[b], 1));
  // Texts the collator finds equal ("Lefèvre", "Lefevre") share a rank: their rows keep their slots' order.
  const rank = new Map<string, number>();
  let current = 0;
  byText.forEach((index, position) => {
    if (position > 0 && compareValues(distinct[byText[position - 1]], distinct[index], 1) !== 0) current += 1;
    rank.set(distinct[index], current);
  });
  // Numbers and ranked texts compare as numbers; empty and null stay last in both directions.
  const keyOf = (value: SortValue): number | null => (value === null || value === '' ? null : typeof value === 'number' ? value : rank.get(value)!);
  const keys = values.map((value) => (value === undefined ? null : keyOf(value)));
  return mergeSort(Int32Array.from(live), (a, b) => {
    const x = keys[a];
    const y = keys[b];
    if (x === y) return a - b;
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y) || a - b;
  });
}

/** The order without `slot`, then with it where its value goes (stable: after its equals, by slot). */
export function reposition(order: Int32Array, slot: number, values: ReadonlyArray<SortValue | undefined>, sign: 1 | -1): Int32Array {
  const at = order.indexOf(slot);
  const without = at < 0 ? order : new Int32Array(order.length - 1);
  if (at >= 0) {
    without.set(order.subarray(0, at), 0);
    without.set(order.subarray(at + 1), at);
  }
  const value = values[slot];
  if (value === undefined) return without;
  const place = firstNotBefore(without.length, (index) => (compareValues(values[without[index]]!, value, sign) || without[index] - slot) < 0);
  const next = new Int32Array(without.length + 1);
  next.set(without.subarray(0, place), 0);
  next[place] = slot;
  next.set(without.subarray(place), place + 1);
  return next;
}

/** In a sequence of `length` where the indices `isBefore` holds for come first, the first index it does not hold for (a binary search). */
export function firstNotBefore(length: number, isBefore: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
