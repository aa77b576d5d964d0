/**
 * Issue 19's screens: staff give a client access (the dialog and its printed letter), the client
 * signs in with the temporary password in a fresh browser, chooses theirs and lands on their page
 * with their documents; the Sécurité section lists their two sessions, and ending one signs the other
 * browser out. Then the member form's sessions, the user menu's Sécurité for the Ancient Client, and
 * the login form's message for an expired temporary password.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { landingPath } from '../../shared/menu.js';
import { clientCardPath, PATHS } from '../../shared/paths.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';
import { demoAccount, newPage, pathOf, setupFile, signIn, submitLogin, waitForPath } from './harness.js';
import { apiJson } from './business-helpers.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);
const NEW_PASSWORD = 'Retraite-2027';

/** A client-side navigation by the sidebar (a call of the screen then meets the ended session). */
async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.locator('nav[aria-label="Menu principal"]').getByRole('link', { name }).first().click();
}

t.test('staff give access; the client signs in with it, chooses a password, sees their documents; ending a session signs the other browser out', async (t) => {
  const expert = await demoAccount(setup.bff, 'Expert');
  const client = await demoAccount(setup.bff, 'Client');
  const staff = await newPage(t, setup.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await signIn(staff, setup.bff, expert);

  // The Expert gives access to the clients they follow only.
  const clients = await apiJson<Paged<Client>>(staff, setup.bff, 'api/clients?scope=all&perPage=100');
  const record = clients.body.items.find((c) => c.email === client.email);
  if (!record) throw new Error('the demo Client is not among the clients');
  const session = await apiJson<{ user: { id: number } }>(staff, setup.bff, 'session');
  t.equal(record.expertId, session.body.user.id, 'the demo Client is followed by the demo Expert');
  const other = clients.body.items.find((c) => c.expertId !== session.body.user.id);
  if (other) {
    await staff.goto(`${setup.bff.url}${clientCardPath(other.id).slice(1)}`);
    await staff.getByRole('button', { name: 'Supprimer le client' }).waitFor();
    t.equal(await staff.getByTestId('give-access').count(), 0, 'no access button on a client another Expert follows');
  }

  await staff.goto(`${setup.bff.url}${clientCardPath(record.id).slice(1)}`);
  t.equal(await staff.getByTestId('access-state').textContent(), 'N’a pas encore accès à l’espace client.');
  await staff.getByRole('button', { name: 'Donner l’accès à l’espace client' }).click();
  await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Créer le mot de passe' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Mot de passe provisoire de Bernard Petit' });
  await dialog.waitFor();
  const password = await dialog.getByTestId('temporary-password').inputValue();
  t.ok(password.length >= 12, 'a temporary password is shown');
  t.match(await dialog.getByTestId('access-expiry').textContent(), /^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/, 'with its expiry');

  await dialog.getByRole('button', { name: 'Copier le mot de passe' }).click();
  await dialog.getByRole('button', { name: 'Copié' }).waitFor();
  t.equal(await dialog.getByRole('status').textContent(), 'Copié', 'the copy is announced');
  t.equal(await staff.evaluate(() => navigator.clipboard.readText()), password, 'in the clipboard');
  t.same(await seriousViolations(staff), [], 'axe: the password’s dialog');

  // The printable letter: the firm, the sign-in address, the e-mail, the password and its expiry.
  await staff.emulateMedia({ media: 'print' });
  const letter = staff.getByTestId('print-sheet');
  t.ok(await letter.isVisible(), 'print shows the letter');
  t.notOk(await dialog.isVisible(), 'and not the dialog');
  const printed = (await letter.textContent()) ?? '';
  t.match(printed, 'Votre accès à l’espace client');
  t.match(printed, 'Retraite Conseil', 'the firm’s name');
  t.match(printed, `${setup.bff.url}pages/login`, 'the sign-in address');
  t.match(printed, client.email);
  t.equal(await letter.getByTestId('letter-password').textContent(), password, 'the password');
  t.match(printed, /expire le \d{2}\/\d{2}\/\d{4}/);
  await staff.emulateMedia({ media: 'screen' });

  // Shown once: never in the URL or the storage, and gone with the dialog.
  t.notMatch(staff.url(), password);
  t.notMatch(await staff.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })), password, 'nothing stored');
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).first().click();
  await dialog.waitFor({ state: 'detached' });
  t.equal(await staff.getByTestId('print-sheet').count(), 0, 'the letter goes with the dialog');
  t.notMatch((await staff.content()) ?? '', password, 'no trace of the password in the page');
  await staff.getByText('Un mot de passe provisoire a été donné ; il n’a pas encore été changé.').waitFor();

  // A fresh browser signs in with it: every page leads to choosing a password.
  const first = await newPage(t, setup.browser);
  await first.goto(`${setup.bff.url}pages/login`);
  await submitLogin(first, client.email, password);
  await waitForPath(first, PATHS.choosePassword);
  await first.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' }).waitFor();
  await first.goto(`${setup.bff.url}document`);
  await waitForPath(first, PATHS.choosePassword);
  t.pass('a page typed in the address bar leads there too');
  await first.getByLabel('Mot de passe provisoire').fill(password);
  await first.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  t.equal(await first.locator('[data-rule="upper"]').getAttribute('data-ok'), 'true', 'the rules are ticked as they are met');
  t.same(await seriousViolations(first), [], 'axe: choosing a password');
  await first.getByLabel('Confirmation du nouveau mot de passe').fill(NEW_PASSWORD);
  await first.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await waitForPath(first, landingPath('Client'));
  await first.getByRole('heading', { level: 1, name: 'Mon profil' }).waitFor();
  await first.getByText('Releve-de-carriere.pdf').first().waitFor();
  t.pass('the client lands on their page and sees their documents');
  const after = await apiJson<{ user: Record<string, unknown> }>(first, setup.bff, 'session');
  t.notOk('mustChangePassword' in after.body.user, 'the session no longer asks for a password');

  await staff.reload();
  await staff.getByText('A choisi son mot de passe.').waitFor();
  await staff.getByRole('button', { name: 'Réinitialiser le mot de passe' }).waitFor();
  t.pass('the card now offers a reset');

  // A second browser with the chosen password; the first one lists both sessions and ends the other.
  const second = await newPage(t, setup.browser);
  await signIn(second, setup.bff, { ...client, password: NEW_PASSWORD });
  t.equal(pathOf(second), landingPath('Client'));

  await first.getByRole('link', { name: 'Sécurité' }).click();
  const rows = first.getByTestId('profile-security').getByTestId('session-row');
  await rows.nth(1).waitFor();
  t.equal(await rows.count(), 2, 'the Sécurité section lists two sessions');
  t.equal(await rows.filter({ hasText: 'Cet appareil' }).count(), 1, 'this one marked');
  t.match(await first.getByTestId('sign-in-list').textContent(), 'Réussie', 'and the recent sign-ins');
  t.same(await seriousViolations(first), [], 'axe: the Sécurité tab');
  await rows.filter({ hasNotText: 'Cet appareil' }).getByRole('button', { name: /^Déconnecter la session/ }).click();
  await first.getByText('Session déconnectée').waitFor();
  await rows.nth(1).waitFor({ state: 'detached' });
  t.equal(await rows.count(), 1, 'one session left');

  // Its next call to the BFF (the sessions of its own Sécurité tab, never read before: no cached answer) is refused.
  await second.getByRole('link', { name: 'Sécurité' }).click();
  await waitForPath(second, PATHS.login);
  await second.getByRole('button', { name: 'Se connecter' }).waitFor();
  t.pass('the ended browser is back on the sign-in page');
});

t.test('the member form: the member’s open sessions and « Tout déconnecter »; never a password for one’s own record', async (t) => {
  const admin = await demoAccount(setup.bff, 'admin');
  const consultant = await demoAccount(setup.bff, 'Consultant');
  const member = await newPage(t, setup.browser);
  await signIn(member, setup.bff, consultant);

  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, admin);
  await page.goto(`${setup.bff.url}app/member/memberslist`);
  await page.getByRole('button', { name: `Modifier ${admin.name}` }).first().click();
  const own = page.getByTestId('member-access');
  await own.waitFor();
  t.equal(await own.getByTestId('give-access').count(), 0, 'no temporary password for one’s own record');
  t.match(await own.textContent(), 'Changez votre propre mot de passe depuis votre profil.');
  await page.keyboard.press('Escape');
  await own.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: `Modifier ${consultant.name}` }).first().click();
  const access = page.getByTestId('member-access');
  await access.getByTestId('session-row').first().waitFor();
  t.ok((await access.getByTestId('session-row').count()) >= 1, 'the member’s open session is listed');
  await access.getByRole('button', { name: 'Donner un mot de passe provisoire' }).waitFor();
  await access.getByRole('button', { name: 'Tout déconnecter' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Tout déconnecter' }).click();
  await access.getByText('Aucune session ouverte.').waitFor();

  await openFromMenu(member, 'Clients');
  await waitForPath(member, PATHS.login);
  t.pass('the member’s browser is signed out');
});

t.test('the Ancient Client reaches Sécurité from the user menu', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Ancient Client'));
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Sécurité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sécurité du compte' });
  await dialog.getByTestId('session-row').first().waitFor();
  t.equal(await dialog.getByTestId('session-row').filter({ hasText: 'Cet appareil' }).count(), 1, 'their session, marked');
  await dialog.getByTestId('sign-in-list').waitFor();
  t.pass('with their recent sign-ins');
});

t.test('an expired temporary password: the login form says so', async (t) => {
  const page = await newPage(t, setup.browser);
  const message = 'Mot de passe provisoire expiré : demandez-en un nouveau à votre conseiller.';
  // The BFF's answer past the 7 days (its own tests cover the expiry itself).
  await page.route(/\/login$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'temporary_password_expired', message }) })
      : route.continue(),
  );
  await page.goto(`${setup.bff.url}pages/login`);
  await submitLogin(page, 'bernard.petit@exemple.fr', 'ABCD-EFGH-JKLM');
  await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
  t.equal(await page.getByRole('alert').filter({ hasText: message }).count(), 1, 'said once, in the form');
  t.equal(pathOf(page), PATHS.login);
});
