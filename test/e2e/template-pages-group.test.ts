/**
 * The template's "pages" group for real: account settings (language, notification preferences
 * kept across a reload, the shared password rules), the invoice opened from a contract (totals
 * by shared/fees.ts, only the invoice on paper), the search page, the knowledge base, the profile
 * page's collapsed menu, and a Consultant refused on each.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { computeFees, formatEuros } from '../../shared/fees.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import { demoAccount, newPage, pathOf, setupFile, shellReady, signIn, toastWith, waitForPath } from './harness.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);

async function widthOf(page: Page, selector: string, expected: number): Promise<number> {
  await page
    .waitForFunction(([sel, px]) => Math.round(document.querySelector(sel)?.getBoundingClientRect().width ?? -1) === px, [selector, expected] as const, { timeout: 3000 })
    .catch(() => undefined);
  return page.evaluate((sel) => Math.round(document.querySelector(sel)?.getBoundingClientRect().width ?? -1), selector);
}

t.test('account settings: read-only profile, language, notifications kept across a reload, password rules', async (t) => {
  const page = await newPage(t, setup.browser);
  const admin = await demoAccount(setup.bff, 'admin');
  await signIn(page, setup.bff, admin);
  await page.goto(`${setup.bff.url}pages/account-settings`);
  await page.getByRole('heading', { level: 1, name: 'Paramètres du compte' }).waitFor();
  t.match(await page.getByTestId('settings-profile').textContent(), admin.email, 'the profile card from GET /api/profile');
  t.equal(await page.getByTestId('template-notice').count(), 0, 'not the generic page');

  await page.getByRole('link', { name: 'Langue' }).click();
  // The language's strings load first: the choice shows once the interface has switched.
  await page.getByRole('radio', { name: 'English' }).click();
  await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
  t.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the whole interface in English');
  await page.getByRole('radio', { name: 'Français' }).click();
  await page.getByRole('heading', { level: 1, name: 'Paramètres du compte' }).waitFor();

  await page.getByRole('link', { name: 'Notifications' }).click();
  const digest = page.getByRole('switch', { name: 'Résumé hebdomadaire' });
  const activity = page.getByRole('switch', { name: 'E-mails d’activité' });
  t.equal(await digest.isChecked(), false, 'default: no digest');
  t.equal(await activity.isChecked(), true, 'default: activity e-mails');
  await digest.check();
  await activity.uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Préférences de notification enregistrées');
  await page.reload();
  await page.getByRole('switch', { name: 'Résumé hebdomadaire' }).waitFor();
  t.equal(await page.getByRole('switch', { name: 'Résumé hebdomadaire' }).isChecked(), true, 'read back after a reload');
  t.equal(await page.getByRole('switch', { name: 'E-mails d’activité' }).isChecked(), false);
  t.equal(await page.getByRole('switch', { name: 'Rappels de tâches' }).isChecked(), true);

  await page.getByRole('link', { name: 'Sécurité' }).click();
  await page.getByLabel('Mot de passe actuel').fill(admin.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('court');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByText('Le nouveau mot de passe ne respecte pas les règles ci-dessous.').waitFor();
  t.equal(await page.getByLabel('Nouveau mot de passe', { exact: true }).getAttribute('aria-invalid'), 'true', 'the shared rules, before sending');
});

t.test('invoice: opened from a contract, its totals HT and TTC, and only the invoice on paper', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}pages/contract/1`);
  await page.getByTestId('contract-invoice').click();
  await page.waitForURL(/\/pages\/invoice\?contract=1$/);
  await page.getByTestId('invoice-sheet').waitFor();

  const contract = (await (await page.request.get(`${setup.bff.url}api/contracts/1`)).json()) as Contract;
  const totals = computeFees(contract.form);
  t.ok(totals.lines.length > 0, 'the contract has lines');
  t.equal(await page.getByTestId('invoice-sheet').getByTestId('invoice-total-ht').textContent(), formatEuros(totals.totalHtCents), 'total HT');
  t.equal(await page.getByTestId('invoice-sheet').getByTestId('invoice-vat').textContent(), formatEuros(totals.vatCents), 'VAT');
  t.equal(await page.getByTestId('invoice-sheet').getByTestId('invoice-total-ttc').textContent(), formatEuros(totals.totalTtcCents), 'total TTC');
  t.equal(totals.totalTtcCents, contract.totalTtcCents, 'the BFF’s own total agrees');
  t.equal(await page.getByTestId('invoice-sheet').getByTestId('invoice-lines').locator('tbody tr').count(), totals.lines.length, 'one row a line');
  t.match(await page.getByTestId('invoice-sheet').getByTestId('invoice-recipient').textContent(), contract.clientName.split(' ').at(-1)!, 'the contract’s client');
  t.match(await page.getByTestId('invoice-sheet').textContent(), '12 rue de la Paix', 'the firm from GET /config');

  t.equal(await page.getByTestId('print-sheet').isVisible(), false, 'on screen the print copy is hidden');
  await page.emulateMedia({ media: 'print' });
  t.equal(await page.getByTestId('print-sheet').isVisible(), true, 'on paper the invoice shows');
  t.equal(await page.locator('#layout-menu').isVisible(), false, 'without the menu');
  t.equal(await page.getByTestId('navbar').isVisible(), false, 'without the navbar');
  t.equal(await page.locator('main').isVisible(), false, 'without the page around it');
  t.match(await page.getByTestId('print-sheet').textContent(), formatEuros(totals.totalTtcCents));
  await page.emulateMedia({ media: 'screen' });

  // Without a contract: the schedule; ticking a service adds its line.
  await page.goto(`${setup.bff.url}pages/invoice`);
  await page.getByTestId('invoice-sheet').waitFor();
  const rows = page.getByTestId('invoice-sheet').getByTestId('invoice-lines').locator('tbody tr');
  const before = await rows.count();
  await page.getByLabel(/Rachat de trimestres/).check();
  t.equal(await rows.count(), before + 1, 'a ticked service is a line');
  t.match(await rows.last().textContent(), '750,00');
});

t.test("invoice: the schedule is the firm's contract template (its prices), and a settled contract's invoice says so without a due date", async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  const api = (method: 'GET' | 'PUT' | 'POST', path: string, data?: object) =>
    page.request.fetch(`${setup.bff.url}${path}`, { method, headers: { 'x-csrf': '1' }, ...(data ? { data } : {}) });
  const template = (await (await api('GET', 'api/contract-template')).json()) as ContractTemplate;
  const firm = { ...template.form, hourlyRate: 280, flatPrices: { ...template.form.flatPrices, 2: 1100 } };
  t.equal((await api('PUT', 'api/contract-template', { form: firm, texts: template.texts, generalConditions: template.generalConditions })).status(), 200);
  t.teardown(async () => {
    await api('PUT', 'api/contract-template', { form: template.form, texts: template.texts, generalConditions: template.generalConditions });
  });

  await page.goto(`${setup.bff.url}pages/invoice`);
  await page.getByTestId('invoice-sheet').waitFor();
  t.equal(await page.getByLabel('Remplir depuis un contrat').inputValue(), '', 'Barème (aucun contrat)');
  t.match(await page.locator('label[for="invoice-section-1"]').textContent(), formatEuros(28000), "the settings show the firm's hourly rate");
  t.match(await page.locator('label[for="invoice-section-2"]').textContent(), formatEuros(110000), 'and its simulation price');
  const lines = page.getByTestId('invoice-sheet').getByTestId('invoice-lines').locator('tbody tr');
  t.match(await lines.nth(0).textContent(), formatEuros(28000), 'the consultation line at 280 €/h');
  t.match(await lines.nth(1).textContent(), formatEuros(110000), 'the simulation at 1 100 €');
  const expected = computeFees({ ...firm, consultationMinutes: 60, sections: { 1: true, 2: true, 3: true, 4: false, 5: false, 6: false, 7: false } });
  t.equal(await page.getByTestId('invoice-sheet').getByTestId('invoice-total-ttc').textContent(), formatEuros(expected.totalTtcCents), 'the total from those prices');

  // A contract with both payments recorded: settled, no due date.
  const contract = (await (await api('GET', 'api/contracts?perPage=10&state=En%20cours')).json()).items[0] as Contract;
  const paid = (await (await api('POST', `api/contracts/${contract.id}/payments`, { deposit: true, balance: true })).json()) as Contract;
  await page.goto(`${setup.bff.url}pages/invoice?contract=${contract.id}`);
  const sheet = page.getByTestId('invoice-sheet');
  await sheet.getByTestId('invoice-paid').waitFor();
  const paidOn = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(paid.balanceDate!));
  t.equal(await sheet.getByTestId('invoice-paid').textContent(), `Acquittée le ${paidOn} — reste à payer : ${formatEuros(0)}`);
  t.equal(await sheet.getByTestId('invoice-due').count(), 0, 'no due date once settled');
  t.notMatch(await sheet.textContent(), 'Facture acquittée 0,00', 'not the old wording');
  t.notMatch(await sheet.textContent(), 'Paiement à 30 jours', 'no payment terms either');
  await api('POST', `api/contracts/${contract.id}/payments`, { deposit: false, balance: false });
  await page.reload();
  await sheet.getByTestId('invoice-due').waitFor();
  t.equal(await sheet.getByTestId('invoice-paid').count(), 0, 'an unpaid contract keeps its due date');
});

t.test('search page: ?q=Dubois finds clients, grouped with counts and links', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}pages/search?q=Dubois`);
  await page.getByRole('heading', { level: 1, name: 'Recherche' }).waitFor();
  const clients = page.getByTestId('search-group-clients');
  await clients.locator('a[href*="/app/user/edit/"]').first().waitFor();
  const names = await clients.locator('.search-result-title').allTextContents();
  t.ok(names.length > 0 && names.every((name) => name.includes('Dubois')), `clients named Dubois: ${names.join(', ')}`);
  t.equal(await clients.locator('.search-count').textContent(), String(names.length), 'the count of clients');
  await page.getByTestId('search-summary').filter({ hasText: 'résultats pour « Dubois »' }).waitFor();
  await page.getByTestId('search-group-pages').waitFor();
  await clients.locator('a.search-result').first().click();
  await page.waitForURL(/\/app\/user\/edit\/\d+/);
  t.pass('a result opens the client card');

  await page.goto(`${setup.bff.url}pages/search?q=${encodeURIComponent('paramètres')}`);
  await page.getByTestId('search-group-pages').getByRole('link', { name: /Paramètres du compte/ }).waitFor();
  t.pass('pages the role may open are found too');
});

t.test('knowledge base: search, then open an article', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}pages/knowledge-base`);
  await page.getByRole('heading', { level: 1, name: 'Base de connaissances' }).waitFor();
  t.equal(await page.locator('.kb-category').count(), 4, 'four categories');
  await page.getByLabel('Rechercher dans l’aide').fill('facture');
  await page.getByRole('status').filter({ hasText: 'pour « facture »' }).waitFor();
  await page.getByRole('link', { name: /Établir et imprimer une facture/ }).click();
  await page.waitForURL(/\?article=invoice$/);
  await page.getByRole('heading', { level: 1, name: 'Établir et imprimer une facture' }).waitFor();
  t.match(await page.getByTestId('kb-article').textContent(), 'A4');
  await page.getByRole('link', { name: 'Ouvrir l’écran concerné' }).click();
  await waitForPath(page, '/pages/invoice');
  t.pass('the article leads to its screen');
});

t.test('/pages/profile collapses the menu while open, the user’s setting back elsewhere', async (t) => {
  const page = await newPage(t, setup.browser);
  const admin = await demoAccount(setup.bff, 'admin');
  await signIn(page, setup.bff, admin);
  await shellReady(page);
  await page.mouse.move(900, 500);
  t.equal(await widthOf(page, '#layout-menu', 260), 260, 'expanded');
  await page.goto(`${setup.bff.url}pages/profile`);
  await page.getByRole('heading', { level: 1, name: admin.name }).waitFor();
  await page.mouse.move(900, 500);
  t.equal(await widthOf(page, '#layout-menu', 80), 80, 'collapsed on the profile page');
  await page.getByRole('link', { name: 'Paramètres du compte' }).click();
  await page.getByRole('heading', { level: 1, name: 'Paramètres du compte' }).waitFor();
  await page.mouse.move(900, 500);
  t.equal(await widthOf(page, '#layout-menu', 260), 260, 'expanded again');
});

t.test('a Consultant is sent to not-authorized from each page', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  for (const path of ['pages/account-settings', 'pages/invoice?contract=1', 'pages/search?q=Dubois', 'pages/knowledge-base']) {
    await page.goto(`${setup.bff.url}${path}`);
    await waitForPath(page, '/misc/not-authorized');
    t.equal(pathOf(page), '/misc/not-authorized', path);
  }
  // And the contract screen offers no invoice to a role that may not open it.
  const mine = (await (await page.request.get(`${setup.bff.url}api/contracts?perPage=10`)).json()) as { items: Contract[] };
  t.ok(mine.items.length > 0, 'the Consultant has contracts');
  await page.goto(`${setup.bff.url}pages/contract/${mine.items[0].id}`);
  await page.getByRole('button', { name: 'Imprimer' }).waitFor();
  t.equal(await page.getByTestId('contract-invoice').count(), 0, 'no Facture button');
});

for (const colorScheme of ['light', 'dark'] as const) {
  t.test(`axe: no serious or critical violation on the pages (${colorScheme})`, async (t) => {
    const page = await newPage(t, setup.browser, { colorScheme });
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    const pages: Array<[string, () => Promise<unknown>]> = [
      ['pages/account-settings', () => page.getByTestId('settings-profile').waitFor()],
      ['pages/account-settings?tab=notifications', () => page.getByTestId('settings-notifications').waitFor()],
      ['pages/account-settings?tab=language', () => page.getByTestId('settings-language').waitFor()],
      ['pages/invoice?contract=1', () => page.getByTestId('invoice-sheet').waitFor()],
      ['pages/invoice', () => page.getByTestId('invoice-sheet').waitFor()],
      ['pages/search?q=Dubois', () => page.getByTestId('search-group-clients').locator('a.search-result').first().waitFor()],
      ['pages/knowledge-base', () => page.locator('.kb-category').first().waitFor()],
      ['pages/knowledge-base?article=tasks', () => page.getByTestId('kb-article').waitFor()],
      ['pages/profile', () => page.getByRole('heading', { level: 1 }).waitFor()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(`${setup.bff.url}${path}`);
      await ready();
      t.same(await seriousViolations(page), [], path);
    }
  });
}
