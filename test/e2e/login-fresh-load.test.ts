/**
 * A fresh load of the login page draws it without react-router, SWR or the page catalogue
 * (client/src/app/login-app.tsx), yet works as the full app's login page: the landing page after
 * sign-in, the page that sent the user there, the forgot-password link, and the saved theme and
 * language from the first paint.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { landingPath } from '../../shared/menu.js';
import { CUSTOMIZER_KEY, demoAccount, newPage, pathOf, setupFile, submitLogin, waitForPath } from './harness.js';

const setup = setupFile(t);

/** The vendor chunks of the full app only (client/vite.config.ts names them), and the page catalogue's. */
const FULL_APP_CHUNK = /^(router|swr|menu)-/;

/** The names of the scripts the page asks for, as they are asked. */
function watchScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) names.push(path.replace(/^.*\//, ''));
  });
  return names;
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Se connecter' });

t.test('a fresh load fetches no router chunk; the first keystroke fetches the full app', async (t) => {
  const page = await newPage(t, setup.browser);
  const scripts = watchScripts(page);
  await page.goto(`${setup.bff.url}pages/login`, { waitUntil: 'networkidle' });
  await signInButton(page).waitFor();
  await page.getByTestId('demo-accounts').waitFor();
  await page.waitForLoadState('networkidle');
  t.ok(scripts.some((name) => name.startsWith('react-')), 'the scripts were watched');
  t.same(scripts.filter((name) => FULL_APP_CHUNK.test(name)), [], 'no react-router, SWR nor page catalogue');

  const router = page.waitForResponse((response) => /\/router-[^/]+\.js$/.test(new URL(response.url()).pathname));
  await page.getByLabel('E-mail').pressSequentially('c');
  t.equal((await router).status(), 200, 'typing warms the full app');
  t.equal(pathOf(page), '/pages/login', 'and stays on the page');
});

t.test('signing in from a fresh load lands on the role’s page, in place of the login page', async (t) => {
  for (const role of ['admin', 'Client'] as const) {
    const page = await newPage(t, setup.browser);
    await page.goto(`${setup.bff.url}pages/login`);
    await signInButton(page).waitFor();
    const entries = await page.evaluate(() => history.length);
    const account = await demoAccount(setup.bff, role);
    await submitLogin(page, account.email, account.password);
    await waitForPath(page, landingPath(role));
    await page.locator('nav[aria-label="Menu principal"]').waitFor({ state: 'attached' });
    t.equal(pathOf(page), landingPath(role), `${role} lands on ${landingPath(role)}`);
    t.equal(await page.evaluate(() => history.length), entries, `${role}: the landing page replaced the login page`);
    t.equal(await page.evaluate(() => localStorage.getItem('role')), role, 'the signed-in user is stored');
  }
});

t.test('the page that sent the user to login is honoured after a reload of the login page', async (t) => {
  const page = await newPage(t, setup.browser);
  await page.goto(`${setup.bff.url}app/AllContracts`);
  await waitForPath(page, '/pages/login');
  await signInButton(page).waitFor();

  // The reload is a fresh load: the router's location state survives it in history.state.
  const scripts = watchScripts(page);
  await page.reload({ waitUntil: 'networkidle' });
  await signInButton(page).waitFor();
  t.same(scripts.filter((name) => FULL_APP_CHUNK.test(name)), [], 'the reloaded login page is the light one');

  const admin = await demoAccount(setup.bff, 'admin');
  await submitLogin(page, admin.email, admin.password);
  await waitForPath(page, '/app/AllContracts');
  await page.getByRole('heading', { level: 1, name: 'Contrats' }).waitFor();
  t.equal(pathOf(page), '/app/AllContracts');

  // A page the role may not open is not honoured: a Client lands on its own page.
  const other = await newPage(t, setup.browser);
  await other.goto(`${setup.bff.url}app/member/memberslist`);
  await waitForPath(other, '/pages/login');
  await other.reload();
  const client = await demoAccount(setup.bff, 'Client');
  await submitLogin(other, client.email, client.password);
  await waitForPath(other, landingPath('Client'));
  t.equal(pathOf(other), landingPath('Client'));
});

t.test('the forgot-password link opens its page', async (t) => {
  const page = await newPage(t, setup.browser);
  await page.goto(`${setup.bff.url}pages/login`);
  const link = page.getByRole('link', { name: 'Mot de passe oublié ?' });
  t.equal(await link.getAttribute('href'), '/pages/forgot-password');
  await link.click();
  await waitForPath(page, '/pages/forgot-password');
  await page.getByRole('heading', { level: 1, name: /Mot de passe oublié/ }).waitFor();
  // Its way back is the full app's login page (a client-side navigation), the same screen.
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await waitForPath(page, '/pages/login');
  await signInButton(page).waitFor();
  t.equal(await page.getByRole('link', { name: 'Mot de passe oublié ?' }).count(), 1);
});

t.test('saved dark mode and English apply from the first paint of a fresh load', async (t) => {
  const page = await newPage(t, setup.browser, { colorScheme: 'light' });
  await page.goto(`${setup.bff.url}pages/login`);
  await page.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify({ version: 1, mode: 'dark' }));
    localStorage.setItem('lang', 'en');
  }, CUSTOMIZER_KEY);
  // What the page looked like when React first drew into #root (a string: see access.test.ts).
  await page.addInitScript(`
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root || !root.firstChild) return;
      window.firstDraw = { theme: document.documentElement.getAttribute('data-bs-theme'), lang: document.documentElement.lang, text: root.textContent };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.reload();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const first = await page.evaluate(() => (window as unknown as { firstDraw: { theme: string; lang: string; text: string } }).firstDraw);
  t.equal(first.theme, 'dark', 'dark at the first draw');
  t.equal(first.lang, 'en', 'English at the first draw');
  t.match(first.text, 'Sign in', 'the first draw reads English');
  t.notMatch(first.text, 'Se connecter', 'no French flash');
  t.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(37, 41, 60)', 'dark page background');
});
