/**
 * Issue 18 §3, two people on one record: a Consultant and an admin, each in a browser of their own,
 * edit the same client card (or the same contract's payments). Different fields: both kept, the
 * second saver told so; the same field: the dialog, the typed value kept meanwhile, the choice saved;
 * a change made elsewhere while typing: the notice, the untouched fields refreshed, the typed kept.
 */
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import type { Test } from 'tap';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { newPage, setupFile, toastWith } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';
import { seriousViolations } from './axe.js';
import { socialSecurityKey } from '../../shared/validation.js';

const setup = setupFile(t);

const MERGED = 'Enregistré. La fiche avait aussi été modifiée par ailleurs : ses autres changements sont conservés.';

/** The Consultant's clients, one per test (a test's writes must not move another's versions). */
let clients: Client[] = [];

async function twoEditors(t: Test, path: (id: number) => string, index: number): Promise<{ consultant: Page; admin: Page; id: number }> {
  const consultant = await newPage(t, setup.browser);
  await openAs(consultant, setup.bff, 'Consultant', 'dashboard');
  if (clients.length === 0) clients = (await apiJson<Paged<Client>>(consultant, setup.bff, 'api/clients?scope=mine&perPage=25&sort=lastName')).body.items;
  const id = clients[index].id;
  await consultant.goto(`${setup.bff.url}${path(id)}`);
  const admin = await newPage(t, setup.browser);
  await openAs(admin, setup.bff, 'admin', path(id));
  return { consultant, admin, id };
}

/** The card's informations tab, loaded. */
async function cardReady(page: Page): Promise<void> {
  await page.getByTestId('client-form').waitFor();
  await field(page, 'Lieu de naissance').waitFor();
}

/**
 * The window regains focus, as when the user comes back to the tab: SWR asks for the record again
 * (not within 5 s of the screen's mount, nor of the last time: focus again until `shown` appears).
 */
async function refocusUntil(page: Page, shown: Locator): Promise<void> {
  const until = Date.now() + 15_000;
  while ((await shown.count()) === 0 && Date.now() < until) {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await new Promise((done) => setTimeout(done, 500));
  }
  await shown.waitFor();
}

const card = (id: number) => `app/user/edit/${id}/info`;
/** A field of the card's form (the conflict dialog names the same fields). */
const field = (page: Page, label: string) => page.getByTestId('client-form').getByLabel(label, { exact: true }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

t.test('two fields changed by two people, saved one after the other: both kept, the second saver told so', async (t) => {
  const { consultant, admin, id } = await twoEditors(t, card, 0);
  await Promise.all([cardReady(consultant), cardReady(admin)]);
  const stamp = Date.now();

  await field(consultant, 'Lieu de naissance').fill(`Quimper ${stamp}`);
  await save(consultant);
  await toastWith(consultant, 'Modifications enregistrées');

  // The admin's card still shows the version it loaded: the save meets the change and merges it.
  const sent: Array<{ ifMatch: string | undefined; body: unknown }> = [];
  admin.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.endsWith(`/api/clients/${id}`)) sent.push({ ifMatch: request.headers()['if-match'], body: request.postDataJSON() });
  });
  await field(admin, 'Société').fill(`Atelier ${stamp}`);
  await save(admin);
  const toast = await toastWith(admin, MERGED);
  t.equal(toast.text, MERGED, 'the toast, word for word');
  t.equal(toast.role, 'status');
  t.equal(sent.length, 2, 'one refused write, one retry');
  t.same(sent.map((s) => s.body), [{ companyName: `Atelier ${stamp}` }, { companyName: `Atelier ${stamp}` }], 'only the field the admin changed, twice');
  t.not(sent[0].ifMatch, sent[1].ifMatch, 'the retry is made over the version the 412 answered');

  const saved = (await apiJson<Client>(admin, setup.bff, `api/clients/${id}`)).body;
  t.equal(saved.birthPlace, `Quimper ${stamp}`, "the Consultant's change is kept");
  t.equal(saved.companyName, `Atelier ${stamp}`, "the admin's change is saved");
  t.equal(await eventually(() => field(admin, 'Lieu de naissance').inputValue(), `Quimper ${stamp}`), `Quimper ${stamp}`, "the admin's card shows the other change");
  t.equal(await admin.getByTestId('conflict-dialog').count(), 0, 'no dialog');
});

t.test('the same field changed by both: the dialog, the typed value kept meanwhile, the choice per field saved', async (t) => {
  const { consultant, admin, id } = await twoEditors(t, card, 1);
  await Promise.all([cardReady(consultant), cardReady(admin)]);
  const stamp = Date.now();

  await field(consultant, 'Ville').fill(`Rennes ${stamp}`);
  await field(consultant, 'Lieu de naissance').fill(`Nantes ${stamp}`);
  await save(consultant);
  await toastWith(consultant, 'Modifications enregistrées');

  await field(admin, 'Ville').fill(`Brest ${stamp}`);
  await field(admin, 'Lieu de naissance').fill(`Lorient ${stamp}`);
  await field(admin, 'Société').fill(`Phare ${stamp}`);
  await save(admin);
  const dialog = admin.getByTestId('conflict-dialog');
  await dialog.waitFor();
  t.match(await dialog.textContent(), /modifiée par \p{L}[^.]* à \d{2}:\d{2}/u);
  t.match(await dialog.textContent(), 'Quand vous confirmerez, vos choix et vos autres modifications seront enregistrés', 'saved when confirmed, not already');
  await dialog.getByRole('button', { name: 'Annuler sans enregistrer' }).waitFor();
  t.same(await dialog.locator('legend').allTextContents(), ['Lieu de naissance', 'Adresse personnelle'], 'the fields changed on both sides, in the form’s order');
  const birth = dialog.getByTestId('conflict-birthPlace');
  t.equal(await birth.getByTestId('conflict-theirs').textContent(), `Nantes ${stamp}`, 'theirs');
  t.equal(await birth.getByTestId('conflict-mine').textContent(), `Lorient ${stamp}`, 'beside yours');
  t.match(await dialog.getByTestId('conflict-personalAddress').getByTestId('conflict-theirs').textContent(), `Rennes ${stamp}`, 'an address compared whole');
  t.equal(await field(admin, 'Ville').inputValue(), `Brest ${stamp}`, 'what the admin typed is still in the form while the dialog asks');
  t.equal(await field(admin, 'Lieu de naissance').inputValue(), `Lorient ${stamp}`);
  t.same(await seriousViolations(admin), [], 'axe: the dialog over the card');

  // Theirs for the address, the admin's own birth place.
  await dialog.getByTestId('conflict-personalAddress').getByLabel('Leur version').check();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await toastWith(admin, 'Modifications enregistrées');
  await dialog.waitFor({ state: 'detached' });

  const saved = (await apiJson<Client>(admin, setup.bff, `api/clients/${id}`)).body;
  t.equal(saved.personalAddress.city, `Rennes ${stamp}`, 'the address kept as theirs');
  t.equal(saved.birthPlace, `Lorient ${stamp}`, 'the birth place as the admin chose');
  t.equal(saved.companyName, `Phare ${stamp}`, "the admin's change nobody else made is saved too");
  t.equal(await field(admin, 'Ville').inputValue(), `Rennes ${stamp}`, 'the form shows the choice');
});

t.test('a contract paid elsewhere while its payment switch is used here: the dialog, the choice saved', async (t) => {
  const admin = await newPage(t, setup.browser);
  await openAs(admin, setup.bff, 'admin', 'dashboard');
  const consultant = await newPage(t, setup.browser);
  await openAs(consultant, setup.bff, 'Consultant', 'dashboard');
  const contract = (await apiJson<Paged<Contract>>(consultant, setup.bff, 'api/contracts?scope=mine&perPage=10&sort=reference&order=asc')).body.items[0];
  const csrf = { 'X-CSRF': '1', 'Content-Type': 'application/json' };
  // The deposit paid, not the balance, the contract in progress.
  const start = await consultant.request.patch(`${setup.bff.url}api/contracts/${contract.id}`, { headers: csrf, data: { state: 'En cours' } });
  t.equal(start.status(), 200);
  const paid = await consultant.request.post(`${setup.bff.url}api/contracts/${contract.id}/payments`, { headers: csrf, data: { deposit: true, balance: false } });
  t.equal(paid.status(), 200);
  const path = `pages/contract/${contract.id}`;
  await Promise.all([consultant.goto(`${setup.bff.url}${path}`), admin.goto(`${setup.bff.url}${path}`)]);
  await Promise.all([consultant.getByTestId('payment-deposit').waitFor(), admin.getByTestId('payment-deposit').waitFor()]);

  // The admin records the balance (the contract stays in progress).
  await admin.getByLabel('Solde versé').click();
  await admin.getByTestId('payment-state-dialog').getByRole('button', { name: 'Laisser « En cours »' }).click();
  await toastWith(admin, 'Paiement enregistré');

  // The Consultant, on the version before, cancels the deposit (which clears the balance too).
  t.ok(await consultant.getByLabel('Acompte versé').isChecked(), 'the deposit still shows paid here');
  t.notOk(await consultant.getByLabel('Solde versé').isChecked(), 'the balance still shows unpaid here');
  await consultant.getByLabel('Acompte versé').click();
  await consultant.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  const dialog = consultant.getByTestId('conflict-dialog');
  await dialog.waitFor();
  t.same(await dialog.locator('legend').allTextContents(), ['Solde versé'], 'the balance, changed on both sides');
  t.equal(await dialog.getByTestId('conflict-theirs').textContent(), 'Oui');
  t.equal(await dialog.getByTestId('conflict-mine').textContent(), 'Non');
  t.ok(await dialog.getByLabel('Votre version').isChecked(), 'the user’s own value is offered first');
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await toastWith(consultant, 'Paiement annulé');

  const saved = (await apiJson<Contract>(consultant, setup.bff, `api/contracts/${contract.id}`)).body;
  t.match(saved, { depositPaid: false, balancePaid: false }, 'the Consultant’s choice: nothing paid');
  t.notOk(await consultant.getByLabel('Solde versé').isChecked());
});

t.test('a change made elsewhere while typing: on focus, the notice; the untouched field refreshed, the typed one kept', async (t) => {
  const { consultant, admin, id } = await twoEditors(t, card, 2);
  await Promise.all([cardReady(consultant), cardReady(admin)]);
  const stamp = Date.now();

  await field(consultant, 'Ville').fill(`Vannes ${stamp}`);
  await field(admin, 'Lieu de naissance').fill(`Morlaix ${stamp}`);
  await save(admin);
  await toastWith(admin, 'Modifications enregistrées');

  t.equal(await consultant.getByTestId('changed-elsewhere').count(), 0, 'nothing said before the window comes back');
  const notice = consultant.getByTestId('changed-elsewhere');
  await refocusUntil(consultant, notice);
  t.equal(
    await notice.textContent(),
    'Cette fiche a été modifiée par ailleurs. Les champs que vous n’avez pas touchés sont à jour ; votre saisie est conservée.',
  );
  t.equal(await eventually(() => field(consultant, 'Lieu de naissance').inputValue(), `Morlaix ${stamp}`), `Morlaix ${stamp}`, 'the untouched field refreshed');
  t.equal(await field(consultant, 'Ville').inputValue(), `Vannes ${stamp}`, 'the typed one kept');
  t.same(await seriousViolations(consultant), [], 'axe: the card with its notice');

  // Saved now: over the version just shown, no conflict.
  await save(consultant);
  await toastWith(consultant, 'Modifications enregistrées');
  const saved = (await apiJson<Client>(consultant, setup.bff, `api/clients/${id}`)).body;
  t.match(saved, { birthPlace: `Morlaix ${stamp}`, personalAddress: { city: `Vannes ${stamp}` } }, 'both changes');
  t.equal(await notice.count(), 0, 'the notice goes once saved');
});

t.test('a delete on a version that moved: said, the record shown as it is now, asked again', async (t) => {
  const { consultant, admin, id } = await twoEditors(t, card, 3);
  await Promise.all([cardReady(consultant), cardReady(admin)]);
  const stamp = Date.now();
  await field(admin, 'Prénom').fill(`Renommé${stamp}`);
  await save(admin);
  await toastWith(admin, 'Modifications enregistrées');

  let deletes = 0;
  consultant.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().endsWith(`/api/clients/${id}`)) {
      deletes++;
      t.ok(request.headers()['if-match'], 'the delete names the version shown');
    }
  });
  await consultant.getByRole('button', { name: 'Supprimer le client' }).click();
  const confirm = consultant.getByTestId('confirm-dialog');
  await confirm.getByRole('button', { name: 'Oui, supprimer' }).click();
  await confirm.getByTestId('confirm-changed').waitFor();
  t.match(await confirm.textContent(), `Renommé${stamp}`, 'the question names the client as they are now');
  t.equal((await apiJson<Client>(consultant, setup.bff, `api/clients/${id}`)).status, 200, 'not deleted');
  await consultant.getByRole('heading', { level: 1, name: new RegExp(`Renommé${stamp}`) }).waitFor();
  await confirm.getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(consultant, 'Client supprimé');
  t.equal(deletes, 2);
  t.equal((await apiJson<Client>(consultant, setup.bff, `api/clients/${id}`)).status, 404, 'deleted once asked again');
});

t.test('the NIR changed by both: the card read again, the other person’s whole number in the dialog, never the mask, nor written back', async (t) => {
  const { consultant, admin, id } = await twoEditors(t, card, 4);
  await Promise.all([cardReady(consultant), cardReady(admin)]);
  const stamp = Date.now();
  const [theirs, mine] = ['1600375116047', '2650875056123'];
  await field(consultant, 'Numéro de sécurité sociale').fill(theirs);
  await field(consultant, 'Clé').fill(socialSecurityKey(theirs)!);
  await save(consultant);
  await toastWith(consultant, 'Modifications enregistrées');

  const seen: Array<{ method: string; body: unknown; status?: number }> = [];
  admin.on('response', (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname.endsWith(`/api/clients/${id}`)) seen.push({ method: request.method(), body: request.postDataJSON(), status: response.status() });
  });
  await field(admin, 'Numéro de sécurité sociale').fill(mine);
  await field(admin, 'Clé').fill(socialSecurityKey(mine)!);
  await field(admin, 'Société').fill(`Phare ${stamp}`);
  await save(admin);
  const dialog = admin.getByTestId('conflict-dialog');
  await dialog.waitFor();
  const number = dialog.getByTestId('conflict-socialSecurityNumber');
  t.equal((await number.getByTestId('conflict-theirs').textContent())?.replace(/\s/g, ''), theirs, "the other person's number, whole");
  t.notMatch(await dialog.textContent(), '*', 'no masked number anywhere in the dialog');
  t.ok(seen.some((s) => s.method === 'PATCH' && s.status === 412) && seen.some((s) => s.method === 'GET' && s.status === 200), 'the 412, then the card read again');

  // Theirs for the number and its key: the admin's company name alone is saved, no number sent.
  await number.getByLabel('Leur version').check();
  await dialog.getByTestId('conflict-socialSecurityKey').getByLabel('Leur version').check();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await toastWith(admin, 'Modifications enregistrées');
  await dialog.waitFor({ state: 'detached' });
  const patches = seen.filter((s) => s.method === 'PATCH');
  t.same(patches.at(-1)?.body, { companyName: `Phare ${stamp}` }, 'only the field kept as the admin’s');
  t.notOk(patches.some((s) => JSON.stringify(s.body).includes('*')), 'never a mask written back');
  const saved = (await apiJson<Client>(admin, setup.bff, `api/clients/${id}`)).body;
  t.match(saved, { socialSecurityNumber: theirs, companyName: `Phare ${stamp}` });
  t.equal((await field(admin, 'Numéro de sécurité sociale').inputValue()).replace(/\s/g, ''), theirs, 'the form shows the whole number');
});
