/**
 * The map (/maps/leaflet), the data table (/tables/data-tables) and the advanced grid's fit, driven
 * as the admin in the built app under its CSP; a Consultant is sent away; axe-core finds no serious
 * or critical violation, light or dark.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import t from 'tap';
import type { ClientsByDepartment } from '../../shared/schemas/clients-by-department.js';
import { apiJson } from './business-helpers.js';
import { demoAccount, newPage, pathOf, presetCustomizer, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);
const PATHS = ['maps/leaflet', 'tables/data-tables'];

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}${path}`);
  await waitForPath(page, `/${path.split('?')[0]}`);
}

t.test('map: the départements as SVG paths coloured by clients, legend, tooltips, list alternative, no tile origin', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAsAdmin(page, 'maps/leaflet');
  await page.getByRole('heading', { level: 1, name: 'Carte des clients' }).waitFor();
  const map = page.getByTestId('map');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="map"] svg path.dept-shape').length === 101);
  t.pass('101 départements drawn as SVG paths');
  t.equal(await map.locator('img.leaflet-tile').count(), 0, 'no tile image without MAP_TILE_URL');
  // Leaflet's stylesheet is a file the CSP allows: its rules apply.
  t.equal(await map.evaluate((el) => getComputedStyle(el).overflow), 'hidden', 'leaflet.css applied');

  const { body: stats } = await apiJson<ClientsByDepartment>(page, setup.bff, 'api/statistics/clients-by-department');
  t.ok(stats.departments.length > 5, `${stats.departments.length} départements with clients`);
  t.equal(stats.departments.reduce((sum, d) => sum + d.clients, 0) + stats.unlocated, stats.total, 'the counts add up');
  const coloured = await page.locator('[data-testid="map"] path.dept-shape:not(.bucket-0)').count();
  t.equal(coloured, stats.departments.length, 'one coloured shape per département with clients');
  const max = Math.max(...stats.departments.map((d) => d.clients));
  const top = stats.departments.find((d) => d.clients === max)!;
  t.match(await page.locator(`path[data-code="${top.code}"]`).getAttribute('class'), /bucket-[1-5]/);

  const legend = page.getByTestId('map-legend');
  t.equal(await legend.getAttribute('aria-label'), 'Légende : clients par département');
  const items = await legend.locator('li').allTextContents();
  t.equal(items[0], 'Aucun client');
  t.match(items[items.length - 1], new RegExp(`${max}$`), 'the last class ends at the largest count');

  // The list alternative: the same figures, largest first; a row's button shows the département on the map.
  const rows = page.getByTestId('map-list-row');
  t.equal(await rows.count(), stats.departments.length);
  t.match(await rows.first().textContent(), new RegExp(`${top.name}.*${max}`));
  t.match(await page.getByTestId('map-total').textContent(), new RegExp(`${stats.total} clients au total`));
  const paris = stats.departments.find((d) => d.code === '75');
  if (paris) {
    await page.getByRole('button', { name: '75 Paris : voir sur la carte' }).click();
    await page.locator('.dept-tooltip').filter({ hasText: `Paris (75) : ${paris.clients} clients` }).waitFor();
    t.match(await page.locator('path[data-code="75"]').getAttribute('class'), /is-revealed/, 'outlined');
  }

  // Keyboard: a département with clients takes the focus and opens its tooltip.
  const shape = page.locator(`path[data-code="${top.code}"]`);
  t.equal(await shape.getAttribute('tabindex'), '0');
  await shape.focus();
  await page.locator('.dept-tooltip').filter({ hasText: `(${top.code}) : ${max} clients` }).waitFor();
  t.equal(await page.locator('path.dept-shape.bucket-0[tabindex]').count(), 0, 'a département without clients is not a tab stop');

  // Leaving closes it; the pointer over a shape opens it (a mouseover on the shape, as Leaflet hears it).
  // Leaflet fades a closed tooltip out (200 ms) before removing it.
  await page.waitForFunction(() => document.querySelectorAll('.dept-tooltip').length === 1);
  t.pass('one tooltip at a time');
  await shape.blur();
  await page.waitForFunction(() => document.querySelectorAll('.dept-tooltip').length === 0);
  const other = stats.departments.find((d) => d.code !== top.code && !d.code.startsWith('97') && d.code !== '75')!;
  await page.locator(`path[data-code="${other.code}"]`).dispatchEvent('mouseover');
  await page.locator('.dept-tooltip').filter({ hasText: `(${other.code})` }).waitFor();
  t.match(await page.locator(`path[data-code="${other.code}"]`).getAttribute('class'), /is-hovered/);

  // The overseas areas.
  await page.getByRole('button', { name: 'La Réunion' }).click();
  t.equal(await page.getByRole('button', { name: 'La Réunion' }).getAttribute('aria-pressed'), 'true');

  const csp = (await page.request.get(`${setup.bff.url}maps/leaflet`)).headers()['content-security-policy'] ?? '';
  t.match(csp, /img-src 'self' data:(;|$)/, 'img-src has no extra origin');
});

t.test('data table: sort, filter, select across pages, export the selection then the filtered rows', async (t) => {
  const page = await newPage(t, setup.browser, { acceptDownloads: true });
  await openAsAdmin(page, 'tables/data-tables');
  await page.getByRole('heading', { level: 1, name: 'Tableaux de données' }).waitFor();
  const rows = page.getByTestId('data-row');
  await rows.first().waitFor();
  t.equal(await rows.count(), 10);
  t.equal(await page.getByTestId('pagination-count').textContent(), '1–10 sur 300');
  const names = () => page.locator('[data-testid="data-row"] td[data-column="name"]').allTextContents();
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  const ascending = await names();
  t.same(ascending, [...ascending].sort(collator.compare), 'sorted by name');

  // Sort descending by name.
  await page.getByRole('button', { name: /^Nom/ }).click();
  await page.locator('th[aria-sort="descending"]').waitFor();
  const descending = await names();
  t.same(descending, [...descending].sort(collator.compare).reverse(), 'then descending');

  // Filter: a city, then words.
  await page.getByLabel('Ville', { exact: true }).selectOption('Lyon');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="data-row"] td[data-column="city"]')].every((cell) => cell.textContent === 'Lyon'));
  const lyon = Number(/sur (\d+)/.exec((await page.getByTestId('pagination-count').textContent()) ?? '')?.[1]);
  t.ok(lyon > 0 && lyon < 300, `${lyon} contacts in Lyon`);
  await page.getByLabel('Filtrer les contacts').fill('zzzz');
  await page.getByText('Aucun contact ne correspond aux filtres.').waitFor();
  await page.getByRole('button', { name: 'Effacer les filtres' }).first().click();
  await page.getByText('1–10 sur 300').waitFor();

  // Tick two rows on page 1 and one on page 2.
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await page.getByTestId('selection-bar').getByText('2 lignes sélectionnées').waitFor();
  t.equal(await page.getByTestId('select-page').evaluate((box) => (box as HTMLInputElement).indeterminate), true, 'the page box half-ticked');
  const picked = [await rows.nth(0).locator('td[data-column="name"]').textContent(), await rows.nth(2).locator('td[data-column="name"]').textContent()];
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText('11–20 sur 300').waitFor();
  await rows.nth(1).getByRole('checkbox').check();
  picked.push(await rows.nth(1).locator('td[data-column="name"]').textContent());
  await page.getByText('3 lignes sélectionnées').waitFor();

  const exportButton = page.getByTestId('export');
  t.equal((await exportButton.textContent())?.trim(), 'Exporter la sélection');
  let downloading = page.waitForEvent('download');
  await exportButton.click();
  let csv = (await readFile(await (await downloading).path())).toString('utf8').replace(/^\uFEFF/, '');
  let lines = csv.trim().split(/\r?\n/);
  t.match(lines[0], /^Nom;Entreprise;Ville;E-mail;Abonnés;Inscription$|^Nom,Entreprise,Ville,E-mail,Abonnés,Inscription$/, 'header');
  t.equal(lines.length, 4, 'the three ticked rows');
  for (const name of picked) t.ok(lines.some((line) => line.includes(name ?? '?')), `${name} exported`);
  await toastWith(page, 'Fichier CSV exporté : les lignes sélectionnées.');

  // Select page: all ten of the page; clear; then the filtered rows are exported.
  await page.getByTestId('select-page').check();
  await page.getByText('12 lignes sélectionnées').waitFor();
  await page.getByRole('button', { name: 'Désélectionner tout' }).click();
  await page.getByLabel('Ville', { exact: true }).selectOption('Lyon');
  t.equal((await exportButton.textContent())?.trim(), 'Exporter les lignes filtrées');
  downloading = page.waitForEvent('download');
  await exportButton.click();
  csv = (await readFile(await (await downloading).path())).toString('utf8');
  lines = csv.trim().split(/\r?\n/);
  t.equal(lines.length, lyon + 1, 'every filtered row, not only the page');
  t.ok(lines.slice(1).every((line) => line.includes('Lyon')));
});

t.test('map: the zoom buttons speak the interface’s language', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAsAdmin(page, 'maps/leaflet');
  const zoomIn = page.locator('[data-testid="map"] a.leaflet-control-zoom-in');
  const zoomOut = page.locator('[data-testid="map"] a.leaflet-control-zoom-out');
  await zoomIn.waitFor();
  t.same([await zoomIn.getAttribute('title'), await zoomIn.getAttribute('aria-label')], ['Zoom avant', 'Zoom avant']);
  t.same([await zoomOut.getAttribute('title'), await zoomOut.getAttribute('aria-label')], ['Zoom arrière', 'Zoom arrière']);
  t.equal(await page.getByRole('button', { name: 'Zoom avant' }).count(), 1, 'a button named in French');
  await page.getByTestId('language-toggle').click();
  await page.locator('[data-lang="en"]').click();
  await page.getByRole('heading', { level: 1, name: 'Clients map' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="map"] a.leaflet-control-zoom-in')?.getAttribute('title') === 'Zoom in');
  t.equal(await zoomOut.getAttribute('aria-label'), 'Zoom out', 'and in English');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  t.pass('still a working button');
});

interface Fit {
  /** the scrolling box's content is no wider than the box */
  fits: boolean;
  /** every header cell ends inside the card */
  headersInCard: boolean;
  overflow: number;
}

/** Whether the table `table` fits the card it is in: no sideways scroll, every header cell within the card. */
function fitOf(page: Page, table: string): Promise<Fit> {
  return page.locator(table).evaluate((element) => {
    const box = element.closest<HTMLElement>('.table-responsive') ?? element.parentElement!;
    const card = element.closest<HTMLElement>('.card')!.getBoundingClientRect();
    const headers = [...element.querySelectorAll('thead tr:first-child th')].map((th) => th.getBoundingClientRect());
    return {
      fits: box.scrollWidth <= box.clientWidth,
      headersInCard: headers.every((r) => r.left >= card.left - 0.5 && r.right <= card.right + 0.5),
      overflow: box.scrollWidth - box.clientWidth,
    };
  });
}

t.test('at 1440 px the advanced grid and the map’s list fit their cards; at 375 px they scroll inside the card, the first column kept in view', async (t) => {
  const wide = await newPage(t, setup.browser, { viewport: { width: 1440, height: 900 } });
  await openAsAdmin(wide, 'tables/agGrid');
  await wide.getByTestId('grid-row').first().waitFor();
  const grid = await fitOf(wide, '[data-testid="grid-table"]');
  t.ok(grid.fits && grid.headersInCard, `grid: every column in the card (overflow ${grid.overflow} px)`);
  t.equal(await wide.locator('[data-testid="grid-table"] thead tr:first-child th').count(), 9, 'the nine columns');
  const phone = await wide.locator('td[data-column="phone"]').first().evaluate((cell) => cell.scrollWidth <= cell.clientWidth + 1);
  t.ok(phone, 'the phone number is not cut');
  await wide.goto(`${setup.bff.url}maps/leaflet`);
  await wide.getByTestId('map-list-row').first().waitFor();
  const list = await fitOf(wide, '.map-table');
  t.ok(list.fits && list.headersInCard, `map list: its CLIENTS header in the card (overflow ${list.overflow} px)`);

  const phoneSize = await newPage(t, setup.browser, { viewport: { width: 375, height: 800 } });
  await openAsAdmin(phoneSize, 'tables/agGrid');
  await phoneSize.getByTestId('grid-row').first().waitFor();
  t.equal(await phoneSize.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'no page-wide sideways scroll');
  const sticky = await phoneSize.locator('[data-testid="grid-table"]').evaluate(async (table) => {
    const box = table.closest<HTMLElement>('.table-responsive')!;
    box.scrollLeft = box.scrollWidth;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const card = table.closest<HTMLElement>('.card')!.getBoundingClientRect();
    const cell = table.querySelector<HTMLElement>('tbody tr td')!;
    const r = cell.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
    return { scrolled: box.scrollLeft > 0, inCard: r.left >= card.left - 0.5 && r.right <= card.right, onTop: !!hit && cell.contains(hit) };
  });
  t.same(sticky, { scrolled: true, inCard: true, onTop: true }, 'scrolled to the end, the first name still shows');
  await phoneSize.goto(`${setup.bff.url}maps/leaflet`);
  await phoneSize.getByTestId('map-list-row').first().waitFor();
  const small = await fitOf(phoneSize, '.map-table');
  t.ok(small.fits && small.headersInCard, `map list at 375 px (overflow ${small.overflow} px)`);
});

t.test('data table: the search, the city, the sort and the page are kept in the URL, through a reload', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAsAdmin(page, 'tables/data-tables');
  const rows = page.getByTestId('data-row');
  await rows.first().waitFor();
  await page.getByRole('button', { name: /^Nom/ }).click();
  await page.waitForURL(/[?&]sort=name&order=desc/);
  await page.getByLabel('Ville', { exact: true }).selectOption('Lyon');
  await page.waitForURL(/[?&]city=Lyon/);
  await page.getByLabel('Filtrer les contacts').fill('a');
  await page.waitForURL(/[?&]q=a/);
  const names = () => page.locator('[data-testid="data-row"] td[data-column="name"]').allTextContents();
  // The rows drawn once both filters hold (the URL may be written a frame before the rows).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="data-row"]')].every(
      (row) => row.querySelector('td[data-column="city"]')?.textContent === 'Lyon' && row.textContent!.normalize('NFD').toLowerCase().includes('a'),
    ),
  );
  const before = { names: await names(), count: await page.getByTestId('pagination-count').textContent() };
  await page.reload();
  await rows.first().waitFor();
  await page.locator('th[aria-sort="descending"]').filter({ hasText: 'Nom' }).waitFor();
  t.equal(await page.getByLabel('Ville', { exact: true }).inputValue(), 'Lyon');
  t.equal(await page.getByLabel('Filtrer les contacts').inputValue(), 'a');
  await page.waitForFunction((expected) => document.querySelector('[data-testid="pagination-count"]')?.textContent === expected, before.count).catch(() => undefined);
  t.same({ names: await names(), count: await page.getByTestId('pagination-count').textContent() }, before, 'the same rows in the same order');
  // Its boxes say what a click does now.
  const box = rows.first().getByRole('checkbox');
  await box.check();
  t.match(await box.getAttribute('aria-label'), /^Désélectionner /);
  await page.getByTestId('select-page').check();
  t.equal(await page.getByTestId('select-page').getAttribute('aria-label'), 'Désélectionner les lignes de la page');
  await page.goto(`${setup.bff.url}tables/data-tables?city=Atlantide&sort=age&order=up`);
  await rows.first().waitFor();
  t.equal(await page.getByTestId('pagination-count').textContent(), '1–10 sur 300', 'a bad URL is the default view');
});

t.test('a Consultant is sent to /misc/not-authorized from the map and the data table', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  for (const path of PATHS) {
    await page.goto(`${setup.bff.url}${path}`);
    await waitForPath(page, '/misc/not-authorized');
    t.equal(pathOf(page), '/misc/not-authorized', path);
  }
});

for (const mode of ['light', 'dark'] as const) {
  t.test(`accessibility of the map and the data table (${mode}, axe-core: no serious or critical violation)`, async (t) => {
    const page = await newPage(t, setup.browser);
    await presetCustomizer(page, setup.bff, { mode });
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    for (const path of PATHS) {
      await page.goto(`${setup.bff.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('[data-testid="data-row"], [data-testid="map-list-row"]').first().waitFor();
      if (path === 'maps/leaflet') await page.waitForFunction(() => document.querySelectorAll('path.dept-shape').length === 101);
      t.same(await seriousViolations(page), [], path);
    }
  });
}
