/**
 * axe-core on the login page, the signed-in shell (light, dark, semi-dark, right to left) and every
 * business page (light and dark): any serious or critical violation fails (colour contrast AA
 * included).
 */
import t from 'tap';
import type { Contract } from '../../shared/schemas/contracts.js';
import { apiJson } from './business-helpers.js';
import { CUSTOMIZER_KEY, demoAccount, newPage, presetCustomizer, setupFile, shellReady, signIn } from './harness.js';
import type { Paged } from '../../shared/schemas/common.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);

const CASES: { name: string; settings?: Record<string, unknown>; colorScheme?: 'light' | 'dark' }[] = [
  { name: 'light', colorScheme: 'light' },
  { name: 'dark (system preference)', colorScheme: 'dark' },
  { name: 'right to left', settings: { rtl: true } },
];

for (const { name, settings, colorScheme } of CASES) {
  t.test(`login page, ${name}`, async (t) => {
    const page = await newPage(t, setup.browser, { colorScheme: colorScheme ?? 'light' });
    if (settings) await presetCustomizer(page, setup.bff, settings);
    await page.goto(`${setup.bff.url}pages/login`);
    await page.getByTestId('demo-accounts').waitFor();
    t.same(await seriousViolations(page), [], 'no serious or critical violation');
  });
}

const SHELL_CASES: { name: string; settings: Record<string, unknown>; open?: 'customizer' | 'search' | 'bookmarks' }[] = [
  { name: 'light', settings: { mode: 'light', footerType: 'static' } },
  { name: 'dark', settings: { mode: 'dark', footerType: 'sticky', navbarColor: 'primary' } },
  { name: 'semi-dark, success menu', settings: { mode: 'semi-dark', menuColor: 'success' } },
  { name: 'right to left, danger menu, warning navbar', settings: { rtl: true, menuColor: 'danger', navbarColor: 'warning' } },
  { name: 'horizontal, dark, info menu', settings: { layout: 'horizontal', mode: 'dark', menuColor: 'info' } },
  { name: 'customizer open', settings: { mode: 'light' }, open: 'customizer' },
  { name: 'quick search open, dark', settings: { mode: 'dark' }, open: 'search' },
  { name: 'bookmark search open, semi-dark, dark menu', settings: { mode: 'semi-dark', menuColor: 'dark' }, open: 'bookmarks' },
];

// One sign-in for all the shell's cases: each one saves its settings and reloads.
t.test('dashboard shell', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  for (const { name, settings, open } of SHELL_CASES) {
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [CUSTOMIZER_KEY, JSON.stringify({ version: 1, ...settings })] as const,
    );
    await page.goto(`${setup.bff.url}dashboard`);
    await shellReady(page);
    await page.getByTestId('badge-tasks').waitFor();
    if (open === 'customizer') {
      await page.getByRole('button', { name: 'Personnaliser le thème' }).click();
      await page.getByRole('dialog').waitFor();
    } else if (open === 'search') {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('ta');
      await page.getByTestId('quick-search').getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
    } else if (open === 'bookmarks') {
      await page.getByRole('button', { name: 'Gérer les favoris' }).click();
      await page.getByTestId('bookmark-picker').waitFor();
    }
    t.same(await seriousViolations(page), [], `${name}: no serious or critical violation`);
  }
});

t.test('a blank-layout demo page with its errors shown', async (t) => {
  const page = await newPage(t, setup.browser, { colorScheme: 'dark' });
  await page.goto(`${setup.bff.url}pages/register`);
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await page.getByText('Veuillez saisir votre nom.').waitFor();
  t.same(await seriousViolations(page), [], 'no serious or critical violation');
});

/** Every business page of issue 8 (point 17), as the admin sees it (the role that sees them all). */
function businessPages(contract: Contract): { name: string; path: string }[] {
  return [
    { name: 'dashboard', path: 'dashboard' },
    { name: 'CRM', path: 'kpi' },
    { name: 'profile', path: 'app/profile' },
    { name: 'clients', path: 'app/user/clientslist' },
    { name: 'client card', path: `app/user/edit/${contract.clientId}` },
    { name: 'former clients', path: 'app/user/oldclientslist' },
    { name: 'members', path: 'app/member/memberslist' },
    { name: 'tasks', path: 'task/all' },
    { name: 'documents', path: 'document' },
    { name: 'contract template', path: 'app/contractTemplate' },
    { name: 'contracts', path: 'app/AllContracts' },
    { name: 'a contract', path: `pages/contract/${contract.id}` },
    { name: 'new contract', path: `pages/create-contract/${contract.clientId}` },
    { name: 'create client', path: 'app/user/createUser' },
    { name: 'create member', path: 'app/member/createUser' },
  ];
}

for (const mode of ['light', 'dark'] as const) {
  t.test(`every business page, ${mode}`, async (t) => {
    const page = await newPage(t, setup.browser);
    await presetCustomizer(page, setup.bff, { mode });
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    const { body } = await apiJson<Paged<Contract>>(page, setup.bff, 'api/contracts?perPage=10');
    for (const { name, path } of businessPages(body.items[0])) {
      await page.goto(`${setup.bff.url}${path}`);
      await shellReady(page);
      await page.waitForLoadState('networkidle');
      // Skeletons give way to the page's data before axe reads it.
      await page.locator('[data-testid="list-loading"]').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
      t.same(await seriousViolations(page), [], `${name} (/${path}): no serious or critical violation`);
    }
  });
}
