/** The theme customizer (spec §2): defaults, every option at once, kept per browser across reloads and sign-ins. */
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import { CUSTOMIZER_KEY, demoAccount, newPage, presetCustomizer, setupFile, shellReady, signIn, signOut } from './harness.js';

const setup = setupFile(t);

const PRIMARY = 'rgb(109, 98, 228)';
const SUCCESS = 'rgb(40, 199, 111)';
const DANGER = 'rgb(209, 62, 66)';
const DARK_SURFACE = 'rgb(47, 51, 73)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

/** Waits until a computed style of the first element matching `selector` reads `value`. */
async function styleBecomes(page: Page, selector: string, property: string, value: string): Promise<string> {
  await page
    .waitForFunction(
      ([sel, prop, expected]) => {
        const element = document.querySelector(sel);
        return !!element && getComputedStyle(element).getPropertyValue(prop) === expected;
      },
      [selector, property, value] as const,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  return page.evaluate(
    ([sel, prop]) => {
      const element = document.querySelector(sel);
      return element ? getComputedStyle(element).getPropertyValue(prop) : 'missing';
    },
    [selector, property] as const,
  );
}

function option(page: Page, group: string, name: string): Locator {
  return page.getByTestId(group).getByRole('radio', { name, exact: true });
}

async function openCustomizer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Personnaliser le thème' }).click();
  await page.getByRole('dialog', { name: 'Personnalisation du thème' }).waitFor();
}

/** What the page shows once colour transitions have finished: polls until it matches or 3 s pass. */
async function settled(page: Page, expected: Awaited<ReturnType<typeof observed>>) {
  const deadline = Date.now() + 3000;
  const same = (a: object, b: object) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  let seen = await observed(page);
  while (!same(seen, expected) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    seen = await observed(page);
  }
  return seen;
}

/** What a user sees of every setting, read from the page. */
async function observed(page: Page) {
  await shellReady(page);
  return page.evaluate(() => {
    const html = document.documentElement;
    const layout = document.querySelector('[data-testid="layout"]');
    const sidebar = document.getElementById('layout-menu');
    const navbar = document.querySelector('[data-testid="navbar"]');
    const card = navbar?.querySelector('.navbar-card');
    const footer = document.querySelector('footer');
    const active = document.querySelector('[aria-current="page"][data-menu-id]');
    const bootstrap = document.getElementById('bootstrap-css') as HTMLLinkElement | null;
    return {
      theme: html.getAttribute('data-bs-theme'),
      dir: html.getAttribute('dir'),
      bootstrapRtl: /rtl/.test(bootstrap?.href ?? ''),
      layout: layout?.getAttribute('data-layout'),
      sidebarTheme: sidebar?.getAttribute('data-bs-theme') ?? null,
      sidebarCollapsed: sidebar?.classList.contains('collapsed') ?? null,
      navbarType: navbar?.getAttribute('data-navbar-type') ?? 'none',
      navbarBg: card ? getComputedStyle(card).backgroundColor : null,
      footerType: footer?.getAttribute('data-footer-type') ?? 'none',
      activeBg: active ? getComputedStyle(active).backgroundColor : null,
    };
  });
}

t.test('defaults with no saved choice: light, floating navbar, hidden footer, primary, left to right', async (t) => {
  const page = await newPage(t, setup.browser, { colorScheme: 'light' });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await shellReady(page);
  const seen = await observed(page);
  t.equal(seen.theme, 'light');
  t.equal(seen.dir, 'ltr');
  t.equal(seen.bootstrapRtl, false);
  t.equal(seen.layout, 'vertical');
  t.equal(seen.sidebarTheme, null, 'the menu is not darkened');
  t.equal(seen.sidebarCollapsed, false);
  t.equal(seen.navbarType, 'floating');
  t.equal(seen.footerType, 'none', 'no footer by default (spec §2)');
  t.equal(await page.locator('footer').count(), 0);
  t.equal(await styleBecomes(page, '[aria-current="page"][data-menu-id]', 'background-color', PRIMARY), PRIMARY, 'primary menu colour');
  t.equal(await page.evaluate((key) => localStorage.getItem(key), CUSTOMIZER_KEY), null, 'nothing saved yet');

  await openCustomizer(page);
  t.ok(await option(page, 'option-mode', 'Clair').isChecked());
  t.ok(await option(page, 'option-layout', 'Verticale').isChecked());
  t.ok(await option(page, 'option-menu-color', 'Violet (principale)').isChecked());
  t.ok(await option(page, 'option-navbar-type', 'Flottante').isChecked());
  t.ok(await option(page, 'option-footer-type', 'Masqué').isChecked());
  t.notOk(await page.getByRole('switch', { name: 'De droite à gauche (RTL)' }).isChecked());
  t.notOk(await page.getByRole('switch', { name: 'Menu réduit' }).isChecked());
});

t.test('with no saved choice the system dark preference wins; a chosen mode then stays', async (t) => {
  const page = await newPage(t, setup.browser, { colorScheme: 'dark' });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await shellReady(page);
  t.equal(await page.getAttribute('html', 'data-bs-theme'), 'dark');
  t.equal(await styleBecomes(page, '#layout-menu', 'background-color', DARK_SURFACE), DARK_SURFACE);

  await openCustomizer(page);
  t.ok(await option(page, 'option-mode', 'Sombre').isChecked());
  await option(page, 'option-mode', 'Clair').check();
  t.equal(await page.getAttribute('html', 'data-bs-theme'), 'light');
  await page.reload();
  await shellReady(page);
  t.equal(await page.getAttribute('html', 'data-bs-theme'), 'light', 'the saved choice beats the system preference');
});

t.test('every option applies at once and survives a reload, a sign-out and a new sign-in', async (t) => {
  const page = await newPage(t, setup.browser, { colorScheme: 'light', viewport: { width: 1440, height: 800 } });
  const admin = await demoAccount(setup.bff, 'admin');
  await signIn(page, setup.bff, admin);
  await shellReady(page);
  const main = await page.$('#main-content');
  await openCustomizer(page);

  await option(page, 'option-menu-color', 'Vert').check();
  t.equal(await styleBecomes(page, '[aria-current="page"][data-menu-id]', 'background-color', SUCCESS), SUCCESS, 'menu colour');

  await option(page, 'option-mode', 'Sombre').check();
  t.equal(await page.getAttribute('html', 'data-bs-theme'), 'dark', 'dark mode on the page');
  await option(page, 'option-mode', 'Semi-sombre').check();
  t.equal(await page.getAttribute('html', 'data-bs-theme'), 'light', 'semi-dark keeps the page light');
  t.equal(await page.getAttribute('#layout-menu', 'data-bs-theme'), 'dark', 'and darkens the menu');
  t.equal(await styleBecomes(page, '#layout-menu', 'background-color', DARK_SURFACE), DARK_SURFACE);

  await option(page, 'option-layout', 'Horizontale').check();
  await page.getByTestId('horizontal-menu').waitFor();
  t.equal(await page.locator('#layout-menu').count(), 0, 'no sidebar in the horizontal layout');
  t.equal(await option(page, 'option-mode', 'Semi-sombre').count(), 0, 'semi-dark is not offered in horizontal');
  t.ok(await option(page, 'option-mode', 'Clair').isChecked(), 'semi-dark fell back to light');
  t.ok(await page.getByRole('switch', { name: 'Menu réduit' }).isDisabled(), 'collapse is for the vertical layout');
  await option(page, 'option-layout', 'Verticale').check();
  await page.locator('#layout-menu').waitFor();
  await option(page, 'option-mode', 'Semi-sombre').check();

  await page.getByRole('switch', { name: 'Menu réduit' }).check();
  t.equal(await styleBecomes(page, '#layout-menu', 'width', '80px'), '80px', 'collapsed menu rail');

  await option(page, 'option-navbar-color', 'Rouge').check();
  t.equal(await styleBecomes(page, '.navbar-card', 'background-color', DANGER), DANGER, 'navbar colour');
  t.equal(await styleBecomes(page, '.navbar-card .user-name', 'color', LIGHT_SURFACE), LIGHT_SURFACE, 'readable text on it');

  for (const [label, type] of [
    ['Fixe', 'sticky'],
    ['Statique', 'static'],
    ['Masquée', 'none'],
    ['Fixe', 'sticky'],
  ] as const) {
    await option(page, 'option-navbar-type', label).check();
    t.equal((await observed(page)).navbarType, type, `navbar type ${label}`);
  }

  await option(page, 'option-footer-type', 'Statique').check();
  t.equal((await observed(page)).footerType, 'static');
  await option(page, 'option-footer-type', 'Fixe').check();
  t.equal((await observed(page)).footerType, 'sticky');
  t.match(await page.locator('footer').textContent(), `COPYRIGHT © ${new Date().getFullYear()} Retraite Conseil`);

  await page.getByRole('switch', { name: 'De droite à gauche (RTL)' }).check();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  t.equal((await observed(page)).bootstrapRtl, true, "Bootstrap's RTL sheet replaced the LTR one");
  t.equal(await page.locator('link[rel="stylesheet"][href*="bootstrap"]').count(), 1, 'one Bootstrap sheet');

  await page.getByRole('switch', { name: 'Masquer le bouton « Revenir en haut »' }).check();
  t.equal(await main?.evaluate((element) => element.isConnected), true, 'the page content was never re-mounted');

  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const expected = {
    theme: 'light',
    dir: 'rtl',
    bootstrapRtl: true,
    layout: 'vertical',
    sidebarTheme: 'dark',
    sidebarCollapsed: true,
    navbarType: 'sticky',
    navbarBg: DANGER,
    footerType: 'sticky',
    activeBg: SUCCESS,
  };
  t.same(await settled(page, expected), expected, 'all the choices show');
  await page.evaluate(() => {
    document.body.style.paddingBottom = '2000px';
    window.scrollTo(0, 600);
  });
  await page.waitForTimeout(200);
  t.equal(await page.getByTestId('scroll-to-top').count(), 0, 'scroll-to-top hidden by the customizer');

  await page.reload();
  t.same(await settled(page, expected), expected, 'the same after a reload');

  await signOut(page);
  t.equal(await page.getAttribute('html', 'dir'), 'rtl', 'the login page keeps the direction');
  await signIn(page, setup.bff, admin);
  t.same(await settled(page, expected), expected, 'the same after signing out and in again');

  const saved = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CUSTOMIZER_KEY)) ?? '{}') as Record<string, unknown>;
  t.equal(saved.version, 1, 'one versioned key');
  t.equal(saved.footerType, 'sticky');

  // The page may come back scrolled (the browser restores it), and a scrolled floating bar is
  // translucent on purpose: the defaults are read at the top of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('[data-testid="navbar"][data-scrolled="false"]').waitFor();
  await openCustomizer(page);
  await page.getByTestId('customizer-reset').click();
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await page.keyboard.press('Escape');
  const defaults = { ...expected, dir: 'ltr', bootstrapRtl: false, sidebarTheme: null, sidebarCollapsed: false, navbarType: 'floating', navbarBg: LIGHT_SURFACE, footerType: 'none', activeBg: PRIMARY };
  t.same(await settled(page, defaults), defaults, 'reset brings the defaults back');
  t.equal(await page.evaluate((key) => localStorage.getItem(key), CUSTOMIZER_KEY), null, 'and forgets the saved choice');
});

t.test('the customizer shows on medium and larger screens only', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 767, height: 800 } });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Expert'));
  await shellReady(page);
  const gear = page.getByRole('button', { name: 'Personnaliser le thème' });
  t.equal(await gear.isVisible(), false, 'hidden below 768 px');
  await page.setViewportSize({ width: 768, height: 800 });
  await gear.waitFor();
  t.equal(await gear.isVisible(), true, 'shown from 768 px');
});

t.test('a saved choice applies from the first paint, on the login page too', async (t) => {
  const page = await newPage(t, setup.browser, { colorScheme: 'light' });
  await presetCustomizer(page, setup.bff, { mode: 'dark', rtl: true });
  await page.reload();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  t.equal(await page.getAttribute('html', 'data-bs-theme'), 'dark');
  t.equal(await page.getAttribute('html', 'dir'), 'rtl');
  t.match(await page.getAttribute('#bootstrap-css', 'href'), /rtl/);
  // The sign-in panel, on the right in LTR, is mirrored to the left.
  const panel = await page.locator('.auth-panel').boundingBox();
  t.ok(panel && panel.x < 100, 'the login panel is mirrored to the left');
});
