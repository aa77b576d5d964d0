/**
 * A whole-list answer of the firm API, read as it streams in: its bytes go through the splitter
 * (json-array-splitter.ts) chunk by chunk, so a firm of 30 000 clients (tens of megabytes of JSON)
 * is never held whole, and the work of each chunk stays short on the event loop. No whole-request
 * deadline (a big list takes what it takes), but the firm API must keep sending: a pause longer than
 * `idleMs` before the headers or between two chunks is a timeout. Past `maxBytes` the exchange is
 * aborted: the caller names the setting that bounds it.
 */
import type { Dispatcher } from 'undici';
import { jsonArraySplitter } from './json-array-splitter.js';
import { UpstreamError } from './upstream-error.js';
import { dispatchOnce } from './dispatch-once.js';

export interface ListAnswer {
  status: number;
  /** for a status other than 200: the start of the body (the caller may read a message in it) */
  errorBody?: string;
}

/** An error body is read this far at most. */
const ERROR_BODY_BYTES = 64 * 1024;

export function exchangeList(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, limits: { idleMs: number; maxBytes: number }, onElement: (json: Buffer) => void): Promise<ListAnswer> {
  let status = 0;
  let size = 0;
  const errorChunks: Buffer[] = [];
  const splitter = jsonArraySplitter(onElement);
  const tooLarge = () => new UpstreamError('too_large', 'upstream list too large');
  const badJson = (err: unknown) => new UpstreamError('bad_response', (err as Error).message);
  const stalled = () => new UpstreamError('timeout', 'upstream list stalled');
  return dispatchOnce(dispatcher, options, { ms: limits.idleMs, error: stalled, idle: true }, {
    start(statusCode, headers) {
      status = statusCode;
      if (status === 200 && Number(headers['content-length'] ?? 0) > limits.maxBytes) throw tooLarge();
    },
    data(chunk) {
      size += chunk.length;
      if (status !== 200) {
        if (size <= ERROR_BODY_BYTES) errorChunks.push(chunk);
        return;
      }
      if (size > limits.maxBytes) throw tooLarge();
      try {
        splitter.write(chunk);
      } catch (err) {
        throw badJson(err);
      }
    },
    end() {
      if (status !== 200) return { status, errorBody: Buffer.concat(errorChunks).toString('utf8') };
      try {
        splitter.end();
      } catch (err) {
        throw badJson(err);
      }
      return { status };
    },
  });
}
