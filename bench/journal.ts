/**
 * `npm run bench -- journal`: the journal in its database at a firm's size (issue 33). Per engine
 * (SQLite in a temporary DATA_DIR, then PostgreSQL started by test/helpers/postgres-server.ts):
 *
 * 1. the journal is filled to BENCH_JOURNAL_ENTRIES entries (default 1,000,000): realistic rows over
 *    the last year (working hours), ~30,000 clients, 60 staff actors, every kind and action, outcomes
 *    done / refused / unknown / pending, each row chained and sealed with the BFF's own functions
 *    (chainedIntent, settlementMac; the key of SESSION_SECRET as the BFF derives it), batch-inserted
 *    in transactions and the chain's row kept at the head: the BFF then verifies it as its own;
 * 2. JournalTable.append alone on that database (2000 intents in a row, then their 2000 settlements);
 * 3. the built BFF (`npm run serve`'s command) against the demo upstream (a process of its own), on
 *    that database: PATCH /api/clients/:id one at a time for BENCH_DURATION_S (If-Match: the ETag of the
 *    GET, then of each answer), a client's history, the journal's page with each filter, the chain's
 *    check (GET /api/journal/verify) with the BFF's RSS around it and /healthz timed meanwhile (how long
 *    the check holds the event loop), the database's size on disk.
 *
 * Reads are sequential timed requests (one at a time, BENCH_READ_S each); one table per engine.
 * A benchmark, not a test. Note: the test helper's PostgreSQL runs with fsync=off, SQLite with
 * synchronous FULL (the BFF's setting): PostgreSQL's write figures are without the disk's flush.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { Agent, request } from 'undici';
import { openDatabase, SQLITE_FILE, type DatabaseLocation } from '../server/db/database.js';
import { JournalTable } from '../server/db/journal-table.js';
import { migrate } from '../server/db/migrations.js';
import { publishedAccounts } from '../server/demo/data/people.js';
import { JournalKeys, type NewEntry, type Settlement } from '../server/journal/journal-entry.js';
import { freePort } from '../test/helpers/free-port.js';
import { startPostgresServer, type PostgresServer } from '../test/helpers/postgres-server.js';
import { actors, ACTORS, clientName, CLIENTS, DAY_MS, fill, FIRST_CLIENT, SPAN_DAYS } from './journal-rows.js';
import { BFF_ENTRY, buildServer, DEMO_UPSTREAM_ENTRY, rssMb, startProcess, stopProcesses, type StartedProcess } from './processes.js';

const ENTRIES = Number(process.env.BENCH_JOURNAL_ENTRIES ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const READ_S = Number(process.env.BENCH_READ_S ?? 2);
const ENGINES = (process.env.BENCH_JOURNAL_ENGINES ?? 'sqlite,postgres').split(',').map((e) => e.trim());
const APPENDS = 2000;
/** the BFF derives the journal's key from it (no JOURNAL_KEY): the fill uses the same */
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-42';
/** no deadline of the HTTP client: the chain's check of a million entries takes a while */
const agent = new Agent({ headersTimeout: 0, bodyTimeout: 0, keepAliveTimeout: 60_000 });

// ---------------------------------------------------------------- the figures

interface Timed {
  p50: number;
  p99: number;
  /** the first request's time, apart (cold caches); null: every sample counts alike */
  first: number | null;
  n: number;
  note?: string;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
/** p50 and p99 of the samples; with `firstApart`, the first one (a cold read) is kept out of them and shown alone */
function timed(samples: number[], firstApart: boolean, note?: string): Timed {
  const sorted = (firstApart ? samples.slice(1) : samples.slice()).sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), first: firstApart ? samples[0] : null, n: samples.length, note };
}

/** A client outside the fill's and the demo's: the appends alone do not swell the histories the BFF is timed on. */
const APPENDED_CLIENT = FIRST_CLIENT + CLIENTS + 50;

/** JournalTable.append alone: APPENDS intents in a row (after 100 to warm up), then their settlements. */
async function appendAlone(table: JournalTable): Promise<{ append: Timed; settle: Timed }> {
  const entry = (i: number): Omit<NewEntry, 'changes'> => ({
    at: new Date().toISOString(),
    actor: { id: 2, name: actors[1].name, role: 'Consultant', via: 'session' },
    action: 'patch',
    record: { kind: 'client', id: APPENDED_CLIENT, label: clientName(APPENDED_CLIENT) },
    ip: '127.0.0.1', device: 'Firefox sur Linux', requestId: `bench-${i}`,
  });
  const settlement: Settlement = { outcome: 'done', record: { kind: 'client', id: APPENDED_CLIENT, label: clientName(APPENDED_CLIENT) }, changes: { notes: ['avant', 'après'] } };
  for (let i = 0; i < 100; i++) await table.append(entry(i), settlement);
  const appends: number[] = [];
  const placed: { seq: number; hash: string; key: string }[] = [];
  for (let i = 0; i < APPENDS; i++) {
    const t0 = performance.now();
    const { head, key } = await table.append(entry(i));
    appends.push(performance.now() - t0);
    placed.push({ seq: head.seq, hash: head.hash, key });
  }
  const settles: number[] = [];
  for (const intent of placed) {
    const t0 = performance.now();
    await table.settle(intent, settlement);
    settles.push(performance.now() - t0);
  }
  return { append: timed(appends, false), settle: timed(settles, false) };
}

interface Answer {
  status: number;
  etag: string | null;
  cookie: string | null;
  body: string;
  ms: number;
}

async function call(base: string, path: string, options: { method?: 'GET' | 'PATCH' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const t0 = performance.now();
  const answer = await request(new URL(path, base), { method: options.method ?? 'GET', headers: options.headers, body: options.body, dispatcher: agent });
  const body = await answer.body.text();
  const { etag, 'set-cookie': setCookie } = answer.headers;
  const cookie = [setCookie ?? []].flat()[0]?.split(';')[0] ?? null;
  return { status: answer.statusCode, etag: typeof etag === 'string' ? etag : null, cookie, body, ms: performance.now() - t0 };
}

/** GET path one request at a time for READ_S (at least 3): p50, p99 and the first (cold) one. */
async function reads(base: string, cookie: string, path: string): Promise<Timed> {
  const samples: number[] = [];
  let total: number | undefined;
  const until = performance.now() + READ_S * 1000;
  while (samples.length < 3 || performance.now() < until) {
    const answer = await call(base, path, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
    total ??= (JSON.parse(answer.body) as { total?: number }).total;
    samples.push(answer.ms);
  }
  return timed(samples, true, total === undefined ? undefined : `total ${total.toLocaleString('en')}`);
}

/** PATCH /api/clients/:id one at a time for DURATION_S, If-Match: the ETag of the GET, then of each answer. */
async function patches(base: string, cookie: string, clientId: number): Promise<Timed> {
  const first = await call(base, `api/clients/${clientId}`, { headers: { cookie } });
  if (first.status !== 200 || !first.etag) throw new Error(`GET client ${clientId}: ${first.status} (etag ${first.etag})`);
  let etag = first.etag;
  const samples: number[] = [];
  const until = performance.now() + DURATION_S * 1000;
  for (let i = 0; samples.length < 3 || performance.now() < until; i++) {
    const answer = await call(base, `api/clients/${clientId}`, {
      method: 'PATCH',
      headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify({ notes: `Rappeler après le relevé de carrière (${i}).` }),
    });
    if (answer.status !== 200 || !answer.etag) throw new Error(`PATCH client ${clientId}: ${answer.status} ${answer.body.slice(0, 300)}`);
    etag = answer.etag;
    samples.push(answer.ms);
  }
  return timed(samples, true);
}

async function diskMb(database: DatabaseLocation, pgUrl: string | null): Promise<number> {
  if (database.engine === 'sqlite') {
    const file = join(database.dataDir!, SQLITE_FILE);
    return ['', '-wal', '-shm'].reduce((sum, suffix) => sum + (existsSync(file + suffix) ? statSync(file + suffix).size : 0), 0) / 1e6;
  }
  const db = openDatabase({ engine: 'postgres', url: pgUrl! });
  try {
    const { rows } = await sql<{ size: number }>`select pg_database_size(current_database())::bigint as size`.execute(db.db);
    return Number(rows[0].size) / 1e6;
  } finally {
    await db.close();
  }
}

interface EngineResult {
  title: string;
  rows: Array<[string, Timed | string]>;
}

async function measureEngine(engine: 'sqlite' | 'postgres', postgres: () => Promise<PostgresServer>): Promise<EngineResult> {
  let location: DatabaseLocation;
  let bffDatabase: Record<string, string>;
  let cleanup = () => {};
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-journal-'));
    location = { engine, dataDir };
    bffDatabase = { DATA_DIR: dataDir };
    cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const url = await (await postgres()).freshDatabase();
    location = { engine, url };
    bffDatabase = { DATABASE_URL: url };
  }
  const pgUrl = location.engine === 'postgres' ? location.url : null;
  const title = engine === 'sqlite' ? 'SQLite (DATA_DIR, WAL, synchronous FULL)' : 'PostgreSQL (test helper\'s server: fsync=off)';
  console.log(`\n## ${title}: ${ENTRIES.toLocaleString('en')} entries`);
  const rows: EngineResult['rows'] = [];
  const keys = new JournalKeys(SESSION_SECRET);
  try {
    const database = openDatabase(location);
    let appendFigures: { append: Timed; settle: Timed };
    try {
      await migrate(database.db);
      // The fill only: a large page cache, so that the indexes' inserts stay in memory (the BFF keeps SQLite's default).
      if (engine === 'sqlite') await sql`pragma cache_size = -1000000`.execute(database.db);
      const fillS = await fill(database, keys, ENTRIES);
      rows.push(['fill (chained, sealed, batch-inserted)', `${fillS.toFixed(0)} s, ${Math.round(ENTRIES / fillS).toLocaleString('en')} entries/s`]);
      rows.push(['database on disk after the fill', `${(await diskMb(location, pgUrl)).toFixed(0)} MB`]);
      if (engine === 'sqlite') await sql`pragma cache_size = -2000`.execute(database.db);
      appendFigures = await appendAlone(new JournalTable(database, keys));
      process.stdout.write(`  append alone: p50 ${appendFigures.append.p50.toFixed(2)} ms, settle p50 ${appendFigures.settle.p50.toFixed(2)} ms\n`);
    } finally {
      await database.close();
    }
    rows.push([`JournalTable.append (an intent), ${APPENDS} in a row`, appendFigures.append]);
    rows.push([`JournalTable.settle (its outcome), ${APPENDS} in a row`, appendFigures.settle]);

    const upstream = await startProcess(DEMO_UPSTREAM_ENTRY, {}, /UPSTREAM (\S+)/);
    const metricsPort = await freePort();
    const t0 = performance.now();
    let bff: StartedProcess | null = null;
    try {
      bff = await startProcess(
        BFF_ENTRY,
        { UPSTREAM_URL: upstream.url, SESSION_SECRET, PORT: '0', LOG_LEVEL: 'warn', METRICS_PORT: String(metricsPort), LOGIN_RATE_LIMIT: '100000', ...bffDatabase },
        /Back-office: (\S+)/,
      );
      const startS = (performance.now() - t0) / 1000;
      const rssStart = rssMb(bff.pid);
      rows.push(['BFF start (migrations checked, anchor, newest key)', `${startS.toFixed(1)} s`]);
      const base = bff.url;
      const account = publishedAccounts().find((a) => a.role === 'admin')!;
      const login = await call(base, 'login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: JSON.stringify({ email: account.email, password: account.password }) });
      if (login.status !== 200 || !login.cookie) throw new Error(`sign-in: ${login.status} ${login.body.slice(0, 300)}`);
      const cookie = login.cookie;
      rows.push(['sign-in (the first write: the retention check)', `${login.ms.toFixed(0)} ms`]);
      const list = JSON.parse((await call(base, 'api/clients?perPage=10', { headers: { cookie } })).body) as { items: Array<{ id: number }> };
      const clientId = list.items[0].id;

      const patch = await patches(base, cookie, clientId);
      rows.push([`PATCH /api/clients/${clientId} (If-Match), ${DURATION_S} s`, patch]);
      const share = (appendFigures.append.p50 + appendFigures.settle.p50) / patch.p50;
      rows.push(['the journal\'s share of the PATCH (append + settle p50 / PATCH p50)', `${(100 * share).toFixed(1)} % (append alone ${((100 * appendFigures.append.p50) / patch.p50).toFixed(1)} %)`]);
      process.stdout.write(`  PATCH p50 ${patch.p50.toFixed(2)} ms\n`);

      rows.push([`GET /api/clients/${clientId}/history`, await reads(base, cookie, `api/clients/${clientId}/history`)]);
      const month = new Date(Date.now() - 120 * DAY_MS);
      const from = `${month.toISOString().slice(0, 7)}-01`;
      const to = `${month.toISOString().slice(0, 7)}-28`;
      for (const [name, query] of [
        ['no filter', ''], [`kind=client&recordId=${clientId}`, `kind=client&recordId=${clientId}`], ['actorId=7', 'actorId=7'],
        ['action=patch', 'action=patch'], ['action=sign-in', 'action=sign-in'], [`from=${from}&to=${to}`, `from=${from}&to=${to}`],
        ['no filter, page 400', 'page=400'],
      ]) {
        rows.push([`GET /api/journal ${name}`, await reads(base, cookie, `api/journal${query ? `?${query}` : ''}`)]);
        process.stdout.write(`  journal ${name} done\n`);
      }

      const rssBefore = rssMb(bff.pid);
      // Meanwhile, /healthz one request at a time: how long the check holds the event loop between its chunks.
      let verifying = true;
      const during: number[] = [];
      const probe = (async () => {
        while (verifying) {
          during.push((await call(base, 'healthz')).ms);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const verify = await call(base, 'api/journal/verify', { headers: { cookie } });
      verifying = false;
      await probe;
      const rssAfter = rssMb(bff.pid);
      if (verify.status !== 200) throw new Error(`verify: ${verify.status} ${verify.body.slice(0, 300)}`);
      const verdict = JSON.parse(verify.body) as { ok: boolean; checked: number; firstBroken?: number; problem?: string };
      rows.push(['GET /api/journal/verify', `${(verify.ms / 1000).toFixed(1)} s, ${verdict.ok ? 'ok' : `NOT ok (${verdict.problem} at ${verdict.firstBroken})`}, ${verdict.checked.toLocaleString('en')} checked (${Math.round(verdict.checked / (verify.ms / 1000)).toLocaleString('en')}/s)`]);
      rows.push(['GET /healthz during the verify (every 20 ms)', timed(during, false)]);
      rows.push(['BFF RSS before / after verify', `${rssBefore.toFixed(0)} / ${rssAfter.toFixed(0)} MB`]);
      rows.push(['database on disk after all', `${(await diskMb(location, pgUrl)).toFixed(0)} MB`]);
      rows.push(['BFF RSS after start / after all / peak', `${rssStart.toFixed(0)} / ${rssMb(bff.pid).toFixed(0)} / ${rssMb(bff.pid, 'VmHWM').toFixed(0)} MB`]);
    } finally {
      await bff?.stop();
      await upstream.stop();
    }
  } finally {
    cleanup();
  }
  const result = { title, rows };
  print(result);
  return result;
}

const msText = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

function print({ title, rows }: EngineResult): void {
  console.log(`\n| ${title}, ${ENTRIES.toLocaleString('en')} entries | p50 ms | p99 ms | first ms | n | |`);
  console.log('|---|---:|---:|---:|---:|---|');
  for (const [name, value] of rows) {
    if (typeof value === 'string') console.log(`| ${name} | | | | | ${value} |`);
    else console.log(`| ${name} | ${msText(value.p50)} | ${msText(value.p99)} | ${value.first === null ? '' : msText(value.first)} | ${value.n} | ${value.note ?? ''} |`);
  }
}

export async function runJournalBench(): Promise<void> {
  if (!Number.isInteger(ENTRIES) || ENTRIES < 1) throw new Error(`BENCH_JOURNAL_ENTRIES: ${process.env.BENCH_JOURNAL_ENTRIES} is not a positive number of entries`);
  const unknown = ENGINES.find((e) => e !== 'sqlite' && e !== 'postgres');
  if (unknown) throw new Error(`BENCH_JOURNAL_ENGINES: unknown engine "${unknown}" (sqlite, postgres)`);
  buildServer();
  console.log(`journal: ${ENTRIES.toLocaleString('en')} entries (~${CLIENTS.toLocaleString('en')} clients, ${ACTORS} actors, ${SPAN_DAYS} days); PATCH ${DURATION_S} s, reads ${READ_S} s each, one request at a time`);
  let server: Promise<PostgresServer> | null = null;
  const results: EngineResult[] = [];
  try {
    for (const engine of ENGINES as ('sqlite' | 'postgres')[]) results.push(await measureEngine(engine, () => (server ??= startPostgresServer())));
  } finally {
    stopProcesses();
    if (server) await (await (server as Promise<PostgresServer>)).stop();
  }
  console.log('\n# Summary');
  for (const result of results) print(result);
  process.exit(0);
}
