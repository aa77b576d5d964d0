/**
 * How one exchange with the firm API ends, for both readers (server/upstream/dispatch-once.ts): an
 * answer read whole (`/unread_count`) has one deadline for headers and body and a size cap; a whole
 * list streamed in (`/api/clients`) may take as long as it keeps sending, but a pause longer than
 * UPSTREAM_TIMEOUT_MS, before its headers or between two chunks, ends it.
 */
import type { ServerResponse } from 'node:http';
import t, { type Test } from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

const TIMEOUT_MS = 400;
const stub = await startStubUpstream();
t.teardown(() => stub.close());
stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: 1, name: 'Admin', role: 'admin' } } });
/** A BFF of its own (a list it has read once is kept, and answered while it is read again), signed in as the admin. */
async function signedIn(t: Test): Promise<(url: string) => Promise<LightMyRequestResponse>> {
  const { app } = await buildTestApp(t, stub.url, { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
  const cookie = sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@b.fr', password: 'x' } }));
  return (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
}

const client = (id: number) => JSON.stringify({ id, name: `Client ${id}`, email: `c${id}@exemple.fr`, role: 'Client', created_at: '2026-01-01 10:00:00' });
/** Writes `parts` one after the other, `pauseMs` apart, then ends the answer (unless the test ended first). */
function drip(res: ServerResponse, parts: string[], pauseMs: number, end = true): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  const next = (at: number) => {
    if (res.destroyed) return;
    if (at === parts.length) return void (end && res.end());
    res.write(parts[at]);
    setTimeout(() => next(at + 1), pauseMs);
  };
  next(0);
}

t.test('an answer read whole', async (t) => {
  const get = await signedIn(t);
  t.test('in time: its value', async (t) => {
    stub.on('GET /unread_count', { kind: 'json', body: { count: 3 } });
    const res = await get('/unread_count');
    t.equal(res.statusCode, 200);
    t.same(res.json(), { count: 3 });
  });
  t.test('headers that never come: 504 after the deadline', async (t) => {
    stub.on('GET /unread_count', { kind: 'hang' });
    const res = await get('/unread_count');
    t.equal(res.statusCode, 504);
    t.equal(res.json().error, 'upstream_timeout');
  });
  t.test('a body that keeps coming past the deadline: 504 (the deadline covers the body)', async (t) => {
    stub.on('GET /unread_count', { kind: 'handler', handle: (_req, res) => drip(res, ['{"count"', ':', ' ', ' ', ' ', ' ', '3}'], TIMEOUT_MS / 4) });
    const res = await get('/unread_count');
    t.equal(res.statusCode, 504);
    t.equal(res.json().error, 'upstream_timeout');
  });
  t.test('a body over 8 MiB: refused as it streams in, 502', async (t) => {
    const filler = 'x'.repeat(1024 * 1024);
    stub.on('GET /unread_count', { kind: 'handler', handle: (_req, res) => drip(res, ['{"count":1,"pad":"', ...Array<string>(9).fill(filler), '"}'], 0) });
    const res = await get('/unread_count');
    t.equal(res.statusCode, 502);
    t.equal(res.json().error, 'upstream_unreachable');
  });
  t.test('a Content-Length over 8 MiB: refused before the body, 502', async (t) => {
    stub.on('GET /unread_count', { kind: 'handler', handle: (_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(9 * 1024 * 1024) }).write('{') });
    const res = await get('/unread_count');
    t.equal(res.statusCode, 502);
    t.equal(res.json().error, 'upstream_unreachable');
  });
});

t.test('a whole list streamed in', async (t) => {
  t.test('chunks each within UPSTREAM_TIMEOUT_MS, the whole longer: read to its end', async (t) => {
    const get = await signedIn(t);
    const rows = Array.from({ length: 6 }, (_, i) => client(i + 1));
    const parts = ['[', ...rows.map((row, i) => (i === 0 ? row : `,${row}`)), ']'];
    stub.on('GET /users', { kind: 'handler', handle: (_req, res) => drip(res, parts, TIMEOUT_MS / 4) });
    const res = await get('/api/clients?perPage=25');
    t.equal(res.statusCode, 200, 'a pause is measured, not the whole: 8 parts took twice the timeout');
    t.equal(res.json().total, 6);
  });
  t.test('headers that never come: 504', async (t) => {
    const get = await signedIn(t);
    stub.on('GET /users', { kind: 'hang' });
    const res = await get('/api/clients');
    t.equal(res.statusCode, 504);
    t.equal(res.json().error, 'upstream_timeout');
  });
  t.test('a list that stops in the middle: 504', async (t) => {
    const get = await signedIn(t);
    stub.on('GET /users', { kind: 'handler', handle: (_req, res) => drip(res, ['[', client(1), ','], 10, false) });
    const res = await get('/api/clients');
    t.equal(res.statusCode, 504);
    t.equal(res.json().error, 'upstream_timeout');
  });
  t.test('a list that is not JSON: 502', async (t) => {
    const get = await signedIn(t);
    stub.on('GET /users', { kind: 'handler', handle: (_req, res) => drip(res, ['[', client(1), ',{"id":2,'], 0) });
    const res = await get('/api/clients');
    t.equal(res.statusCode, 502);
    t.equal(res.json().error, 'upstream_unreachable');
  });
});
