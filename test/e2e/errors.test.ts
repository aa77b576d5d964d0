/**
 * What the login page shows when it fails: wrong password, upstream down, BFF unreachable (spec §8);
 * and what a screen that throws shows: the route's error panel, in the layout, with a retry.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import type { Test } from 'tap';
import type { Contract } from '../../shared/schemas/contracts.js';
import type { Paged } from '../../shared/schemas/common.js';
import { closedPort, demoAccount, newPage, pathOf, setupFile, signIn, startBff, submitLogin, toastWith, waitForPath, type Bff } from './harness.js';

const setup = setupFile(t);

t.test('a wrong password shows the toast "Email ou mot de passe incorrect."', async (t) => {
  const page = await newPage(t, setup.browser);
  const admin = await demoAccount(setup.bff, 'admin');
  await page.goto(`${setup.bff.url}pages/login`);
  await submitLogin(page, admin.email, `${admin.password}-wrong`);
  const toast = await toastWith(page, 'Email ou mot de passe incorrect.');
  t.equal(toast.text, 'Email ou mot de passe incorrect.');
  t.equal(toast.role, 'alert', 'an error toast is an alert');
  t.equal(pathOf(page), '/pages/login', 'stays on the login page');
  t.equal(await page.evaluate(() => localStorage.getItem('role')), null, 'nothing stored');

  // The toast closes with its button.
  await page.getByTestId('toast').getByRole('button', { name: 'Fermer' }).click();
  await page.getByTestId('toast').waitFor({ state: 'detached' });
  t.equal(await page.getByTestId('toast').count(), 0);
});

t.test('in English the same failure reads "Incorrect email or password."', async (t) => {
  const page = await newPage(t, setup.browser);
  const admin = await demoAccount(setup.bff, 'admin');
  await page.goto(`${setup.bff.url}pages/login`);
  await page.getByTestId('language-switch').getByRole('button', { name: 'English' }).click();
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  t.equal((await toastWith(page, 'Incorrect email or password.')).text, 'Incorrect email or password.');
});

t.test('the BFF itself unreachable (the request fails) shows "API injoignable."', async (t) => {
  const page = await newPage(t, setup.browser);
  const admin = await demoAccount(setup.bff, 'admin');
  await page.goto(`${setup.bff.url}pages/login`);
  await page.route(
    (url) => url.pathname === '/login',
    (route) => route.abort('connectionrefused'),
  );
  await submitLogin(page, admin.email, admin.password);
  const toast = await toastWith(page, 'API injoignable.');
  t.equal(toast.text, 'API injoignable.');
  t.equal(toast.role, 'alert');
  t.equal(pathOf(page), '/pages/login');
});

t.test('an upstream that does not answer shows "API injoignable."', async (t) => {
  const port = await closedPort();
  let down: Bff | undefined;
  t.teardown(() => down?.stop());
  down = await startBff({
    UPSTREAM_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'e2e-secret-0123456789-abcdefghij-ABCDEFGHIJ'.slice(0, 40),
  });
  const page = await newPage(t, setup.browser);
  await page.goto(`${down.url}pages/login`);
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  t.equal(await page.getByTestId('demo-accounts').count(), 0, 'no demo accounts with a real upstream');
  await submitLogin(page, 'camille.martin@exemple.fr', 'whatever-password');
  const toast = await toastWith(page, 'API injoignable.');
  t.equal(toast.text, 'API injoignable.');
  t.equal(pathOf(page), '/pages/login');
});

t.test('a session that ends while the app is open sends the user back to login', async (t) => {
  const page = await newPage(t, setup.browser);
  // A controllable clock, to reach the badge's one-minute refresh at once.
  await page.clock.install();
  const admin = await demoAccount(setup.bff, 'admin');
  await page.goto(`${setup.bff.url}pages/login`);
  await submitLogin(page, admin.email, admin.password);
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord KPI' }).waitFor();
  await page.getByTestId('badge-tasks').waitFor();
  // The cookie disappears (expiry, logout in another tab...): the badge's next refresh, a minute
  // later, answers 401.
  await page.context().clearCookies();
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/unread_count');
  await page.clock.runFor(61_000);
  t.equal((await refreshed).status(), 401, 'the badge refreshes every minute');
  await page.waitForURL((url) => url.pathname === '/pages/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  t.equal(pathOf(page), '/pages/login');
  t.equal(await page.locator('nav[aria-label="Menu principal"]').count(), 0);
  const toast = await toastWith(page, 'Votre session a pris fin. Reconnectez-vous.');
  t.equal(toast.role, 'status', 'an information toast is a status');

  // Signing in again returns to the page the user was on.
  await submitLogin(page, admin.email, admin.password);
  await page.waitForURL((url) => url.pathname === '/dashboard', { waitUntil: 'commit' });
  t.equal(pathOf(page), '/dashboard');
});

/** The route error panel, and the layout around it still there (sidebar, navbar). */
async function checkErrorPanel(t: Test, page: Page): Promise<void> {
  const panel = page.getByTestId('route-error');
  await panel.waitFor();
  t.equal(await panel.getAttribute('role'), 'alert', 'the panel is an alert');
  t.equal(await panel.getByRole('heading', { level: 1 }).textContent(), 'Cet écran n’a pas pu s’afficher', 'a French title');
  t.equal(await panel.getByRole('button', { name: 'Réessayer' }).count(), 1, 'a retry button');
  t.equal(await panel.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href'), '/', 'a way back home');
  t.equal(await page.locator('nav[aria-label="Menu principal"]').isVisible(), true, 'the sidebar is still there');
  t.equal(await page.getByTestId('user-menu').isVisible(), true, 'the navbar is still there');
  t.equal(await page.title(), 'Cet écran n’a pas pu s’afficher · Back-office Retraite', 'the tab says so');
}

t.test('a screen whose chunk fails to load shows the error panel in the layout; retry loads it', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord KPI' }).waitFor();
  const chunk = /\/assets\/contracts-page-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('failed'));

  await page.locator('#layout-menu [data-menu-id="contracts"]').click();
  await waitForPath(page, '/app/AllContracts');
  await checkErrorPanel(t, page);

  // The rest of the app works: another screen opens from the menu, and the panel is gone.
  await page.locator('#layout-menu [data-menu-id="clients"]').click();
  await page.getByRole('heading', { level: 1, name: 'Clients', exact: true }).waitFor();
  t.equal(await page.getByTestId('route-error').count(), 0, 'the next screen shows');

  // Back on the broken screen, the network comes back: "Réessayer" loads the chunk and draws it.
  await page.locator('#layout-menu [data-menu-id="contracts"]').click();
  await page.getByTestId('route-error').waitFor();
  await page.unroute(chunk);
  await page.getByTestId('route-error').getByRole('button', { name: 'Réessayer' }).click();
  await page.getByRole('heading', { level: 1, name: 'Contrats' }).waitFor();
  t.equal(await page.getByTestId('route-error').count(), 0, 'the screen replaces the panel');
  t.equal(pathOf(page), '/app/AllContracts', 'on the same page');
});

t.test('an answer the screen cannot draw shows the panel; retry asks again, "Retour à l’accueil" leaves', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  const list = await page.request.get(`${setup.bff.url}api/contracts?scope=all&perPage=10`);
  const contract = ((await list.json()) as Paged<Contract>).items[0];
  // The contract comes back without its fee form: the page cannot compute its totals.
  const broken = (url: URL) => url.pathname === `/api/contracts/${contract.id}`;
  await page.route(broken, (route) => route.fulfill({ json: { ...contract, form: null } }));

  await page.goto(`${setup.bff.url}pages/contract/${contract.id}`);
  await checkErrorPanel(t, page);

  await page.unroute(broken);
  await page.getByTestId('route-error').getByRole('button', { name: 'Réessayer' }).click();
  await page.getByTestId('save-contract').waitFor();
  t.equal(await page.getByTestId('route-error').count(), 0, 'the contract shows once its answer is whole');

  // Broken again; the way back leads home ('/': admin's analytics dashboard), which works.
  await page.route(broken, (route) => route.fulfill({ json: { ...contract, form: null } }));
  await page.locator('#layout-menu [data-menu-id="clients"]').click();
  await page.getByRole('heading', { level: 1, name: 'Clients', exact: true }).waitFor();
  await page.goto(`${setup.bff.url}pages/contract/${contract.id}`);
  await page.getByTestId('route-error').getByRole('link', { name: 'Retour à l’accueil' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord analytique' }).waitFor();
  t.equal(await page.getByTestId('route-error').count(), 0, 'the home page shows');
});
