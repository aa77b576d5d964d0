/**
 * npm run bench -- soak: 200 concurrent sessions in demo mode (the BFF and its embedded upstream in
 * one process, as `npm start` runs them), mixed reads and writes for 60 s, then the errors (must be
 * 0), the latency percentiles and the process's RSS before and after. Not a timed test: a figure for
 * the closing notes and for ops. SOAK_SESSIONS and SOAK_DURATION_S change the load.
 */
import { performance } from 'node:perf_hooks';
import { Agent } from 'undici';
import { BFF_ENTRY, buildServer, rssMb, startProcess, stopProcesses } from './processes.js';

const SESSIONS = Number(process.env.SOAK_SESSIONS ?? 200);
const DURATION_S = Number(process.env.SOAK_DURATION_S ?? 60);
const PASSWORD_OF_EVERY_DEMO_ACCOUNT = 'Demo2026!';
const STAFF = ['claire.dubois@cabinet-demo.fr', 'julien.moreau@cabinet-demo.fr', 'nathalie.lefevre@cabinet-demo.fr'];

// One keep-alive connection per session, as 200 browsers would have.
const dispatcher = new Agent({ connections: SESSIONS + 10, keepAliveTimeout: 30_000 });

interface Session {
  cookie: string;
  taskIds: number[];
  bookmarkIds: string[];
}

interface Outcome {
  op: string;
  ms: number;
  ok: boolean;
  detail: string;
}

export async function runSoak(): Promise<void> {
  // Demo mode, as `npm start` runs it; the login limit is lifted for the sessions' sign-ins.
  buildServer();
  const bff = await startProcess(
    BFF_ENTRY,
    { PORT: '0', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: String(SESSIONS * 2), UPSTREAM_URL: '' },
    /Back-office: (\S+)/,
  );
  const at = (path: string) => new URL(path, bff.url).href;
  const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(at(path), {
      ...init,
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.method && init.method !== 'GET' ? { 'x-csrf': '1' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
      dispatcher,
    } as RequestInit);

  const sessions: Session[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const res = await call('login', { method: 'POST', body: JSON.stringify({ email: STAFF[i % STAFF.length], password: PASSWORD_OF_EVERY_DEMO_ACCOUNT }) });
    if (res.status !== 200) throw new Error(`login ${i} answered ${res.status}: ${await res.text()}`);
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    const tasks = (await (await call('api/tasks?perPage=25', { cookie })).json()) as { items: { id: number }[] };
    const marks = (await (await call('api/search/bookmarks/data', { cookie })).json()) as { searchResult: { id: string }[] };
    sessions.push({ cookie, taskIds: tasks.items.map((task) => task.id), bookmarkIds: marks.searchResult.map((mark) => mark.id) });
  }
  const rssBefore = rssMb(bff.pid);

  // The mix of a working day: mostly reads, one request in five writes.
  const operations: { weight: number; name: string; run: (s: Session, n: number) => Promise<Response> }[] = [
    { weight: 20, name: 'GET /session', run: (s) => call('session', { cookie: s.cookie }) },
    { weight: 20, name: 'GET /unread_count', run: (s) => call('unread_count', { cookie: s.cookie }) },
    { weight: 15, name: 'GET /api/clients', run: (s, n) => call(`api/clients?perPage=25&page=${(n % 4) + 1}`, { cookie: s.cookie }) },
    { weight: 10, name: 'GET /api/tasks', run: (s) => call('api/tasks?perPage=25', { cookie: s.cookie }) },
    { weight: 10, name: 'GET /api/contracts', run: (s) => call('api/contracts?perPage=25', { cookie: s.cookie }) },
    { weight: 5, name: 'GET /api/search', run: (s, n) => call(`api/search?q=${['mar', 'dup', 'ber', 'pet'][n % 4]}`, { cookie: s.cookie }) },
    { weight: 8, name: 'PATCH /api/tasks/:id', run: (s, n) => call(`api/tasks/${s.taskIds[n % s.taskIds.length]}`, { method: 'PATCH', cookie: s.cookie, body: JSON.stringify({ read: n % 2 === 0 }) }) },
    { weight: 6, name: 'POST /api/update/bookmarks', run: (s, n) => call('api/update/bookmarks', { method: 'POST', cookie: s.cookie, body: JSON.stringify({ obj: { id: s.bookmarkIds[n % s.bookmarkIds.length], starred: n % 2 === 0 } }) }) },
    { weight: 6, name: 'PUT /api/profile/notes', run: (s, n) => call('api/profile/notes', { method: 'PUT', cookie: s.cookie, body: JSON.stringify({ notes: `Notes du soak, tour ${n}` }) }) },
  ];
  const wheel = operations.flatMap((op) => Array<typeof op>(op.weight).fill(op));

  const outcomes: Outcome[] = [];
  const deadline = performance.now() + DURATION_S * 1000;
  console.log(`soak: ${SESSIONS} sessions, ${DURATION_S} s, demo mode, RSS before ${rssBefore.toFixed(0)} MB`);
  await Promise.all(
    sessions.map(async (session, index) => {
      for (let n = index; performance.now() < deadline; n += 7) {
        const op = wheel[(n * 31 + index) % wheel.length];
        const started = performance.now();
        try {
          const res = await op.run(session, n);
          const body = await res.text();
          outcomes.push({ op: op.name, ms: performance.now() - started, ok: res.ok, detail: res.ok ? '' : `${res.status} ${body.slice(0, 120)}` });
        } catch (err) {
          outcomes.push({ op: op.name, ms: performance.now() - started, ok: false, detail: String(err) });
        }
      }
    }),
  );
  const rssAfter = rssMb(bff.pid);
  stopProcesses();
  await dispatcher.close();

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const errors = outcomes.filter((o) => !o.ok);
  console.log('| operation | requests | errors | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const op of operations) {
    const mine = outcomes.filter((o) => o.op === op.name);
    const ms = mine.map((o) => o.ms).sort((a, b) => a - b);
    console.log(`| ${op.name} | ${mine.length} | ${mine.filter((o) => !o.ok).length} | ${percentile(ms, 50)?.toFixed(0)} | ${percentile(ms, 99)?.toFixed(0)} |`);
  }
  const all = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  console.log(`\nrequests ${outcomes.length} (${(outcomes.length / DURATION_S).toFixed(0)}/s), errors ${errors.length}, p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms`);
  console.log(`RSS before ${rssBefore.toFixed(0)} MB, after ${rssAfter.toFixed(0)} MB`);
  for (const error of errors.slice(0, 5)) console.log(`error: ${error.op}: ${error.detail}`);
  if (errors.length > 0) process.exitCode = 1;
}
