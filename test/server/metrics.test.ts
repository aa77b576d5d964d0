/**
 * Issue 10, point 6: with METRICS_PORT, Prometheus metrics on that port only: requests per route and
 * status, upstream calls and their errors, login failures, rate-limit refusals.
 */
import t from 'tap';
import { TEST_SECRET } from '../helpers/app.js';
import { freePort } from '../helpers/free-port.js';
import { startServerProcess } from '../helpers/server-process.js';
import { startRedisServer } from '../helpers/redis-server.js';
import { sharedPostgresServer } from '../helpers/postgres-server.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

const json = { 'content-type': 'application/json', 'x-csrf': '1' };

/** The value of one sample line `name{labels} value`, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

t.test('METRICS_PORT serves /metrics there, and the public port does not', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  stub.on('POST /login', { kind: 'json', status: 401, body: { error: 'bad password' } });
  const metricsPort = await freePort();
  const server = await startServerProcess({ UPSTREAM_URL: stub.url, SESSION_SECRET: TEST_SECRET, METRICS_PORT: String(metricsPort), LOGIN_RATE_LIMIT: '2' });
  t.teardown(() => server.stop());
  t.match(server.output(), new RegExp(`Metrics: http://127\\.0\\.0\\.1:${metricsPort}/metrics`), 'the banner names the metrics address');

  for (let i = 0; i < 3; i++) {
    await fetch(new URL('login', server.url), { method: 'POST', headers: json, body: JSON.stringify({ email: 'a@b.fr', password: 'wrong' }) });
  }
  await fetch(new URL('healthz', server.url));
  await fetch(new URL('session', server.url));

  // The public port knows no /metrics: its answer is the client app's page (or a 404), never the metrics.
  const publicAnswer = await fetch(new URL('metrics', server.url));
  t.notMatch(publicAnswer.headers.get('content-type'), /^text\/plain/, 'no metrics on the public port');
  t.notMatch(await publicAnswer.text(), /# TYPE|http_requests_total/);

  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  t.equal(res.status, 200);
  t.match(res.headers.get('content-type'), /^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  t.equal(sample(text, 'http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' }), 1, 'requests by route and status');
  t.equal(sample(text, 'http_requests_total', { method: 'GET', route: '/session', status_code: '401' }), 1);
  t.equal(sample(text, 'http_requests_total', { method: 'POST', route: '/login', status_code: '401' }), 2);
  t.equal(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_code: '200' }), 1, 'durations by route and status');
  t.equal(sample(text, 'bff_login_failures_total', { reason: 'invalid_credentials' }), 2, 'login failures');
  t.equal(sample(text, 'bff_rate_limit_refusals_total', { route: '/login' }), 1, 'rate-limit refusals');
  t.equal(sample(text, 'bff_upstream_request_duration_seconds_count', { method: 'POST', path: '/login', status: '401' }), 2, 'upstream calls');
  t.match(text, /# TYPE bff_store_errors_total counter/, 'store errors are counted');
  t.match(text, /process_resident_memory_bytes \d+/, 'process metrics');
  t.equal((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status, 404, 'the metrics port serves nothing else');
  t.equal(await server.stop(), 0);
});

t.test('upstream errors are counted by code', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: 'tok', user: { id: 1, name: 'A', role: 'admin' } } });
  stub.on('GET /unread_count', { kind: 'json', status: 503, body: { error: 'down' } });
  const metricsPort = await freePort();
  const server = await startServerProcess({ UPSTREAM_URL: stub.url, SESSION_SECRET: TEST_SECRET, METRICS_PORT: String(metricsPort), UPSTREAM_TIMEOUT_MS: '300' });
  t.teardown(() => server.stop());
  const login = await fetch(new URL('login', server.url), { method: 'POST', headers: json, body: JSON.stringify({ email: 'a@b.fr', password: 'x' }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  await fetch(new URL('unread_count', server.url), { headers: { cookie } });
  stub.on('GET /unread_count', { kind: 'hang' });
  await fetch(new URL('unread_count', server.url), { headers: { cookie } });
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  t.equal(sample(text, 'bff_upstream_errors_total', { code: 'http_503' }), 1, 'a 5xx answer');
  t.equal(sample(text, 'bff_upstream_errors_total', { code: 'timeout' }), 1, 'a timeout');
  t.equal(sample(text, 'bff_upstream_request_duration_seconds_count', { method: 'GET', path: '/unread_count', status: 'none' }), 1);
});

t.test('without METRICS_PORT nothing listens for metrics and the banner says nothing of them', async (t) => {
  const server = await startServerProcess({});
  t.teardown(() => server.stop());
  t.notMatch(server.output(), /Metrics:/);
  t.notMatch(await (await fetch(new URL('metrics', server.url))).text(), /# TYPE/);
});

t.test('a store that fails is counted, by operation: Redis (the counters) and the database (the records)', async (t) => {
  const redis = await startRedisServer();
  t.teardown(() => redis.stop());
  const metricsPort = await freePort();
  // Several instances: the records in PostgreSQL (the tests' shared server, given by startServerProcess), keyed by a secret of their own.
  const server = await startServerProcess({ REDIS_URL: redis.url, SESSION_SECRET: TEST_SECRET, METRICS_PORT: String(metricsPort) });
  t.teardown(() => server.stop());
  const signIn = () => fetch(new URL('login', server.url), { method: 'POST', headers: json, body: JSON.stringify({ email: 'claire.dubois@cabinet-demo.fr', password: 'Demo2026!' }) });
  const login = await signIn();
  t.equal(login.status, 200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  await redis.kill();
  t.equal((await signIn()).status, 503, 'the sign-in attempts cannot be counted: 503');
  t.equal((await fetch(new URL('session', server.url), { headers: { cookie } })).status, 200, 'the session is a record: checked in the database, Redis down or not');
  const postgres = await sharedPostgresServer();
  await postgres.kill();
  t.teardown(() => postgres.restart());
  t.equal((await fetch(new URL('session', server.url), { headers: { cookie } })).status, 503, 'the database down, the session cannot be checked: 503');
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  t.ok(sample(text, 'bff_store_errors_total', { operation: 'rate-limit' }) >= 1, 'the failed count of a sign-in is counted');
  t.ok(sample(text, 'bff_store_errors_total', { operation: 'database read' }) >= 1, 'the failed revocation check is counted');
  t.equal(sample(text, 'http_requests_total', { method: 'GET', route: '/session', status_code: '503' }), 1);
});
