/**
 * A CSV written as it is sent (shared/csv.ts cells): a few hundred rows at a time, the event loop
 * free between them. An instance writes EXPORTS_AT_ONCE exports at a time; the others wait their
 * turn: each takes the event loop's core for about half a second at 60 000 rows, and ten written
 * together only took longer each while their garbage grew the heap by 250 MB.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { CSV_BOM, csvLine, type CsvValue } from '../../shared/csv.js';

const ROWS_PER_CHUNK = 500;
export const EXPORTS_AT_ONCE = 2;

let writing = 0;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<() => void> {
  if (writing >= EXPORTS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else writing += 1;
  // The turn passes straight to the next in line, or is given back.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else writing -= 1;
  };
}

export async function* csvLines<T>(header: readonly string[], rows: readonly T[] | AsyncIterable<readonly T[]>, cells: (row: T) => CsvValue[]): AsyncGenerator<string> {
  const release = await takeTurn();
  try {
    yield CSV_BOM + csvLine(header);
    // An array is the read model's rows; an async iterable, chunks read from the database as the CSV is written.
    for await (const part of Array.isArray(rows) ? [rows as readonly T[]] : (rows as AsyncIterable<readonly T[]>)) {
      for (let start = 0; start < part.length; start += ROWS_PER_CHUNK) {
        let chunk = '';
        for (let i = start; i < Math.min(part.length, start + ROWS_PER_CHUNK); i++) chunk += csvLine(cells(part[i]));
        yield chunk;
        await yieldToLoop();
      }
    }
  } finally {
    release();
  }
}
