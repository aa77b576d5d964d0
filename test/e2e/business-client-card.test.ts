/** Client create (wrong social security key refused, right one accepted), card edit and notes, delete from the card and from the list. */
import t from 'tap';
import { socialSecurityKey } from '../../shared/validation.js';
import { newPage, pathOf, setupFile, toastWith, waitForPath } from './harness.js';
import { apiJson, openAs } from './business-helpers.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';

const setup = setupFile(t);

t.test('Consultant: create a client (wrong key refused, right key accepted), edit it, delete it', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'app/user/createUser');
  await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/clients')) posts++;
  });

  // Required fields, in French beside each field.
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  t.equal(await page.getByTestId('error-client-lastName').textContent(), 'Le nom est obligatoire.');
  t.equal(await page.getByTestId('error-client-civility').textContent(), 'Choisissez une civilité.');
  t.equal(await page.getByLabel('Prénom').getAttribute('aria-invalid'), 'true');

  // An address already in use is flagged while typing.
  const taken = (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?perPage=10')).body.items[0].email;
  await page.getByLabel('E-mail').fill(taken);
  await page.getByTestId('error-client-email').waitFor();
  t.equal(await page.getByTestId('error-client-email').textContent(), 'Cette adresse e-mail est déjà utilisée.');

  const stamp = Date.now();
  const email = `e2e.${stamp}@exemple.fr`;
  await page.getByLabel('M.', { exact: true }).check();
  await page.getByLabel('Prénom').fill('Armelle');
  await page.getByLabel('Nom', { exact: true }).fill(`Testeur${stamp}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByText('Adresse disponible.').waitFor();
  await page.getByLabel('Téléphone mobile').fill('0612345678');
  await page.getByLabel('Téléphone mobile').blur();
  t.equal(await page.getByLabel('Téléphone mobile').inputValue(), '06 12 34 56 78', 'phone formatted in pairs');

  // Social security: a Corsican number (2A) and a wrong key, then the right one.
  const number = '269052A123456';
  const key = socialSecurityKey(number) ?? '';
  t.equal(key.length, 2);
  const wrong = String((Number(key) % 97) + 1).padStart(2, '0');
  await page.getByLabel('Numéro de sécurité sociale').fill(number);
  await page.getByLabel('Clé', { exact: true }).fill(wrong);
  await page.getByLabel('Code postal').first().fill('7500');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  t.equal(await page.getByTestId('error-client-socialSecurityKey').textContent(), 'La clé ne correspond pas au numéro.');
  t.equal(await page.getByLabel('Clé', { exact: true }).getAttribute('aria-invalid'), 'true');
  t.equal(await page.getByTestId('error-client-personalAddress-zipCode').textContent(), 'Code postal invalide : 5 chiffres.');
  t.equal(posts, 0, 'nothing sent while a field is wrong');
  t.equal(pathOf(page), '/app/user/createUser');

  await page.getByLabel('Clé', { exact: true }).fill(key);
  await page.getByLabel('Code postal').first().fill('75011');
  await page.getByLabel('Ville').first().fill('Paris');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  t.match((await toastWith(page, 'Client créé')).role, 'status');
  await page.waitForURL(/\/app\/user\/edit\/\d+\/info$/);
  const id = Number(/edit\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('heading', { level: 1, name: `Armelle Testeur${stamp}` }).waitFor();
  const created = await apiJson<Client>(page, setup.bff, `api/clients/${id}`);
  t.equal(created.body.socialSecurityKey, key);
  t.equal(created.body.mobilePhone, '06 12 34 56 78');
  t.equal(created.body.expertName, 'Julien Moreau', 'the creator is the responsible expert by default');

  // Edit: the city, saved with the French confirmation.
  await page.getByLabel('Ville').first().fill('Lyon');
  await page.getByLabel('Code postal').first().fill('69003');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Modifications enregistrées');
  t.equal((await apiJson<Client>(page, setup.bff, `api/clients/${id}`)).body.personalAddress.city, 'Lyon');

  // Notes tab (the address's toast gone first: the notes' own must be the one read).
  await page.getByTestId('toast').filter({ hasText: 'Modifications enregistrées' }).first().waitFor({ state: 'hidden', timeout: 15_000 });
  await page.getByRole('link', { name: 'Notes' }).click();
  await waitForPath(page, `/app/user/edit/${id}/notes`);
  await page.getByLabel('Notes sur le client').fill('Rappeler en janvier.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Modifications enregistrées');
  t.equal((await apiJson<Client>(page, setup.bff, `api/clients/${id}`)).body.notes, 'Rappeler en janvier.');

  // Delete: Annuler keeps it, Oui, supprimer removes it.
  await page.getByRole('button', { name: 'Supprimer le client' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  t.match(await dialog.textContent(), `Supprimer le client Armelle Testeur${stamp} ?`);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await dialog.waitFor({ state: 'detached' });
  t.equal((await apiJson<Client>(page, setup.bff, `api/clients/${id}`)).status, 200, 'still there after Annuler');
  await page.getByRole('button', { name: 'Supprimer le client' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Client supprimé');
  await waitForPath(page, '/app/user/clientslist');
  t.equal((await apiJson<Client>(page, setup.bff, `api/clients/${id}`)).status, 404, 'gone');
});

t.test('Consultant: delete from the list asks first, then the row leaves without a reload', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'app/user/clientslist?scope=all&q=Dubois&sort=lastName&order=asc');
  const row = page.getByTestId('client-row').first();
  await row.waitFor();
  const email = (await row.locator('a[href^="mailto:"]').textContent()) ?? '';
  await row.getByRole('button', { name: /^Supprimer / }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Client supprimé');
  await page.locator(`a[href="mailto:${email}"]`).waitFor({ state: 'detached' });
  t.equal(await page.locator(`a[href="mailto:${email}"]`).count(), 0);
});
