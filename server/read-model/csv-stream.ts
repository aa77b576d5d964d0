/**
 * A CSV written as it is sent (shared/csv.ts cells): a few hundred rows, or 32 KB, at a time, the
 * event loop free between them. How many are written at once, and for whom, is server/exports'.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { CSV_BOM, csvLine, type CsvValue } from '../../shared/csv.js';

const ROWS_PER_CHUNK = 500;
/** A chunk's size, in characters: small enough that a slow reader finishes one well within the idle deadline. */
const CHUNK_CHARACTERS = 32 * 1024;

export async function* csvLines<T>(header: readonly string[], rows: readonly T[] | AsyncIterable<readonly T[]>, cells: (row: T) => CsvValue[]): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  // An array is the read model's rows; an async iterable, chunks read from the database as the CSV is written.
  for await (const part of Array.isArray(rows) ? [rows as readonly T[]] : (rows as AsyncIterable<readonly T[]>)) {
    let chunk = '';
    let inChunk = 0;
    for (const row of part) {
      chunk += csvLine(cells(row));
      if (++inChunk < ROWS_PER_CHUNK && chunk.length < CHUNK_CHARACTERS) continue;
      yield chunk;
      [chunk, inChunk] = ['', 0];
      await yieldToLoop();
    }
    if (chunk !== '') {
      yield chunk;
      await yieldToLoop();
    }
  }
}
