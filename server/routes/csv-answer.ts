/** The CSV exports (contracts, former clients, the journal): their 200 as /docs says it, and how each is sent, streamed as it is written. */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { CsvValue } from '../../shared/csv.js';
import { firmToday } from '../../shared/firm-day.js';
import { csvLines } from '../read-model/csv-stream.js';
import { contentDisposition } from '../upstream/adapters/files.js';

export const CSV_ANSWER = {
  description: 'UTF-8 with a BOM, ; between cells, CRLF lines; no cell runs as a formula',
  content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
};

/**
 * Sends the rows as `<name>-<today>.csv`, never cached (a CSV of personal data). One chunk is written
 * ahead of what the connection took: a stalled reader holds little (server/exports/idle-reader.ts).
 */
export function sendCsv<T>(reply: FastifyReply, name: string, header: readonly string[], rows: readonly T[] | AsyncIterable<readonly T[]>, cells: (row: T) => CsvValue[]): FastifyReply {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(`${name}-${firmToday()}.csv`, false))
    .header('cache-control', 'private, no-store');
  return reply.send(Readable.from(csvLines(header, rows, cells), { highWaterMark: 1 }));
}
