/** The navbar's quick search over the catalogue of pages (spec §2), used from the keyboard. */
import t from 'tap';
import type { Contract } from '../../shared/schemas/contracts.js';
import type { Locator, Page } from 'playwright-core';
import { demoAccount, newPage, pathOf, setupFile, shellReady, signIn, waitForPath } from './harness.js';
import { eventually } from './business-helpers.js';

const setup = setupFile(t);

/** The quick search's options (the page under it may have options of its own, in a <select>). */
function option(page: Page, name?: string): Locator {
  const results = page.getByTestId('quick-search');
  return name ? results.getByRole('option', { name, exact: true }) : results.getByRole('option');
}

function options(page: Page): Promise<string[]> {
  return option(page).allTextContents();
}

t.test('type, ArrowDown, Enter opens the page; Escape closes', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await shellReady(page);

  // Ctrl+K opens it from anywhere.
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Rechercher une page' });
  await box.waitFor();
  t.equal(await box.evaluate((el) => el === document.activeElement), true, 'the field takes the focus');
  t.equal(await box.getAttribute('aria-expanded'), 'false', 'no list before typing');

  await page.keyboard.type('messag');
  await option(page, 'Messagerie').waitFor();
  t.same(await options(page), ['Messagerie'], 'the list follows the text');
  t.equal(await box.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  t.ok(active, 'ArrowDown moves to an option');
  t.equal(await page.locator(`[id="${active}"]`).textContent(), 'Messagerie');
  t.equal(await page.locator(`[id="${active}"]`).getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/email/inbox');
  await page.getByRole('heading', { level: 1, name: 'Messagerie' }).waitFor();
  t.equal(await box.count(), 0, 'closed once the page opens');

  // Case and accents do not matter; arrows wrap around.
  await page.getByRole('button', { name: 'Rechercher une page (Ctrl+K)' }).click();
  await box.fill('TACHES');
  await option(page, 'Tâches').waitFor();
  const found = await options(page);
  t.ok(found.includes('Tâches') && found.includes('Tâches clients (démo)'), `accent-insensitive: ${found.join(', ')}`);
  await page.keyboard.press('ArrowUp');
  t.equal(await page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`).textContent(), found[found.length - 1], 'ArrowUp wraps to the last');
  await page.keyboard.press('ArrowDown');
  t.equal(await page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`).textContent(), found[0], 'and ArrowDown back to the first');

  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'detached' });
  t.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Rechercher une page (Ctrl+K)',
    'Escape closes and gives the focus back',
  );
  t.equal(pathOf(page), '/email/inbox', 'Escape opened nothing');

  await page.keyboard.press('/');
  await box.waitFor();
  await page.keyboard.type('zzz');
  await page.getByTestId('quick-search-empty').waitFor();
  t.equal(await page.getByTestId('quick-search-empty').textContent(), 'Aucun résultat pour « zzz ».');
});

t.test('a Consultant is not offered the pages its role may not open', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await shellReady(page);
  await page.getByRole('button', { name: 'Rechercher une page (Ctrl+K)' }).click();
  const box = page.getByRole('combobox', { name: 'Rechercher une page' });
  await box.fill('calendrier');
  await page.getByTestId('quick-search-empty').waitFor();
  t.equal(await option(page).count(), 0, 'no admin-only template page');
  await box.fill('tableau');
  await option(page, 'Tableau de bord KPI').waitFor();
  t.notOk((await options(page)).includes('Tableau de bord e-commerce'), 'the e-commerce dashboard is admin only');
  await box.fill('client');
  await option(page, 'Clients').waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/app/user/clientslist');
  t.equal(pathOf(page), '/app/user/clientslist');
});

t.test('results come in the interface language', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await shellReady(page);
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Search a page (Ctrl+K)' }).click();
  await page.getByRole('combobox', { name: 'Search a page' }).fill('wish');
  await option(page, 'Wish list').waitFor();
  t.same(await options(page), ['Wish list']);
});

t.test('clients and contracts: "Dubois" finds the clients named Dubois; arrows and Enter open the card', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await shellReady(page);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Rechercher une page' });
  await box.waitFor();
  await page.keyboard.type('Dubois');
  const clients = page.getByTestId('quick-search').getByRole('group', { name: 'Clients' });
  await clients.getByRole('option').first().waitFor();
  const names = await clients.getByRole('option').locator('.search-option-title').allTextContents();
  t.ok(names.length > 0 && names.every((name) => /Dubois/.test(name)), `clients named Dubois: ${names.join(', ')}`);
  t.match(await clients.getByRole('option').first().textContent(), /@/, 'with their e-mail');

  // Down to the first client, Enter: its card.
  const all = await options(page);
  const firstClient = all.findIndex((text) => text.startsWith(names[0]));
  for (let i = 0; i <= firstClient; i += 1) await page.keyboard.press('ArrowDown');
  t.match(await page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`).textContent(), names[0]);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/app\/user\/edit\/\d+/);
  t.equal(await box.count(), 0, 'closed once the card opens');

  // A contract, by its client's name, shown by its reference and client; Escape closes.
  const contract = (await page.evaluate(async () => (await (await fetch('api/contracts?perPage=10')).json()) as { items: Contract[] })).items[0];
  await page.keyboard.press('Control+k');
  await box.fill(contract.clientName);
  const contracts = page.getByTestId('quick-search').getByRole('group', { name: 'Contrats' });
  await contracts.getByRole('option').filter({ hasText: `${contract.reference} · ${contract.clientName}` }).first().waitFor();
  await contracts.getByRole('option').filter({ hasText: `${contract.reference} · ${contract.clientName}` }).first().click();
  await page.waitForURL((url) => url.pathname.endsWith(`/pages/contract/${contract.id}`));

  // By its reference, typed as printed or not: that contract alone, with its state and date.
  for (const typed of [contract.reference, `c${contract.id}`, String(contract.id)]) {
    await page.keyboard.press('Control+k');
    await box.fill(typed);
    const row = contracts.getByRole('option').filter({ hasText: `${contract.reference} · ${contract.clientName}` });
    await row.waitFor();
    t.equal(await eventually(() => contracts.getByRole('option').count(), 1), 1, `"${typed}": one contract`);
    const created = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(contract.createdAt));
    t.match(await row.textContent(), `${contract.state} · créé le ${created}`, 'its state and date tell two contracts of a client apart');
    await page.keyboard.press('Escape');
  }
  await page.keyboard.press('Control+k');
  await box.fill('Dubois');
  await clients.getByRole('option').first().waitFor();
  await page.keyboard.press('Escape');
  t.equal(await box.count(), 0, 'Escape closes');
});

t.test('a Client is offered neither clients nor contracts', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Client'));
  await shellReady(page);
  const answer = await page.evaluate(async () => (await fetch('api/search?q=Dubois')).json());
  t.same(answer, { clients: [], contracts: [] });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Dubois');
  await page.getByTestId('quick-search-empty').waitFor();
  t.equal(await page.getByTestId('quick-search').getByRole('group', { name: 'Clients' }).count(), 0);
});
