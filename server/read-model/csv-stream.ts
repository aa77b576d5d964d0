/** A CSV written as it is sent (shared/csv.ts cells): a few hundred rows at a time, the event loop free between them. */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { CSV_BOM, csvLine, type CsvValue } from '../../shared/csv.js';

const ROWS_PER_CHUNK = 500;

export async function* csvLines<T>(header: readonly string[], rows: readonly T[], cells: (row: T) => CsvValue[]): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const row of rows.slice(start, start + ROWS_PER_CHUNK)) chunk += csvLine(cells(row));
    yield chunk;
    await yieldToLoop();
  }
}
