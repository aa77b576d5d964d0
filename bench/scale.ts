/**
 * npm run bench -- scale: lists, search and figures at a firm's size. For each size of
 * BENCH_SCALE_SIZES (clients; default 1000,10000,30000), the demo upstream runs in a process of
 * its own with DEMO_CLIENTS (its CPU is measured apart) and the built BFF against it (UPSTREAM_URL,
 * METRICS_PORT, the login limit lifted). Signed in as the demo admin (the Expert for one row), each
 * endpoint of scale-endpoints.ts gets one timed first load, then BENCH_DURATION_S of autocannon at
 * BENCH_CONNECTIONS (the CSV export at two, as an instance writes them). Printed per endpoint: p50, p99, req/s, failures (errors, timeouts and non-2xx,
 * by status), CPU ms per request of the BFF and of the upstream, and firm API calls per request (the
 * BFF's own metrics); per size, the BFF's RSS before, after and at its peak. A benchmark, not a test.
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishedAccounts } from '../server/demo/data/people.js';
import { LAST_NAMES } from '../server/demo/data/french-data.js';
import { freePort } from '../test/helpers/free-port.js';
import { BFF_ENTRY, buildServer, cpuTimeUs, DEMO_UPSTREAM_ENTRY, rssMb, startProcess, stopProcesses, type StartedProcess } from './processes.js';
import { periodsOfToday, SCALE_ENDPOINTS, type ScaleContext, type ScaleEndpoint } from './scale-endpoints.js';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,30000').split(',').map((size) => Number(size.trim()));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** A request not answered within this is a failure: shorter than a run, so that a slow endpoint shows failing, not idle. */
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? Math.max(1, DURATION_S - 1));
const FIRST_LOAD_TIMEOUT_S = 120;
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-42';

type Side = 'admin' | 'Expert';

interface Servers {
  upstream: StartedProcess;
  bff: StartedProcess;
  metricsPort: number;
  cookies: Record<Side, string>;
  /** the BFF's documented paths, as patterns */
  documented: RegExp[];
}

interface Row {
  name: string;
  firstLoadMs: number;
  firstStatus: string;
  absent: boolean;
  completed?: number;
  rps?: number;
  p50?: number;
  p99?: number;
  failures?: number;
  failureDetail?: string;
  bffCpuMs?: number;
  upstreamCpuMs?: number;
  firmCalls?: number;
}

interface SizeResult {
  clients: number;
  upstreamStartS: number;
  rss: { before: number; after: number; peak: number; upstreamPeak: number };
  rows: Row[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the servers are idle: the requests a run cut off still finish there, and their work is that run's. */
async function quiet(pids: number[], maxS = 60): Promise<void> {
  const started = performance.now();
  const cpu = () => pids.reduce((sum, pid) => sum + cpuTimeUs(pid), 0);
  let last = cpu();
  let calm = 0;
  for (const deadline = performance.now() + maxS * 1000; calm < 2 && performance.now() < deadline; ) {
    await sleep(250);
    const now = cpu();
    calm = now - last <= 20_000 ? calm + 1 : 0;
    last = now;
  }
  if (calm < 2) console.log(`  (the servers were still busy after ${((performance.now() - started) / 1000).toFixed(0)} s: what follows counts some of that work)`);
}

/** Calls the BFF made to the firm API so far (its Prometheus counter, every label set). */
async function firmCalls(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('bff_upstream_request_duration_seconds_count'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

async function signIn(bff: string, role: Side): Promise<string> {
  const account = publishedAccounts().find((a) => a.role === role)!;
  const res = await fetch(new URL('login', bff), { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: JSON.stringify({ email: account.email, password: account.password }) });
  if (res.status !== 200) throw new Error(`sign-in as ${role}: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** A client and a contract from the middle of the firm, checked with the firm API itself. */
async function contextOf(upstream: string, clients: number): Promise<ScaleContext> {
  const admin = publishedAccounts().find((a) => a.role === 'admin')!;
  const login = await fetch(`${upstream}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) });
  const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  // Generated clients have ids from 100 on; the firm has two contracts a client (server/demo/data/size.ts).
  const context: ScaleContext = { clientId: clients > 1 ? 100 + Math.floor((clients - 1) / 2) : 4, contractId: clients, lastName: LAST_NAMES[0], ...periodsOfToday() };
  for (const path of [`/users/${context.clientId}`, `/get_contract/${context.contractId}`]) {
    const res = await fetch(upstream + path, { headers });
    if (res.status !== 200) throw new Error(`the firm of ${clients} clients has no ${path} (${res.status})`);
  }
  return context;
}

/** The OpenAPI paths of the BFF as patterns (ids are numbers), to tell a missing route from a refused request. */
async function documentedPaths(bff: string): Promise<RegExp[]> {
  const doc = (await (await fetch(new URL('docs', bff))).json()) as { paths: Record<string, unknown> };
  return Object.keys(doc.paths).map((path) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '\\d+')}$`));
}

async function firstLoad(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number | string }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(FIRST_LOAD_TIMEOUT_S * 1000) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch (err) {
    return { ms: performance.now() - started, status: err instanceof Error ? err.name : String(err) };
  }
}

/** autocannon for DURATION_S, never longer than its deadline, whatever the server does. */
async function load(url: string, headers: Record<string, string>, connections: number): Promise<autocannon.Result> {
  const run = autocannon({ url, headers, connections, duration: DURATION_S, timeout: TIMEOUT_S }) as Promise<autocannon.Result> & { stop(): void };
  const deadline = setTimeout(() => run.stop(), (DURATION_S + TIMEOUT_S + 10) * 1000);
  try {
    return await run;
  } finally {
    clearTimeout(deadline);
  }
}

async function measureEndpoint(endpoint: ScaleEndpoint, context: ScaleContext, servers: Servers): Promise<Row> {
  const { bff, upstream, metricsPort } = servers;
  const url = new URL(endpoint.path(context), bff.url);
  const headers = { cookie: servers.cookies[endpoint.as ?? 'admin'] };
  const pids = [bff.pid, upstream.pid];
  await quiet(pids);
  const first = await firstLoad(url.href, headers);
  const name = endpoint.connections ? `${endpoint.name} (${endpoint.connections} connections)` : endpoint.name;
  const row: Row = { name, firstLoadMs: first.ms, firstStatus: String(first.status), absent: false };
  const relative = url.pathname.slice(new URL(bff.url).pathname.length - 1);
  if (first.status === 404 || (first.status === 400 && !servers.documented.some((path) => path.test(relative)))) return { ...row, absent: true };

  await quiet(pids);
  const callsBefore = await firmCalls(metricsPort);
  const cpuBefore = { bff: cpuTimeUs(bff.pid), upstream: cpuTimeUs(upstream.pid) };
  const result = await load(url.href, headers, endpoint.connections ?? CONNECTIONS);
  await quiet(pids);
  const cpuAfter = { bff: cpuTimeUs(bff.pid), upstream: cpuTimeUs(upstream.pid) };
  const calls = (await firmCalls(metricsPort)) - callsBefore;

  // Per request sent: a request cut off at the run's end was still served.
  const sent = Math.max(result.requests.sent, 1);
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}: ${count}`);
  if (result.timeouts > 0) byStatus.push(`timeouts: ${result.timeouts}`);
  if (result.errors > result.timeouts) byStatus.push(`errors: ${result.errors - result.timeouts}`);
  return {
    ...row,
    completed: result.requests.total,
    rps: result.requests.total / DURATION_S,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx,
    failureDetail: byStatus.join(', '),
    bffCpuMs: (cpuAfter.bff - cpuBefore.bff) / 1000 / sent,
    upstreamCpuMs: (cpuAfter.upstream - cpuBefore.upstream) / 1000 / sent,
    firmCalls: calls / sent,
  };
}

async function measureSize(clients: number): Promise<SizeResult> {
  const started = performance.now();
  const upstream = await startProcess(DEMO_UPSTREAM_ENTRY, { DEMO_CLIENTS: String(clients) }, /UPSTREAM (\S+)/);
  const upstreamStartS = (performance.now() - started) / 1000;
  const metricsPort = await freePort();
  const bff = await startProcess(
    BFF_ENTRY,
    { UPSTREAM_URL: upstream.url, SESSION_SECRET, PORT: '0', LOG_LEVEL: 'warn', METRICS_PORT: String(metricsPort), LOGIN_RATE_LIMIT: '100000', DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-bench-data-')) },
    /Back-office: (\S+)/,
  );
  try {
    const context = await contextOf(upstream.url, clients);
    const servers: Servers = {
      upstream, bff, metricsPort,
      cookies: { admin: await signIn(bff.url, 'admin'), Expert: await signIn(bff.url, 'Expert') },
      documented: await documentedPaths(bff.url),
    };
    console.log(`\n## ${clients.toLocaleString('en')} clients (upstream ready in ${upstreamStartS.toFixed(1)} s; client ${context.clientId}, contract ${context.contractId}, name "${context.lastName}")`);
    const before = rssMb(bff.pid);
    const rows: Row[] = [];
    for (const endpoint of SCALE_ENDPOINTS) {
      const row = await measureEndpoint(endpoint, context, servers);
      rows.push(row);
      process.stdout.write(`  ${row.name}: ${row.absent ? '« absent »' : `first load ${row.firstLoadMs.toFixed(0)} ms (${row.firstStatus}), p50 ${row.p50} ms, ${row.failures} failures`}; BFF RSS ${rssMb(bff.pid).toFixed(0)} MB, peak ${rssMb(bff.pid, 'VmHWM').toFixed(0)} MB\n`);
    }
    const rss = { before, after: rssMb(bff.pid), peak: rssMb(bff.pid, 'VmHWM'), upstreamPeak: rssMb(upstream.pid, 'VmHWM') };
    const result = { clients, upstreamStartS, rss, rows };
    printSize(result);
    return result;
  } finally {
    await bff.stop();
    await upstream.stop();
  }
}

const ms = (value: number | undefined, digits = 0) => (value === undefined ? '' : value.toFixed(digits));

function printSize({ clients, rss, rows }: SizeResult): void {
  console.log(`\n| ${clients.toLocaleString('en')} clients | first load ms (status) | req/s | p50 ms | p99 ms | failures | BFF CPU ms/req | upstream CPU ms/req | firm API calls/req |`);
  console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|');
  for (const r of rows) {
    if (r.absent) {
      console.log(`| ${r.name} | « absent » (${r.firstStatus}) | | | | | | | |`);
      continue;
    }
    const none = r.completed === 0;
    const failures = r.failures ? `${r.failures} (${r.failureDetail})` : '0';
    console.log(
      `| ${r.name} | ${ms(r.firstLoadMs)} (${r.firstStatus}) | ${ms(r.rps, 1)} | ${none ? '—' : r.p50} | ${none ? '—' : r.p99} | ${failures} | ${ms(r.bffCpuMs, 1)} | ${ms(r.upstreamCpuMs, 1)} | ${ms(r.firmCalls, 2)} |`,
    );
  }
  console.log(`\nBFF RSS: ${rss.before.toFixed(0)} MB before, ${rss.after.toFixed(0)} MB after, ${rss.peak.toFixed(0)} MB at its peak; the upstream's peak ${rss.upstreamPeak.toFixed(0)} MB`);
}

function printSummary(results: SizeResult[]): void {
  console.log(`\n## Summary: p50 / p99 ms (failures of the requests sent) at ${CONNECTIONS} connections, ${DURATION_S} s per endpoint`);
  console.log(`\n| endpoint | ${results.map((r) => `${r.clients.toLocaleString('en')} clients`).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|`);
  SCALE_ENDPOINTS.forEach((endpoint, index) => {
    const cells = results.map(({ rows }) => {
      const r = rows[index];
      if (r.absent) return '« absent »';
      return `${r.completed ? `${r.p50} / ${r.p99}` : '—'}${r.failures ? ` (${r.failures} failed)` : ''}`;
    });
    console.log(`| ${endpoint.name} | ${cells.join(' | ')} |`);
  });
  console.log(`| BFF RSS before / after / peak MB | ${results.map(({ rss }) => `${rss.before.toFixed(0)} / ${rss.after.toFixed(0)} / ${rss.peak.toFixed(0)}`).join(' | ')} |`);
}

export async function runScale(): Promise<void> {
  const bad = SIZES.find((size) => !Number.isInteger(size) || size < 1 || size > 100_000);
  if (bad !== undefined) throw new Error(`BENCH_SCALE_SIZES: ${bad} is not a number of clients from 1 to 100000`);
  buildServer();
  console.log(`scale: ${SIZES.join(', ')} clients; autocannon ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, ${TIMEOUT_S} s timeout per request; first load timed apart`);
  const results: SizeResult[] = [];
  try {
    for (const clients of SIZES) results.push(await measureSize(clients));
  } finally {
    stopProcesses();
  }
  printSummary(results);
}
