/**
 * A whole list answered as one JSON array, as the firm API answers it, but written a few hundred
 * rows at a time as the client reads (chunked): the same bytes as JSON.stringify of the list,
 * without one string of the whole answer (a firm's contracts are 150 MB of JSON at 60 000, and V8
 * caps a string at 512 MiB), nor all its rows made at once; a client that goes away stops it.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const ROWS_A_CHUNK = 500;

function* jsonArray<T>(rows: readonly T[], toRow: (row: T) => unknown): Generator<Buffer> {
  yield Buffer.from('[');
  for (let start = 0; start < rows.length; start += ROWS_A_CHUNK) {
    const slice = JSON.stringify(rows.slice(start, start + ROWS_A_CHUNK).map(toRow));
    yield Buffer.from(start === 0 ? slice.slice(1, -1) : `,${slice.slice(1, -1)}`);
  }
  yield Buffer.from(']');
}

export function sendJsonList<T>(reply: FastifyReply, rows: readonly T[], toRow: (row: T) => unknown = (row) => row): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Readable.from(jsonArray(rows, toRow), { objectMode: false }));
}
