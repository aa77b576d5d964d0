/** Former clients (card, CSV of the filter, delete), members (admin writes, Consultant reads), profile (notes, password). */
import t from 'tap';
import { readFile } from 'node:fs/promises';
import { ofName } from '../../shared/french.js';
import type { FormerClient } from '../../shared/schemas/former-clients.js';
import { demoAccount, newPage, setupFile, submitLogin, toastWith, waitForPath } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';
import type { Member } from '../../shared/schemas/members.js';
import type { Profile } from '../../shared/schemas/profile.js';
import type { Paged } from '../../shared/schemas/common.js';

const setup = setupFile(t);

t.test('Former clients: origin header, read-only card, CSV of the filtered rows, delete', async (t) => {
  const page = await newPage(t, setup.browser, { acceptDownloads: true });
  await openAs(page, setup.bff, 'Expert', 'app/user/oldclientslist');
  await page.getByRole('heading', { level: 1, name: 'Anciens clients' }).waitFor();
  t.match(await page.getByTestId('former-origin').textContent(), 'ancien site web du cabinet');
  await page.getByRole('columnheader').first().waitFor();
  const headers = await page.getByRole('columnheader').allTextContents();
  t.same(headers.slice(0, 5).map((h) => h.trim()), ['Prénom', 'Nom', 'Expert responsable', 'Email', 'Date de création']);

  // Filter, then export: every row of the filter (all pages), in French Excel's CSV.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Martin');
  await page.waitForURL((url) => url.searchParams.get('q') === 'Martin');
  const filtered = await apiJson<Paged<FormerClient>>(page, setup.bff, 'api/former-clients?q=Martin&perPage=100');
  t.ok(filtered.body.total > 0, 'some Martin');
  await eventually(async () => (await page.getByTestId('former-row').allTextContents()).every((r) => /martin/i.test(r)), true);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  t.match(download.suggestedFilename(), /^anciens-clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8');
  t.ok(csv.startsWith('\ufeff'), 'UTF-8 BOM');
  const lines = csv.slice(1).trim().split('\r\n');
  t.equal(lines[0].split(';')[2], 'Prénom', '; separator, French header');
  t.equal(lines.length - 1, filtered.body.total, 'one line per row of the filter');
  t.ok(lines.slice(1).every((line) => /martin/i.test(line)), 'only the filtered rows');
  await toastWith(page, 'Fichier CSV exporté');

  // The read-only card, from the name link (its id in the URL).
  const first = filtered.body.items.find((c) => c.firstName) ?? filtered.body.items[0];
  await page.getByRole('link', { name: `Voir la fiche ${ofName(`${first.firstName} ${first.lastName}`)}` }).first().click();
  await page.waitForURL((url) => url.searchParams.get('view') === first.id);
  const card = page.getByTestId('former-card');
  await card.getByText(first.id).waitFor();
  t.equal(await card.locator('input, textarea, select').count(), 0, 'read-only');
  await card.getByRole('button', { name: 'Fermer' }).last().click();
  await page.waitForURL((url) => !url.searchParams.has('view'));

  // Delete with confirmation.
  await page.getByRole('button', { name: `Supprimer ${first.firstName} ${first.lastName}` }).first().click();
  t.match(await page.getByTestId('confirm-dialog').textContent(), `Supprimer l’ancien client ${first.firstName} ${first.lastName} ?`);
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Ancien client supprimé');
  t.equal((await apiJson(page, setup.bff, `api/former-clients/${encodeURIComponent(first.id)}`)).status, 404);
});

t.test('Members: a Consultant reads only; no buttons at all', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'app/member/memberslist');
  await page.getByTestId('member-row').first().waitFor();
  t.same((await page.getByRole('columnheader').allTextContents()).map((h) => h.trim()), ['Nom', 'Email', 'Rôle', 'Date de création']);
  t.equal(await page.getByRole('link', { name: 'Ajouter un membre' }).count(), 0);
  t.equal(await page.getByTestId('members-table').getByRole('button', { name: /^(Modifier|Supprimer)/ }).count(), 0, 'no edit or delete');
  await page.goto(`${setup.bff.url}app/member/createUser`);
  await waitForPath(page, '/misc/not-authorized');
});

t.test('Members: an admin creates, edits and deletes a member', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'app/member/memberslist');
  await page.getByRole('link', { name: 'Ajouter un membre' }).click();
  await waitForPath(page, '/app/member/createUser');
  const email = `membre.${Date.now()}@cabinet-demo.fr`;
  await page.getByLabel('Nom complet').fill('Hugo Lemaire');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Rôle').selectOption({ label: 'Expert' });
  await page.getByLabel('Mot de passe initial').fill('court');
  await page.getByLabel('Confirmation du mot de passe').fill('court');
  await page.getByRole('button', { name: 'Créer le membre' }).click();
  t.equal(await page.getByTestId('error-member-password').textContent(), 'Le mot de passe ne respecte pas les règles ci-dessous.');
  t.equal(await page.locator('[data-rule="length"]').getAttribute('data-ok'), 'false');
  await page.getByLabel('Mot de passe initial').fill('Bienvenue2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Bienvenue2026');
  await page.getByRole('button', { name: 'Créer le membre' }).click();
  await toastWith(page, 'Membre créé');
  await waitForPath(page, '/app/member/memberslist');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Lemaire');
  const row = page.getByTestId('member-row').filter({ hasText: email });
  await row.waitFor();
  t.match(await row.textContent(), 'Expert');

  await row.getByRole('button', { name: 'Modifier Hugo Lemaire' }).last().click();
  await page.getByRole('dialog').getByLabel('Rôle').selectOption({ label: 'Consultant' });
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Modifications enregistrées');
  await eventually(() => row.textContent().then((text) => text?.includes('Consultant') ?? false), true);
  const members = await apiJson<Paged<Member>>(page, setup.bff, 'api/members?q=Lemaire');
  t.equal(members.body.items.find((m) => m.email === email)?.role, 'Consultant');

  await row.getByRole('button', { name: 'Supprimer Hugo Lemaire' }).click();
  t.match(await page.getByTestId('confirm-dialog').textContent(), 'Supprimer le membre Hugo Lemaire ?', 'the question names the member');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Membre supprimé');
  await row.waitFor({ state: 'detached' });
  // Their own row has no delete button.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Claire');
  const self = page.getByTestId('member-row').filter({ hasText: 'claire.dubois@cabinet-demo.fr' });
  await self.waitFor();
  t.equal(await self.getByRole('button', { name: /^Supprimer/ }).count(), 0);
});

t.test('Profile: the Client’s card, notes saved, password rules then a real change', async (t) => {
  const page = await newPage(t, setup.browser);
  const account = await demoAccount(setup.bff, 'Client');
  await openAs(page, setup.bff, 'Client', 'app/profile');
  const profile = (await apiJson<Profile>(page, setup.bff, 'api/profile')).body;
  const details = page.getByTestId('profile-details');
  await details.waitFor();
  for (const text of [profile.email, profile.expertName ?? '', profile.phone]) t.match(await details.textContent(), text);
  // Tasks are the staff's: a Client's profile has none, and no « Mes prochaines tâches » card, not even an empty one.
  t.same(profile.nextTasks, []);
  await page.getByRole('heading', { name: 'Mes documents' }).waitFor();
  t.equal(await page.getByRole('heading', { name: 'Mes prochaines tâches' }).count(), 0, 'no next tasks card');
  await page.getByLabel('Notes personnelles').fill('Penser au relevé 2024.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Notes enregistrées');
  t.equal((await apiJson<Profile>(page, setup.bff, 'api/profile')).body.notes, 'Penser au relevé 2024.');

  await page.getByRole('link', { name: 'Sécurité' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'security');
  await page.getByLabel('Mot de passe actuel').fill(account.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('abcdefgX');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  t.equal(await page.getByTestId('error-password-newPassword').textContent(), 'Le nouveau mot de passe ne respecte pas les règles ci-dessous.');
  t.equal(await page.getByTestId('error-password-confirmation').textContent(), 'La confirmation ne correspond pas au nouveau mot de passe.');
  t.equal(await page.locator('[data-rule="upper"]').getAttribute('data-ok'), 'false');

  // A wrong current password: plain words beside the field, never a field name.
  await page.getByLabel('Mot de passe actuel').fill('PasLeBon1!');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Retraite2027!');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Retraite2027!');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByTestId('error-password-currentPassword').waitFor();
  t.equal(await page.getByTestId('error-password-currentPassword').textContent(), 'Le mot de passe actuel est incorrect.');

  await page.getByLabel('Mot de passe actuel').fill(account.password);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await toastWith(page, 'Mot de passe modifié');
  // The new password works.
  const other = await newPage(t, setup.browser);
  await other.goto(`${setup.bff.url}pages/login`);
  await submitLogin(other, account.email, 'Retraite2027!');
  await other.locator('nav[aria-label="Menu principal"]').waitFor({ state: 'attached' });
  t.pass('signed in with the new password');
});

t.test('Profile: a Consultant’s next tasks, those of the clients he follows', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'app/profile');
  await page.getByRole('heading', { name: 'Mes prochaines tâches' }).waitFor();
  const titles = (await apiJson<Profile>(page, setup.bff, 'api/profile')).body.nextTasks.map((task) => task.title);
  t.ok(titles.length > 0);
  t.same(await page.getByTestId('profile-tasks').locator('.profile-task-title').allTextContents(), titles, 'listed as the BFF answers them');
});

t.test('Password from the user menu: an Ancient Client (no profile screen) changes theirs in a dialog', async (t) => {
  const page = await newPage(t, setup.browser);
  const account = await demoAccount(setup.bff, 'Ancient Client');
  await openAs(page, setup.bff, 'Ancient Client', 'document');
  await page.getByTestId('user-menu').click();
  t.equal(await page.getByRole('link', { name: 'Modifier son profil' }).count(), 0, 'no profile screen for this role');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const dialog = page.getByTestId('password-dialog');
  await dialog.waitFor();
  t.ok(await dialog.getByLabel('Mot de passe actuel').evaluate((el) => el === document.activeElement), 'the first field has the focus');

  await dialog.getByLabel('Mot de passe actuel').fill('PasLeBon1!');
  await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill('Souvenir2027!');
  await dialog.getByLabel('Confirmation du nouveau mot de passe').fill('Souvenir2027!');
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await dialog.getByTestId('error-password-currentPassword').waitFor();
  t.equal(await dialog.getByTestId('error-password-currentPassword').textContent(), 'Le mot de passe actuel est incorrect.');

  await dialog.getByLabel('Mot de passe actuel').fill(account.password);
  await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await toastWith(page, 'Mot de passe modifié');
  await dialog.waitFor({ state: 'detached' });
  t.pass('the dialog closes after the change');

  const other = await newPage(t, setup.browser);
  await other.goto(`${setup.bff.url}pages/login`);
  await submitLogin(other, account.email, 'Souvenir2027!');
  await waitForPath(other, '/document');
  t.pass('signed in with the new password');
});

t.test('Unsaved edits: leaving the new-member form or the profile notes asks first; staying keeps what was typed', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'app/member/createUser');
  await page.getByLabel('Nom complet').fill('Inès Caron');
  await page.locator('nav[aria-label="Menu principal"]').getByRole('link', { name: 'Clients', exact: true }).click();
  const question = page.getByTestId('unsaved-dialog');
  await question.waitFor();
  t.match(await question.textContent(), 'Modifications non enregistrées');
  await question.getByRole('button', { name: 'Rester sur la page' }).click();
  await question.waitFor({ state: 'detached' });
  t.equal(new URL(page.url()).pathname, '/app/member/createUser', 'still on the form');
  t.equal(await page.getByLabel('Nom complet').inputValue(), 'Inès Caron', 'what was typed is still there');
  await page.locator('nav[aria-label="Menu principal"]').getByRole('link', { name: 'Clients', exact: true }).click();
  await question.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await waitForPath(page, '/app/user/clientslist');

  await page.goto(`${setup.bff.url}app/profile`);
  await page.getByLabel('Notes personnelles').fill('Brouillon non enregistré');
  await page.getByRole('link', { name: 'Sécurité' }).click();
  await question.waitFor();
  await question.getByRole('button', { name: 'Rester sur la page' }).click();
  await question.waitFor({ state: 'detached' });
  t.equal(await page.getByLabel('Notes personnelles').inputValue(), 'Brouillon non enregistré', 'the tab did not change');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await toastWith(page, 'Notes enregistrées');
  await page.getByRole('link', { name: 'Sécurité' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'security');
  t.equal(await question.count(), 0, 'once saved, leaving asks nothing');
});

t.test('An error toast does not outlive its page; news of a success follows the user', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'app/profile');
  await page.route('**/api/profile/notes', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"upstream_unreachable","message":"API injoignable."}' }));
  await page.getByLabel('Notes personnelles').fill('Rappeler la caisse.');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await toastWith(page, 'API injoignable.');
  // Keep it from timing out by itself: the pointer rests on it.
  await page.getByTestId('toast').hover();
  await page.getByLabel('Notes personnelles').fill('');
  await page.locator('nav[aria-label="Menu principal"]').getByRole('link', { name: 'Clients', exact: true }).click();
  await waitForPath(page, '/app/user/clientslist');
  await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 2000 });
  t.pass('the error left with its page');
});
