/**
 * npm run bench: GET /unread_count through the BFF (cookie, JWT verify, decrypt, forward) against
 * the same call straight to the demo upstream, the BFF's bare /healthz, and the clients list
 * (300 clients adapted, searched, sorted, a page of 25) against the raw upstream list, in one run.
 * Servers run in their own processes so autocannon does not share their event loop.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { publishedAccounts } from '../server/demo/data/people.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const children: ChildProcess[] = [];

function startProcess(args: string[], env: Record<string, string>, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = pattern.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

interface Figures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Figures> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  // `npm run bench -- soak`: the 60 s soak instead of the throughput ratios.
  if (process.argv[2] === 'soak') return void (await import('./soak.js'));
  const upstream = await startProcess(['--import', 'tsx', 'bench/demo-upstream-server.ts'], {}, /UPSTREAM (\S+)/);
  const bff = await startProcess(
    ['--import', 'tsx', 'server/index.ts'],
    { UPSTREAM_URL: upstream, SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-42', PORT: '0', LOG_LEVEL: 'warn' },
    /Back-office: (\S+)/,
  );
  const account = publishedAccounts().find((a) => a.role === 'Consultant')!;
  const credentials = JSON.stringify({ email: account.email, password: account.password });

  const viaBff = await fetch(new URL('login', bff), { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf': '1' }, body: credentials });
  const cookie = viaBff.headers.get('set-cookie')!.split(';')[0];
  const direct = (await (await fetch(`${upstream}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials })).json()) as {
    accessToken: string;
  };

  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback\n`);
  const rows = [
    await measure('BFF GET /unread_count (cookie, JWT, forward)', new URL('unread_count', bff).href, { cookie }),
    await measure('upstream GET /unread_count (direct, bearer)', `${upstream}/unread_count`, { authorization: `Bearer ${direct.accessToken}` }),
    await measure('BFF GET /healthz (bare route)', new URL('healthz', bff).href, {}),
    await measure('BFF GET /api/clients (page of 25)', new URL('api/clients?perPage=25', bff).href, { cookie }),
    await measure('upstream GET /users?kind=client (all, raw)', `${upstream}/users?kind=client`, { authorization: `Bearer ${direct.accessToken}` }),
  ];
  console.log('| call | req/s | p99 ms | errors |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.errors} |`);
  const [bffRow, directRow, bareRow, clientsRow, rawClientsRow] = rows;
  console.log(`\nBFF / direct upstream: ${(bffRow.rps / directRow.rps).toFixed(2)}× the throughput, p99 ${(bffRow.p99 / Math.max(directRow.p99, 1)).toFixed(2)}×`);
  console.log(`cookie-authenticated forward / bare BFF route: ${(bffRow.rps / bareRow.rps).toFixed(2)}× the throughput`);
  console.log(`clients page through the BFF / raw upstream list: ${(clientsRow.rps / rawClientsRow.rps).toFixed(2)}× the throughput, p99 ${clientsRow.p99} ms vs ${rawClientsRow.p99} ms`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
