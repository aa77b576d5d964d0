/**
 * Fuzz: every operation of GET /docs is driven with malformed ids, query values and bodies (wrong
 * types, nulls, huge strings, nested junk, arrays for objects, empty bodies, invalid JSON, wrong
 * content types), mostly as the admin and some signed out, always with the CSRF header. Bounded
 * (4 malformed requests an operation, ~210 a run, plus ~110 valid ones over the garbage upstream) and deterministic (a seeded generator). Run twice: against
 * a stub upstream that answers garbage and errors, and in demo mode. No answer is a 500, every
 * error has {error, message}, /healthz stays 200, and in demo mode the data is unchanged: every
 * input sent is malformed by construction, so no write may succeed.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServerResponse } from 'node:http';
import t, { type Test } from 'tap';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { buildDemoBff } from '../helpers/demo-bff.js';
import { documentedOperations, fillPath, sample, type JsonSchema, type Operation } from '../helpers/openapi.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

const REQUESTS_PER_OPERATION = 4;

/** mulberry32: a small seeded generator, so that a failure replays exactly. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}
type Random = ReturnType<typeof generator>;

/** Path segments no id schema accepts (each one stays a single segment, or leaves the route). */
const BAD_IDS = ['-1', '0', '1e999', 'abc', '%00', '1.5', '%20', '9'.repeat(25), "1'--", '..%2F..%2Fetc', '../', 'x'.repeat(300), '%F0%9F%92%A9', 'null', '[]', '%7B%7D'];
/** Query values refused whatever the parameter (a number, a boolean, an enum, a date or a text of 100 at most). */
const BAD_QUERY_VALUES = ['x'.repeat(5000), '-1e999', '%00%00', 'abc%FF', '{"a":1}'];
/** JSON values no field accepts, even coerced (a string takes 123 and null, a boolean 'true'). */
const BAD_VALUES: unknown[] = [{ junk: [[{}]] }, [{}, []], 'x'.repeat(60_000), { a: { b: { c: { d: [null, { e: 'x'.repeat(100) }] } } } }];
/** Raw bodies: [content-type, payload]. */
const BAD_RAW_BODIES: Array<[string, string]> = [
  ['application/json', '{"a":'],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '42'],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/json', `${'['.repeat(2000)}${']'.repeat(2000)}`],
  ['application/json', '{"n":1e999}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="userId"\r\n\r\nabc\r\n--zz--\r\n'],
  ['multipart/form-data; boundary=zz', 'garbage without a boundary'],
  ['application/xml', '<a/>'],
];

interface Sent {
  method: string;
  url: string;
  body: string;
  signedIn: boolean;
}

function validId(op: Operation): string {
  return op.path.startsWith('/api/former-clients') ? 'abc' : '1';
}

/** One malformed request for the operation, of the kind `kind`. */
function malformed(op: Operation, kind: 'id' | 'query' | 'body', random: Random): { url: string; headers: Record<string, string>; payload?: string } {
  const query = op.parameters.filter((p) => p.in === 'query');
  const id = kind === 'id' ? random.pick(BAD_IDS) : validId(op);
  let url = fillPath(op.path, () => id);
  if (kind === 'query' && query.length > 0) {
    const bad = random.pick(query);
    const values = [...BAD_QUERY_VALUES, ...(bad.schema.type === 'string' ? [] : ['abc', 'true%20'])];
    url += `?${bad.name}=${random.pick(values)}${random.next() < 0.3 ? `&${bad.name}=${random.pick(values)}` : ''}`;
  } else if (kind === 'query') {
    url += `?${random.pick(['a=1', '%00=1', 'x'.repeat(2000) + '=1'])}`;
  }
  if (kind !== 'body') return { url, headers: {}, ...(op.body ? { payload: JSON.stringify(sample(op.body)) } : {}) };
  if (op.body && random.next() < 0.6) {
    const body = sample(op.body) as Record<string, unknown>;
    // A read-only field is accepted and ignored whatever it holds (a record read may be sent back whole): only the fields written are fuzzed.
    const fields = Object.entries((op.body as JsonSchema).properties ?? {}).filter(([, schema]) => !(schema as { readOnly?: boolean }).readOnly).map(([name]) => name);
    const field = random.pick(fields);
    return { url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...body, [field]: random.pick(BAD_VALUES) }) };
  }
  const [type, payload] = random.pick(BAD_RAW_BODIES);
  return { url, headers: { 'content-type': type }, payload };
}

async function fuzz(t: Test, app: FastifyInstance, cookie: string, seed: number): Promise<Sent[]> {
  const random = generator(seed);
  const operations = await documentedOperations(app);
  t.ok(operations.length > 40, `${operations.length} operations fuzzed`);
  const offenders: string[] = [];
  const sent: Sent[] = [];
  const statuses = new Map<number, number>();
  for (const op of operations) {
    const hasId = /\{\w+\}/.test(op.path);
    const kinds: Array<'id' | 'query' | 'body'> = [];
    if (hasId) kinds.push('id');
    kinds.push('query');
    if (op.method !== 'GET') kinds.push('body');
    while (kinds.length < REQUESTS_PER_OPERATION) kinds.push(random.pick(hasId ? ['id', 'query', 'body'] as const : ['query', 'body'] as const));
    for (const kind of kinds) {
      // A DELETE's id is always malformed (a valid one would delete a record); one without an id gets a malformed query.
      const request = malformed(op, op.method === 'DELETE' ? (hasId ? 'id' : 'query') : kind, random);
      // POST /logout takes no body and ignores one; signed in, it would end the session the other requests use.
      const isLogout = op.operationId === 'logout';
      const signedIn = !isLogout && random.next() < 0.85;
      const options: InjectOptions = {
        method: op.method,
        url: request.url,
        headers: { ...CSRF, ...request.headers, ...(signedIn ? { cookie } : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      };
      const res = await app.inject(options);
      const shown = `${op.method} ${request.url.slice(0, 120)} ${signedIn ? 'admin' : 'signed out'} body=${(request.payload ?? '').slice(0, 120)}`;
      sent.push({ method: op.method, url: request.url, body: request.payload ?? '', signedIn });
      if (res.statusCode === 500) offenders.push(`500 ${shown}: ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) {
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = null;
        }
        const ok = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' && typeof (body as { message?: unknown }).message === 'string';
        if (!ok) offenders.push(`${res.statusCode} without {error, message} ${shown}: ${res.body.slice(0, 200)}`);
      }
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode < 300 && op.method !== 'GET' && !isLogout) offenders.push(`${res.statusCode}: a malformed write was accepted ${shown}`);
    }
  }
  t.comment(`answers: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
  t.same(offenders, [], `${sent.length} malformed requests: no 500, every error is {error, message}, no malformed write accepted`);
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  t.equal(health.statusCode, 200, '/healthz is still 200');
  return sent;
}

/** What the stub answers to every upstream call but the login: garbage, errors, resets, in turn. */
const GARBAGE: Array<(res: ServerResponse) => void> = [
  (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [1, "two", null, {"id": "x"}'),
  (res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Whoops</h1><pre>Stack trace…</pre>'),
  (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('null'),
  (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[{"id": "abc", "role": 42, "personal_informations": "x"}, 7, null]'),
  (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": {"id": null, "values": "{not json", "user": 3}, "current_page": "x", "last_page": 1e999}'),
  (res) => res.writeHead(422, { 'content-type': 'application/json' }).end('{"message": {"nested": ["x"]}}'),
  (res) => res.writeHead(204).end(),
  (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('duplicated maybe'),
  (res) => res.destroy(),
  (res) => res.writeHead(301, { location: 'http://127.0.0.1:1/' }).end(),
];

t.test('stub upstream answering garbage and errors: no 500, errors shaped, the process healthy', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  stub.on('POST /login', { kind: 'json', body: { accessToken: 'tok', user: { id: 1, name: 'Admin', role: 'admin' } } });
  let turn = 0;
  stub.otherwise({ kind: 'handler', handle: (_req, res) => GARBAGE[turn++ % GARBAGE.length](res) });
  const { app } = await buildTestApp(t, stub.url, { UPSTREAM_TIMEOUT_MS: '2000', LOG_LEVEL: 'fatal' });
  const cookie = sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@exemple.fr', password: 'x' } }));
  await fuzz(t, app, cookie, 20_251);

  // Valid input this time, so that the adapters meet the garbage: twice, each operation meets two of the answers.
  const offenders: string[] = [];
  const statuses = new Map<number, number>();
  for (let pass = 0; pass < 2; pass++) {
    for (const op of await documentedOperations(app)) {
      const query = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`);
      const url = fillPath(op.path, () => validId(op)) + (query.length ? `?${query.join('&')}` : '');
      const signedIn = op.operationId !== 'logout';
      const payload = op.body ? JSON.stringify(sample(op.body)) : undefined;
      const res = await app.inject({
        method: op.method,
        url,
        headers: { ...CSRF, ...(signedIn ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const error = res.statusCode >= 400 ? (res.json() as { error?: unknown; message?: unknown }) : null;
      if (res.statusCode === 500 || (error && (typeof error.error !== 'string' || typeof error.message !== 'string'))) {
        offenders.push(`${res.statusCode} ${op.method} ${url} body=${payload ?? ''}: ${res.body.slice(0, 200)}`);
      }
    }
  }
  t.comment(`valid input, garbage upstream: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
  t.same(offenders, [], 'valid input over a garbage upstream: no 500, every error is {error, message}');
  t.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, '/healthz is still 200');
});

t.test('demo mode: no 500, errors shaped, and the demo data unchanged', async (t) => {
  const bff = await buildDemoBff(t);
  const admin = await bff.as('admin');
  const lists = ['/api/clients', '/api/members', '/api/tasks', '/api/contracts', '/api/crm/entries'];
  const snapshot = async () => {
    const read: Record<string, unknown[]> = {};
    for (const list of lists) {
      read[list] = [];
      for (let page = 1; ; page++) {
        const res = await bff.app.inject({ method: 'GET', url: `${list}?perPage=100&page=${page}`, headers: { cookie: admin } });
        t.equal(res.statusCode, 200, `${list} page ${page} reads`);
        const { items, total } = res.json() as { items: unknown[]; total: number };
        read[list].push(...items);
        if (items.length === 0 || read[list].length >= total) break;
      }
    }
    const { files: _files, ...data } = bff.demo.store.data;
    return { lists: read, upstream: JSON.stringify(data) };
  };
  const before = await snapshot();
  await fuzz(t, bff.app, admin, 1_789);
  const after = await snapshot();
  for (const list of lists) t.same(after.lists[list], before.lists[list], `${list}: unchanged (${before.lists[list].length} records)`);
  t.ok(after.upstream === before.upstream, "the demo upstream's whole data set is unchanged");
});
