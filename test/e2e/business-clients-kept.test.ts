/**
 * Issue 8 on the client screens: a new client keeps every field (status, fees, introducer, a social
 * security number typed as on a carte Vitale), unsaved edits are asked about before leaving, the
 * list opens on "Mes clients" for a Consultant or an Expert, delete confirmations name the person as
 * the card shows them.
 */
import t from 'tap';
import type { FormerClient } from '../../shared/schemas/former-clients.js';
import { socialSecurityKey } from '../../shared/validation.js';
import { newPage, pathOf, setupFile, toastWith, waitForPath } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Role } from '../../shared/schemas/people.js';
import type { Paged } from '../../shared/schemas/common.js';

const setup = setupFile(t);

async function stay(dialog: import('playwright-core').Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await dialog.waitFor({ state: 'detached' });
}

t.test('Consultant: a client created with status, fees, introducer and a spaced social security number keeps them all', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'app/user/createUser');
  await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
  const stamp = Date.now();
  await page.getByLabel('M.', { exact: true }).check();
  await page.getByLabel('Prénom').fill('Jean');
  await page.getByLabel('Nom', { exact: true }).fill(`Vitale${stamp}`);
  await page.getByLabel('Nom de naissance').fill('Roux');
  await page.getByLabel('Service militaire accompli').check();
  await page.getByLabel('E-mail').fill(`vitale.${stamp}@exemple.fr`);
  await page.getByText('Adresse disponible.').waitFor();

  // As printed on the card: 18 characters with the spaces, none cut.
  const key = socialSecurityKey('1600375056123')!;
  await page.getByLabel('Numéro de sécurité sociale').fill('1 60 03 75 056 123');
  t.equal(await page.getByLabel('Numéro de sécurité sociale').inputValue(), '1 60 03 75 056 123', 'nothing cut');
  await page.getByLabel('Clé', { exact: true }).fill(key === '01' ? '02' : '01');
  await page.getByLabel('Clé', { exact: true }).blur();
  t.equal(await page.getByTestId('error-client-socialSecurityKey').textContent(), 'La clé ne correspond pas au numéro.', 'a wrong key in plain words');
  await page.getByLabel('Clé', { exact: true }).fill(key);

  await page.getByLabel('Nombre d’enfants').fill('0');
  await page.getByLabel('Complément d’adresse').nth(1).fill('3e étage');
  await page.getByLabel('Statut du dossier').selectOption('En cours');
  await page.getByLabel('Honoraires réglés').check();
  await page.getByLabel('Apporteur d’affaires').fill('Notaire Maître Roche');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await toastWith(page, 'Client créé');
  await page.waitForURL(/\/app\/user\/edit\/\d+\/info$/);
  const id = Number(/edit\/(\d+)/.exec(page.url())?.[1]);

  // The card shows what was saved, and so does a reload.
  for (const when of ['after creation', 'after a reload']) {
    if (when === 'after a reload') await page.reload();
    const summary = page.locator('.client-summary');
    await summary.getByText('En cours', { exact: true }).waitFor();
    await summary.getByText('Honoraires réglés', { exact: true }).waitFor();
    t.equal(await page.getByLabel('Apporteur d’affaires').inputValue(), 'Notaire Maître Roche', `introducer ${when}`);
    t.equal(await page.getByLabel('Statut du dossier').inputValue(), 'En cours', `status ${when}`);
    t.ok(await page.getByLabel('Honoraires réglés').isChecked(), `fees ${when}`);
    t.equal(await page.getByLabel('Nombre d’enfants').inputValue(), '0', `no children: 0 ${when}`);
    t.equal(await page.getByLabel('Complément d’adresse').nth(1).inputValue(), '3e étage', `the company address's complement ${when}`);
    t.equal(await page.getByLabel('Nom de naissance').inputValue(), 'Roux', `birth name ${when}`);
    t.ok(await page.getByLabel('Service militaire accompli').isChecked(), `military service ${when}`);
    await summary.getByText('Nom de naissance : Roux', { exact: true }).waitFor();
    await summary.getByText('Service militaire accompli', { exact: true }).waitFor();
  }
  const saved = (await apiJson<Client>(page, setup.bff, `api/clients/${id}`)).body;
  t.match(saved, { status: 'En cours', feePaid: true, businessIntroducer: 'Notaire Maître Roche', childrenNumber: 0, socialSecurityNumber: '1600375056123', socialSecurityKey: key });
  t.equal(saved.companyAddress.address2, '3e étage');
  t.match(saved, { maidenName: 'Roux', militaryService: true }, 'the birth name and the military service through the API');

  // Editing the introducer and the complement: saved, and still there after a reload.
  await page.getByLabel('Apporteur d’affaires').fill('Cabinet Durand');
  await page.getByLabel('Complément d’adresse').nth(1).fill('Tour B, 5e étage');
  await page.getByLabel('Nombre d’enfants').fill('2');
  await page.getByLabel('Nom de naissance').fill('Roux-Martin');
  await page.getByLabel('Service militaire accompli').uncheck();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await toastWith(page, 'Modifications enregistrées');
  await page.reload();
  t.equal(await eventually(() => page.getByLabel('Apporteur d’affaires').inputValue(), 'Cabinet Durand'), 'Cabinet Durand', 'edited introducer kept');
  t.equal(await page.getByLabel('Complément d’adresse').nth(1).inputValue(), 'Tour B, 5e étage', 'edited complement kept');
  t.equal(await page.getByLabel('Nombre d’enfants').inputValue(), '2');
  t.equal(await page.getByLabel('Nom de naissance').inputValue(), 'Roux-Martin', 'edited birth name kept');
  t.notOk(await page.getByLabel('Service militaire accompli').isChecked(), 'military service unticked, kept');
  await page.locator('.client-summary').getByText('Service militaire non accompli', { exact: true }).waitFor();
  await page.getByLabel('Nombre d’enfants').fill('0');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await toastWith(page, 'Modifications enregistrées');
  await page.reload();
  t.equal(await eventually(() => page.getByLabel('Nombre d’enfants').inputValue(), '0'), '0', 'edited to 0 children: 0 after a reload');
  t.match((await apiJson<Client>(page, setup.bff, `api/clients/${id}`)).body, { childrenNumber: 0, companyAddress: { address2: 'Tour B, 5e étage' } });
});

t.test('Consultant: leaving a client form with unsaved edits asks first; saving releases the guard', async (t) => {
  const page = await newPage(t, setup.browser);
  const dialog = page.getByTestId('unsaved-dialog');

  // The create page.
  await openAs(page, setup.bff, 'Consultant', 'app/user/createUser');
  await page.getByLabel('Prénom').fill('Brouillon');
  await page.getByRole('link', { name: 'Retour à la liste des clients' }).click();
  await dialog.waitFor();
  t.match(await dialog.textContent(), 'Modifications non enregistrées');
  await stay(dialog);
  t.equal(pathOf(page), '/app/user/createUser', 'stayed');
  t.equal(await page.getByLabel('Prénom').inputValue(), 'Brouillon', 'nothing lost');
  await page.getByRole('link', { name: 'Retour à la liste des clients' }).click();
  await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await waitForPath(page, '/app/user/clientslist');

  // The card: informations, then another tab.
  const client = (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?scope=mine&perPage=10')).body.items[0];
  await page.goto(`${setup.bff.url}app/user/edit/${client.id}/info`);
  await page.getByLabel('Ville').first().fill('Quimper');
  await page.getByRole('link', { name: 'Notes', exact: true }).click();
  await dialog.waitFor();
  await stay(dialog);
  t.equal(pathOf(page), `/app/user/edit/${client.id}/info`);
  t.equal(await page.getByLabel('Ville').first().inputValue(), 'Quimper');
  await page.getByLabel('Code postal').first().fill('29000');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await toastWith(page, 'Modifications enregistrées');
  await page.getByRole('link', { name: 'Notes', exact: true }).click();
  await waitForPath(page, `/app/user/edit/${client.id}/notes`);
  t.equal(await dialog.count(), 0, 'no question once saved');

  // Notes, then comments.
  await page.getByLabel('Notes sur le client').fill('Une note à ne pas perdre.');
  await page.getByRole('link', { name: 'Commentaires' }).click();
  await dialog.waitFor();
  await stay(dialog);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await toastWith(page, 'Modifications enregistrées');
  await page.getByRole('link', { name: 'Commentaires' }).click();
  await waitForPath(page, `/app/user/edit/${client.id}/comments`);
  const commentsBox = page.locator('#client-comments');
  await commentsBox.fill('Un commentaire.');
  await page.getByRole('link', { name: 'Retour à la liste des clients' }).click();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await waitForPath(page, '/app/user/clientslist');
  t.equal((await apiJson<Client>(page, setup.bff, `api/clients/${client.id}`)).body.notes, 'Une note à ne pas perdre.');
});

const pressed = (page: import('playwright-core').Page, name: string) => page.getByRole('group', { name: 'Clients affichés' }).getByRole('button', { name }).getAttribute('aria-pressed');

for (const [role, opens] of [['Consultant', 'Mes clients'], ['Expert', 'Mes clients'], ['admin', 'Tous les clients']] as Array<[Role, string]>) {
  t.test(`${role}: the clients list opens on "${opens}"; an explicit choice stays in the URL across a reload`, async (t) => {
    const page = await newPage(t, setup.browser);
    await openAs(page, setup.bff, role, 'app/user/clientslist');
    await page.getByTestId('client-row').first().waitFor();
    t.equal(await eventually(() => pressed(page, opens), 'true'), 'true', `opens on ${opens}`);
    const scope = opens === 'Mes clients' ? 'mine' : 'all';
    const expected = (await apiJson<Paged<Client>>(page, setup.bff, `api/clients?perPage=10&scope=${scope}`)).body.total;
    t.ok(await eventually(async () => (await page.getByTestId('pagination-count').textContent())?.includes(`sur ${expected}`) ?? false, true), `${expected} clients shown`);

    const other = opens === 'Mes clients' ? 'Tous les clients' : 'Mes clients';
    const otherScope = scope === 'mine' ? 'all' : 'mine';
    await page.getByRole('button', { name: other }).click();
    await page.waitForURL((url) => url.searchParams.get('scope') === otherScope);
    await page.reload();
    await page.getByTestId('client-row').first().waitFor();
    t.equal(await pressed(page, other), 'true', `${other} kept after a reload`);
  });
}

t.test('delete confirmations name the client or the former client; every role of the former clients may delete one', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'app/user/clientslist?scope=all&sort=lastName&order=asc');
  const row = page.getByTestId('client-row').first();
  await row.waitFor();
  const first = (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?scope=all&sort=lastName&order=asc&perPage=10')).body.items[0];
  await row.getByRole('button', { name: /^Supprimer / }).click();
  t.equal(await page.getByTestId('confirm-dialog').locator('p').first().textContent(), `Supprimer le client ${first.firstName} ${first.lastName} ?`, 'the name as the card shows it');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Annuler' }).click();

  for (const role of ['admin', 'Consultant', 'Expert'] as Role[]) {
    const staff = await newPage(t, setup.browser);
    await openAs(staff, setup.bff, role, 'app/user/oldclientslist?sort=lastName&order=asc');
    await staff.getByTestId('former-row').first().waitFor();
    const former = (await apiJson<Paged<FormerClient>>(staff, setup.bff, 'api/former-clients?sort=lastName&order=asc&perPage=10')).body.items[0];
    await staff.getByTestId('former-row').first().getByRole('link').first().click();
    const card = staff.getByTestId('former-card');
    await card.getByText(former.id).waitFor();
    await card.getByRole('button', { name: `Supprimer ${former.firstName} ${former.lastName}` }).click();
    const confirm = staff.getByTestId('confirm-dialog');
    await confirm.waitFor();
    t.equal(await confirm.locator('p').first().textContent(), `Supprimer l’ancien client ${former.firstName} ${former.lastName} ?`, `${role}: named, from the card`);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
  }
});

t.test('one name for the person who follows a client, "Expert responsable": the list, the card, the former clients, the client\'s own profile', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'app/user/clientslist');
  await page.getByTestId('client-row').first().waitFor();
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  t.ok(headers.includes('Expert responsable'), `the list's column: ${headers.join(' | ')}`);
  t.notOk(headers.some((h) => /^consultant$/i.test(h)), 'not "Consultant"');
  const client = (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?perPage=10')).body.items.find((c) => c.expertName)!;
  await page.goto(`${setup.bff.url}app/user/edit/${client.id}/info`);
  await page.locator('.client-summary').getByText(`Expert responsable : ${client.expertName}`).waitFor();
  t.equal(await page.getByLabel('Expert responsable').count(), 1, 'the form says the same');
  await page.goto(`${setup.bff.url}app/user/oldclientslist`);
  await page.getByTestId('former-row').first().waitFor();
  t.ok((await page.getByRole('columnheader').allTextContents()).map((h) => h.trim()).includes('Expert responsable'), 'the former clients too');

  const own = await newPage(t, setup.browser);
  await openAs(own, setup.bff, 'Client', 'app/profile');
  const details = own.getByTestId('profile-details');
  await details.waitFor();
  t.match(await details.textContent(), 'Expert responsable', "the client's own profile");
  t.notMatch(await details.textContent(), 'Consultant responsable');
});
