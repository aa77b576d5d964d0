/**
 * Issue 28 on the people screens: « d' » and the person's civility, the search by birth name,
 * file sizes in one unit, « aujourd'hui » tasks, one kind of initials, a client deleted under a
 * save, the « Choisissez votre mot de passe » layout, another client's document, the sidebar.
 */
import t from 'tap';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { firmToday } from '../../shared/firm-day.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';
import type { StoredFile } from '../../shared/schemas/files.js';
import type { Role } from '../../shared/schemas/people.js';
import type { TemporaryAccess } from '../../shared/schemas/access.js';
import { demoAccount, newPage, setupFile, submitLogin, waitForPath } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';

const setup = setupFile(t);
const CSRF = { 'X-CSRF': '1' };
const stamp = Date.now().toString(36);

async function send(page: Page, method: 'patch' | 'post' | 'delete', path: string, data?: object): Promise<unknown> {
  const response = await page.request[method](`${setup.bff.url}${path}`, { headers: CSRF, ...(data ? { data } : {}) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
  return response.status() === 204 ? null : response.json();
}

const mineClients = async (page: Page) => (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?scope=mine&perPage=25')).body.items;

t.test("« d' » and initials: Antoine's temporary password, Marie-Claire Le Gall's initials on the card and the new contract", async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'dashboard');
  const [antoine, marieClaire] = (await mineClients(page)).slice(6, 8);
  await send(page, 'patch', `api/clients/${antoine.id}`, { firstName: 'Antoine', lastName: `Aubert${stamp}` });
  await send(page, 'patch', `api/clients/${marieClaire.id}`, { firstName: 'Marie-Claire', lastName: 'Le Gall' });

  await page.goto(`${setup.bff.url}app/user/edit/${antoine.id}/info`);
  await page.getByRole('button', { name: /Donner l’accès|Réinitialiser le mot de passe/ }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Créer le mot de passe' }).click();
  await page.getByRole('dialog', { name: `Mot de passe provisoire d’Antoine Aubert${stamp}` }).waitFor();
  t.pass('« Mot de passe provisoire d’Antoine … »');
  await page.keyboard.press('Escape');

  await page.goto(`${setup.bff.url}app/user/edit/${marieClaire.id}/info`);
  t.equal(await page.locator('.client-summary .avatar').textContent(), 'ML', 'the card: first name, then last name');
  await page.goto(`${setup.bff.url}pages/create-contract/${marieClaire.id}`);
  t.equal(await page.locator('.contract-client-avatar').textContent(), 'ML', 'the new contract: the same');
});

t.test('the client list finds a client by their birth name, as the card shows it', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'dashboard');
  const client = (await mineClients(page))[8];
  await send(page, 'patch', `api/clients/${client.id}`, { maidenName: `Vernières${stamp}` });
  await page.goto(`${setup.bff.url}app/user/clientslist`);
  await page.locator('#clients-search').fill(`vernieres${stamp}`);
  const rows = page.getByTestId('client-row');
  t.equal(await eventually(() => rows.count(), 1), 1, 'one client found');
  t.match(await rows.textContent(), client.lastName, 'that client');
});

t.test('a 21 000 000-octet file reads 21 Mo and is refused against 20 Mo', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Client', 'document');
  t.match(await page.locator('main').textContent(), '20 Mo au plus par fichier', 'the limit, in the drop zone');
  // A file on disk: the browser reads it itself (21 MB sent over the protocol would be slow).
  const path = join(await mkdtemp(join(tmpdir(), 'i28-')), 'releve.pdf');
  await writeFile(path, Buffer.alloc(21_000_000, 32));
  t.teardown(() => rm(dirname(path), { recursive: true, force: true }));
  await page.getByTestId('file-input').setInputFiles(path);
  const row = page.getByTestId('upload-row').filter({ hasText: 'releve.pdf' });
  t.equal(await row.getAttribute('data-status'), 'error');
  t.match((await row.textContent())?.replace(/[\u00a0\u202f]/g, ' '), 'Fichier trop volumineux (21 Mo) : 20 Mo au plus.');
});

t.test("a task due today is « aujourd'hui », never urgent, in a browser whose day is not the firm's", async (t) => {
  const paris = firmToday();
  const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()) !== paris)!;
  const page = await newPage(t, setup.browser, { timezoneId: zone });
  await openAs(page, setup.bff, 'admin', 'dashboard');
  const day = (offset: number) => firmToday(new Date(Date.now() + offset * 86_400_000));
  const title = `Relance ${stamp}`;
  for (const [when, offset] of [['hier', -1], ['jour', 0]] as const) await send(page, 'post', 'api/tasks', { title: `${title} ${when}`, dueDate: day(offset) });
  await page.goto(`${setup.bff.url}task/all?q=${encodeURIComponent(title)}`);
  const urgent = page.getByTestId('tasks-urgent');
  const others = page.getByTestId('tasks-others');
  await others.getByText(`${title} jour`).waitFor();
  t.match(await others.getByTestId('task-row').filter({ hasText: `${title} jour` }).textContent(), 'Échéance : aujourd’hui', `today's task (browser in ${zone})`);
  t.equal(await urgent.getByTestId('task-row').count(), 1, "urgent: yesterday's alone");
  t.match(await urgent.getByTestId('task-row').textContent(), `${title} hier`);
});

t.test('saving a client someone deleted: « Ce client a été supprimé », the typed values copied, or back to the list', async (t) => {
  const page = await newPage(t, setup.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await openAs(page, setup.bff, 'Consultant', 'dashboard');
  const admin = await newPage(t, setup.browser);
  await openAs(admin, setup.bff, 'admin', 'dashboard');
  const client = (await mineClients(page))[9];
  await page.goto(`${setup.bff.url}app/user/edit/${client.id}/info`);
  await page.getByLabel('Lieu de naissance').fill(`Quimper ${stamp}`);
  await send(admin, 'delete', `api/clients/${client.id}`);

  await page.getByRole('button', { name: 'Enregistrer' }).last().click();
  const dialog = page.getByTestId('deleted-record-dialog');
  await dialog.waitFor();
  t.match(await dialog.textContent(), 'Ce client a été supprimé par Claire Dubois');
  t.notMatch(await dialog.textContent(), 'Ressource introuvable');
  const typed = await dialog.getByLabel('Votre saisie').inputValue();
  t.match(typed, `Lieu de naissance : Quimper ${stamp}`, '« Champ : valeur »');
  t.match(typed, `Nom : ${client.lastName}`);
  await dialog.getByRole('button', { name: 'Copier ma saisie' }).click();
  await dialog.getByText('Saisie copiée dans le presse-papiers.').waitFor();
  t.equal(await page.evaluate(() => navigator.clipboard.readText()), typed, 'in the clipboard');
  await dialog.getByRole('button', { name: 'Retour à la liste des clients' }).click();
  await waitForPath(page, '/app/user/clientslist');
  t.pass('back to the list, without being asked about unsaved changes');
});

t.test('« Choisissez votre mot de passe » at 1440 px: each label on one line, the inputs aligned', async (t) => {
  const staff = await newPage(t, setup.browser);
  await openAs(staff, setup.bff, 'Consultant', 'dashboard');
  const client = (await mineClients(staff))[10];
  const access = (await send(staff, 'post', `api/clients/${client.id}/access`)) as TemporaryAccess;
  const page = await newPage(t, setup.browser);
  await page.goto(`${setup.bff.url}pages/login`);
  await submitLogin(page, client.email, access.temporaryPassword);
  await waitForPath(page, '/pages/choose-password');
  const form = page.getByTestId('password-form');
  await form.waitFor();
  const labels = await form.locator('label.form-label').evaluateAll((all) => all.map((label) => label.getBoundingClientRect().height));
  t.equal(labels.length, 3);
  t.ok(labels.every((height) => height === labels[0]), `the labels are one line each (${labels.join(', ')} px)`);
  const inputs = await form.locator('input[type="password"]').evaluateAll((all) => all.map((input) => { const box = input.getBoundingClientRect(); return `${box.left}/${box.width}`; }));
  t.same(new Set(inputs).size, 1, 'the inputs start at the same place and are as wide');
});

t.test("a signed-in client opening another client's document sees the « not authorized » page", async (t) => {
  const staff = await newPage(t, setup.browser);
  await openAs(staff, setup.bff, 'admin', 'dashboard');
  const client = await demoAccount(setup.bff, 'Client');
  const others = (await apiJson<Paged<Client>>(staff, setup.bff, 'api/clients?perPage=50')).body.items.filter((c) => c.email !== client.email);
  let file: StoredFile | undefined;
  for (const other of others) {
    file = (await apiJson<{ items: StoredFile[] }>(staff, setup.bff, `api/files?userId=${other.id}`)).body.items[0];
    if (file) break;
  }
  if (!file) throw new Error('no other client has a document');
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Client', 'document');
  await page.goto(`${setup.bff.url}api/files/${file.id}/download?inline=1`);
  await waitForPath(page, '/misc/not-authorized');
  await page.getByRole('heading', { level: 1 }).waitFor();
  t.notMatch(await page.locator('body').textContent(), '"error"', 'no raw JSON');
});

t.test('at 1440 px the expanded sidebar cuts no entry, « Mes documents » and its « 5 news » included', async (t) => {
  for (const role of ['admin', 'Consultant', 'Expert', 'Client', 'Ancient Client'] as Role[]) {
    const page = await newPage(t, setup.browser);
    await openAs(page, setup.bff, role, role === 'Client' ? 'app/profile' : 'document');
    const titles = page.locator('nav[aria-label="Menu principal"] .menu-title');
    await titles.first().waitFor();
    const cut = await titles.evaluateAll((all) => all.filter((title) => title.scrollWidth > title.clientWidth).map((title) => title.textContent));
    t.same(cut, [], `${role}: every title whole`);
    if (role === 'Consultant') t.equal(await page.getByTestId('badge-documents').textContent(), '5 news', 'the badge stays');
    await page.context().close();
  }
});
