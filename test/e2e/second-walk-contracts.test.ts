/**
 * Issue 28 on the contract screens: a renamed client's name on their contracts (list, CSV, label,
 * with « d' »), the reference in the contract's header, the new contract opening at its top
 * whichever button saved it, and the conflict dialog saying which price differs.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { defaultFeeForm } from '../../shared/fees.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { newPage, setupFile, toastWith } from './harness.js';
import { apiJson, openAs } from './business-helpers.js';

const setup = setupFile(t);
const CSRF = { 'X-CSRF': '1' };

async function write(page: Page, method: 'patch' | 'post', path: string, data: object): Promise<unknown> {
  const response = await page.request[method](`${setup.bff.url}${path}`, { headers: CSRF, data });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
  return response.json();
}

const mineClients = async (page: Page) => (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?scope=mine&perPage=25')).body.items;

t.test("a renamed client: their contracts' label, « Client » column and CSV say the new name, with « d' »", async (t) => {
  const page = await newPage(t, setup.browser, { acceptDownloads: true });
  await openAs(page, setup.bff, 'Consultant', 'dashboard');
  const client = (await mineClients(page))[3];
  const form = { ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 2: true } };
  const contract = (await write(page, 'post', 'api/contracts', { clientId: client.id, form })) as Contract;
  const lastName = `Renommée${Date.now().toString(36)}`;
  await write(page, 'patch', `api/clients/${client.id}`, { firstName: 'Hélène', lastName });
  const name = `Hélène ${lastName}`;

  await page.goto(`${setup.bff.url}app/AllContracts?q=${encodeURIComponent(contract.reference)}`);
  const row = page.getByTestId('contract-row').filter({ hasText: contract.reference });
  await row.waitFor();
  t.match(await row.textContent(), `Contrat d’${name}`, 'the label follows the name, « d’ » before Hélène');
  t.match(await row.textContent(), name, 'the « Client » column');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-contracts').click()]);
  let csv = '';
  for await (const chunk of await download.createReadStream()) csv += chunk.toString();
  t.ok(csv.split('\r\n').some((line) => line.startsWith(`${contract.reference};Contrat d’${name};${name};`)), 'the CSV says the same');

  // The contract's own page: its reference in the header, the same name.
  await row.getByRole('link', { name: `Contrat d’${name}` }).first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: contract.reference }).waitFor();
  t.equal(await heading.textContent(), `${contract.reference} · Contrat d’${name}`, 'the reference heads the page');
});

t.test('the lower « Enregistrer le contrat » button: the new contract opens at its top', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'dashboard');
  const client = (await mineClients(page))[4];
  const template = (await apiJson<ContractTemplate>(page, setup.bff, 'api/contract-template')).body;
  await page.goto(`${setup.bff.url}pages/create-contract/${client.id}`);
  await page.getByRole('checkbox', { name: template.texts[1].title }).check();
  const lower = page.locator('.totals-actions').getByRole('button', { name: 'Enregistrer le contrat' });
  await lower.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  t.ok((await page.evaluate(() => window.scrollY)) > 200, 'the page was scrolled down to the lower button');
  await lower.click();
  await page.waitForURL((url) => /^\/pages\/contract\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'C-' }).waitFor();
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 }).catch(() => undefined);
  t.equal(await page.evaluate(() => window.scrollY), 0, 'at its top');
});

t.test('the conflict dialog on a contract shows which price differs, and « Annuler sans enregistrer » saves nothing', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'dashboard');
  const other = await newPage(t, setup.browser);
  await openAs(other, setup.bff, 'admin', 'dashboard');
  const client = (await mineClients(page))[5];
  const base = defaultFeeForm();
  const form = { ...base, sections: { ...base.sections, 1: true, 2: true }, consultationMinutes: 90, hourlyRate: 260 };
  const contract = (await write(page, 'post', 'api/contracts', { clientId: client.id, form })) as Contract;
  await page.goto(`${setup.bff.url}pages/contract/${contract.id}`);
  const minutes = page.locator('#contract-s1-minutes');
  await minutes.waitFor();

  // Someone else raises the hourly rate; here the minutes change.
  await write(other, 'patch', `api/contracts/${contract.id}`, { form: { ...form, hourlyRate: 300 } });
  await minutes.fill('120');
  await page.getByTestId('save-contract').click();
  const dialog = page.getByTestId('conflict-dialog');
  await dialog.waitFor();
  const nb = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const theirs = nb(await dialog.getByTestId('conflict-theirs').textContent());
  const mine = nb(await dialog.getByTestId('conflict-mine').textContent());
  t.match(theirs, '90 min à 300,00 € HT / h = 450,00 € HT', 'theirs: the rate that differs');
  t.match(mine, '120 min à 260,00 € HT / h = 520,00 € HT', 'mine: the minutes that differ');
  t.notMatch(theirs, 'Simulation', 'a line alike on both sides is not repeated');
  t.match(theirs, 'Total TTC', 'then the total');

  await dialog.getByRole('button', { name: 'Annuler sans enregistrer' }).click();
  await toastWith(page, 'Rien n’a été enregistré : vos modifications sont toujours dans le formulaire.');
  t.equal(await minutes.inputValue(), '120', 'what was typed is still there');
  const stored = (await apiJson<Contract>(page, setup.bff, `api/contracts/${contract.id}`)).body;
  t.match(stored.form, { consultationMinutes: 90, hourlyRate: 300 }, 'nothing of it was saved');
});
