/**
 * Issue 26, the journal's screens: two people change one client (a Consultant and the admin, each in
 * a browser of their own); the card's Historique tab names both with the old → new values, the
 * conflict dialog names the other person, the admin's Journal page (reached from Members) finds the
 * entries by record and says the chain is intact. A deleted client's dialog names who deleted it; a
 * contract's and a member's histories load when opened; the admin exports a client's data (the file
 * and the printable page). Screenshots of the three screens at 1440 and 375 px, light and dark, go to
 * /tmp/journal-*.png.
 */
import t from 'tap';
import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { newPage, presetCustomizer, setupFile, toastWith, waitForPath } from './harness.js';
import { apiJson, openAs } from './business-helpers.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);
/** A French browser in the firm's time zone, as the firm's people use it. */
const FRENCH: BrowserContextOptions = { locale: 'fr-FR', timezoneId: 'Europe/Paris' };
const CSRF = { 'X-CSRF': '1', 'Content-Type': 'application/json' };
const TIME = /\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/;

/** The Consultant's clients, sorted: each test takes its own (a test's writes must not move another's versions). */
let clients: Client[] = [];
async function mineClient(page: Page, index: number): Promise<Client> {
  if (clients.length === 0) clients = (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?scope=mine&perPage=25&sort=lastName')).body.items;
  return clients[index];
}

const field = (page: Page, label: string) => page.getByTestId('client-form').getByLabel(label, { exact: true }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
async function cardReady(page: Page): Promise<void> {
  await page.getByTestId('client-form').waitFor();
  await field(page, 'Lieu de naissance').waitFor();
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/journal-${name}.png`, fullPage: true });
}

/** Shared by the first test and the screenshots: the client two people changed. */
let changed: Client | null = null;

t.test('two people change one client: the history names both, the conflict dialog names the other, the journal finds them, its chain is intact', async (t) => {
  const consultant = await newPage(t, setup.browser, FRENCH);
  await openAs(consultant, setup.bff, 'Consultant', 'dashboard');
  const client = await mineClient(consultant, 0);
  changed = client;
  const card = `app/user/edit/${client.id}/info`;
  await consultant.goto(`${setup.bff.url}${card}`);
  const admin = await newPage(t, setup.browser, FRENCH);
  await openAs(admin, setup.bff, 'admin', card);
  await Promise.all([cardReady(consultant), cardReady(admin)]);
  const stamp = Date.now();

  await field(consultant, 'Lieu de naissance').fill(`Quimper ${stamp}`);
  await save(consultant);
  await toastWith(consultant, 'Modifications enregistrées');

  // The admin's card still shows the version it loaded: the same field saved over it meets the change.
  await field(admin, 'Lieu de naissance').fill(`Brest ${stamp}`);
  await save(admin);
  const dialog = admin.getByTestId('conflict-dialog');
  await dialog.waitFor();
  const said = (await dialog.getByTestId('conflict-text').textContent()) ?? '';
  t.match(said, /^Cette fiche a été modifiée par Julien Moreau à \d{2}:\d{2}\.$/, `the dialog names the other person and the time: « ${said} »`);
  t.equal(await dialog.getByTestId('conflict-theirs').textContent(), `Quimper ${stamp}`);
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await toastWith(admin, 'Modifications enregistrées');
  await dialog.waitFor({ state: 'detached' });

  // The card's Historique tab: both changes, newest first, named, old → new.
  await admin.getByRole('link', { name: 'Historique' }).click();
  await waitForPath(admin, `/app/user/edit/${client.id}/history`);
  const changes = admin.getByTestId('history-entry').filter({ has: admin.getByTestId('change-birthPlace') });
  await changes.first().waitFor();
  t.equal(await changes.count(), 2, 'two changes of the birth place');
  const [mine, theirs] = [changes.nth(0), changes.nth(1)];
  t.equal(await mine.getByTestId('entry-actor').textContent(), 'Claire Dubois', 'the newest: the admin');
  t.match(await mine.textContent(), 'Claire Dubois a modifié');
  t.equal(await mine.getByTestId('change-before').textContent(), `Quimper ${stamp}`, 'the old value');
  t.equal(await mine.getByTestId('change-after').textContent(), `Brest ${stamp}`, 'the new value');
  t.match(await mine.getByTestId('change-birthPlace').textContent(), /^Lieu de naissance\s:/, 'the field named as the form names it');
  t.match(await mine.locator('time').textContent(), TIME, 'when, the French way');
  t.equal(await theirs.getByTestId('entry-actor').textContent(), 'Julien Moreau', 'before it: the Consultant');
  t.equal(await theirs.getByTestId('change-before').textContent(), client.birthPlace || '(vide)');
  t.equal(await theirs.getByTestId('change-after').textContent(), `Quimper ${stamp}`);
  t.ok((await admin.getByTestId('history-entry').filter({ hasText: 'a consulté le n° de sécurité sociale' }).count()) > 0 || !client.socialSecurityNumber, 'the looks at the NIR are there too');
  t.same(await seriousViolations(admin), [], 'axe: the history tab');

  // The Journal page, from the Members page's header (admin), filtered by that client.
  await admin.goto(`${setup.bff.url}app/member/memberslist`);
  await admin.getByRole('link', { name: 'Journal', exact: true }).click();
  await waitForPath(admin, '/app/journal');
  await admin.getByTestId('journal-row').first().waitFor();
  await admin.getByLabel('Type de fiche').selectOption('client');
  await admin.getByLabel('N° de fiche').fill(String(client.id));
  await admin.waitForURL((url) => url.searchParams.get('recordId') === String(client.id) && url.searchParams.get('kind') === 'client');
  const rows = admin.getByTestId('journal-row').filter({ hasText: 'Modification' });
  await rows.filter({ hasText: 'Julien Moreau' }).first().waitFor();
  t.ok((await rows.filter({ hasText: 'Claire Dubois' }).count()) >= 1, "the admin's change");
  t.ok((await rows.filter({ hasText: 'Julien Moreau' }).count()) >= 1, "the Consultant's change");
  const records = await admin.getByTestId('journal-row').getByTestId('entry-record').allTextContents();
  t.ok(records.length > 0 && records.every((text) => text.includes(`${client.firstName} ${client.lastName}`)), 'only entries about that client');
  const csv = new URL((await admin.getByTestId('journal-export').getAttribute('href')) ?? '', setup.bff.url);
  t.equal(csv.pathname, '/api/journal/export.csv', 'the CSV link');
  t.same(Object.fromEntries(csv.searchParams), { kind: 'client', recordId: String(client.id) }, 'with the same filters');

  await admin.getByRole('button', { name: 'Vérifier l’intégrité' }).click();
  const verdict = admin.getByTestId('journal-verdict');
  await verdict.waitFor();
  t.match(await verdict.textContent(), /^Chaîne intacte : \d+ entrées vérifiées\.$/, 'the chain is intact');
  t.match(await verdict.getAttribute('class'), 'alert-success');
  t.same(await seriousViolations(admin), [], 'axe: the journal page');
});

t.test('the journal is the admin’s: no link for the Consultant, and its address leads to « not authorized »', async (t) => {
  const consultant = await newPage(t, setup.browser, FRENCH);
  await openAs(consultant, setup.bff, 'Consultant', 'app/member/memberslist');
  await consultant.getByTestId('member-row').first().waitFor();
  t.equal(await consultant.getByTestId('open-journal').count(), 0, 'no « Journal » button');
  await consultant.goto(`${setup.bff.url}app/journal`);
  await waitForPath(consultant, '/misc/not-authorized');
  const client = await mineClient(consultant, 1);
  await consultant.goto(`${setup.bff.url}app/user/edit/${client.id}/info`);
  await cardReady(consultant);
  t.equal(await consultant.getByTestId('client-export-json').count(), 0, 'no export of the client’s data');
  await consultant.goto(`${setup.bff.url}app/user/export/${client.id}`);
  await waitForPath(consultant, '/misc/not-authorized');
});

t.test('saving a client someone deleted: the dialog says who deleted it, and when', async (t) => {
  const consultant = await newPage(t, setup.browser, FRENCH);
  await openAs(consultant, setup.bff, 'Consultant', 'dashboard');
  const client = await mineClient(consultant, 2);
  await consultant.goto(`${setup.bff.url}app/user/edit/${client.id}/info`);
  await cardReady(consultant);
  const admin = await newPage(t, setup.browser, FRENCH);
  await openAs(admin, setup.bff, 'admin', 'dashboard');
  const deleted = await admin.request.delete(`${setup.bff.url}api/clients/${client.id}`, { headers: { 'X-CSRF': '1' } });
  t.equal(deleted.status(), 204);

  await field(consultant, 'Lieu de naissance').fill('Vannes');
  await save(consultant);
  const dialog = consultant.getByTestId('deleted-record-dialog');
  await dialog.waitFor();
  t.match(await dialog.textContent(), /Ce client a été supprimé par Claire Dubois le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\./, 'who and when');
  await dialog.getByRole('button', { name: 'Copier ma saisie' }).waitFor();
  await dialog.getByRole('button', { name: 'Retour à la liste des clients' }).waitFor();
});

t.test('a contract’s history and a member’s load when opened', async (t) => {
  const consultant = await newPage(t, setup.browser, FRENCH);
  await openAs(consultant, setup.bff, 'Consultant', 'dashboard');
  const contract = (await apiJson<Paged<Contract>>(consultant, setup.bff, 'api/contracts?scope=mine&perPage=10&sort=reference&order=desc')).body.items[0];
  const state = contract.state === 'En cours' ? 'En attente' : 'En cours';
  const patched = await consultant.request.patch(`${setup.bff.url}api/contracts/${contract.id}`, { headers: CSRF, data: { state } });
  t.equal(patched.status(), 200);

  const asked: string[] = [];
  consultant.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/history')) asked.push(request.url());
  });
  await consultant.goto(`${setup.bff.url}pages/contract/${contract.id}`);
  const section = consultant.getByTestId('contract-history');
  await section.waitFor();
  t.same(asked, [], 'nothing asked before the history is opened');
  await section.getByRole('button', { name: 'Afficher' }).click();
  const entry = section.getByTestId('history-entry').filter({ has: consultant.getByTestId('change-state') }).first();
  await entry.waitFor();
  t.match(await entry.textContent(), 'Julien Moreau a modifié');
  t.equal(await entry.getByTestId('change-before').textContent(), contract.state);
  t.equal(await entry.getByTestId('change-after').textContent(), state);
  t.equal(asked.length, 1, 'one page asked, once opened');
  t.match(asked[0], `/api/contracts/${contract.id}/history?page=1&perPage=25`);

  // A member's: the Consultant reads the team, each member's history in a dialog.
  await consultant.goto(`${setup.bff.url}app/member/memberslist`);
  await consultant.getByRole('button', { name: 'Historique de Julien Moreau' }).click();
  const dialog = consultant.getByTestId('member-history-dialog');
  const signIn = dialog.getByTestId('history-entry').filter({ hasText: 'a ouvert une session' }).first();
  await signIn.waitFor();
  t.match(await signIn.textContent(), 'Julien Moreau a ouvert une session');
});

t.test('a long history: 25 entries, then « Afficher plus » for the older ones', async (t) => {
  const admin = await newPage(t, setup.browser, FRENCH);
  await openAs(admin, setup.bff, 'admin', 'dashboard');
  const client = await mineClient(admin, 3);
  for (let n = 1; n <= 27; n += 1) {
    const written = await admin.request.patch(`${setup.bff.url}api/clients/${client.id}`, { headers: CSRF, data: { comments: `Suivi ${n}` } });
    if (written.status() !== 200) throw new Error(`PATCH ${n}: ${written.status()}`);
  }
  await admin.goto(`${setup.bff.url}app/user/edit/${client.id}/history`);
  const entries = admin.getByTestId('history-entry');
  await entries.first().waitFor();
  t.equal(await entries.count(), 25, 'the first page');
  // (The newest is the look at the NIR the card's own read made.)
  const newest = entries.filter({ has: admin.getByTestId('change-comments') }).first();
  t.equal(await newest.getByTestId('change-after').textContent(), 'Suivi 27', 'newest first');
  t.equal(await newest.getByTestId('change-before').textContent(), 'Suivi 26');
  t.match(await newest.getByTestId('change-comments').textContent(), /^Commentaires\s:/);
  await admin.getByRole('button', { name: 'Afficher plus' }).click();
  await admin.getByTestId('change-after').filter({ hasText: /^Suivi 1$/ }).waitFor();
  t.equal(await admin.getByRole('button', { name: 'Afficher plus' }).count(), 0, 'nothing more to show');
  t.match(await admin.getByTestId('history').textContent(), /(\d+) sur \1/, 'all of them shown');
});

t.test('the admin exports a client’s data: the JSON file, and the printable page in French', async (t) => {
  const admin = await newPage(t, setup.browser, FRENCH);
  await openAs(admin, setup.bff, 'admin', 'dashboard');
  // A client with contracts and a NIR (a list masks it; the record itself has it whole).
  const contracts = (await apiJson<Paged<Contract>>(admin, setup.bff, 'api/contracts?perPage=25&sort=reference&order=asc')).body.items;
  let client: Client | undefined;
  for (const { clientId } of contracts) {
    client = (await apiJson<Client>(admin, setup.bff, `api/clients/${clientId}`)).body;
    if (client.socialSecurityNumber !== '') break;
  }
  if (!client) throw new Error('no client with a contract and a NIR in the demo firm');
  await admin.goto(`${setup.bff.url}app/user/edit/${client.id}/info`);
  await cardReady(admin);

  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('client-export-json').click()]);
  t.match(download.suggestedFilename(), new RegExp(`^donnees-client-${client.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`), 'a file named after the client');
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { client: Client; journal: unknown[] };
  t.equal(file.client.id, client.id, 'their record in it');
  t.ok(file.journal.length > 0, 'and the journal about them');

  await admin.getByRole('link', { name: 'Version imprimable' }).click();
  await waitForPath(admin, `/app/user/export/${client.id}`);
  const sheet = admin.getByTestId('client-export');
  await sheet.waitFor();
  const identity = admin.getByTestId('data-identity');
  t.match(await identity.textContent(), `Numéro de sécurité sociale${client.socialSecurityNumber}`, 'the full NIR');
  t.match(await identity.textContent(), `Prénom${client.firstName}`);
  for (const title of ['Contrats', 'Tâches', 'Documents', 'Entrées CRM', 'Journal des modifications et consultations']) {
    t.ok(await admin.getByRole('heading', { name: new RegExp(`^${title} \\(\\d+\\)$`) }).isVisible(), `the section ${title}`);
  }
  t.match((await admin.getByTestId('data-contracts').textContent()) ?? '', /Total TTC\d[\d\s  ]*,\d{2}\s€/, 'amounts in euros, the French way');
  t.match(await admin.getByTestId('data-journal').textContent(), 'Claire Dubois a exporté les données', 'the export itself, journaled');
  await admin.getByRole('button', { name: 'Imprimer' }).waitFor();

  await admin.emulateMedia({ media: 'print' });
  t.notOk(await admin.getByTestId('sidebar').isVisible(), 'printed: no menu');
  t.notOk(await admin.getByTestId('navbar').isVisible(), 'no navbar');
  t.notOk(await admin.getByRole('button', { name: 'Imprimer' }).isVisible(), 'no buttons');
  t.ok(await identity.isVisible(), 'the data');
  await admin.emulateMedia({ media: 'screen' });
  t.same(await seriousViolations(admin), [], 'axe: the printable page');
});

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1440, 375]) {
    t.test(`screenshots at ${width} px, ${mode}: the history tab, the journal page, the printable export`, async (t) => {
      const page = await newPage(t, setup.browser, { ...FRENCH, viewport: { width, height: width > 400 ? 900 : 812 } });
      await presetCustomizer(page, setup.bff, { mode });
      await openAs(page, setup.bff, 'admin', 'dashboard');
      const client = changed ?? (await mineClient(page, 0));
      const at = `${width}-${mode}`;

      await page.goto(`${setup.bff.url}app/user/edit/${client.id}/history`);
      await page.getByTestId('history-entry').first().waitFor();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      t.ok(widths.page <= widths.viewport, `the history does not scroll sideways (${widths.page} px)`);
      await shoot(page, `history-${at}`);

      await page.goto(`${setup.bff.url}app/journal`);
      await page.getByTestId(width > 400 ? 'journal-row' : 'history-entry').first().waitFor();
      const journal = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      t.ok(journal.page <= journal.viewport, `the journal does not scroll sideways (${journal.page} px)`);
      await shoot(page, `page-${at}`);

      await page.goto(`${setup.bff.url}app/user/export/${client.id}`);
      await page.getByTestId('data-identity').waitFor();
      await shoot(page, `export-${at}`);
    });
  }
}

t.test('right to left at 1440 px: the history and the journal page', async (t) => {
  const page = await newPage(t, setup.browser, FRENCH);
  await presetCustomizer(page, setup.bff, { rtl: true });
  await openAs(page, setup.bff, 'admin', 'dashboard');
  const client = changed ?? (await mineClient(page, 0));
  await page.goto(`${setup.bff.url}app/user/edit/${client.id}/history`);
  await page.getByTestId('history-entry').first().waitFor();
  t.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  await shoot(page, 'history-1440-rtl');
  await page.goto(`${setup.bff.url}app/journal`);
  await page.getByTestId('journal-row').first().waitFor();
  await shoot(page, 'page-1440-rtl');
});
