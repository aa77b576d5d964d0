/**
 * npm run bench: GET /unread_count through the BFF (cookie, JWT verify, decrypt, forward) against
 * the same call straight to the demo upstream, the BFF's bare /healthz, the clients list
 * (300 clients adapted, searched, sorted, a page of 25) against the raw upstream list, and
 * GET /session (cookie, JWT verify, revocation check) against /healthz at 50 connections, in one run.
 * At 50 connections the forward and the direct call alternate over three rounds, then /session and
 * /healthz over nine short ones (the median round's ratio is printed: a neighbour's burst of load
 * lands on one round, not on one side).
 * `npm run bench -- redis` runs the same as several instances would: the store in a redis-server of
 * its own (REDIS_URL) and the records in a PostgreSQL of its own (DATABASE_URL, test/helpers/postgres-server.ts);
 * otherwise the records are in SQLite, in a temporary DATA_DIR.
 * Servers run in their own processes so autocannon does not share their event loop.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishedAccounts } from '../server/demo/data/people.js';
import { startPostgresServer } from '../test/helpers/postgres-server.js';
import { startRedisServer } from '../test/helpers/redis-server.js';
import { BFF_ENTRY, buildServer, cpuTimeUs, DEMO_UPSTREAM_ENTRY, startProcess, stopProcesses } from './processes.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SESSION_CONNECTIONS = 50;
const ROUNDS = 3;
/**
 * /session against /healthz: many short pairs. On this kind of shared VM a neighbour's burst
 * lasts seconds and doubles a round's cost; with 2 s pairs both sides of a pair mostly see the
 * same weather, and the median of 9 pairs does not hang on one burst.
 */
const SESSION_ROUNDS = 9;
const SESSION_DURATION_S = 2;
const cleanups: (() => Promise<void>)[] = [];

interface Figures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  /** CPU time the BFF process spent per request, in µs (null: not a BFF call) */
  cpuUs: number | null;
}

/**
 * Throughput, p99 and, for the BFF, its CPU time per request: on a shared, busy machine req/s
 * swing with the neighbours' load, the CPU cost of one request much less.
 */
async function measure(name: string, url: string, headers: Record<string, string>, connections = CONNECTIONS, cpuOf?: number, durationS = DURATION_S): Promise<Figures> {
  await autocannon({ url, headers, connections, duration: 1 }); // warm-up
  const cpuBefore = cpuOf ? cpuTimeUs(cpuOf) : 0;
  const result = await autocannon({ url, headers, connections, duration: durationS });
  const cpuUs = cpuOf ? (cpuTimeUs(cpuOf) - cpuBefore) / Math.max(result.requests.total, 1) : null;
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuUs };
}

/** mode 'memory' (the default store), 'redis' (a redis-server of its own), 'soak', 'pages', 'scale' or 'journal' */
async function main(mode: string): Promise<void> {
  // `npm run bench -- soak`: the 60 s soak (bench/soak.ts) instead of the throughput ratios.
  if (mode === 'soak') return (await import('./soak.js')).runSoak();
  // `npm run bench -- pages`: Lighthouse on the login page and the signed-in pages (bench/pages.ts).
  if (mode === 'pages') return (await import('./pages.js')).runPages();
  // `npm run bench -- scale`: lists, search and figures at a firm's size (bench/scale.ts).
  if (mode === 'scale') return (await import('./scale.js')).runScale();
  // `npm run bench -- journal`: the journal at a firm's size in SQLite and PostgreSQL (bench/journal.ts).
  if (mode === 'journal') return (await import('./journal.js')).runJournalBench();
  const store: Record<string, string> = {};
  if (mode === 'redis') {
    // Several instances: Redis for the counters and locks, PostgreSQL for the records (REDIS_URL alone is refused).
    const [redis, postgres] = await Promise.all([startRedisServer(), startPostgresServer()]);
    cleanups.push(redis.stop, postgres.stop);
    store.REDIS_URL = redis.url;
    store.DATABASE_URL = await postgres.freshDatabase();
  } else if (mode === 'memory') {
    // With a firm API the records default to ./data: a folder of the bench's own instead.
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-data-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    store.DATA_DIR = dataDir;
  } else {
    throw new Error(`unknown bench mode "${mode}" (memory, redis, soak, pages, scale or journal)`);
  }
  buildServer();
  const { url: upstream } = await startProcess(DEMO_UPSTREAM_ENTRY, {}, /UPSTREAM (\S+)/);
  const { url: bff, pid } = await startProcess(
    BFF_ENTRY,
    { UPSTREAM_URL: upstream, SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-42', PORT: '0', LOG_LEVEL: 'warn', ...store },
    /Back-office: (\S+)/,
  );
  const account = publishedAccounts().find((a) => a.role === 'Consultant')!;
  const credentials = JSON.stringify({ email: account.email, password: account.password });

  const viaBff = await fetch(new URL('login', bff), { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: credentials });
  const cookie = viaBff.headers.get('set-cookie')!.split(';')[0];
  const direct = (await (await fetch(`${upstream}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials })).json()) as {
    accessToken: string;
  };

  console.log(`store: ${mode} (records: ${mode === 'redis' ? 'PostgreSQL' : 'SQLite'}); autocannon: ${CONNECTIONS} connections (50 where said), ${DURATION_S} s each, loopback\n`);
  const bearer = { authorization: `Bearer ${direct.accessToken}` };
  const rows = [
    await measure('BFF GET /unread_count (cookie, JWT, forward)', new URL('unread_count', bff).href, { cookie }, CONNECTIONS, pid),
    await measure('upstream GET /unread_count (direct, bearer)', `${upstream}/unread_count`, bearer),
    await measure('BFF GET /healthz (bare route)', new URL('healthz', bff).href, {}, CONNECTIONS, pid),
  ];
  /** pairs of calls measured in turn: a neighbour's burst of load lands on one round, not on one side */
  async function alternate(
    first: (round: number) => Promise<Figures>,
    second: (round: number) => Promise<Figures>,
    count = ROUNDS,
  ): Promise<[Figures, Figures][]> {
    const rounds: [Figures, Figures][] = [];
    for (let round = 1; round <= count; round++) rounds.push([await first(round), await second(round)]);
    return rounds;
  }
  const forwardRounds = await alternate(
    (round) => measure(`BFF GET /unread_count (forward; 50 connections) round ${round}`, new URL('unread_count', bff).href, { cookie }, SESSION_CONNECTIONS, pid),
    (round) => measure(`upstream GET /unread_count (direct; 50 connections) round ${round}`, `${upstream}/unread_count`, bearer, SESSION_CONNECTIONS),
  );
  rows.push(...forwardRounds.flat());
  const sessionRounds = await alternate(
    (round) => measure(`BFF GET /session (cookie, JWT, revocation; 50 connections) round ${round}`, new URL('session', bff).href, { cookie }, SESSION_CONNECTIONS, pid, SESSION_DURATION_S),
    (round) => measure(`BFF GET /healthz (bare route; 50 connections) round ${round}`, new URL('healthz', bff).href, {}, SESSION_CONNECTIONS, pid, SESSION_DURATION_S),
    SESSION_ROUNDS,
  );
  rows.push(...sessionRounds.flat());
  // Last: the clients page leaves much garbage, whose collection would weigh on the light calls' rows.
  const clientsRow = await measure('BFF GET /api/clients (page of 25)', new URL('api/clients?perPage=25', bff).href, { cookie }, CONNECTIONS, pid);
  const rawClientsRow = await measure('upstream GET /users?kind=client (all, raw)', `${upstream}/users?kind=client`, bearer);
  rows.push(clientsRow, rawClientsRow);

  console.log('| call | req/s | p99 ms | errors | BFF CPU µs/req |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.errors} | ${r.cpuUs === null ? '' : r.cpuUs.toFixed(0)} |`);
  const [bffRow, directRow, bareRow] = rows;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratios = (rounds: [Figures, Figures][]) => rounds.map(([a, b]) => a.rps / b.rps);
  const listed = (values: number[]) => values.map((r) => r.toFixed(2)).join(', ');
  console.log(`\nBFF / direct upstream: ${(bffRow.rps / directRow.rps).toFixed(2)}× the throughput, p99 ${(bffRow.p99 / Math.max(directRow.p99, 1)).toFixed(2)}×`);
  console.log(`cookie-authenticated forward / bare BFF route: ${(bffRow.rps / bareRow.rps).toFixed(2)}× the throughput`);
  console.log(`clients page through the BFF / raw upstream list: ${(clientsRow.rps / rawClientsRow.rps).toFixed(2)}× the throughput, p99 ${clientsRow.p99} ms vs ${rawClientsRow.p99} ms`);
  const forwardRatios = ratios(forwardRounds);
  console.log(
    `forward / direct upstream at ${SESSION_CONNECTIONS} connections: ${median(forwardRatios).toFixed(2)}× the throughput ` +
      `(median of ${ROUNDS} rounds: ${listed(forwardRatios)})`,
  );
  const sessionRatios = ratios(sessionRounds);
  const cpuRatios = sessionRounds.map(([session, bare]) => bare.cpuUs! / session.cpuUs!);
  console.log(
    `GET /session / GET /healthz at ${SESSION_CONNECTIONS} connections: ${median(sessionRatios).toFixed(2)}× the throughput, ` +
      `${median(cpuRatios).toFixed(2)}× by the BFF's CPU per request (median of ${SESSION_ROUNDS} rounds of ${SESSION_DURATION_S} s: ${listed(sessionRatios)}; store: ${mode})`,
  );
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

main(process.argv[2] ?? 'memory')
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    stopProcesses();
    for (const cleanup of cleanups) await cleanup();
  });
