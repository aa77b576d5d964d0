/** Each demo role signs in, lands on its page and sees exactly its menu, with its badges. */
import t from 'tap';
import { landingPath, visibleMenu, MENU_ITEMS, type AreaId } from '../../shared/menu.js';
import { isStaff } from '../../shared/policies.js';
import { demoAccount, menuIds, newPage, pathOf, publicConfig, setupFile, submitLogin, waitForPath } from './harness.js';
import { ROLES } from '../../shared/schemas/people.js';
import type { UnreadCountResponse } from '../../shared/schemas/tasks.js';

const setup = setupFile(t);

/** The French page titles of the business screens. */
const TITLES: Record<AreaId, string> = {
  dashboard: 'Tableau de bord KPI',
  crm: 'CRM',
  profile: 'Mon profil',
  clients: 'Clients',
  oldClients: 'Anciens clients',
  tasks: 'Tâches',
  documents: 'Mes documents',
  contractTemplate: 'Modèle de contrat',
  contracts: 'Contrats',
  members: 'Membres',
};

t.test('GET config lists one demo account per role, and the login page shows them', async (t) => {
  const config = await publicConfig(setup.bff);
  t.equal(config.demo, true);
  t.same(
    (config.demoAccounts ?? []).map((a) => a.role).sort(),
    [...ROLES].sort(),
  );
  const page = await newPage(t, setup.browser);
  await page.goto(`${setup.bff.url}pages/login`);
  const list = page.getByTestId('demo-accounts');
  await list.waitFor();
  for (const account of config.demoAccounts ?? []) {
    t.equal(await list.getByText(account.email, { exact: true }).count(), 1, `${account.role}: e-mail shown`);
  }
  t.match(await list.textContent(), /démo/i, 'says it is a demo');

  // Clicking an account fills the form.
  const expert = (config.demoAccounts ?? []).find((a) => a.role === 'Expert');
  await page.locator(`button[data-email="${expert?.email}"]`).click();
  t.equal(await page.getByLabel('E-mail').inputValue(), expert?.email);
  t.equal(await page.getByLabel('Mot de passe', { exact: true }).inputValue(), expert?.password);
});

let staffWithUnread = 0;

for (const role of ROLES) {
  t.test(`${role}: lands on its page and sees its menu`, async (t) => {
    const account = await demoAccount(setup.bff, role);
    const page = await newPage(t, setup.browser);
    await page.goto(`${setup.bff.url}pages/login`);
    await submitLogin(page, account.email, account.password);

    const landing = landingPath(role);
    if (role === 'admin' || role === 'Consultant') t.equal(landing, '/dashboard');
    await waitForPath(page, landing);
    t.equal(pathOf(page), landing, 'lands on its landing page');

    const expected = visibleMenu(role).map((item) => item.id);
    const nav = page.locator('nav[aria-label="Menu principal"]');
    await nav.locator('[data-menu-id]').first().waitFor();
    t.same(await menuIds(page), expected, 'the menu of the role, in its order');

    const active = nav.locator('[aria-current="page"]');
    t.equal(await active.count(), 1, 'one active entry');
    const landingItem = visibleMenu(role).find((item) => item.navLink === landing);
    t.equal(await active.getAttribute('data-menu-id'), landingItem?.id, 'the active entry is the landing page');

    // Navbar: the user's name and status.
    const userMenu = page.getByTestId('user-menu');
    t.match(await userMenu.textContent(), account.name, 'user name in the navbar');
    t.match(await userMenu.textContent(), 'Disponible');

    // Non-secret user fields mirrored in localStorage (spec §3), and never a token.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    t.equal(stored.role, role);
    t.equal(stored.username, account.name);
    t.ok(stored.userid && stored.userid !== 'visitor', 'userid stored');
    t.notOk('token' in stored, 'no token in localStorage');

    // Documents: static badge for every role that sees it.
    if (expected.includes('documents')) {
      t.equal(await page.getByTestId('badge-documents').textContent(), MENU_ITEMS.documents.badgeText);
      t.equal(MENU_ITEMS.documents.badgeText, '5 news');
    }

    // Tasks: '<count> news' from GET unread_count, for the staff only.
    const tasksBadge = page.getByTestId('badge-tasks');
    if (isStaff(role)) {
      t.ok(expected.includes('tasks'));
      const answer = await page.request.get(`${setup.bff.url}unread_count`);
      t.equal(answer.status(), 200);
      const { count } = (await answer.json()) as UnreadCountResponse;
      if (count > 0) {
        staffWithUnread++;
        await tasksBadge.waitFor();
        t.equal(await tasksBadge.textContent(), `${count} news`);
        t.match(await tasksBadge.getAttribute('class'), /bg-danger/);
      } else {
        t.equal(await tasksBadge.count(), 0, 'no badge without unread tasks');
      }
    } else {
      t.notOk(expected.includes('tasks'));
      t.equal(await tasksBadge.count(), 0);
    }

    // Every entry of the menu opens its screen in the main layout.
    for (const item of visibleMenu(role)) {
      await nav.locator(`[data-menu-id="${item.id}"]`).click();
      await waitForPath(page, item.navLink);
      await page.getByRole('heading', { level: 1, name: TITLES[item.id], exact: true }).waitFor();
      t.equal(await nav.locator('[aria-current="page"]').getAttribute('data-menu-id'), item.id, `${item.id} active`);
    }
    t.equal(await page.getByTestId('coming-soon').count(), 0, 'every business screen is built, none is a placeholder');
  });
}

t.test('at least one staff demo account has unread tasks, so the badge was seen', async (t) => {
  t.ok(staffWithUnread > 0);
});
