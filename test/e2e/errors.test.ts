/** What the login page shows when it fails: wrong password, upstream down, BFF unreachable (spec §8). */
import t from 'tap';
import { closedPort, demoAccount, newPage, pathOf, setupFile, startBff, submitLogin, toastWith, type Bff } from './harness.js';

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
