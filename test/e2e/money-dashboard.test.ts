/** KPI dashboard: one BFF call per view (tiles, chart, pies, staff), periods in the URL, the week from the contracts, error and retry, team CSV. */
import t from 'tap';
import { formatEuros } from '../../shared/fees.js';
import type { MonthIncome } from '../../shared/schemas/statistics.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { demoAccount, newPage, setupFile, signIn, waitForPath } from './harness.js';
import type { Paged } from '../../shared/schemas/common.js';

const setup = setupFile(t);

async function json<T>(page: import('playwright-core').Page, path: string): Promise<T> {
  const response = await page.request.get(`${setup.bff.url}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

const tile = (page: import('playwright-core').Page, key: string) => page.getByTestId(`tile-${key}-value`).textContent();
const count = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

t.test('admin: the month, the quarter and the week, exact to the cent', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  // What the screen asks the BFF for (page.request calls of this test are not page requests).
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/api/')) asked.push(url.pathname + url.search);
  });
  const now = new Date();
  const year = now.getFullYear();
  const { months } = await json<{ months: MonthIncome[] }>(page, `api/statistics/income?year=${year}`);
  // This month (the default), or the latest month with income early in a month that has none yet.
  const current = now.getMonth() + 1;
  const month = months[current - 1].totalCents > 0 ? current : (months.slice(0, current).findLast((x) => x.totalCents > 0)?.month ?? current);
  const m = months[month - 1];
  t.ok(m.totalCents > 0, 'the demo has income that month');
  await page.goto(`${setup.bff.url}dashboard${month === current ? '' : `?n=${month}`}`);
  await waitForPath(page, '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord KPI' }).waitFor();

  // Every tile is the BFF's figure.
  await page.getByTestId('kpi-tiles').waitFor();
  t.equal(await tile(page, 'revenue'), formatEuros(m.totalCents), "Chiffre d'affaires = deposits + balances");
  t.equal(await tile(page, 'deposits'), formatEuros(m.depositCents), 'Acomptes');
  t.equal(await tile(page, 'balances'), formatEuros(m.balanceCents), 'Soldes');
  t.equal(await tile(page, 'opportunities'), count(m.opportunityCount), 'Opportunités');
  t.equal(await tile(page, 'signed'), count(m.depositCount), 'Clients signés (deposit paid)');
  t.equal(await tile(page, 'prospects'), count(m.clientsCount), 'Prospects (clients created)');
  t.equal(await tile(page, 'ended'), count(m.endedCount), 'Contrats clôturés');

  // The chart: one image with a summary, and the figures in a table for screen readers.
  const chart = page.getByTestId('revenue-chart');
  const image = chart.getByRole('img');
  t.match(await image.getAttribute('aria-label'), `Chiffre d’affaires mensuel ${year}`, 'the chart is labelled');
  const yearTotal = months.reduce((sum, x) => sum + x.totalCents, 0);
  t.match(await image.getAttribute('aria-label'), formatEuros(yearTotal), 'its summary gives the year total');
  const cells = await chart.locator('table tbody tr').nth(month - 1).locator('td').allTextContents();
  t.same(cells, [formatEuros(m.depositCents), formatEuros(m.balanceCents), formatEuros(m.totalCents)], 'the hidden table holds the month');
  t.equal(await chart.locator('svg rect.chart-bar').count() > 0, true, 'bars are drawn');
  t.equal(await page.getByTestId('service-pies').getByRole('img').count(), 3, 'three service pies');

  // The quarter: three months added up, and the URL says so.
  await page.getByRole('button', { name: 'Trimestre', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('period') === 'quarter');
  const q = Math.floor((current - 1) / 3);
  const quarter = months.slice(q * 3, q * 3 + 3).reduce((sum, x) => sum + x.totalCents, 0);
  await page.waitForFunction((text) => document.querySelector('[data-testid=tile-revenue-value]')?.textContent === text, formatEuros(quarter));
  t.pass(`quarter revenue ${formatEuros(quarter)}`);
  await page.reload();
  await page.getByTestId('kpi-tiles').waitFor();
  t.equal(await tile(page, 'revenue'), formatEuros(quarter), 'the period survives a reload');

  // A week: computed from the contracts (paid deposits and balances by their dates), with a note saying so. The
  // week of the latest deposit, so that it has figures whatever the day the test runs.
  const contracts: Contract[] = [];
  for (let p = 1; ; p++) {
    const page1 = await json<Paged<Contract>>(page, `api/contracts?scope=all&perPage=100&page=${p}`);
    contracts.push(...page1.items);
    if (contracts.length >= page1.total) break;
  }
  const latest = new Date(Math.max(...contracts.map((c) => (c.depositDate ? Date.parse(c.depositDate) : 0))));
  const start = new Date(latest.getFullYear(), latest.getMonth(), latest.getDate() - ((latest.getDay() + 6) % 7));
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
  // ISO week number: the week of its Thursday, counted from the week of 4 January.
  const thursday = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 3);
  const jan4 = new Date(thursday.getFullYear(), 0, 4);
  const week1 = new Date(jan4.getFullYear(), 0, 4 - ((jan4.getDay() + 6) % 7));
  const weekNumber = 1 + Math.round((start.getTime() - week1.getTime()) / (7 * 86_400_000));
  const inWeek = (iso: string | null) => iso !== null && Date.parse(iso) >= start.getTime() && Date.parse(iso) < end.getTime();
  const weekCents = contracts.reduce((sum, c) => sum + (c.depositPaid && inWeek(c.depositDate) ? c.depositCents : 0) + (c.balancePaid && inWeek(c.balanceDate) ? c.balanceCents : 0), 0);
  t.ok(weekCents > 0, 'that week has income');
  await page.getByRole('button', { name: 'Semaine', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('period') === 'week');
  await page.getByRole('note').filter({ hasText: 'Semaine : chiffres calculés à partir des contrats' }).waitFor();
  await page.getByLabel('Année', { exact: true }).selectOption(String(thursday.getFullYear()));
  await page.getByLabel('Semaine', { exact: true }).selectOption(String(weekNumber));
  await page.waitForURL((url) => url.searchParams.get('period') === 'week' && (url.searchParams.get('n') ?? String(weekNumber)) === String(weekNumber));
  await page.waitForFunction((text) => document.querySelector('[data-testid=tile-revenue-value]')?.textContent === text, formatEuros(weekCents));
  t.pass(`week ${weekNumber} revenue ${formatEuros(weekCents)}`);
  t.match(await page.getByTestId('period-label').textContent(), `Semaine ${weekNumber}`, 'the period is named');

  // The browser no longer pages through the contracts or the clients: one statistics call per view.
  t.same(asked.filter((url) => /\/api\/(contracts|clients)\b/.test(url)), [], 'no contracts or clients pages requested');
  const statistics = asked.filter((url) => url.includes('/api/statistics/'));
  t.ok(statistics.length >= 4, `the month, the quarter (twice: a reload), the week: ${statistics.length} calls`);
  t.ok(statistics.every((url) => url.includes('/api/statistics/dashboard?')), 'each view is one /api/statistics/dashboard call');
  const weekCall = `/api/statistics/dashboard?period=week&year=${thursday.getFullYear()}&index=${weekNumber}&by=executor`;
  t.ok(statistics.some((url) => url.endsWith(weekCall)), `the week is asked for as ${weekCall}`);
});

t.test('admin: a failed load says so and Réessayer fetches again; the team table exports its rows', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  let fail = true;
  await page.route('**/api/statistics/dashboard**', (route) =>
    fail ? route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'upstream_unreachable', message: 'API injoignable.' }) }) : route.continue(),
  );
  await page.goto(`${setup.bff.url}dashboard?period=year`);
  const error = page.getByTestId('kpi-error');
  await error.waitFor({ timeout: 30_000 });
  t.match(await error.textContent(), 'Impossible de charger les statistiques. Réessayez.', 'the error is said');
  fail = false;
  await error.getByRole('button', { name: 'Réessayer' }).click();
  await page.getByTestId('kpi-tiles').waitFor();
  t.equal(await page.getByTestId('kpi-error').count(), 0, 'the figures are back');

  // The team: creator / executor toggle goes to the URL; the CSV holds the table's rows.
  await page.getByRole('button', { name: 'Qui les a créés' }).click();
  await page.waitForURL((url) => url.searchParams.get('by') === 'creator');
  const rows = await page.getByTestId('staff-table').locator('tbody tr').count();
  t.ok(rows > 0, 'team members listed');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-staff').click()]);
  let text = '';
  for await (const chunk of await download.createReadStream()) text += chunk.toString();
  const lines = text.replace(/^\ufeff/, '').trim().split('\r\n');
  t.equal(lines[0], 'Nom;Rôle;En attente;CA en attente;En cours;CA en cours;Terminé;CA terminé', 'French header');
  t.equal(lines.length - 1, rows, 'one line per member');
});
