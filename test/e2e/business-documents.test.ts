/** Documents: a Client uploads two files (progress bars), downloads one, deletes one; sees only their own; staff reach them from the card. */
import t from 'tap';
import { readFile } from 'node:fs/promises';
import { newPage, setupFile, toastWith } from './harness.js';
import { apiJson, eventually, frenchDate, isoDay, openAs } from './business-helpers.js';
import type { StoredFile } from '../../shared/schemas/files.js';

const setup = setupFile(t);
const stamp = Date.now();
const PDF = { name: `attestation-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% e2e\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
const TXT = { name: `notes-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('Trimestres 1998 à demander à la caisse.\n') };

t.test('Client: upload two files, download one, delete one; only their own documents', async (t) => {
  const page = await newPage(t, setup.browser, { acceptDownloads: true });
  await openAs(page, setup.bff, 'Client', 'document');
  await page.getByRole('heading', { level: 1, name: 'Mes documents' }).waitFor();
  t.equal(await page.getByRole('combobox', { name: 'Client' }).count(), 0, 'no client picker for a client');
  const own = await apiJson<{ items: StoredFile[] }>(page, setup.bff, 'api/files');
  await page.getByTestId('file-row').first().waitFor();
  t.equal(await page.getByTestId('file-row').count(), own.body.items.length, 'the list is GET api/files');

  // A type outside the list is refused before any request.
  await page.getByTestId('file-input').setInputFiles([{ name: 'outil.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
  const refused = page.getByTestId('upload-row').filter({ hasText: 'outil.exe' });
  t.equal(await refused.getAttribute('data-status'), 'error');
  t.match(await refused.textContent(), 'Type de fichier non accepté.');

  // Two files at once: a progress bar each, then both listed under today's date.
  await page.getByTestId('file-input').setInputFiles([PDF, TXT]);
  for (const file of [PDF, TXT]) {
    const row = page.getByTestId('upload-row').filter({ hasText: file.name });
    t.equal(await row.getByRole('progressbar').count() + (await row.getAttribute('data-status') === 'done' ? 1 : 0) > 0, true, `${file.name}: a progress bar`);
    t.equal(await eventually(() => row.getAttribute('data-status'), 'done'), 'done', `${file.name} uploaded`);
    t.equal(await row.getByRole('progressbar').getAttribute('aria-valuenow'), '100');
  }
  await toastWith(page, 'Fichiers envoyés');
  const today = page.getByRole('region', { name: new RegExp(frenchDate(isoDay())) });
  await today.getByText(PDF.name).waitFor();
  await today.getByText(TXT.name).waitFor();
  const after = await apiJson<{ items: StoredFile[] }>(page, setup.bff, 'api/files');
  t.equal(after.body.items.length, own.body.items.length + 2, 'two more files');

  // Download one: the same bytes come back, under its name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Télécharger ${TXT.name}` }).click();
  const download = await downloading;
  t.equal(download.suggestedFilename(), TXT.name);
  const path = await download.path();
  t.equal((await readFile(path)).toString(), TXT.buffer.toString(), 'same content');
  t.match(await page.getByRole('link', { name: `Ouvrir ${PDF.name}` }).getAttribute('href'), /\/api\/files\/\d+\/download\?inline=1$/);

  // Delete with confirmation.
  await page.getByRole('button', { name: `Supprimer ${PDF.name}` }).click();
  t.match(await page.getByTestId('confirm-dialog').textContent(), `Supprimer le document « ${PDF.name} » ?`);
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Document supprimé');
  await page.getByText(PDF.name).waitFor({ state: 'detached' });

  // Another person's files are out of reach: the BFF answers as if there were none (404).
  t.equal((await apiJson(page, setup.bff, 'api/files?userId=1')).status, 404);
});

t.test('Ancient Client: sees their own documents, not another client’s', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Ancient Client', 'document');
  await page.getByRole('heading', { level: 1, name: 'Mes documents' }).waitFor();
  await page.getByTestId('drop-zone').waitFor();
  const own = await apiJson<{ items: StoredFile[] }>(page, setup.bff, 'api/files');
  await eventually(async () => (await page.getByTestId('file-row').count()) === own.body.items.length || (await page.getByTestId('list-empty').count()) === 1, true);
  t.equal(await page.getByText(TXT.name).count(), 0, 'the other client’s upload is not here');
});

t.test('Consultant: a client’s documents from the client card', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'document');
  await page.getByTestId('list-empty').waitFor();
  // The Client demo account is one of the firm's clients: find it and open its card's Documents tab.
  await page.getByRole('combobox', { name: 'Client' }).fill('Bernard Petit');
  await page.getByRole('listbox').getByRole('option', { name: /Bernard Petit/ }).first().click();
  await page.getByText(TXT.name).waitFor();
  await page.getByRole('link', { name: 'Ouvrir la fiche client' }).click();
  await page.waitForURL(/\/app\/user\/edit\/\d+\/documents$/);
  await page.getByText(TXT.name).waitFor();
  t.pass('the upload of the client shows on their card');

  // "Ouvrir" and "Télécharger" give the consultant the file's own name and type, as the client gets them.
  const files = page.getByTestId('file-row');
  const name = (await files.first().locator('.file-name').textContent())!.trim();
  for (const link of [`Ouvrir ${name}`, `Télécharger ${name}`]) {
    const href = await page.getByRole('link', { name: link }).getAttribute('href');
    const answer = await page.request.get(new URL(href!, page.url()).toString());
    t.equal(answer.status(), 200, link);
    t.match(answer.headers()['content-disposition'], `filename*=UTF-8''${encodeURIComponent(name)}`, `${link}: the name`);
    t.not(answer.headers()['content-type'], 'application/octet-stream', `${link}: the type (${answer.headers()['content-type']})`);
  }
});
