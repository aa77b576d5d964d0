/**
 * npm run bench -- pages: Lighthouse 12 (desktop preset) in Debian's Chromium on the login page and
 * the signed-in business pages, against the built app in demo mode (`npm run build` first, then
 * `npm run serve`'s entry). Prints per page and run: performance, LCP, TBT, CLS, bytes transferred,
 * requests, and Lighthouse's unused CSS and unused JavaScript (KiB).
 *
 * A benchmark, not a test: the figures depend on the machine. The byte budgets that do not are
 * asserted by test/server/asset-budgets.test.ts.
 *
 * CHROME_PATH (default /usr/bin/chromium), BENCH_PAGES_RUNS (default 2), BENCH_PAGES (a comma list
 * of paths; default the table below).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { publishedAccounts } from '../server/demo/data/people.js';
import { BFF_ENTRY, startProcess } from './processes.js';

/** The login page is measured signed out; the others signed in as the demo admin. */
const LOGIN_PAGE = '/pages/login';
const DEFAULT_PAGES = [LOGIN_PAGE, '/dashboard', '/app/user/clientslist', '/app/AllContracts', '/task/all', '/email/inbox'];

interface Row {
  page: string;
  run: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
  unusedCssKiB: number;
  unusedJsKiB: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[]; overallSavingsBytes?: number };
}

function buildApp(): void {
  const { status } = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (status !== 0) throw new Error('npm run build failed');
}

/** Signs in as the demo admin the way the client does (POST /login with X-CSRF) and returns the cookie. */
async function signIn(base: string): Promise<string> {
  const admin = publishedAccounts().find((a) => a.role === 'admin');
  if (!admin) throw new Error('no demo admin account');
  const res = await fetch(new URL('login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

export async function runPages(): Promise<void> {
  const runs = Number(process.env.BENCH_PAGES_RUNS ?? 2);
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : DEFAULT_PAGES;
  buildApp();
  const { url: base } = await startProcess(BFF_ENTRY, { PORT: '0', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' }, /Back-office: (\S+)/);
  const cookie = await signIn(base);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      for (let run = 1; run <= runs; run++) {
        const url = new URL(page.replace(/^\//, ''), base).href;
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART...): the run is made again, twice at most.
        let lhr: Result | undefined;
        let report = '';
        for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              // Cookies are sent on every request of the page, the app's own fetches included.
              extraHeaders: page === LOGIN_PAGE ? undefined : { Cookie: cookie },
            },
            desktopConfig,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          if (!result.lhr.runtimeError) {
            lhr = result.lhr;
            report = result.report as string;
          } else if (attempt === 3) {
            throw new Error(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          } else {
            console.error(`${page} run ${run}: ${result.lhr.runtimeError.code}, once more`);
          }
        }
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
        const audit = (id: string) => lhr.audits[id] as Audit;
        const savedKiB = (id: string) => (audit(id).details?.overallSavingsBytes ?? 0) / 1024;
        const row: Row = {
          page,
          run,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint').numericValue ?? NaN,
          tbtMs: audit('total-blocking-time').numericValue ?? NaN,
          cls: audit('cumulative-layout-shift').numericValue ?? NaN,
          bytes: audit('total-byte-weight').numericValue ?? NaN,
          requests: audit('network-requests').details?.items?.length ?? NaN,
          unusedCssKiB: savedKiB('unused-css-rules'),
          unusedJsKiB: savedKiB('unused-javascript'),
        };
        rows.push(row);
        if (process.env.BENCH_PAGES_REPORTS) {
          writeFileSync(`${process.env.BENCH_PAGES_REPORTS}/${page.replace(/\W+/g, '_')}-${run}.json`, report);
        }
        console.error(`${page} run ${run}: ${row.performance}`);
      }
    }
  } finally {
    chrome.kill();
  }

  console.log(`Lighthouse 12 desktop preset, ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, demo mode, signed in as the demo admin (login page signed out); ${runs} run(s) per page\n`);
  console.log('| page | run | performance | LCP s | TBT ms | CLS | transferred KB | requests | unused CSS KiB | unused JS KiB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.run} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} | ` +
        `${(r.bytes / 1000).toFixed(0)} | ${r.requests} | ${r.unusedCssKiB.toFixed(0)} | ${r.unusedJsKiB.toFixed(0)} |`,
    );
  }
}
