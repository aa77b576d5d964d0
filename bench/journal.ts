/**
 * `npm run bench -- journal`: what the journal adds to a write (issue 26). Per store (memory, then a
 * redis-server of its own): PATCH /api/clients/:id through the built BFF against the demo upstream
 * (autocannon, one connection: one write at a time, as a person saves), and, on the same store, the
 * journal's append alone, timed over as many sequential appends (the entry a PATCH writes). The
 * added time is the append's mean over the PATCH's mean latency. The append is the only step the
 * journal adds to a request (its entry is built from what the route already read and answered).
 */
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { publishedAccounts } from '../server/demo/data/people.js';
import { createMemoryJournal, type JournalBackend } from '../server/journal/journal-backend.js';
import { createRedisJournal } from '../server/journal/redis-journal.js';
import type { NewEntry } from '../server/journal/journal-entry.js';
import { startRedisServer } from '../test/helpers/redis-server.js';
import { BFF_ENTRY, buildServer, DEMO_UPSTREAM_ENTRY, startProcess, stopProcesses } from './processes.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const APPENDS = 2000;

const entry = (i: number): NewEntry => ({
  at: new Date().toISOString(),
  actor: { id: 2, name: 'Julien Moreau', role: 'Consultant', via: 'session' },
  action: 'patch',
  record: { kind: 'client', id: 205, label: 'Christophe Dubois' },
  changes: { notes: [`note ${i}`, `note ${i + 1}`] },
  ip: '127.0.0.1',
  device: 'Firefox sur Linux',
  requestId: `req-${i}`,
});

async function appendMeanUs(backend: JournalBackend): Promise<number> {
  for (let i = 0; i < 100; i++) await backend.append(entry(i), ['actor:2', 'record:client:205', 'client:205']);
  const started = process.hrtime.bigint();
  for (let i = 0; i < APPENDS; i++) await backend.append(entry(i), ['actor:2', 'record:client:205', 'client:205']);
  return Number(process.hrtime.bigint() - started) / 1000 / APPENDS;
}

async function patchMeanUs(store: Record<string, string>): Promise<{ meanUs: number; p99: number; errors: number }> {
  const { url: upstream, stop: stopUpstream } = await startProcess(DEMO_UPSTREAM_ENTRY, {}, /UPSTREAM (\S+)/);
  const { url: bff, stop: stopBff } = await startProcess(
    BFF_ENTRY,
    { UPSTREAM_URL: upstream, SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-42', PORT: '0', LOG_LEVEL: 'warn', ...store },
    /Back-office: (\S+)/,
  );
  const account = publishedAccounts().find((a) => a.role === 'admin')!;
  const login = await fetch(new URL('login', bff), { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: JSON.stringify({ email: account.email, password: account.password }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const clients = (await (await fetch(new URL('api/clients?perPage=10', bff), { headers: { cookie } })).json()) as { items: Array<{ id: number }> };
  const options = {
    url: new URL(`api/clients/${clients.items[0].id}`, bff).href,
    method: 'PATCH' as const,
    headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ notes: 'Rappeler après le relevé de carrière.' }),
    connections: 1,
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  await stopBff();
  await stopUpstream();
  return { meanUs: result.latency.average * 1000, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function runJournalBench(): Promise<void> {
  buildServer();
  const redis = await startRedisServer();
  try {
    console.log(`PATCH /api/clients/:id, one connection, ${DURATION_S} s; the journal's append alone, ${APPENDS} in a row\n`);
    console.log('| store | PATCH mean ms | PATCH p99 ms | errors | append mean ms | added |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [name, store, backend] of [
      ['memory', {}, () => createMemoryJournal()],
      ['redis', { REDIS_URL: `${redis.url}/1` }, () => createRedisJournal(new Redis(`${redis.url}/2`, { keyPrefix: 'bench:' }))],
    ] as const) {
      const patch = await patchMeanUs(store);
      const journal = backend();
      const appendUs = await appendMeanUs(journal);
      console.log(`| ${name} | ${(patch.meanUs / 1000).toFixed(2)} | ${patch.p99} | ${patch.errors} | ${(appendUs / 1000).toFixed(3)} | ${((100 * appendUs) / patch.meanUs).toFixed(1)} % |`);
    }
  } finally {
    stopProcesses();
    await redis.stop();
  }
  process.exit(0);
}
