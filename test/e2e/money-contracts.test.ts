/** New contract for a client, payments with their dates, the contracts list, print and delete. */
import t from 'tap';
import { computeFees, formatEuros } from '../../shared/fees.js';
import { ofName } from '../../shared/french.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { demoAccount, newPage, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';

const setup = setupFile(t);

async function json<T>(page: import('playwright-core').Page, path: string): Promise<T> {
  const response = await page.request.get(`${setup.bff.url}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** Today as the screens show it (DD/MM/YYYY, browser time zone = this machine's). */
function todayFr(): string {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

t.test('Consultant: create a contract, pay deposit then balance, find it in the list, print, delete', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  const mine = await json<Paged<Client>>(page, 'api/clients?scope=mine&perPage=10');
  t.ok(mine.items.length > 0, 'the Consultant follows clients');
  const client = mine.items[0];
  const name = `${client.firstName} ${client.lastName}`;
  const template = await json<ContractTemplate>(page, 'api/contract-template');

  await page.goto(`${setup.bff.url}pages/create-contract/${client.id}`);
  await page.getByRole('heading', { level: 1, name: 'Nouveau contrat' }).waitFor();
  t.match(await page.getByTestId('contract-client').textContent(), name, 'the client is shown');

  // No section: refused before any call.
  await page.getByTestId('save-contract').click();
  await page.getByTestId('no-section').waitFor();
  t.equal(new URL(page.url()).pathname, `/pages/create-contract/${client.id}`, 'still on the new contract');

  // Sections 1 (90 minutes) and 3: live totals by computeFees.
  await page.getByRole('checkbox', { name: template.texts[0].title }).check();
  await page.locator('#new-contract-s1-minutes').fill('90');
  await page.getByRole('checkbox', { name: template.texts[2].title }).check();
  const form = { ...template.form, sections: { ...template.form.sections, 1: true, 3: true }, consultationMinutes: 90 };
  const expected = computeFees(form);
  t.equal(await page.getByTestId('total-ttc').textContent(), formatEuros(expected.totalTtcCents), 'live total TTC');
  t.equal(await page.getByTestId('total-deposit').textContent(), formatEuros(expected.depositCents), 'live deposit');
  t.equal(await page.getByTestId('total-balance').textContent(), formatEuros(expected.balanceCents), 'live balance');

  // Print: the sheet alone on paper, with the client, the lines and the totals.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-sheet');
  t.ok(await sheet.isVisible(), 'the print sheet shows in print');
  t.notOk(await page.getByTestId('layout').isVisible(), 'the app (sidebar, navbar, buttons) does not');
  const printed = (await sheet.textContent()) ?? '';
  t.match(printed, name, 'printed: the client');
  t.match(printed, template.texts[2].title, 'printed: a line');
  t.match(printed, formatEuros(expected.totalTtcCents), 'printed: the total');
  t.match(printed, 'Le client', 'printed: a signature box');
  await page.emulateMedia({ media: 'screen' });
  t.notOk(await sheet.isVisible(), 'no sheet on screen');

  await page.getByTestId('save-contract').click();
  await toastWith(page, 'Contrat créé');
  await page.waitForURL((url) => /^\/pages\/contract\/\d+$/.test(url.pathname));
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { level: 1, name: `C-${new URL(page.url()).pathname.split('/').pop()} · Contrat ${ofName(name)}` }).waitFor();
  const created = await json<Contract>(page, `api/contracts/${id}`);
  t.equal(created.totalTtcCents, expected.totalTtcCents, 'the BFF stored the same total');
  t.same(created.services, ['CH', 'AR'], 'services of sections 1 and 3');

  // Deposit on: asked whether the contract is now "En cours" (yes), its date; then balance on: both dates.
  t.equal(await page.getByTestId('payment-deposit-date').textContent().then((s) => s?.startsWith('Non versé')), true, 'deposit not paid yet');
  await page.getByRole('switch', { name: 'Acompte versé' }).click();
  const question = page.getByTestId('payment-state-dialog');
  await question.waitFor();
  t.match(await question.textContent(), 'Le contrat est « En attente ». Le passer à « En cours » avec ce paiement ?');
  await question.getByRole('button', { name: 'Passer à « En cours »' }).click();
  await toastWith(page, 'Paiement enregistré');
  t.match(await json<Contract>(page, `api/contracts/${id}`), { depositPaid: true, state: 'En cours' }, 'the answer is saved with the payment');
  t.equal(await page.getByLabel('État', { exact: true }).inputValue(), 'En cours', 'and the form shows it');
  await page.getByTestId('payment-deposit-date').filter({ hasText: `Versé le ${todayFr()}` }).waitFor();
  t.notOk(await page.getByRole('switch', { name: 'Solde versé' }).isChecked(), 'balance still unpaid');
  await page.getByRole('switch', { name: 'Solde versé' }).click();
  await question.waitFor();
  t.match(await question.textContent(), 'Le passer à « Terminé » avec ce paiement ?', 'the balance asks for "Terminé"');
  await question.getByRole('button', { name: 'Laisser « En cours »' }).click();
  await page.getByTestId('payment-balance-date').filter({ hasText: `Versé le ${todayFr()}` }).waitFor();
  t.equal((await json<Contract>(page, `api/contracts/${id}`)).state, 'En cours', 'kept as answered');
  t.match(await page.getByTestId('payment-deposit-date').textContent(), `Versé le ${todayFr()}`, 'deposit date kept');
  const paid = await json<Contract>(page, `api/contracts/${id}`);
  t.ok(paid.depositPaid && paid.balancePaid && paid.depositDate && paid.balanceDate, 'the BFF has both payments and dates');

  // The state: saved with its own button, a toast, and the BFF has it.
  await page.getByLabel('État', { exact: true }).selectOption('Terminé');
  await page.getByTestId('save-contract').click();
  await toastWith(page, 'Contrat enregistré');
  t.equal((await json<Contract>(page, `api/contracts/${id}`)).state, 'Terminé', 'state saved');

  // The list: newest change first, amounts and payment colours.
  await page.getByRole('link', { name: 'Retour aux contrats' }).click();
  await waitForPath(page, '/app/AllContracts');
  const first = page.getByTestId('contract-row').first();
  await first.waitFor();
  t.equal(await first.getAttribute('data-contract-id'), String(id), 'the new contract comes first (modified, newest first)');
  t.match(await first.textContent(), formatEuros(expected.totalTtcCents), 'its amount');
  t.match((await first.getByTestId('cell-deposit').innerHTML()) ?? '', 'is-paid', 'deposit in green (paid)');
  t.match((await first.getByTestId('cell-balance').innerHTML()) ?? '', 'is-paid', 'balance in green (paid)');
  t.match(await first.getAttribute('class'), 'row-finished-paid', 'a finished, paid row is tinted as such');
  t.equal(await page.getByRole('columnheader', { name: /Modifié le/ }).getAttribute('aria-sort'), 'descending', 'default sort: modified, newest first');

  // A state filter goes to the URL and to the BFF.
  await page.getByLabel('Filtrer par état').selectOption('Perdu');
  await page.waitForURL((url) => url.searchParams.get('state') === 'Perdu');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=contract-row]')].every((row) => row.textContent?.includes('Perdu')));
  await page.getByLabel('Filtrer par état').selectOption('');
  await page.waitForURL((url) => !url.searchParams.has('state'));

  // Its reference: a column of its own, sortable, and a search by it finds it alone.
  const ownRow = page.locator(`[data-testid=contract-row][data-contract-id="${id}"]`);
  t.equal((await ownRow.locator('td').first().textContent())?.trim(), `C-${id}`, 'the "Réf." column');
  const refHeader = page.getByRole('columnheader', { name: 'Réf.' });
  await refHeader.getByRole('button').click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'reference');
  await page.waitForFunction(() => {
    const refs = [...document.querySelectorAll('[data-testid=contract-row]')].map((row) => Number(row.getAttribute('data-contract-id')));
    return refs.length > 1 && refs.every((ref, i) => i === 0 || refs[i - 1] <= ref);
  });
  t.ok(['ascending', 'descending'].includes((await refHeader.getAttribute('aria-sort')) ?? ''), 'sorted by reference');
  for (const typed of [`C-${id}`, `c${id}`, String(id)]) {
    await page.getByRole('searchbox').fill(typed);
    await page.waitForURL((url) => url.searchParams.get('q') === typed);
    await page.waitForFunction((want) => {
      const rows = [...document.querySelectorAll('[data-testid=contract-row]')];
      return rows.length === 1 && rows[0].getAttribute('data-contract-id') === want;
    }, String(id));
    t.pass(`"${typed}" finds C-${id} alone`);
  }

  // Delete with confirmation (the list still shows it alone).
  await page.getByTestId('contract-row').first().getByRole('button', { name: `Supprimer le contrat C-${id} ${ofName(created.clientName)}` }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Contrat supprimé');
  await page.waitForFunction((gone) => ![...document.querySelectorAll('[data-testid=contract-row]')].some((row) => row.getAttribute('data-contract-id') === gone), String(id));
  const after = await page.request.get(`${setup.bff.url}api/contracts/${id}`);
  t.equal(after.status(), 404, 'gone from the BFF');
});

t.test('the CSV export holds every filtered row, amounts exact to the cent', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}app/AllContracts?state=Termin%C3%A9`);
  await page.getByTestId('contract-row').first().waitFor();
  const all = await json<Paged<Contract>>(page, 'api/contracts?state=Termin%C3%A9&perPage=100');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-contracts').click()]);
  t.match(download.suggestedFilename(), /^contrats-\d{4}-\d{2}-\d{2}\.csv$/, 'one file, named by the BFF');
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  const lines = text.replace(/^\ufeff/, '').trim().split('\r\n');
  t.same(lines[0].split(';').slice(0, 2), ['Réf.', 'Contrat'], 'French header, the reference first');
  t.equal(lines.length - 1, all.total, 'one line per finished contract');
  const sample = all.items[0];
  const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  t.ok(lines.some((line) => line.startsWith(`${sample.reference};${sample.label};`) && line.includes(`;${euros(sample.totalTtcCents)};`)), 'a row with its exact amount');
  t.ok(lines.slice(1).every((line) => line.includes(';Terminé;')), 'only finished contracts');
});
