/**
 * Issue 27's screens: a Consultant creates a personal API token in « Sécurité », sees it once and
 * copies it; a program (this test, with fetch) calls the API with it; the list shows its last use;
 * revoked in the screen, the next call is 401. The admin sees a member's tokens in the member dialog
 * and revokes one there. A Client's « Sécurité » has no tokens.
 */
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { PATHS } from '../../shared/paths.js';
import { demoAccount, newPage, setupFile, signIn, type Bff } from './harness.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);

const call = (bff: Bff, token: string, path = 'api/clients?perPage=10') => fetch(`${bff.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Creates a token in the open « Sécurité » screen and answers it as the dialog showed it (then closed). */
async function createInScreen(t: Test, page: Page, name: string): Promise<string> {
  await page.getByTestId('create-token').click();
  const form = page.getByRole('dialog', { name: 'Nouveau jeton d’API' });
  await form.getByLabel('Nom').fill(name);
  await form.getByLabel('Lecture et écriture').check();
  await form.getByLabel('Durée de validité (jours)').fill('30');
  await form.getByRole('button', { name: 'Créer un jeton' }).click();
  const shown = page.getByRole('dialog', { name: `Jeton « ${name} » créé` });
  await shown.waitFor();
  const token = await shown.getByTestId('token-value').inputValue();
  t.match(token, /^rcb_pat_[A-Za-z0-9_-]{43}$/, 'the token is shown');
  t.match(await shown.getByRole('note').textContent(), 'il ne sera plus affiché', 'with the note that it is shown once');
  await shown.getByTestId('copy-token').click();
  await shown.getByRole('button', { name: 'Copié', exact: true }).waitFor();
  t.equal(await page.evaluate(() => navigator.clipboard.readText()), token, 'copied to the clipboard');
  t.same(await seriousViolations(page), [], 'axe: the token’s dialog');
  await shown.getByRole('button', { name: 'J’ai copié le jeton' }).click();
  await shown.waitFor({ state: 'detached' });
  return token;
}

t.test('a Consultant creates a token in Sécurité, copies it, a program uses it, and revoking it in the screen refuses the next call', async (t) => {
  const consultant = await demoAccount(setup.bff, 'Consultant');
  const page = await newPage(t, setup.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await signIn(page, setup.bff, consultant);
  await page.goto(`${setup.bff.url}${PATHS.profile.slice(1)}?tab=security`);
  const panel = page.getByTestId('api-tokens');
  await panel.getByText('Aucun jeton d’API.').waitFor();

  const token = await createInScreen(t, page, 'Export comptable');
  const row = panel.getByTestId('token-row').filter({ hasText: 'Export comptable' });
  await row.waitFor();
  t.match(await row.textContent(), /Lecture et écriture.*Créé le \d{2}\/\d{2}\/\d{4}.*Expire le.*Jamais utilisé/s, 'listed: rights, created, expires, never used');
  t.notMatch(await page.content(), token.slice(8), 'the token is nowhere in the page once the dialog is closed');
  t.notMatch(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })), token.slice(8), 'nor stored');

  const used = await call(setup.bff, token);
  t.equal(used.status, 200, 'a program calls the API with it');
  t.ok(((await used.json()) as { total: number }).total > 0);
  await page.reload();
  await row.getByTestId('token-last-use').filter({ hasText: /^Utilisé le .* depuis 127\.0\.0\.1$/ }).waitFor();
  t.pass('its last use is shown');
  t.same(await seriousViolations(page), [], 'axe: the Sécurité tab with a token');

  await row.getByRole('button', { name: 'Révoquer le jeton Export comptable' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Révoquer' }).click();
  await page.getByText('Jeton révoqué').first().waitFor();
  await panel.getByText('Aucun jeton d’API.').waitFor();
  const refused = await call(setup.bff, token);
  t.equal(refused.status, 401, 'the next call is refused');
  t.equal(((await refused.json()) as { error: string }).error, 'unauthenticated');
});

t.test('the admin sees a member’s tokens in the member dialog and revokes one', async (t) => {
  const expert = await demoAccount(setup.bff, 'Expert');
  const owner = await newPage(t, setup.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await signIn(owner, setup.bff, expert);
  await owner.getByTestId('user-menu').click();
  await owner.getByRole('button', { name: 'Sécurité' }).click();
  const token = await createInScreen(t, owner, 'Synchronisation agenda');
  t.equal((await call(setup.bff, token)).status, 200);

  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}app/member/memberslist`);
  await page.getByRole('button', { name: `Modifier ${expert.name}` }).first().click();
  const tokens = page.getByTestId('member-access').getByTestId('member-tokens');
  const row = tokens.getByTestId('token-row').filter({ hasText: 'Synchronisation agenda' });
  await row.waitFor();
  await row.getByRole('button', { name: 'Révoquer le jeton Synchronisation agenda' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Révoquer' }).click();
  await row.waitFor({ state: 'detached' });
  t.equal((await call(setup.bff, token)).status, 401, 'revoked by the admin: refused');
});

t.test('a Client’s Sécurité has no API tokens', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Client'));
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Sécurité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sécurité du compte' });
  await dialog.getByTestId('sign-in-list').waitFor();
  t.equal(await dialog.getByTestId('api-tokens').count(), 0);
});
