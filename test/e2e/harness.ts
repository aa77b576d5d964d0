/**
 * Browser tests: the built BFF (`node dist/server/index.js`, after `npm run build`) as a child
 * process, driven through Debian's Chromium with playwright-core. One BFF and one browser per file.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import type { Test } from 'tap';
import type { Role } from '../../shared/schemas/people.js';
import type { DemoAccount, PublicConfig } from '../../shared/schemas/config.js';
import { freePort } from '../helpers/free-port.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = 'dist/server/index.js';

const START_TIMEOUT_MS = 60_000;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Short waits: a UI that answers at all answers within a few seconds. */
export const UI_TIMEOUT_MS = 10_000;

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  return found;
}

export interface Bff {
  /** ends with '/' */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built BFF on a free port (PORT=0) and waits for its 'Back-office: <url>' line. */
export function startBff(extraEnv: Record<string, string> = {}): Promise<Bff> {
  if (!existsSync(join(REPO_ROOT, SERVER_ENTRY))) {
    return Promise.reject(new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`));
  }
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    // A clean environment: a developer's own UPSTREAM_URL or BASE_PATH must not leak into the tests.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The files sign in a few dozen times a minute; the limiter has tests of its own.
      LOGIN_RATE_LIMIT: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    // Generous: on a 2-core machine the other test file running beside this one slows the start-up.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the BFF did not start within ${START_TIMEOUT_MS / 1000} s:\n${out}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const match = /Back-office: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      let stopping = false;
      // A BFF that dies under a test would otherwise only show as ECONNREFUSED: say why.
      child.once('exit', (code, signal) => {
        if (!stopping) process.stderr.write(`\nthe BFF at ${match[1]} exited (${code ?? signal}) during the tests:\n${out}\n`);
      });
      resolve({
        url: match[1],
        output: () => out,
        stop: async () => {
          stopping = true;
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the BFF exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
}

/** A loopback port that nothing listens on. */
export function closedPort(): Promise<number> {
  return freePort();
}

export async function publicConfig(bff: Bff): Promise<PublicConfig> {
  const response = await fetch(`${bff.url}config`);
  if (!response.ok) throw new Error(`GET config: ${response.status}`);
  return (await response.json()) as PublicConfig;
}

export async function demoAccount(bff: Bff, role: Role): Promise<DemoAccount> {
  const account = (await publicConfig(bff)).demoAccounts?.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role} in GET config`);
  return account;
}

export interface Setup {
  bff: Bff;
  browser: Browser;
}

/** One BFF and one browser for the whole file, stopped at its end. */
export function setupFile(t: Test, env: Record<string, string> = {}): Setup {
  const setup = {} as Setup;
  t.before(async () => {
    [setup.bff, setup.browser] = await Promise.all([startBff(env), launchBrowser()]);
  });
  t.teardown(async () => {
    await Promise.all([setup.browser?.close(), setup.bff?.stop()]);
  });
  // The app must run under the BFF's CSP and without uncaught errors, in every test of the file.
  t.afterEach(async (child) => {
    t.same(pageProblems.get(child) ?? [], [], `${child.name}: no CSP violation and no uncaught error in the page`);
  });
  return setup;
}

const pageProblems = new WeakMap<Test, string[]>();

/** A fresh context (own cookies and storage) for one test, closed at its end. */
export async function newPage(t: Test, browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  // A context that Chromium is slow to close (seen once under a full CI run: 220 s) must not eat the
  // whole file's time limit: its test is over, its assertions are made; wait 20 s at most, and say so.
  t.teardown(async () => {
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), 20_000)));
    const outcome = await Promise.race([context.close().then(() => 'closed' as const), slow]);
    clearTimeout(timer);
    if (outcome === 'slow') t.comment('the browser context took over 20 s to close; left to close in the background');
  });
  const page = await context.newPage();
  const problems = pageProblems.get(t) ?? [];
  pageProblems.set(t, problems);
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
  });
  return page;
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the client router shows `path`. */
/**
 * The id of the focused element once it is `id`, or whatever has the focus after `timeoutMs`: a form
 * moves the focus to its first wrong field a frame after the errors show.
 */
export async function focusedId(page: Page, id: string, timeoutMs = 5000): Promise<string | undefined> {
  await page.waitForFunction((want) => document.activeElement?.id === want, id, { timeout: timeoutMs }).catch(() => undefined);
  return page.evaluate(() => document.activeElement?.id);
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
}

/** Fills and sends the login form in French (its default). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function signIn(page: Page, bff: Bff, account: DemoAccount): Promise<void> {
  await page.goto(`${bff.url}pages/login`);
  await submitLogin(page, account.email, account.password);
  await page.locator('nav[aria-label="Menu principal"]').waitFor({ state: 'attached' });
}

/** The ids of the sidebar's entries, in order. */
export function menuIds(page: Page): Promise<string[]> {
  return page
    .locator('nav[aria-label="Menu principal"] [data-menu-id]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-id') ?? ''));
}

/** The text of the toast carrying `text`, once shown, and its role. */
export async function toastWith(page: Page, text: string): Promise<{ text: string; role: string | null }> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.first().waitFor();
  return {
    text: (await toast.first().getByTestId('toast-message').textContent()) ?? '',
    role: await toast.first().getAttribute('role'),
  };
}

/** The customizer's localStorage key (client/src/layout/customizer/settings.ts). */
export const CUSTOMIZER_KEY = 'bo.customizer.v1';

/** Saves customizer settings in the browser (as a previous visit would have), before signing in. */
export async function presetCustomizer(page: Page, bff: Bff, settings: Record<string, unknown>): Promise<void> {
  await page.goto(`${bff.url}pages/login`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [CUSTOMIZER_KEY, JSON.stringify({ version: 1, ...settings })] as const,
  );
}

/** Signs out from the navbar's user menu (French UI). */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await waitForPath(page, '/pages/login');
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
}

/** The page's shell has settled: the first heading and the bookmarks are drawn. */
export async function shellReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
