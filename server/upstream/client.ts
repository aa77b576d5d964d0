/**
 * The one HTTP client to the upstream API (undici). Every call has a whole-request deadline
 * (connect + headers + body) and fails with an UpstreamError whose kind the routes map.
 */
import { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { publishUpstreamCall, upstreamCalls } from '../metrics/events.js';
import { exchangeList, type ListAnswer } from './list-stream.js';
import { dispatchOnce } from './dispatch-once.js';

import { UpstreamError } from './upstream-error.js';

export { UpstreamError, type UpstreamFailure } from './upstream-error.js';

export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** path under the upstream base, starting with '/' */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** upstream bearer token; absent for /login */
  token?: string;
  json?: unknown;
}

export interface UpstreamAnswer {
  status: number;
  /** parsed JSON, or the raw text when the answer is not JSON */
  body: unknown;
  isJson: boolean;
}

/** A streamed request body (an upload), sent as is with its content type. */
export interface StreamedBody {
  contentType: string;
  body: AsyncIterable<Uint8Array>;
}

/** An answer whose body is read by the caller, who must consume or destroy it. */
export interface UpstreamStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

export interface UpstreamClient {
  call(call: UpstreamCall): Promise<UpstreamAnswer>;
  /**
   * Uploads and downloads: no whole-request deadline (a 20 MB file on a slow line takes what it
   * takes), but undici's idle timeouts of UPSTREAM_TIMEOUT_MS per phase still apply.
   */
  send(call: Omit<UpstreamCall, 'json'>, upload: StreamedBody): Promise<UpstreamAnswer>;
  open(call: Omit<UpstreamCall, 'json'>): Promise<UpstreamStream>;
  /**
   * A whole-list answer read as it streams in (list-stream.ts): each element of its array handed to
   * `onElement`, never the whole answer in memory; past `maxBytes` the exchange is aborted
   * ('too_large'). A status other than 200 is answered with the start of its body, not streamed.
   */
  streamList(call: Omit<UpstreamCall, 'json'>, onElement: (json: Buffer) => void, maxBytes: number): Promise<ListAnswer>;
  /** true when the upstream answers HTTP at all (any status) */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Drops an upstream body that will not be read. undici's body, destroyed before its end, emits an
 * `error` (RequestAbortedError): with no listener that is an uncaught exception, and the process dies.
 */
export function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** a path with nothing to percent-encode and no dot segment to resolve */
const PLAIN_PATH = /^(\/[\w-]+)*\/?$/;

/** JSON answers larger than this are refused rather than buffered. */
const MAX_JSON_BYTES = 8 * 1024 * 1024;

/** undici's own phase timeouts (connect, headers, body); the whole-request deadline is exchangeWhole's */
function isTimeout(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}

const deadlinePassed = () => new UpstreamError('timeout', 'upstream did not answer in time');

interface WholeAnswer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * One exchange whose answer is read whole, through undici's dispatch API with a handler of its
 * own: undici's request() builds a Readable body, an async resource and an abort listener per call,
 * which were a third of what a forwarded call cost the BFF (bench/bff.ts). The deadline covers
 * connect, headers and body; a refusal (too large, deadline) aborts the exchange.
 */
function exchangeWhole(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, timeoutMs: number): Promise<WholeAnswer> {
  let status = 0;
  let contentType = '';
  const chunks: Buffer[] = [];
  let size = 0;
  const tooLarge = () => new UpstreamError('bad_response', 'upstream answer too large');
  return dispatchOnce(dispatcher, options, { ms: timeoutMs, error: deadlinePassed }, {
    start(statusCode, headers) {
      status = statusCode;
      contentType = String(headers['content-type'] ?? '');
      if (Number(headers['content-length'] ?? 0) > MAX_JSON_BYTES) throw tooLarge();
    },
    data(chunk) {
      size += chunk.length;
      if (size > MAX_JSON_BYTES) throw tooLarge();
      chunks.push(chunk);
    },
    end: () => ({ status, contentType, text: Buffer.concat(chunks, size).toString('utf8') }),
  });
}

/** The answer as the routes read it: parsed when it is JSON (or looks like it), else the raw text. */
function parsedAnswer({ status, contentType, text }: WholeAnswer): UpstreamAnswer {
  if (text !== '' && (contentType.includes('json') || /^\s*[[{]/.test(text))) {
    try {
      return { status, body: JSON.parse(text), isJson: true };
    } catch {
      return { status, body: text, isJson: false };
    }
  }
  return { status, body: text, isJson: false };
}

function toUpstreamError(err: unknown): UpstreamError {
  if (err instanceof UpstreamError) return err;
  if (isTimeout(err)) return deadlinePassed();
  const code = (err as { code?: string })?.code ?? (err as Error)?.name ?? 'unknown';
  return new UpstreamError('unreachable', `upstream request failed (${code})`);
}

/** Runs one upstream exchange and tells the observers (metrics) how long it took and how it ended. */
async function observed<T extends { status: number }>(method: string, path: string, exchange: () => Promise<T>): Promise<T> {
  if (!upstreamCalls.hasSubscribers) return exchange();
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  try {
    const answer = await exchange();
    publishUpstreamCall({ method, path, durationS: seconds(), status: answer.status, failure: null });
    return answer;
  } catch (err) {
    const failure = err instanceof UpstreamError ? err.kind : null;
    if (failure) publishUpstreamCall({ method, path, durationS: seconds(), status: null, failure });
    throw err;
  }
}

export function createUpstreamClient(options: { baseUrl: string; timeoutMs: number }): UpstreamClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const { origin } = new URL(base);
  // One pool for the upstream's origin, asked with a path: undici's request(url) parses the URL and
  // looks the origin's pool up in an Agent on every call (32 µs a call against 23, bench/bff.ts).
  const dispatcher = new Pool(origin, {
    connect: { timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    keepAliveTimeout: 10_000,
    connections: 64,
  });

  const basePath = new URL(base).pathname.replace(/\/$/, '');
  /** The request target (path and query, encoded) of a path under the upstream base. */
  function targetOf(path: string, query?: UpstreamCall['query']): string {
    // Most calls are a plain path (letters, digits, ids) with no query: nothing to encode or resolve.
    if (query === undefined && PLAIN_PATH.test(path)) return basePath + path;
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.pathname + url.search;
  }

  // Only these headers go upstream: never the browser's Cookie or Authorization.
  function headersFor(token: string | undefined, contentType?: string): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (contentType !== undefined) headers['content-type'] = contentType;
    return headers;
  }

  async function call({ method, path, query, token, json }: UpstreamCall): Promise<UpstreamAnswer> {
    return observed(method, path, () => exchange({ method, path, query, token, json }));
  }

  async function exchange({ method, path, query, token, json }: UpstreamCall): Promise<UpstreamAnswer> {
    try {
      const request: Dispatcher.DispatchOptions = {
        path: targetOf(path, query),
        method,
        headers: headersFor(token, json === undefined ? undefined : 'application/json'),
        body: json === undefined ? undefined : JSON.stringify(json),
      };
      return parsedAnswer(await exchangeWhole(dispatcher, request, options.timeoutMs));
    } catch (err) {
      throw toUpstreamError(err);
    }
  }

  async function send(target: Omit<UpstreamCall, 'json'>, upload: StreamedBody): Promise<UpstreamAnswer> {
    return observed(target.method, target.path, () => sendBody(target, upload));
  }

  async function sendBody({ method, path, query, token }: Omit<UpstreamCall, 'json'>, upload: StreamedBody): Promise<UpstreamAnswer> {
    try {
      const res = await dispatcher.request({ path: targetOf(path, query), method, headers: headersFor(token, upload.contentType), body: Readable.from(upload.body) });
      return await readAnswer(res);
    } catch (err) {
      // An HttpError thrown by the upload's own body (a file over the limit) is the caller's answer.
      if (err instanceof Error && err.name === 'HttpError') throw err;
      if ((err as { cause?: Error })?.cause?.name === 'HttpError') throw (err as { cause: Error }).cause;
      throw toUpstreamError(err);
    }
  }

  async function open(target: Omit<UpstreamCall, 'json'>): Promise<UpstreamStream> {
    return observed(target.method, target.path, () => openStream(target));
  }

  async function openStream({ method, path, query, token }: Omit<UpstreamCall, 'json'>): Promise<UpstreamStream> {
    try {
      const res = await dispatcher.request({ path: targetOf(path, query), method, headers: { ...headersFor(token), accept: '*/*' } });
      return { status: res.statusCode, headers: res.headers, body: res.body };
    } catch (err) {
      throw toUpstreamError(err);
    }
  }

  /** An upload's answer, read whole (within MAX_JSON_BYTES). */
  async function readAnswer(res: Dispatcher.ResponseData): Promise<UpstreamAnswer> {
    if (Number(res.headers['content-length'] ?? 0) > MAX_JSON_BYTES) {
      discard(res.body);
      throw new UpstreamError('bad_response', 'upstream answer too large');
    }
    const text = await res.body.text();
    if (text.length > MAX_JSON_BYTES) throw new UpstreamError('bad_response', 'upstream answer too large');
    return parsedAnswer({ status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), text });
  }

  async function ping(): Promise<boolean> {
    try {
      await exchangeWhole(dispatcher, { path: targetOf('/'), method: 'GET' }, Math.min(options.timeoutMs, 3000));
      return true;
    } catch {
      return false;
    }
  }

  function streamList(target: Omit<UpstreamCall, 'json'>, onElement: (json: Buffer) => void, maxBytes: number): Promise<ListAnswer> {
    const request: Dispatcher.DispatchOptions = { path: targetOf(target.path, target.query), method: target.method, headers: headersFor(target.token) };
    return observed(target.method, target.path, () => exchangeList(dispatcher, request, { idleMs: options.timeoutMs, maxBytes }, onElement).catch((err) => {
      throw toUpstreamError(err);
    }));
  }

  return { call, send, open, streamList, ping, close: () => dispatcher.close() };
}
