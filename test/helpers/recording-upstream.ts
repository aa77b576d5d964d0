/**
 * The demo firm API behind the stub upstream: every request is forwarded to a real demo upstream
 * (so the BFF works as with the firm) and recorded; `writes` says which changes the firm was asked
 * for, and the writes can be made to hang (past UPSTREAM_TIMEOUT_MS, or while the BFF is killed) or
 * be refused (404) instead of forwarded.
 */
import type { ServerResponse } from 'node:http';
import type { Test } from 'tap';
import { buildDemoUpstream, type DemoUpstream } from '../../server/demo/upstream/app.js';
import { startStubUpstream, type RecordedRequest, type StubUpstream } from './stub-upstream.js';

export type WriteMode = 'forward' | 'hang' | 'refuse';

export interface RecordingUpstream {
  /** the base URL the BFF is given (UPSTREAM_URL) */
  url: string;
  demo: DemoUpstream;
  stub: StubUpstream;
  /** what a write (any method but GET and HEAD, a sign-in excepted) does from now on */
  writeMode: WriteMode;
  /** the writes the firm API received (or was asked for and hung on) so far */
  writes(): RecordedRequest[];
  /** resolves once a write has arrived (after `since` of them) */
  writeArrived(since: number): Promise<RecordedRequest>;
}

const DROPPED_REQUEST = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'transfer-encoding', 'keep-alive']);
const DROPPED_ANSWER = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
const isWrite = (request: RecordedRequest) => !['GET', 'HEAD'].includes(request.method) && !request.url.startsWith('/api/login');

async function forward(origin: string, request: RecordedRequest, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (!DROPPED_REQUEST.has(name) && typeof value === 'string') headers[name] = value;
  const answer = await fetch(`${origin}${request.url.slice('/api'.length)}`, {
    method: request.method,
    headers,
    ...(request.body && request.method !== 'GET' ? { body: request.body } : {}),
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!DROPPED_ANSWER.has(name)) out[name] = value;
  });
  res.writeHead(answer.status, out).end(body);
}

/** demo: an upstream already running (another BFF's), else a new demo firm closed at teardown. */
export async function startRecordingUpstream(t: Test, demo?: DemoUpstream): Promise<RecordingUpstream> {
  const firm = demo ?? buildDemoUpstream();
  const origin = demo ? `http://127.0.0.1:${(firm.app.server.address() as { port: number }).port}` : await firm.app.listen({ host: '127.0.0.1', port: 0 });
  if (!demo) t.teardown(() => firm.app.close());
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  const upstream: RecordingUpstream = {
    url: stub.url,
    demo: firm,
    stub,
    writeMode: 'forward',
    writes: () => stub.requests.filter(isWrite),
    async writeArrived(since) {
      for (let i = 0; i < 600; i++) {
        const found = upstream.writes()[since];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no write reached the firm API within 30 s');
    },
  };
  stub.otherwise({
    kind: 'handler',
    handle: (request, res) => {
      if (isWrite(request) && upstream.writeMode === 'hang') return;
      if (isWrite(request) && upstream.writeMode === 'refuse') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
        return;
      }
      forward(origin, request, res).catch(() => res.destroy());
    },
  });
  return upstream;
}
