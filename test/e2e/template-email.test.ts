/**
 * The Mail demo (/email/:filter): folders and counts, search, star, select and move, read/unread,
 * labels, the reading pane, compose and send; on a phone the folders are an offcanvas and the list
 * and the reading pane show one at a time; a Consultant is refused.
 */
import { readFile } from 'node:fs/promises';
import t from 'tap';
import type { Page } from 'playwright-core';
import type { MailsResponse } from '../../shared/schemas/template-email.js';
import { demoAccount, newPage, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';

const setup = setupFile(t);

const mails = async (page: Page, query = '') => (await apiJson<MailsResponse>(page, setup.bff, `api/email/mails${query}`)).body;
const row = (page: Page, subject: string) => page.getByTestId('mail-row').filter({ has: page.getByTestId('mail-subject').getByText(subject, { exact: true }) });
const rowCount = (page: Page) => page.getByTestId('mail-row').count();
const badge = async (page: Page, folder: string) => {
  const found = page.getByTestId(`mail-count-${folder}`);
  return (await found.count()) === 0 ? null : ((await found.first().textContent()) ?? '').replace(/\D.*$/, '');
};

t.test('admin: search, star, move, read/unread, labels, the reading pane, compose and send', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'email/inbox');
  await page.getByRole('heading', { level: 1, name: 'Messagerie' }).waitFor();
  await page.getByTestId('mail-row').first().waitFor();
  const inbox = await mails(page);
  t.equal(await rowCount(page), inbox.emails.length, 'the inbox lists every inbox mail');
  t.equal(await badge(page, 'inbox'), String(inbox.emailsMeta.unread.inbox), 'the inbox badge counts the unread');
  t.equal(await page.getByTestId('mail-list-title').textContent(), 'Boîte de réception');

  // Search (sender name, whatever the case): the URL keeps it.
  await page.locator('#mail-search').fill('SOPHIE');
  await page.waitForURL((url) => url.searchParams.get('q') === 'SOPHIE');
  const sophie = (await mails(page, '?q=sophie')).emails.length;
  t.equal(await eventually(() => rowCount(page), sophie), sophie, 'the rows of the search');
  t.ok(sophie >= 2);
  for (const text of await page.getByTestId('mail-row').allTextContents()) t.match(text, 'Sophie Marchand');
  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  t.equal(await eventually(() => rowCount(page), inbox.emails.length), inbox.emails.length, 'the search cleared');

  // Star: at once in the row, then in the starred view.
  const pension = 'Pension de réversion de ma mère';
  await row(page, pension).getByTestId('mail-star').click();
  t.equal(await eventually(() => row(page, pension).getByTestId('mail-star').getAttribute('aria-pressed'), 'true'), 'true', 'starred');
  t.ok((await mails(page, '?filter=starred')).emails.some((m) => m.subject === pension), 'the BFF agrees');
  await page.getByTestId('mail-folder-starred').click();
  await waitForPath(page, '/email/starred');
  await row(page, pension).waitFor();
  t.equal(await page.getByTestId('mail-list-title').textContent(), 'Suivis');
  await page.getByTestId('mail-folder-inbox').click();
  await waitForPath(page, '/email/inbox');

  // Select all, none; then two, moved to spam.
  await page.getByTestId('mail-row').first().waitFor();
  await page.getByTestId('mail-select-all').check();
  t.equal(await page.getByTestId('mail-selection-count').textContent(), `${inbox.emails.length} sélectionnés`, 'all selected');
  await page.getByTestId('mail-select-all').uncheck();
  t.equal(await page.getByTestId('mail-select').and(page.locator(':checked')).count(), 0, 'none selected');
  const moved = ['Vos congés de fin d’année', 'Lettre de novembre : ce qui change au 1er janvier'];
  for (const subject of moved) await row(page, subject).getByTestId('mail-select').check();
  t.equal(await page.getByTestId('mail-selection-count').textContent(), '2 sélectionnés');
  await page.getByTestId('mail-bulk-move').click();
  await page.getByTestId('move-to-spam').click();
  await toastWith(page, 'Déplacé');
  for (const subject of moved) await row(page, subject).waitFor({ state: 'detached' });
  t.equal(await page.getByTestId('mail-selection-count').textContent(), 'Tout sélectionner', 'the selection is cleared');
  const spam = (await mails(page, '?filter=spam')).emails.map((m) => m.subject);
  t.ok(moved.every((subject) => spam.includes(subject)), 'both in the spam folder');

  // Mark read, then unread: the row and the badge follow.
  const progressive = 'Retraite progressive : suis-je éligible ?';
  const unreadBefore = (await mails(page)).emailsMeta.unread.inbox;
  t.match(await row(page, progressive).getAttribute('class'), /is-unread/);
  await row(page, progressive).getByTestId('mail-select').check();
  await page.getByTestId('mail-bulk-read').click();
  await toastWith(page, 'Marqué comme lu');
  t.notMatch(await row(page, progressive).getAttribute('class'), /is-unread/, 'read');
  t.equal(await eventually(() => badge(page, 'inbox'), String(unreadBefore - 1)), String(unreadBefore - 1), 'the badge drops');
  await page.getByTestId('mail-bulk-unread').click();
  await toastWith(page, 'Marqué comme non lu');
  t.equal(await eventually(async () => /is-unread/.test((await row(page, progressive).getAttribute('class')) ?? ''), true), true, 'unread again');
  t.equal(await eventually(() => badge(page, 'inbox'), String(unreadBefore)), String(unreadBefore));
  await row(page, progressive).getByTestId('mail-select').uncheck();

  // A label, from the selection's menu; the label view lists it.
  const meeting = 'Rendez-vous du 3 décembre';
  await row(page, meeting).getByTestId('mail-select').check();
  await page.getByTestId('mail-bulk-labels').click();
  t.equal(await page.getByTestId('label-toggle-important').getAttribute('aria-checked'), 'false');
  await page.getByTestId('label-toggle-important').click();
  await toastWith(page, 'Libellés mis à jour');
  t.equal(await eventually(() => page.getByTestId('label-toggle-important').getAttribute('aria-checked'), 'true'), 'true', 'ticked');
  await page.keyboard.press('Escape');
  await page.getByTestId('mail-label-important').click();
  await waitForPath(page, '/email/important');
  await row(page, meeting).waitFor();
  t.equal(await page.getByTestId('mail-list-title').textContent(), 'Important');
  await page.getByTestId('mail-folder-inbox').click();
  await waitForPath(page, '/email/inbox');

  // Read a mail: the pane shows who it went to and its attachment, and it is read.
  const career = 'Relevé de carrière : périodes manquantes';
  await row(page, career).getByTestId('mail-open').click();
  const reader = page.getByTestId('mail-reader');
  await reader.waitFor();
  t.equal(await reader.getByTestId('mail-reader-subject').textContent(), career);
  const pane = (await reader.textContent()) ?? '';
  t.match(pane, 'claire.dubois@cabinet-demo.fr', 'to the signed-in user');
  t.match(pane, 'releve-carriere-2026.pdf', 'the attachment');
  t.match(pane, 'saisonnier en Savoie', 'the message');
  t.equal(await eventually(async () => /is-unread/.test((await row(page, career).getAttribute('class')) ?? ''), false), false, 'opening reads it');
  t.notOk((await mails(page)).emails.find((m) => m.subject === career)!.unread, 'the BFF agrees');
  // A conversation shows its earlier messages; the pane stars too.
  await row(page, 'Rachat de trimestres : simulation').getByTestId('mail-open').click();
  await reader.getByText('Vous trouverez ci-joint la simulation demandée', { exact: false }).first().waitFor();
  await reader.getByTestId('mail-reader-back').click();
  await reader.waitFor({ state: 'detached' });

  // Compose: validation, then send; the mail is in the sent folder.
  await page.getByTestId('mail-compose').click();
  const dialog = page.getByTestId('compose-dialog');
  await dialog.getByRole('heading', { name: 'Nouveau message' }).waitFor();
  await dialog.getByTestId('compose-send').click();
  t.equal(await dialog.getByTestId('error-compose-to').textContent(), 'Indiquez au moins un destinataire.');
  t.equal(await dialog.getByTestId('error-compose-subject').textContent(), 'L’objet est obligatoire.');
  await dialog.getByLabel('À', { exact: true }).fill('agathe.rousseau@example.com, pas-une-adresse');
  await dialog.getByTestId('compose-send').click();
  t.equal(await dialog.getByTestId('error-compose-to').textContent(), 'Adresse invalide : pas-une-adresse');
  const subject = `Vos trimestres de 1995 ${Date.now()}`;
  await dialog.getByLabel('À', { exact: true }).fill('agathe.rousseau@example.com');
  await dialog.getByTestId('compose-show-cc').click();
  await dialog.getByLabel('Cc', { exact: true }).fill('marc.lemoine@example.org');
  await dialog.getByLabel('Objet').fill(subject);
  await dialog.getByLabel('Message').fill('Bonjour,\n\nNous avons bien reçu votre attestation.');
  await dialog.getByTestId('compose-send').click();
  await toastWith(page, 'Message envoyé');
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('mail-folder-sent').click();
  await waitForPath(page, '/email/sent');
  await row(page, subject).getByTestId('mail-open').click();
  const sentPane = (await reader.textContent()) ?? '';
  t.match(sentPane, 'agathe.rousseau@example.com');
  t.match(sentPane, 'marc.lemoine@example.org');
  t.match(sentPane, 'Nous avons bien reçu votre attestation.');

  // An unknown filter says so and leads back to the inbox.
  await page.goto(`${setup.bff.url}email/archive`);
  await page.getByRole('heading', { name: 'Dossier inconnu' }).first().waitFor();
  t.match(await page.getByTestId('list-empty').textContent(), '« archive » n’est ni un dossier ni un libellé');
  await page.getByRole('link', { name: 'Aller à la boîte de réception' }).click();
  await waitForPath(page, '/email/inbox');
});

t.test('toggles say their state: the star, the selection box', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'email/inbox');
  const subject = 'Relevé de carrière : périodes manquantes';
  const star = row(page, subject).getByTestId('mail-star');
  await star.waitFor();
  t.same([await star.getAttribute('aria-label'), await star.getAttribute('aria-pressed')], [`Suivre « ${subject} »`, 'false']);
  await star.click();
  await row(page, subject).getByRole('button', { name: `Ne plus suivre « ${subject} »` }).waitFor();
  t.equal(await star.getAttribute('aria-pressed'), 'true', 'starred: pressed, and the name says what a press does now');
  await star.click();
  await row(page, subject).getByRole('button', { name: `Suivre « ${subject} »` }).waitFor();
  const box = row(page, subject).getByTestId('mail-select');
  await box.check();
  t.equal(await box.getAttribute('aria-label'), `Désélectionner le message « ${subject} »`);
  await box.uncheck();
  t.equal(await box.getAttribute('aria-label'), `Sélectionner le message « ${subject} »`);

  // The reading pane's star too.
  await row(page, subject).getByTestId('mail-open').click();
  const reader = page.getByTestId('mail-reader');
  await reader.getByRole('button', { name: 'Suivre', exact: true }).click();
  await reader.getByRole('button', { name: 'Ne plus suivre', exact: true }).waitFor();
  t.equal(await reader.getByTestId('reader-star').getAttribute('aria-pressed'), 'true');
});

t.test('attachments: a click downloads the file under its name and type; a PDF or a picture opens in a new tab', async (t) => {
  const page = await newPage(t, setup.browser, { acceptDownloads: true });
  await openAs(page, setup.bff, 'admin', 'email/inbox');
  await row(page, 'Relevé de carrière : périodes manquantes').getByTestId('mail-open').click();
  const reader = page.getByTestId('mail-reader');
  const pdf = reader.getByTestId('mail-attachment').filter({ hasText: 'releve-carriere-2026.pdf' });
  await pdf.waitFor();

  let downloading = page.waitForEvent('download');
  await pdf.getByRole('link', { name: 'Télécharger releve-carriere-2026.pdf' }).click();
  let download = await downloading;
  t.equal(download.suggestedFilename(), 'releve-carriere-2026.pdf');
  t.equal((await readFile(await download.path())).subarray(0, 5).toString('latin1'), '%PDF-', 'a real PDF');

  const opening = page.waitForEvent('popup');
  await pdf.getByRole('link', { name: 'Ouvrir releve-carriere-2026.pdf dans un nouvel onglet' }).click();
  const tab = await opening;
  t.match(tab.url(), /\/api\/email\/mails\/\d+\/attachments\/releve-carriere-2026\.pdf\?inline=1$/);
  const preview = await page.request.get(tab.url());
  t.same([preview.status(), preview.headers()['content-type'], preview.headers()['content-disposition']?.split(';')[0]], [200, 'application/pdf', 'inline']);
  await tab.close();

  // A spreadsheet of the sent folder: downloaded only (a browser cannot show it).
  await page.goto(`${setup.bff.url}email/sent`);
  await row(page, 'Simulation de rachat de trimestres').getByTestId('mail-open').click();
  const sheet = reader.getByTestId('mail-attachment').filter({ hasText: 'simulation-rachat.xlsx' });
  await sheet.waitFor();
  t.equal(await sheet.getByRole('link', { name: /Ouvrir/ }).count(), 0, 'no preview for a spreadsheet');
  downloading = page.waitForEvent('download');
  await sheet.getByRole('link', { name: 'Télécharger simulation-rachat.xlsx' }).click();
  download = await downloading;
  t.equal(download.suggestedFilename(), 'simulation-rachat.xlsx');
  t.equal((await readFile(await download.path())).subarray(0, 2).toString('latin1'), 'PK', 'an Office file (a zip)');
});

t.test('phone (375 px): folders in an offcanvas, the list and the reading pane one at a time', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 375, height: 800 } });
  await openAs(page, setup.bff, 'admin', 'email/inbox');
  await page.getByTestId('mail-row').first().waitFor();
  t.notOk(await page.getByTestId('mail-folder-sent').isVisible(), 'the folders are hidden');
  await page.getByTestId('mail-folders-toggle').click();
  await page.getByTestId('mail-folder-sent').click();
  await waitForPath(page, '/email/sent');
  await page.locator('.offcanvas-backdrop').waitFor({ state: 'detached' });
  t.equal(await eventually(() => page.getByTestId('mail-folder-sent').isVisible(), false), false, 'the offcanvas closes');
  t.equal(await page.getByTestId('mail-list-title').textContent(), 'Envoyés');
  await page.getByTestId('mail-open').first().click();
  await page.getByTestId('mail-reader').waitFor();
  t.notOk(await page.getByTestId('mail-list').isVisible(), 'the reader replaces the list');
  await page.getByTestId('mail-reader-back').click();
  await page.getByTestId('mail-list').waitFor({ state: 'visible' });
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no horizontal scroll');
});

t.test('a Consultant opening the mail is sent to not-authorized', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await page.goto(`${setup.bff.url}email/inbox`);
  await waitForPath(page, '/misc/not-authorized');
  t.pass('refused');
});
