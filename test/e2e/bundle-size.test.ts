/**
 * The login page's initial JavaScript: every script the browser fetches until the page is idle,
 * weighed gzipped (what a compressing proxy sends; Vite prints the same figure).
 *
 * A fresh load of the login page draws it without the full app (client/src/app/login-app.tsx):
 * no react-router, SWR, react-bootstrap, layouts or page catalogue. Measured for issue 9 (was
 * 144.1 kB): react (react-dom 19) 67.6, i18n (i18next + react-i18next) 17.7, entry (main, French
 * strings, fetch wrapper) 4.9, login screen 2.8, toaster + brand + language switch 2.3, lucide 1.6,
 * customizer settings 1.5, standalone login app 0.9, small shared chunks 1.8: 101.1 kB in 16 scripts.
 * The budget is 120 kB.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import t from 'tap';
import { MENU_ITEMS } from '../../shared/menu.js';
import { demoAccount, newPage, setupFile, signIn } from './harness.js';

const setup = setupFile(t);
const BUDGET_KB = 120;
const ASSETS = join(import.meta.dirname, '../../dist/client/assets');

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

/** Text only the calendar's and the map's libraries carry (FullCalendar's package scope, Leaflet's site). */
const ROUTE_ONLY_LIBRARIES = [
  ['FullCalendar', '@fullcalendar'],
  ['Leaflet', 'leafletjs.com'],
] as const;

/** The scripts the page has loaded since it was opened, as the built files' text. */
async function loadedScripts(page: Page): Promise<Map<string, string>> {
  const names: string[] = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js')),
  );
  return new Map(names.map((path) => [path, readFileSync(join(ASSETS, path.replace(/^.*\//, '')), 'utf8')]));
}

t.test('the calendar and map libraries load on their own routes only: never on the login page or a business page', async (t) => {
  const page = await newPage(t, setup.browser);
  const scripts = new Map<string, string>();
  await page.goto(`${setup.bff.url}pages/login`, { waitUntil: 'networkidle' });
  for (const [path, body] of await loadedScripts(page)) scripts.set(path, body);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  for (const item of Object.values(MENU_ITEMS)) {
    await page.goto(`${setup.bff.url}${item.navLink.slice(1)}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const [path, body] of await loadedScripts(page)) scripts.set(path, body);
  }
  t.ok(scripts.size > 10, `${scripts.size} scripts of the login page and the ${Object.keys(MENU_ITEMS).length} business pages`);
  for (const [name, marker] of ROUTE_ONLY_LIBRARIES) {
    t.same([...scripts].filter(([, body]) => body.includes(marker)).map(([path]) => path), [], `no ${name}`);
  }

  // The markers do find the libraries on their own routes.
  for (const [path, marker] of [['calendar', '@fullcalendar'], ['maps/leaflet', 'leafletjs.com']] as const) {
    await page.goto(`${setup.bff.url}${path}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    t.ok([...(await loadedScripts(page)).values()].some((body) => body.includes(marker)), `/${path} loads its library`);
  }
});
