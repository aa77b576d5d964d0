/**
 * The map (/maps/leaflet), the data table (/tables/data-tables) and the UI kit's showcase pages,
 * driven as the admin in the built app under its CSP; a Consultant is sent away; axe-core finds no
 * serious or critical violation, light or dark.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import t from 'tap';
import type { ClientsByDepartment } from '../../shared/schemas/clients-by-department.js';
import { apiJson } from './business-helpers.js';
import { demoAccount, newPage, pathOf, presetCustomizer, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);

const KIT_PAGES: ReadonlyArray<[path: string, heading: string, sections: number]> = [
  ['components/alerts', 'Alertes et états', 3],
  ['components/buttons', 'Boutons', 5],
  ['components/badges', 'Badges', 4],
  ['components/cards', 'Composant carte', 3],
  ['forms/elements', 'Champs de formulaire', 3],
  ['forms/layout', 'Mise en page des formulaires', 3],
  ['extensions/sweet-alert', 'Fenêtres et notifications', 3],
  ['extensions/toastr', 'Notifications (toasts)', 3],
  ['cards/basic', 'Cartes', 3],
  ['cards/statistics', 'Cartes de statistiques', 3],
  ['icons/feather', 'Icônes', 1],
  ['colors/colors', 'Couleurs', 4],
];
/** Each UI group's root: an index of its pages, in the catalogue's order. */
const GROUPS: ReadonlyArray<[root: string, heading: string, pages: string[]]> = [
  ['components', 'Composants : vue d’ensemble', ['/components/alerts', '/components/buttons', '/components/badges', '/components/cards']],
  ['forms', 'Formulaires : vue d’ensemble', ['/forms/elements', '/forms/layout']],
  ['cards', 'Cartes : vue d’ensemble', ['/cards/basic', '/cards/statistics']],
  ['extensions', 'Extensions : vue d’ensemble', ['/extensions/sweet-alert', '/extensions/toastr']],
  ['icons', 'Icônes : vue d’ensemble', ['/icons/feather']],
  ['colors', 'Couleurs : vue d’ensemble', ['/colors/colors']],
  ['charts', 'Graphiques : vue d’ensemble', ['/charts/apex', '/charts/chartjs', '/charts/recharts']],
  ['maps', 'Cartes géographiques : vue d’ensemble', ['/maps/leaflet']],
];
const ALL_PATHS = ['maps/leaflet', 'tables/data-tables', ...KIT_PAGES.map(([path]) => path), ...GROUPS.map(([root]) => root)];

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
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="data-row"] td[data-column="city"]')].every((cell) => cell.textContent === 'Lyon'));
  const before = { names: await names(), count: await page.getByTestId('pagination-count').textContent() };
  await page.reload();
  await rows.first().waitFor();
  await page.locator('th[aria-sort="descending"]').filter({ hasText: 'Nom' }).waitFor();
  t.equal(await page.getByLabel('Ville', { exact: true }).inputValue(), 'Lyon');
  t.equal(await page.getByLabel('Filtrer les contacts').inputValue(), 'a');
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

t.test('UI kit: every page renders its sections with their descriptions', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  for (const [path, heading, count] of KIT_PAGES) {
    await page.goto(`${setup.bff.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const sections = page.getByTestId('kit-section');
    await sections.first().waitFor();
    t.equal(await sections.count(), count, `${path}: ${count} sections`);
    for (let i = 0; i < count; i += 1) {
      const section = sections.nth(i);
      t.ok(((await section.getByRole('heading', { level: 2 }).first().textContent()) ?? '').length > 2, `${path} #${i + 1} named`);
      t.same(await section.locator('.kit-description dt').allTextContents(), ['À quoi ça sert', 'Quand l’utiliser']);
      t.notOk(/kit\./.test((await section.textContent()) ?? ''), `${path} #${i + 1}: no raw key`);
    }
    t.equal(await page.getByText('Page en construction').count(), 0, 'no placeholder');
  }
});

t.test('UI groups: each root is an index of its pages, a card linking to each; the breadcrumb leads back to it', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  for (const [root, heading, pages] of GROUPS) {
    await page.goto(`${setup.bff.url}${root}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const cards = page.getByTestId('kit-index-card');
    await cards.first().waitFor();
    const links = await cards.locator('a').evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    t.same(links, pages, `${root}: a card for each page`);
    for (let i = 0; i < pages.length; i += 1) {
      t.ok(((await cards.nth(i).innerText()) ?? '').length > 30, `${root} #${i + 1}: a title and a description`);
    }
    t.notOk(/kit\./.test((await page.locator('main').textContent()) ?? ''), `${root}: no raw key`);
  }
  await page.goto(`${setup.bff.url}components`);
  await page.getByTestId('kit-index-card').getByRole('link', { name: 'Badges', exact: true }).click();
  await waitForPath(page, '/components/badges');
  await page.getByRole('heading', { level: 1, name: 'Badges' }).waitFor();
  await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Composants' }).click();
  await waitForPath(page, '/components');
  t.pass('the breadcrumb leads back to the group');

  // The quick search knows the new pages.
  const search = (await (await page.request.get(`${setup.bff.url}api/main-search/data`)).json()) as { searchArr: Array<{ data: Array<{ link: string }> }> };
  const known = search.searchArr.flatMap((group) => group.data.map((entry) => entry.link));
  for (const link of ['/components', '/components/badges', '/components/cards', '/forms/layout', '/extensions/toastr', '/cards/statistics', '/charts', '/maps']) {
    t.ok(known.includes(link), `quick search: ${link}`);
  }
});

t.test('showcases: badges with their presence dots, a form layout that validates, toasts of every kind, statistics cards', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAsAdmin(page, 'components/badges');
  await page.getByTestId('kit-section').first().waitFor();
  t.equal(await page.locator('[data-testid="kit-section"] .badge').count() >= 8, true, 'badges of every tone');
  t.equal(await page.locator('[data-presence]').count() >= 4, true, 'the four presence dots');

  await page.goto(`${setup.bff.url}forms/layout`);
  const form = page.getByTestId('kit-layout-form');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await form.getByText('Le nom est obligatoire.').waitFor();
  t.equal(await page.evaluate(() => document.activeElement?.id), 'kit-l-last-name', 'the first wrong field takes the focus');

  await page.goto(`${setup.bff.url}extensions/toastr`);
  await page.getByRole('button', { name: 'Réussite' }).click();
  t.equal((await toastWith(page, 'Le client a été enregistré.')).role, 'status');
  await page.getByRole('button', { name: 'Erreur' }).click();
  t.equal((await toastWith(page, 'L’enregistrement a échoué : réessayez.')).role, 'alert');
  await page.getByRole('switch', { name: 'Simuler une panne du serveur' }).check();
  await page.getByRole('button', { name: 'Enregistrer la note' }).click();
  t.equal((await toastWith(page, 'Le serveur n’a pas répondu : rien n’a été enregistré.')).role, 'alert', 'the outcome of an action');

  await page.goto(`${setup.bff.url}cards/statistics`);
  await page.getByTestId('kit-section').first().waitFor();
  t.ok((await page.locator('.stat-tile-value').count()) >= 4, 'figures');
  t.ok((await page.getByRole('progressbar').count()) >= 2, 'goals with a progress bar');
});

t.test('UI kit: tabs in the URL, validation states, dialogs and toasts', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAsAdmin(page, 'components/buttons');
  await page.getByRole('link', { name: 'Documents', exact: true }).click();
  await page.waitForURL(/tab=documents/);
  await page.getByTestId('tab-shown').getByText('Volet affiché : Documents.').waitFor();
  t.equal(await page.getByRole('link', { name: 'Documents', exact: true }).getAttribute('aria-current'), 'page');
  await page.getByRole('button', { name: 'Mois' }).waitFor();
  await page.getByRole('button', { name: 'Année' }).click();
  await page.getByText('Période choisie : Année.').waitFor();

  await page.goto(`${setup.bff.url}forms/elements`);
  const form = page.getByTestId('kit-validation-form');
  await form.getByRole('button', { name: 'Valider' }).click();
  await form.getByText('Le nom est obligatoire.').waitFor();
  t.equal(await form.getByText('Saisissez une adresse e-mail valide.').count(), 1);
  t.equal(await page.evaluate(() => document.activeElement?.id), 'kit-v-name', 'the first wrong field takes the focus');
  t.equal(await page.getByLabel('Nom du client').getAttribute('aria-invalid'), 'true');
  await page.getByLabel('Nom du client').fill('Jeanne Martin');
  await page.getByLabel('E-mail du client').fill('jeanne@exemple.fr');
  await form.getByRole('button', { name: 'Valider' }).click();
  await form.getByText('Formulaire valide').waitFor();

  await page.goto(`${setup.bff.url}extensions/sweet-alert`);
  await page.getByRole('button', { name: 'Ouvrir la fenêtre' }).click();
  const dialog = page.getByTestId('kit-dialog');
  await dialog.getByRole('heading', { name: 'Envoyer le récapitulatif' }).waitFor();
  t.equal(await page.locator('[role="dialog"][aria-modal="true"][aria-labelledby="kit-dialog-title"]').count(), 1, 'a modal dialog named by its title');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Ouvrir la fenêtre' }).click();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await toastWith(page, 'Récapitulatif envoyé (démonstration).');
  await page.getByRole('button', { name: 'Supprimer le document' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Document supprimé (démonstration).');
  await page.getByRole('button', { name: 'Erreur' }).click();
  const toast = await toastWith(page, 'L’enregistrement a échoué : réessayez.');
  t.equal(toast.role, 'alert', 'an error toast is an alert');
});

t.test('icons: search, and a click copies the name', async (t) => {
  const page = await newPage(t, setup.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await openAsAdmin(page, 'icons/feather');
  const buttons = page.locator('[data-testid="icon-grid"] button');
  await buttons.first().waitFor();
  const all = await buttons.count();
  t.ok(all >= 40, `${all} icons`);
  t.equal(await page.getByTestId('icon-count').textContent(), `${all} icônes`);
  await page.getByTestId('icon-search').fill('user');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="icon-grid"] button').length === 3);
  t.same(await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('data-icon'))), ['user', 'user-plus', 'users']);
  await page.getByTestId('icon-search').fill('pen');
  await page.locator('[data-icon="edit"]').waitFor();
  t.ok(await page.locator('[data-icon="edit-3"]').count(), 'lucide names are searched too (SquarePen, PenLine)');
  await page.getByTestId('icon-search').fill('');
  await page.locator('[data-icon="mail"]').click();
  await page.getByTestId('icon-copied').getByText('Nom copié : mail').waitFor();
  t.equal(await page.evaluate(() => navigator.clipboard.readText()), 'mail', 'in the clipboard');
  await page.getByTestId('icon-search').fill('introuvable');
  await page.getByText('Aucune icône ne correspond à « introuvable ».').waitFor();
});

t.test('colours: each token with its light and dark value', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAsAdmin(page, 'colors/colors');
  const row = (token: string) => page.locator(`tr[data-token="${token}"]`);
  await row('--app-page-bg').waitFor();
  const value = (token: string, theme: 'light' | 'dark') => row(token).locator(`td[data-theme-cell="${theme}"] [data-testid="token-value"]`).textContent();
  t.equal(await value('--app-page-bg', 'light'), '#f8f7fa');
  t.equal(await value('--app-page-bg', 'dark'), '#25293c');
  t.equal(await value('--app-primary-text', 'light'), '#5b50d6');
  t.equal(await value('--app-primary-text', 'dark'), '#ada6f7');
  t.not(await value('--bs-body-bg', 'light'), await value('--bs-body-bg', 'dark'), 'the body background differs');
  const empty = await page.locator('[data-testid="token-value"]').evaluateAll((els) => els.filter((el) => el.textContent === '—').length);
  t.equal(empty, 0, 'every token has a value in both themes');
  // The swatch is painted with the token itself, under each theme.
  const swatch = (theme: 'light' | 'dark') =>
    row('--app-page-bg').locator(`td[data-theme-cell="${theme}"] .kit-swatch`).evaluate((el) => getComputedStyle(el).backgroundColor);
  t.equal(await swatch('light'), 'rgb(248, 247, 250)');
  t.equal(await swatch('dark'), 'rgb(37, 41, 60)');
});

t.test('a Consultant is sent to /misc/not-authorized from every page of the slice', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  for (const path of ALL_PATHS) {
    await page.goto(`${setup.bff.url}${path}`);
    await waitForPath(page, '/misc/not-authorized');
    t.equal(pathOf(page), '/misc/not-authorized', path);
  }
});

for (const mode of ['light', 'dark'] as const) {
  t.test(`accessibility of the map, the data table and the UI kit (${mode}, axe-core: no serious or critical violation)`, async (t) => {
    const page = await newPage(t, setup.browser);
    await presetCustomizer(page, setup.bff, { mode });
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    for (const path of ALL_PATHS) {
      await page.goto(`${setup.bff.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('[data-testid="kit-section"], [data-testid="kit-index-card"], [data-testid="data-row"], [data-testid="map-list-row"]').first().waitFor();
      if (path === 'maps/leaflet') await page.waitForFunction(() => document.querySelectorAll('path.dept-shape').length === 101);
      if (path === 'forms/elements') await page.getByTestId('kit-validation-form').getByRole('button', { name: 'Valider' }).click();
      t.same(await seriousViolations(page), [], path);
    }
  });
}
