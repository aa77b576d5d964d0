/** Clients list: search, sort, pages and scope in the URL, row click opens the card; a Client is refused. */
import t from 'tap';
import { newPage, setupFile, waitForPath } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';

const setup = setupFile(t);

const lastNames = (page: import('playwright-core').Page) =>
  page.getByTestId('client-row').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''));

t.test('Consultant: search, sort and page the list; the table state lives in the URL', async (t) => {
  const page = await newPage(t, setup.browser);
  // "Tous les clients" chosen in the URL (a Consultant opens on "Mes clients").
  await openAs(page, setup.bff, 'Consultant', 'app/user/clientslist?scope=all');
  await page.getByRole('heading', { level: 1, name: 'Clients', exact: true }).waitFor();
  await page.getByTestId('client-row').first().waitFor();
  const all = await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?perPage=10');
  t.ok(all.body.total > 20, 'the demo has enough clients to page');

  // Page size 10, then page 2: the rows are the BFF's page 2.
  await page.getByLabel('Lignes par page').selectOption('10');
  await page.waitForURL(/perPage=10/);
  t.equal(await eventually(async () => (await lastNames(page)).length, 10), 10, '10 rows');
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await page.waitForURL(/page=2/);
  const page2 = await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?perPage=10&page=2');
  t.same(await eventually(() => lastNames(page).then((n) => n.join('|')), page2.body.items.map((c) => c.lastName).join('|')).then((s) => s.split('|')), page2.body.items.map((c) => c.lastName), 'page 2 of the BFF');
  t.match(await page.getByTestId('pagination-count').textContent(), `11–20 sur ${all.body.total}`);

  // Sort by last name: a button in the header, aria-sort on the cell, back to page 1.
  const nameHeader = page.getByRole('columnheader', { name: /Nom/ }).first();
  t.equal(await nameHeader.getAttribute('aria-sort'), 'none');
  await nameHeader.getByRole('button').click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'lastName' && !url.searchParams.has('page'));
  t.equal(await eventually(() => nameHeader.getAttribute('aria-sort'), 'ascending'), 'ascending');
  const sorted = await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?perPage=10&sort=lastName&order=asc');
  t.equal(await eventually(() => lastNames(page).then((n) => n.join('|')), sorted.body.items.map((c) => c.lastName).join('|')), sorted.body.items.map((c) => c.lastName).join('|'), 'sorted A→Z');
  await nameHeader.getByRole('button').click();
  await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
  t.equal(await eventually(() => nameHeader.getAttribute('aria-sort'), 'descending'), 'descending');

  // Search: every row matches, and the state survives a reload.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Dubois');
  await page.waitForURL((url) => url.searchParams.get('q') === 'Dubois');
  const found = await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?perPage=10&sort=lastName&order=desc&q=Dubois');
  t.ok(found.body.total > 0, 'the demo has a Dubois');
  await eventually(async () => (await lastNames(page)).every((n) => n === 'Dubois') && (await lastNames(page)).length === Math.min(10, found.body.total), true);
  const rows = await page.getByTestId('client-row').allTextContents();
  t.ok(rows.length > 0 && rows.every((text) => /dubois/i.test(text)), 'only matching rows');
  await page.reload();
  await page.getByTestId('client-row').first().waitFor();
  t.equal(await page.getByRole('searchbox', { name: 'Rechercher' }).inputValue(), 'Dubois', 'search kept after reload');
  t.equal(await page.getByRole('columnheader', { name: /Nom/ }).first().getAttribute('aria-sort'), 'descending', 'sort kept after reload');

  // Mes clients: the BFF's scope=mine.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
  await page.getByRole('button', { name: 'Mes clients' }).click();
  await page.waitForURL((url) => url.searchParams.get('scope') === 'mine' && !url.searchParams.has('q'));
  const mine = await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?perPage=10&scope=mine');
  await eventually(() => page.getByTestId('pagination-count').textContent().then((s) => s?.includes(`sur ${mine.body.total}`) ?? false), true);
  t.match(await page.getByTestId('pagination-count').textContent(), `sur ${mine.body.total}`);

  // A click on the row (not on a link) opens the card.
  const first = page.getByTestId('client-row').first();
  const name = (await first.locator('td').nth(1).textContent())?.trim() ?? '';
  await first.locator('td').first().click();
  await page.waitForURL(/\/app\/user\/edit\/\d+\/info$/);
  await page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
});

t.test('a Client is refused the clients list and the client card', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Client', 'document');
  await page.goto(`${setup.bff.url}app/user/clientslist`);
  await waitForPath(page, '/misc/not-authorized');
  await page.goto(`${setup.bff.url}app/user/edit/5/info`);
  await waitForPath(page, '/misc/not-authorized');
  t.equal((await apiJson(page, setup.bff, 'api/clients')).status, 403, 'and the BFF refuses the data');
});
