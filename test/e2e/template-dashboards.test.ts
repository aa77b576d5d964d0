/**
 * The template's dashboards and charts showcase: '/' (the analytics dashboard, over the firm's
 * statistics), /ecommerce-dashboard (over the data list's orders) and /charts/apex, /charts/chartjs,
 * /charts/recharts (the product's six chart kinds). Real figures, light and dark, 375 px, axe; a
 * Consultant is turned away (and '/' sends the other roles on to their landing page).
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { formatEuros } from '../../shared/fees.js';
import { landingPath } from '../../shared/menu.js';
import type { Product } from '../../shared/schemas/template-datalist.js';
import type { Dashboard } from '../../shared/schemas/statistics.js';
import { apiJson } from './business-helpers.js';
import { demoAccount, newPage, pathOf, presetCustomizer, setupFile, signIn, submitLogin, waitForPath } from './harness.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);
const YEAR = new Date().getFullYear();

/** Intl's narrow and plain no-break spaces, as plain spaces: the browser's and Node's ICU may differ there. */
const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();
const textOf = async (page: Page, testId: string) => spaces(await page.getByTestId(testId).textContent());
const figuresOf = async (page: Page, year: number) => (await apiJson<Dashboard>(page, setup.bff, `api/statistics/dashboard?period=year&year=${year}`)).body;
const frenchCount = (n: number) => spaces(new Intl.NumberFormat('fr-FR').format(n));

/** The accessible names of the chart images inside `testId`. */
const chartLabels = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('svg[role="img"]').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label') ?? ''));

const CHART_KINDS = [
  ['line', 'Chiffre d’affaires et opportunités par mois'],
  ['bar', 'Acomptes et soldes encaissés par mois'],
  ['area', 'Chiffre d’affaires cumulé'],
  ['donut', 'Contrats en cours, par prestation'],
  ['radar', 'Prestations par état des contrats'],
  ['scatter', 'Équipe : contrats et montant'],
] as const;

const CHART_PAGES = [
  ['charts/apex', 'Graphiques Apex', 'line'],
  ['charts/chartjs', 'Graphiques Chart.js', 'bar'],
  ['charts/recharts', 'Graphiques Recharts', 'area'],
] as const;

t.test('/ is the analytics dashboard for admin: the firm’s figures of the year, as GET /api/statistics answers them', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await waitForPath(page, '/dashboard');
  t.equal(pathOf(page), '/dashboard', 'signing in still lands on the KPI dashboard');

  await page.goto(setup.bff.url);
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord analytique' }).waitFor();
  t.equal(pathOf(page), '/', 'the dashboard is at /');
  t.equal(await page.locator('nav[aria-label="Menu principal"]').count(), 1, 'in the main layout');
  await page.getByTestId('analytics-revenue').waitFor();

  const figures = await figuresOf(page, YEAR);
  t.equal(await textOf(page, 'analytics-revenue'), spaces(formatEuros(figures.tiles.revenueCents)), 'the year’s revenue, from the API');
  t.equal(await textOf(page, 'stat-signed-value'), frenchCount(figures.tiles.signedCount), 'signed clients');
  t.equal(await textOf(page, 'stat-prospects-value'), frenchCount(figures.tiles.prospectsCount), 'prospects');
  t.equal(await textOf(page, 'stat-opportunities-value'), frenchCount(figures.tiles.opportunityCount), 'opportunities');
  t.equal(await textOf(page, 'stat-ended-value'), frenchCount(figures.tiles.endedCount), 'closed contracts');
  const services = Object.values(figures.pies).reduce((sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0), 0);
  t.match((await chartLabels(page, 'analytics-services'))[0], `prestations ${services}`, 'the services of the year, in the donut’s label');
  t.match((await chartLabels(page, 'analytics-trend'))[0], `Chiffre d’affaires mensuel, ${YEAR} et ${YEAR - 1}`, 'this year against the last');
  t.match((await chartLabels(page, 'analytics-clients'))[0], 'Nouveaux clients par mois');
  const clients = figures.months.reduce((sum, m) => sum + m.clientsCount, 0);
  t.match((await chartLabels(page, 'analytics-clients'))[0], `${frenchCount(clients)} clients créés en ${YEAR}`);
  const best = [...figures.staff].sort((a, b) => b.waitingCents + b.runningCents + b.endedCents - (a.waitingCents + a.runningCents + a.endedCents))[0];
  t.equal(spaces(await page.getByTestId('analytics-team').locator('tbody th').first().textContent()), best.name, 'the staff member with the largest amount first');

  // Another year: its own figures, and the year in the URL.
  await page.getByTestId('analytics-year').selectOption(String(YEAR - 1));
  await page.waitForURL(new RegExp(`year=${YEAR - 1}`));
  const previous = await figuresOf(page, YEAR - 1);
  await page.waitForFunction(
    ([expected]) => document.querySelector('[data-testid="analytics-revenue"]')?.textContent?.replace(/\s/g, ' ') === expected,
    [spaces(formatEuros(previous.tiles.revenueCents))] as const,
  );
  t.pass(`${YEAR - 1}: ${formatEuros(previous.tiles.revenueCents)}`);

  // The KPI dashboard is one click away.
  await page.getByRole('link', { name: 'Ouvrir le tableau de bord KPI' }).click();
  await waitForPath(page, '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord KPI' }).waitFor();

  // In English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(setup.bff.url);
  await page.getByRole('heading', { level: 1, name: 'Analytics dashboard' }).waitFor();
  await page.getByText(`Revenue ${YEAR}`, { exact: true }).waitFor();
  t.pass('in English');
});

t.test('/ for the other roles: their landing page, never not-authorized; signed out: login, then the landing page', async (t) => {
  for (const role of ['Consultant', 'Expert', 'Client'] as const) {
    const page = await newPage(t, setup.browser);
    await signIn(page, setup.bff, await demoAccount(setup.bff, role));
    await page.goto(setup.bff.url);
    await waitForPath(page, landingPath(role));
    t.equal(pathOf(page), landingPath(role), `${role}: / leads to ${landingPath(role)}`);
  }
  const page = await newPage(t, setup.browser);
  await page.goto(setup.bff.url);
  await waitForPath(page, '/pages/login');
  const admin = await demoAccount(setup.bff, 'admin');
  await submitLogin(page, admin.email, admin.password);
  await waitForPath(page, '/dashboard');
  t.equal(pathOf(page), '/dashboard', 'after login from /, the landing page as always');
});

t.test('/ecommerce-dashboard: the data list’s orders, counted as GET /api/datalist/initial-data answers them', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}ecommerce-dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord e-commerce' }).waitFor();
  await page.getByTestId('stat-delivered-value').waitFor();

  const check = async (label: string) => {
    const products = (await apiJson<Product[]>(page, setup.bff, 'api/datalist/initial-data')).body;
    const delivered = products.filter((p) => p.order_status === 'delivered');
    const cents = delivered.reduce((sum, p) => sum + Math.round(Number(p.price) * 100), 0);
    await page.waitForFunction(
      ([expected]) => document.querySelector('[data-testid="stat-orders-value"]')?.textContent === expected,
      [String(products.length)] as const,
    );
    t.equal(await textOf(page, 'stat-orders-value'), String(products.length), `${label}: every order`);
    t.equal(await textOf(page, 'stat-delivered-value'), String(delivered.length), `${label}: the delivered ones`);
    t.equal(await textOf(page, 'stat-sales-value'), spaces(formatEuros(cents)), `${label}: their prices added up`);
    t.match((await chartLabels(page, 'shop-statuses'))[0], `commandes ${products.length}. Suspendue ${products.filter((p) => p.order_status === 'on hold').length}`);
    t.match((await chartLabels(page, 'shop-scatter'))[0], `${products.length} produits`);
    const popular = [...products].sort((a, b) => b.popularity.popValue - a.popularity.popValue || a.name.localeCompare(b.name, 'fr'))[0];
    t.match(spaces(await page.getByTestId('shop-popular').locator('tbody th').first().textContent()), popular.name, `${label}: the most popular first`);
    return delivered.length;
  };
  const before = await check('seeded');
  t.ok(before > 0, 'the seed has delivered orders');

  // A new delivered order in the data list shows here.
  const added = await page.request.post(`${setup.bff.url}api/datalist/add-data`, {
    headers: { 'X-CSRF': '1' },
    data: { obj: { name: 'Lampe de bureau', category: 'Bureau', price: '45.00', order_status: 'delivered', popularity: { popValue: 99 } } },
  });
  t.equal(added.status(), 201);
  await page.reload();
  await page.getByTestId('stat-delivered-value').waitFor();
  t.equal(await check('after adding one'), before + 1);
  t.equal(spaces(await page.getByTestId('shop-popular').locator('tbody th').first().textContent()).startsWith('Lampe de bureau'), true, 'now the most popular');

  await page.getByRole('link', { name: 'Gérer les produits' }).first().click();
  await waitForPath(page, '/data-list/list-view');
});

t.test('the chart pages draw the six kinds, each an image with its label and its data table', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  const figures = await figuresOf(page, YEAR);
  for (const [path, title, first] of CHART_PAGES) {
    await page.goto(`${setup.bff.url}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByTestId('chart-scatter').locator('svg[role="img"]').waitFor();
    for (const [kind, name] of CHART_KINDS) {
      const labels = await chartLabels(page, `chart-${kind}`);
      t.equal(labels.length, 1, `${path}: one ${kind} image`);
      t.ok(labels[0].startsWith(`${name}.`), `${path}: the ${kind} says what it shows`);
      t.equal(await page.getByTestId(`chart-${kind}`).locator('table caption, figcaption').first().count(), 1, `${path}: the ${kind}’s figures as text`);
    }
    t.equal(await page.locator('[data-testid^="chart-"]').first().getAttribute('data-testid'), `chart-${first}`, `${path} puts ${first} first`);
    t.equal(await page.getByRole('link', { name: title }).getAttribute('aria-current'), 'page');
    t.match(await page.getByRole('note').textContent(), 'un seul jeu de composants SVG maison', 'one charting kit, said so');
  }
  // Real figures: the bar chart's table has this year's deposits, month by month.
  const cells = await page.getByTestId('chart-bar').locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
  t.same(cells.map(Number), figures.months.map((m) => m.depositCount), 'deposits per month, from the API');
  const radar = await page.getByTestId('chart-radar').locator('tbody tr').first().evaluate((row) => [...row.querySelectorAll('td')].map((td) => Number(td.textContent)));
  t.same(radar, [figures.pies.waiting.CH, figures.pies.running.CH, figures.pies.ended.CH], 'the radar’s first spoke: CH by state');

  await page.getByRole('link', { name: 'Graphiques Recharts' }).click();
  await waitForPath(page, '/charts/recharts');
  await page.getByRole('heading', { level: 1, name: 'Graphiques Recharts' }).waitFor();
});

t.test('a Consultant is sent to /misc/not-authorized on the e-commerce dashboard and the chart pages', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  for (const path of ['ecommerce-dashboard', ...CHART_PAGES.map(([p]) => p)]) {
    await page.goto(`${setup.bff.url}${path}`);
    await waitForPath(page, '/misc/not-authorized');
    t.equal(pathOf(page), '/misc/not-authorized', path);
  }
});

const PAGES = [
  ['', 'analytics-revenue'],
  ['ecommerce-dashboard', 'stat-delivered-value'],
  ['charts/apex', 'chart-scatter'],
  ['charts/chartjs', 'chart-scatter'],
  ['charts/recharts', 'chart-scatter'],
] as const;

for (const mode of ['light', 'dark'] as const) {
  t.test(`${mode}: no serious or critical axe violation; at 375 px no horizontal scroll`, async (t) => {
    const page = await newPage(t, setup.browser);
    await presetCustomizer(page, setup.bff, { mode });
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    for (const [path, ready] of PAGES) {
      await page.goto(`${setup.bff.url}${path}`);
      await page.getByTestId(ready).waitFor();
      await page.locator('svg[role="img"]').last().waitFor();
      t.equal(await page.getAttribute('html', 'data-bs-theme'), mode, `/${path}: ${mode}`);
      t.same(await seriousViolations(page), [], `/${path}`);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [path, ready] of PAGES) {
      await page.goto(`${setup.bff.url}${path}`);
      await page.getByTestId(ready).waitFor();
      await page.locator('svg[role="img"]').last().waitFor();
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      t.ok(scrollWidth <= innerWidth, `/${path} at 375 px: ${scrollWidth} <= ${innerWidth}`);
    }
  });
}
