/**
 * The login page's initial JavaScript: every script the browser fetches until the page is idle,
 * weighed gzipped (what a compressing proxy sends; Vite prints the same figure).
 *
 * Issue 9 aims at 120 kB, below what the vendor chunks alone weigh today: react (react-dom 19,
 * swr) 73, router (react-router 7) 30, i18n (i18next 26) 18, i.e. 121 kB before any app code.
 * The budget is the figure reached (English strings out of the first load), so that it only
 * goes down; reaching 120 kB needs a lighter library on the login path.
 */
import { gzipSync } from 'node:zlib';
import t from 'tap';
import { newPage, setupFile } from './harness.js';

const setup = setupFile(t);
const BUDGET_KB = 145;

t.test(`the login page loads at most ${BUDGET_KB} kB of gzipped JavaScript`, async (t) => {
  const page = await newPage(t, setup.browser);
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    scripts.set(url.pathname, response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(`${setup.bff.url}pages/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all([...scripts].map(async ([path, size]) => [path.replace(/^.*\//, ''), await size] as const));
  sizes.sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  t.comment(sizes.map(([name, size]) => `${(size / 1000).toFixed(2).padStart(7)} kB  ${name}`).join('\n'));
  t.comment(`total ${(total / 1000).toFixed(2)} kB gzip in ${sizes.length} scripts`);
  t.ok(sizes.length > 0, 'scripts were loaded');
  t.ok(total <= BUDGET_KB * 1000, `${(total / 1000).toFixed(1)} kB gzip <= ${BUDGET_KB} kB`);
});
