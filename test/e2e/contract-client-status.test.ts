/**
 * Issue 28, major 2: creating a contract changes the client's « Statut du dossier » only when the
 * user says so on the new-contract screen, which shows the status before saving and says in the
 * toast after saving that it changed.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import { newPage, setupFile, toastWith } from './harness.js';
import { apiJson, openAs } from './business-helpers.js';

const setup = setupFile(t);

async function setStatus(page: Page, client: Client, status: Client['status']): Promise<void> {
  const response = await page.request.patch(`${setup.bff.url}api/clients/${client.id}`, { headers: { 'X-CSRF': '1' }, data: { status } });
  if (!response.ok()) throw new Error(`PATCH client: ${response.status()}`);
}

const statusOf = async (page: Page, client: Client) => (await apiJson<Client>(page, setup.bff, `api/clients/${client.id}`)).body.status;

/** Opens the new contract of `client`, with the template's first line chosen. */
async function newContract(page: Page, client: Client): Promise<void> {
  const template = (await apiJson<ContractTemplate>(page, setup.bff, 'api/contract-template')).body;
  await page.goto(`${setup.bff.url}pages/create-contract/${client.id}`);
  await page.getByRole('heading', { level: 1, name: 'Nouveau contrat' }).waitFor();
  await page.getByRole('checkbox', { name: template.texts[1].title }).check();
}

async function save(page: Page): Promise<void> {
  await page.getByTestId('save-contract').click();
  await page.waitForURL((url) => /^\/pages\/contract\/\d+$/.test(url.pathname));
}

t.test('a Consultant: the file stays « En cours » unless they switch it to « En attente », and the toast says so', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'dashboard');
  const client = (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?scope=mine&perPage=10')).body.items[1];
  await setStatus(page, client, 'En cours');

  // Saved as it comes: the status is shown, the switch is off, nothing changes.
  await newContract(page, client);
  const choice = page.getByTestId('client-status-choice');
  t.match(await choice.textContent(), 'Statut du dossier : En cours', 'the status is shown before saving');
  const move = page.getByRole('switch', { name: 'Passer le dossier en « En attente »' });
  t.notOk(await move.isChecked(), 'off by default');
  t.match(await choice.textContent(), 'Le statut du dossier ne change pas.');
  await save(page);
  const plain = await toastWith(page, 'Contrat créé');
  t.notMatch(plain.text, 'En attente', 'the toast says nothing of a status');
  t.equal(await statusOf(page, client), 'En cours', 'the status the user chose is kept');

  // Switched on: said before saving, and after.
  await newContract(page, client);
  await move.check();
  t.match(await choice.textContent(), 'À l’enregistrement du contrat, le dossier passera de « En cours » à « En attente ».');
  await save(page);
  await toastWith(page, 'Contrat créé. Le dossier du client est passé en « En attente ».');
  t.equal(await statusOf(page, client), 'En attente', 'the file is « En attente », as asked');

  // Already « En attente »: nothing to switch.
  await newContract(page, client);
  t.match(await choice.textContent(), 'Statut du dossier : En attente');
  t.equal(await move.count(), 0, 'no switch');
});
