/**
 * Issue 18 §3 on every other edit screen: a save sends only the fields the user changed, with
 * If-Match of the version the screen showed (read from the request itself: its headers and body).
 */
import t from 'tap';
import type { Page, Request } from 'playwright-core';
import type { Paged } from '../../shared/schemas/common.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import type { CrmEntry } from '../../shared/schemas/crm.js';
import type { Member } from '../../shared/schemas/members.js';
import type { Profile } from '../../shared/schemas/profile.js';
import type { Task } from '../../shared/schemas/tasks.js';
import type { Client } from '../../shared/schemas/clients.js';
import { newPage, setupFile, toastWith } from './harness.js';
import { apiJson, openAs } from './business-helpers.js';

const setup = setupFile(t);

/** The next write of `method` to `path` (a pathname under the BFF) the page sends. */
function nextWrite(page: Page, method: string, path: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname === `/${path}`);
}

/** What a write carried: its If-Match and its JSON body. */
function carried(request: Request): { ifMatch: string | undefined; body: unknown } {
  return { ifMatch: request.headers()['if-match'], body: request.postDataJSON() };
}

t.test('member dialog (admin): the name only, over the version listed', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'app/member/memberslist?sort=name&order=asc');
  const member = (await apiJson<Paged<Member>>(page, setup.bff, 'api/members?sort=name&order=asc&perPage=10')).body.items.find((m) => m.email !== 'claire.dubois@cabinet-demo.fr')!;
  await page.getByRole('button', { name: `Modifier ${member.name}` }).last().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom complet').fill(`${member.name} Junior`);
  const sent = nextWrite(page, 'PATCH', `api/members/${member.id}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  t.same(carried(await sent), { ifMatch: `"${member.version}"`, body: { name: `${member.name} Junior` } });
  await toastWith(page, 'Modifications enregistrées');
});

t.test('task dialog: opening an unread task reads it, then the title only, over the version read', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'task/all');
  const task = (await apiJson<Paged<Task>>(page, setup.bff, 'api/tasks?filter=unread&perPage=10')).body.items[0];
  await page.goto(`${setup.bff.url}task/all?q=${encodeURIComponent(task.title)}`);
  const read = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/tasks/${task.id}`));
  await page.getByRole('button', { name: `Modifier « ${task.title} »` }).first().click();
  const readAnswer = (await (await read).json()) as Task;
  t.equal(readAnswer.read, true, 'opening it read it');
  const modal = page.getByTestId('task-modal');
  await modal.getByLabel('Titre').fill(`${task.title} (relu)`);
  const sent = nextWrite(page, 'PATCH', `api/tasks/${task.id}`);
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  t.same(carried(await sent), { ifMatch: `"${readAnswer.version}"`, body: { title: `${task.title} (relu)` } }, 'the version its own reading made: no conflict');
  await toastWith(page, 'Tâche mise à jour');
  t.equal(await page.getByTestId('conflict-dialog').count(), 0);
});

t.test('CRM entry dialog: the note only, over the version listed', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'kpi');
  const entry = (await apiJson<Paged<CrmEntry>>(page, setup.bff, 'api/crm/entries?page=1&perPage=10')).body.items[0];
  const row = page.locator(`[data-entry-id="${entry.id}"]`);
  await row.getByRole('button', { name: /^Modifier/ }).click();
  const form = page.getByTestId('crm-edit-form');
  await form.getByLabel('Note').fill('Rappel convenu pour lundi.');
  const sent = nextWrite(page, 'PATCH', `api/crm/entries/${entry.id}`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  t.same(carried(await sent), { ifMatch: `"${entry.version}"`, body: { note: 'Rappel convenu pour lundi.' } });
  await toastWith(page, 'KPI modifié');
});

t.test('contract template: the general conditions only, over the version shown', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'app/contractTemplate');
  const template = (await apiJson<ContractTemplate>(page, setup.bff, 'api/contract-template')).body;
  // The editor shows the stored terms before the test types (its first answer fills the form).
  await page.waitForFunction((expected) => (document.querySelector('#template-conditions') as HTMLTextAreaElement | null)?.value === expected, template.generalConditions);
  await page.locator('#template-conditions').fill(`${template.generalConditions}\nArticle ajouté.`);
  const sent = nextWrite(page, 'PATCH', 'api/contract-template');
  await page.getByTestId('save-template').click();
  t.same(carried(await sent), { ifMatch: `"${template.version}"`, body: { generalConditions: `${template.generalConditions}\nArticle ajouté.` } });
  await toastWith(page, 'Modèle de contrat sauvegardé');
});

t.test('profile notes: the notes, over the version of the profile shown', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'app/profile');
  const profile = (await apiJson<Profile>(page, setup.bff, 'api/profile')).body;
  await page.getByLabel('Notes personnelles').fill('Relire les dossiers de juin.');
  const sent = nextWrite(page, 'PUT', 'api/profile/notes');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  t.same(carried(await sent), { ifMatch: `"${profile.version}"`, body: { notes: 'Relire les dossiers de juin.' } });
  await toastWith(page, 'Notes enregistrées');
});

t.test('contract editor and client notes: the field changed only, over the version shown', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'dashboard');
  const contract = (await apiJson<Paged<Contract>>(page, setup.bff, 'api/contracts?scope=mine&perPage=10')).body.items[0];
  await page.goto(`${setup.bff.url}pages/contract/${contract.id}`);
  const method = contract.paymentMethod === 'Chèque de banque' ? 'Espèces' : 'Chèque de banque';
  await page.getByLabel('Mode de paiement').selectOption(method);
  let sent = nextWrite(page, 'PATCH', `api/contracts/${contract.id}`);
  await page.getByTestId('save-contract').click();
  t.same(carried(await sent), { ifMatch: `"${contract.version}"`, body: { paymentMethod: method } }, 'the contract');
  await toastWith(page, 'Contrat enregistré');

  const client = (await apiJson<Client>(page, setup.bff, `api/clients/${contract.clientId}`)).body;
  await page.goto(`${setup.bff.url}app/user/edit/${client.id}/comments`);
  await page.locator('#client-comments').fill('Dossier complet.');
  sent = nextWrite(page, 'PATCH', `api/clients/${client.id}`);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  t.same(carried(await sent), { ifMatch: `"${client.version}"`, body: { comments: 'Dossier complet.' } }, 'the client’s comments');
  await toastWith(page, 'Modifications enregistrées');
});
