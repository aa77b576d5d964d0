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
import { openDatabase, SQLITE_FILE, type Database, type DatabaseLocation, type JournalEntriesTable } from '../server/db/database.js';
import { JournalTable } from '../server/db/journal-table.js';
import { migrate } from '../server/db/migrations.js';
import { LAST_NAMES, MEN, WOMEN } from '../server/demo/data/french-data.js';
import { publishedAccounts } from '../server/demo/data/people.js';
import { chainedIntent, JournalKeys, settlementMac, type NewEntry, type Settlement } from '../server/journal/journal-entry.js';
import type { JournalAction, JournalChanges, JournalEntry, JournalKind } from '../shared/schemas/journal.js';
import { freePort } from '../test/helpers/free-port.js';
import { startPostgresServer, type PostgresServer } from '../test/helpers/postgres-server.js';
import { BFF_ENTRY, buildServer, DEMO_UPSTREAM_ENTRY, rssMb, startProcess, stopProcesses, type StartedProcess } from './processes.js';

const ENTRIES = Number(process.env.BENCH_JOURNAL_ENTRIES ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const READ_S = Number(process.env.BENCH_READ_S ?? 2);
const ENGINES = (process.env.BENCH_JOURNAL_ENGINES ?? 'sqlite,postgres').split(',').map((e) => e.trim());
const APPENDS = 2000;
/** the BFF derives the journal's key from it (no JOURNAL_KEY): the fill uses the same */
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-42';
const CLIENTS = 30_000;
/** demo client ids start at 100 (the staff's are below) */
const FIRST_CLIENT = 100;
const ACTORS = 60;
const DAY_MS = 86_400_000;
/** inside JOURNAL_RETENTION_DAYS (365): the BFF trims nothing of the fill */
const SPAN_DAYS = 364;
const ROWS_PER_INSERT = 1000;
const ROWS_PER_TRANSACTION = 10_000;
/** no deadline of the HTTP client: the chain's check of a million entries takes a while */
const agent = new Agent({ headersTimeout: 0, bodyTimeout: 0, keepAliveTimeout: 60_000 });

// ---------------------------------------------------------------- the rows

/** mulberry32: the same journal at every run */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(33);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const personName = (n: number) => `${(n % 2 ? WOMEN : MEN)[n % 17]} ${LAST_NAMES[(n * 7919) % LAST_NAMES.length]}`;
const ROLES = ['admin', 'Consultant', 'Consultant', 'Expert', 'Expert', 'Consultant'];
const actors = Array.from({ length: ACTORS }, (_, i) => ({
  id: i + 1, name: personName(i + 3), role: i < 3 ? 'admin' : ROLES[i % ROLES.length],
  ip: `10.0.${1 + (i % 8)}.${10 + i}`, device: ['Firefox sur Windows', 'Chrome sur Windows', 'Edge sur Windows', 'Safari sur macOS', 'Chrome sur Android'][i % 5],
}));
const clientName = (id: number) => personName(id * 31 + 11);
/** a client's two contracts and two tasks, one file in five clients' */
const contractOf = (clientId: number) => 2 * (clientId - FIRST_CLIENT) + int(1, 2);
const taskOf = (clientId: number) => 2 * (clientId - FIRST_CLIENT) + int(1, 2);

type Look = 'look';
/** kind, action, weight (of 1000), whether it is a look (appended done) or a write (intent, then settled) */
const MIX: ReadonlyArray<[JournalKind, JournalAction, number, Look | 'write']> = [
  ['client', 'patch', 200, 'write'], ['client', 'read-nir', 100, 'look'], ['client', 'replace', 20, 'write'], ['client', 'create', 12, 'write'],
  ['client', 'delete', 2, 'write'], ['client', 'access', 3, 'write'], ['client', 'export-rgpd', 1, 'look'],
  ['task', 'patch', 120, 'write'], ['task', 'create', 50, 'write'], ['task', 'delete', 6, 'write'],
  ['contract', 'patch', 60, 'write'], ['contract', 'create', 30, 'write'], ['contract', 'payment', 40, 'write'], ['contract', 'replace', 8, 'write'],
  ['contract', 'delete', 3, 'write'], ['contract', 'export-csv', 3, 'look'],
  ['document', 'upload', 50, 'write'], ['document', 'download', 80, 'look'], ['document', 'delete', 5, 'write'],
  ['crmEntry', 'create', 30, 'write'], ['crmEntry', 'patch', 20, 'write'], ['crmEntry', 'replace', 3, 'write'], ['crmEntry', 'delete', 3, 'write'],
  ['member', 'sign-in', 80, 'write'], ['member', 'sign-out', 40, 'write'], ['member', 'password', 2, 'write'], ['member', 'sessions-end', 1, 'write'],
  ['member', 'token-create', 1, 'write'], ['member', 'token-revoke', 1, 'write'], ['member', 'patch', 2, 'write'], ['member', 'notes', 1, 'write'],
  ['member', 'access', 1, 'write'], ['contractTemplate', 'patch', 1, 'write'], ['journal', 'export-csv', 1, 'look'],
];
const WEIGHTS = MIX.reduce((sum, [, , weight]) => sum + weight, 0);
function drawMix(): (typeof MIX)[number] {
  let n = random() * WEIGHTS;
  for (const entry of MIX) if ((n -= entry[2]) < 0) return entry;
  return MIX[0];
}

const PHONES = () => `06 ${int(10, 99)} ${int(10, 99)} ${int(10, 99)} ${int(10, 99)}`;
const NOTES = ['Rappeler après le relevé de carrière.', 'Dossier complet, en attente de signature.', 'Souhaite un rendez-vous en agence.', 'Relevé CARSAT reçu.', ''];
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

function changesOf(kind: JournalKind, action: JournalAction, t: number): JournalChanges | undefined {
  if (action === 'create') {
    if (kind === 'client') return { firstName: [null, pick(WOMEN)], lastName: [null, pick(LAST_NAMES)], phone: [null, PHONES()], city: [null, 'Lyon'], expertId: [null, int(1, ACTORS)] };
    if (kind === 'task') return { title: [null, 'Relancer pour les pièces'], dueDate: [null, day(t + 7 * DAY_MS)], customerId: [null, int(FIRST_CLIENT, FIRST_CLIENT + CLIENTS - 1)] };
    if (kind === 'contract') return { label: [null, 'Étude retraite'], amount: [null, int(300, 2400) * 100], state: [null, 'draft'] };
    return { name: [null, 'Appel entrant'], notes: [null, pick(NOTES)] };
  }
  if (action === 'delete') return kind === 'document' ? { filename: ['releve-carriere.pdf', null] } : { label: ['—', null] };
  if (action === 'payment') return { paidAt: [null, new Date(t).toISOString()], state: ['signed', 'paid'] };
  if (action === 'patch' || action === 'replace' || action === 'notes') {
    if (kind === 'client') {
      const which = int(0, 3);
      if (which === 0) return { phone: [PHONES(), PHONES()] };
      if (which === 1) return { notes: [pick(NOTES), pick(NOTES)] };
      if (which === 2) return { address: [{ street: '12 rue Pasteur', postalCode: '69003', city: 'Lyon' }, { street: '4 allée des Tilleuls', postalCode: '69100', city: 'Villeurbanne' }] };
      return { socialSecurityNumber: ['1 58 07 69 123 ***', '1 58 07 69 124 ***'], maritalStatus: ['Célibataire', 'Marié(e)'] };
    }
    if (kind === 'task') return int(0, 1) ? { done: [false, true] } : { dueDate: [day(t), day(t + 3 * DAY_MS)] };
    if (kind === 'contract') return { state: ['draft', 'sent'] };
    return { notes: [pick(NOTES), pick(NOTES)] };
  }
  if (action === 'upload') return { filename: [null, `piece-${int(1, 999)}.pdf`] };
  return undefined;
}

/** One entry as the BFF writes it: its intent (the record as before the write) and how it ended. */
function entryAt(t: number): { entry: Omit<NewEntry, 'changes'>; settlement: Settlement | null } {
  const [kind, action, , type] = drawMix();
  const actor = pick(actors);
  const clientId = int(FIRST_CLIENT, FIRST_CLIENT + CLIENTS - 1);
  let record: JournalEntry['record'];
  switch (kind) {
    case 'client': record = { kind, id: clientId, label: clientName(clientId) }; break;
    case 'task': record = { kind, id: taskOf(clientId), label: 'Relancer pour les pièces', clientId }; break;
    case 'contract': record = action === 'export-csv' ? { kind, id: null, label: 'contrats.csv' } : { kind, id: contractOf(clientId), label: 'Étude retraite', clientId }; break;
    case 'document': record = { kind, id: `${clientId}-${int(1, 5)}`, label: `piece-${int(1, 999)}.pdf`, clientId }; break;
    case 'crmEntry': record = { kind, id: int(1, 52_000), label: 'Appel entrant' }; break;
    case 'member': record = { kind, id: actor.id, label: actor.name }; break;
    case 'contractTemplate': record = { kind, id: 'firm', label: 'Modèle de contrat' }; break;
    default: record = { kind, id: null, label: 'journal.csv' };
  }
  // A create's intent knows no id yet: its settlement names the record made.
  const intentRecord = action === 'create' ? { kind, id: null, label: '' } : record;
  const entry = {
    at: new Date(t).toISOString(),
    actor: { id: actor.id, name: actor.name, role: actor.role, via: random() < 0.02 ? 'token' as const : 'session' as const },
    action, record: intentRecord, ip: actor.ip, device: actor.device, requestId: `req-${Math.floor(t).toString(36)}`,
  };
  const changes = changesOf(kind, action, t);
  if (type === 'look') return { entry, settlement: { outcome: 'done', record, ...(changes ? { changes } : {}) } };
  const roll = random();
  // A write: mostly done; a few refused (a 4xx), unknown (the firm API's 5xx or timeout), pending (a crash between the two steps).
  if (roll < 0.0005) return { entry, settlement: null };
  if (roll < 0.003) return { entry, settlement: { outcome: 'unknown', record: intentRecord } };
  if (roll < 0.018) return { entry, settlement: { outcome: 'refused', record: intentRecord } };
  return { entry, settlement: { outcome: 'done', record, ...(changes ? { changes } : {}) } };
}

/** N instants over the last SPAN_DAYS, weekdays 8:00–19:00 (Paris, about), in order. */
function instants(n: number, end: number): Float64Array {
  const start = end - SPAN_DAYS * DAY_MS;
  const times = new Float64Array(n);
  for (let i = 0; i < n; ) {
    const t = start + random() * (end - start);
    const date = new Date(t);
    const hour = date.getUTCHours();
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6 || hour < 7 || hour >= 18) continue;
    times[i++] = t;
  }
  return times.sort();
}

const clientColumn = (record: JournalEntry['record']) => (record.kind === 'client' && typeof record.id === 'number' ? record.id : (record.clientId ?? null));

/** Fills the journal with chained, sealed rows, a transaction per ROWS_PER_TRANSACTION; the chain's row follows. */
async function fill(database: Database, keys: JournalKeys, n: number): Promise<number> {
  const started = performance.now();
  const times = instants(n, Date.now() - 2 * 3_600_000);
  let head = { seq: 0, hash: '' };
  for (let done = 0; done < n; ) {
    await database.db.transaction().execute(async (trx) => {
      const end = Math.min(n, done + ROWS_PER_TRANSACTION);
      for (let from = done; from < end; from += ROWS_PER_INSERT) {
        const rows: JournalEntriesTable[] = [];
        for (let i = from; i < Math.min(end, from + ROWS_PER_INSERT); i++) {
          const { entry, settlement } = entryAt(times[i]);
          const { intent, text, hash } = chainedIntent(keys, head, entry);
          const settledText = settlement ? JSON.stringify(settlement) : null;
          const record = settlement?.record ?? intent.record;
          rows.push({
            seq: intent.id, at: intent.at, actor_id: String(intent.actor.id), action: intent.action, kind: intent.record.kind,
            record_id: record.id === null ? null : String(record.id), client_id: clientColumn(record), outcome: settlement?.outcome ?? 'pending',
            intent: text, hash, settlement: settledText, settled_mac: settledText === null ? null : settlementMac(keys, intent.key, intent.id, hash, settledText),
          });
          head = { seq: intent.id, hash };
        }
        await trx.insertInto('journal_entries').values(rows).execute();
      }
      await trx.updateTable('journal_chain').set({ head_seq: head.seq, head_hash: head.hash }).where('id', '=', 1).execute();
      done = end;
    });
    if (done % 100_000 === 0 || done === n) process.stdout.write(`  filled ${done.toLocaleString('en')} entries (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  return (performance.now() - started) / 1000;
}

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
