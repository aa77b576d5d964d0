/**
 * The template's data list (list and card views over /api/datalist/*) and its grid (/tables/agGrid
 * over /api/aggrid/data), driven as the admin; a Consultant is sent away.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import t from 'tap';
import type { GridRow } from '../../shared/schemas/template-grid.js';
import { demoAccount, focusedId, newPage, pathOf, setupFile, signIn, toastWith, waitForPath } from './harness.js';

const setup = setupFile(t);

const names = (page: Page) => page.getByTestId('product-name').allTextContents();
const count = (page: Page) => page.getByTestId('pagination-count').textContent();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher' });
/** Waits until the list shows `n` items of the test id (the previous page stays while the next loads). */
const shows = (page: Page, testId: string, n: number) =>
  page.waitForFunction(([id, expected]) => document.querySelectorAll(`[data-testid="${id}"]`).length === expected, [testId, n] as const);

t.test('data list: page size, filter, add, edit, delete, delete the selection, card view', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}data-list/list-view`);
  await page.getByRole('heading', { level: 1, name: 'Liste de données' }).waitFor();
  await page.getByTestId('product-row').first().waitFor();
  t.equal(await page.getByTestId('product-row').count(), 4, '4 per page by default');
  t.equal(await count(page), '1–4 sur 26');
  t.equal((await page.getByTestId('order-status').first().textContent())?.trim(), 'Livrée', 'statuses as badges');
  t.equal(await page.getByTestId('popularity').first().getAttribute('aria-valuenow'), '97');
  t.match(await page.locator('[data-testid="popularity"] .progress-bar').first().getAttribute('class'), /bg-success/, 'coloured bar');

  // Page size 10, then page 2.
  await page.getByLabel('Lignes par page').selectOption('10');
  await page.waitForURL(/perPage=10/);
  await page.getByText('1–10 sur 26').waitFor();
  await shows(page, 'product-row', 10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText('11–20 sur 26').waitFor();

  // Filter: by name, then by category; back to page 1.
  await search(page).fill('casque');
  await page.getByText('1–1 sur 1').waitFor();
  await shows(page, 'product-row', 1);
  t.same(await names(page), ['Casque audio sans fil']);
  await search(page).fill('livres');
  await page.getByText('1–3 sur 3').waitFor();
  await shows(page, 'product-row', 3);
  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  await page.getByText('1–10 sur 26').waitFor();

  // Add: validated first, then stored and shown first.
  await page.getByRole('button', { name: 'Ajouter un produit' }).first().click();
  const panel = page.getByTestId('product-panel');
  await panel.getByRole('heading', { name: 'Ajouter un produit' }).waitFor();
  await page.getByLabel('Popularité (0 à 100)').fill('120');
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await panel.getByText('Le nom est obligatoire.').waitFor();
  t.equal(await panel.getByText('Choisissez une catégorie.').count(), 1);
  t.equal(await panel.getByText('Saisissez un nombre de 0 à 100.').count(), 1);
  t.equal(await focusedId(page, 'product-name'), 'product-name', 'the first wrong field takes the focus');
  await page.getByLabel('Nom', { exact: true }).fill('Tablette graphique');
  await page.getByLabel('Catégorie').selectOption({ label: 'Informatique' });
  await page.getByLabel('Prix (€)').fill('149,90');
  await page.getByLabel('Popularité (0 à 100)').fill('80');
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await toastWith(page, 'Produit ajouté');
  await panel.waitFor({ state: 'detached' });
  await page.getByText('1–10 sur 27').waitFor();
  const first = page.getByTestId('product-row').first();
  t.equal(await first.getByTestId('product-name').textContent(), 'Tablette graphique', 'the new product comes first');
  t.equal((await first.getByTestId('product-price').textContent())?.replace(/\s/g, ' '), '149,90 €');
  t.match(await first.locator('.progress-bar').getAttribute('class'), /bg-success/);
  t.equal((await first.getByTestId('order-status').textContent())?.trim(), 'En attente');

  // Edit in the side panel: the colour follows the popularity.
  await page.getByRole('button', { name: 'Modifier « Tablette graphique »' }).click();
  await panel.getByRole('heading', { name: 'Modifier le produit' }).waitFor();
  t.equal(await page.getByLabel('Nom', { exact: true }).inputValue(), 'Tablette graphique');
  await page.getByLabel('Popularité (0 à 100)').fill('40');
  await page.getByLabel('Statut de commande').selectOption({ label: 'Livrée' });
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Produit mis à jour');
  await panel.waitFor({ state: 'detached' });
  await first.locator('.progress-bar.bg-warning').waitFor();
  t.equal((await first.getByTestId('order-status').textContent())?.trim(), 'Livrée');

  // Delete one, with a confirmation.
  await page.getByRole('button', { name: 'Supprimer « Tablette graphique »' }).click();
  t.match(await page.getByTestId('confirm-dialog').textContent(), 'Supprimer le produit « Tablette graphique » ?');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Produit supprimé');
  await page.getByText('1–10 sur 26').waitFor();
  await page.getByRole('button', { name: 'Modifier « Tablette graphique »' }).waitFor({ state: 'detached' });
  t.notOk((await names(page)).includes('Tablette graphique'));

  // Select two and delete them together.
  const [a, b] = (await names(page)).slice(0, 2);
  await page.getByLabel(`Sélectionner « ${a} »`).check();
  await page.getByLabel(`Sélectionner « ${b} »`).check();
  t.equal((await page.getByTestId('selection-bar').textContent())?.includes('2 sélectionnés'), true);
  t.equal(await page.getByRole('checkbox', { name: `Désélectionner « ${a} »`, exact: true }).isChecked(), true, 'a ticked box says what a click does now');
  t.equal(await page.getByRole('checkbox', { name: `Sélectionner « ${a} »`, exact: true }).count(), 0);
  await page.getByRole('button', { name: 'Supprimer la sélection (2)' }).click();
  t.match(await page.getByTestId('confirm-dialog').textContent(), 'Supprimer les 2 produits sélectionnés ?');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Produits supprimés');
  await page.getByText('1–10 sur 24').waitFor();
  await page.getByLabel(`Sélectionner « ${a} »`).waitFor({ state: 'detached' });
  const left = await names(page);
  t.notOk(left.includes(a) || left.includes(b), 'both gone');
  t.equal(await page.getByTestId('selection-bar').count(), 0, 'the selection is cleared');

  // The card view keeps the page size and the filter.
  await page.getByRole('link', { name: 'Vignettes' }).click();
  await waitForPath(page, '/data-list/thumb-view');
  t.match(page.url(), /perPage=10/);
  await page.getByTestId('product-card').first().waitFor();
  t.equal(await page.getByTestId('product-card').count(), 10);
  t.same(await names(page), left, 'the same products as cards');
  t.equal(await page.getByTestId('product-card').first().locator('img').count(), 1, 'with their image');
  await search(page).fill('pending');
  await page.waitForURL(/q=pending/);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="order-status"]')].every((b) => b.getAttribute('data-status') === 'pending'));
  const statuses = await page.getByTestId('order-status').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')));
  t.ok(statuses.length > 0 && statuses.every((s) => s === 'pending'), 'filtered by order status');
  await page.getByRole('link', { name: 'Liste' }).click();
  await waitForPath(page, '/data-list/list-view');
  t.match(page.url(), /q=pending/);

  const consultant = await newPage(t, setup.browser);
  await signIn(consultant, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await consultant.goto(`${setup.bff.url}data-list/thumb-view`);
  await waitForPath(consultant, '/misc/not-authorized');
  t.equal(pathOf(consultant), '/misc/not-authorized');
});

t.test('grid: the sort, the column filters and the page are kept in the URL, through a reload and the Back button', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  const rows = ((await (await page.request.get(`${setup.bff.url}api/aggrid/data`)).json()) as { data: GridRow[] }).data;
  await page.goto(`${setup.bff.url}tables/agGrid`);
  await page.getByTestId('grid-row').first().waitFor();
  const column = (name: string) => page.locator(`[data-testid="grid-row"] td[data-column="${name}"]`).allTextContents();

  await page.getByRole('button', { name: 'Nom', exact: true }).click();
  await page.waitForURL(/[?&]sort=lastname&order=asc/);
  await page.getByRole('button', { name: 'Nom', exact: true }).click();
  await page.waitForURL(/[?&]sort=lastname&order=desc/);
  await page.getByLabel('Filtrer « Ville »').fill('lyon');
  await page.waitForURL(/[?&]city=lyon/);
  await page.getByLabel('Filtrer « Abonnés »').fill('2000');
  await page.waitForURL(/[?&]followers=2000/);
  const kept = rows.filter((r) => r.city === 'Lyon' && r.followers >= 2000);
  await page.getByText(`sur ${kept.length}`, { exact: false }).waitFor();
  const shown = await column('lastname');
  t.same(shown, [...kept].sort((x, y) => y.lastname.localeCompare(x.lastname, 'fr', { numeric: true })).slice(0, 10).map((r) => r.lastname));

  await page.reload();
  await page.getByTestId('grid-row').first().waitFor();
  await page.locator('th[data-column="lastname"][aria-sort="descending"]').waitFor();
  t.equal(await page.getByLabel('Filtrer « Ville »').inputValue(), 'lyon', 'the city filter is back');
  t.equal(await page.getByLabel('Filtrer « Abonnés »').inputValue(), '2000', 'the followers filter is back');
  t.equal(await count(page), `1–${Math.min(10, kept.length)} sur ${kept.length}`, 'the same rows');
  t.same(await column('lastname'), shown, 'in the same order');

  // A page and a page size are kept too; Back returns to the previous page.
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await page.waitForURL((url) => !url.searchParams.has('city') && !url.searchParams.has('followers'));
  // The field follows the URL one render later: give it that render before reading it.
  await page
    .waitForFunction(() => document.querySelector<HTMLInputElement>('input[aria-label="Filtrer « Ville »"]')?.value === '', undefined, { timeout: 5_000 })
    .catch(() => undefined);
  t.equal(await page.getByLabel('Filtrer « Ville »').inputValue(), '', 'the filters emptied');
  await page.getByLabel('Lignes par page').selectOption('20');
  await page.waitForURL(/[?&]perPage=20/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.waitForURL(/[?&]page=2/);
  await page.reload();
  await page.getByTestId('grid-row').first().waitFor();
  t.equal(await count(page), '21–40 sur 300', 'page 2 of 20 after a reload');
  t.equal(await page.getByTestId('grid-row').count(), 20);
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('page'));
  t.equal(await count(page), '1–20 sur 300', 'Back: the first page');
  await page.goto(`${setup.bff.url}tables/agGrid?sort=nope&order=sideways&followers=abc&joined=hier&page=-3&perPage=7`);
  await page.getByTestId('grid-row').first().waitFor();
  t.equal(await count(page), '1–10 sur 300', 'a bad URL is the default view');
});

t.test('grid: sort, filter, page, hide a column, export the filtered rows as CSV', async (t) => {
  const page = await newPage(t, setup.browser, { acceptDownloads: true });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  const rows = ((await (await page.request.get(`${setup.bff.url}api/aggrid/data`)).json()) as { data: GridRow[] }).data;
  await page.goto(`${setup.bff.url}tables/agGrid`);
  await page.getByRole('heading', { level: 1, name: 'Grille avancée' }).waitFor();
  await page.getByTestId('grid-row').first().waitFor();
  t.equal(await page.getByTestId('grid-row').count(), 10);
  t.equal(await count(page), '1–10 sur 300');
  const column = (name: string) => page.locator(`[data-testid="grid-row"] td[data-column="${name}"]`).allTextContents();

  // Sort by last name, then the other way.
  const byName = [...rows].map((r) => r.lastname).sort((x, y) => x.localeCompare(y, 'fr', { numeric: true }));
  await page.getByRole('button', { name: 'Nom', exact: true }).click();
  await page.locator('th[data-column="lastname"][aria-sort="ascending"]').waitFor();
  t.same(await column('lastname'), byName.slice(0, 10), 'ascending');
  await page.getByRole('button', { name: 'Nom', exact: true }).click();
  await page.locator('th[data-column="lastname"][aria-sort="descending"]').waitFor();
  t.same(await column('lastname'), [...byName].reverse().slice(0, 10), 'descending');

  // Page size and pages.
  await page.getByLabel('Lignes par page').selectOption('20');
  await page.getByText('1–20 sur 300').waitFor();
  await shows(page, 'grid-row', 20);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText('21–40 sur 300').waitFor();
  t.equal(await page.getByTestId('grid-row').count(), 20);

  // A column filter: the city; back to the first page.
  const lyon = rows.filter((r) => r.city === 'Lyon');
  await page.getByLabel('Filtrer « Ville »').fill('lyon');
  await page.getByText(`1–${Math.min(20, lyon.length)} sur ${lyon.length}`).waitFor();
  t.ok((await column('city')).every((city) => city === 'Lyon'), 'only Lyon');
  const many = rows.filter((r) => r.city === 'Lyon' && r.followers >= 5000);
  await page.getByLabel('Filtrer « Abonnés »').fill('5000');
  await page.getByText(`sur ${many.length}`, { exact: false }).waitFor();

  // Hide a column.
  await page.getByTestId('grid-columns-toggle').click();
  await page.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await page.keyboard.press('Escape');
  await page.locator('th[data-column="email"]').waitFor({ state: 'detached' });
  t.equal(await page.locator('td[data-column="email"]').count(), 0, 'the e-mail column is hidden');

  // Export: the filtered rows (all of them, not one page), the shown columns, in the sort order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  t.equal(download.suggestedFilename(), 'grille-contacts.csv');
  const csv = (await readFile(await download.path())).toString('utf8');
  t.ok(csv.startsWith('\ufeff'), 'UTF-8 BOM');
  const lines = csv.slice(1).trim().split('\r\n');
  t.equal(lines[0], 'Prénom;Nom;Entreprise;Ville;Code postal;Téléphone;Abonnés;Inscription', 'the shown columns');
  t.equal(lines.length, many.length + 1, `${many.length} rows`);
  const expected = [...many].sort((x, y) => y.lastname.localeCompare(x.lastname, 'fr', { numeric: true }));
  t.same(lines.slice(1).map((line) => line.split(';')[1]), expected.map((r) => r.lastname), 'in the sort order');
  t.ok(lines.slice(1).every((line) => line.split(';')[3] === 'Lyon'));
  await toastWith(page, 'Fichier CSV exporté');

  const consultant = await newPage(t, setup.browser);
  await signIn(consultant, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await consultant.goto(`${setup.bff.url}tables/agGrid`);
  await waitForPath(consultant, '/misc/not-authorized');
  t.equal(pathOf(consultant), '/misc/not-authorized');
});
