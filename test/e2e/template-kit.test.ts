/**
 * The UI kit's showcase pages and the UI groups' indexes, driven as the admin in the built app
 * under its CSP; a Consultant is sent away. Their accessibility: template-kit-a11y.test.ts; the map
 * and the tables: template-map-tables.test.ts.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { demoAccount, focusedId, newPage, pathOf, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import { ALL_PATHS, GROUPS, KIT_PAGES } from './template-kit-pages.js';

const setup = setupFile(t);

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}${path}`);
  await waitForPath(page, `/${path.split('?')[0]}`);
}

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
  t.equal(await focusedId(page, 'kit-l-last-name'), 'kit-l-last-name', 'the first wrong field takes the focus');

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
  t.equal(await focusedId(page, 'kit-v-name'), 'kit-v-name', 'the first wrong field takes the focus');
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
