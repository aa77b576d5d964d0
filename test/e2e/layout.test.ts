/**
 * The shell's layouts (spec §2, §9): the 1199/1200 px breakpoints, the small-screen overlay and its
 * swipes, right to left, the collapsed rail, scroll thresholds
 * (the template pages are in template-pages.test.ts).
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { visibleMenu } from '../../shared/menu.js';
import { demoAccount, newPage, presetCustomizer, setupFile, shellReady, signIn } from './harness.js';

const setup = setupFile(t);

async function widthOf(page: Page, selector: string, expected: number): Promise<number> {
  await page
    .waitForFunction(
      ([sel, px]) => Math.round(document.querySelector(sel)?.getBoundingClientRect().width ?? -1) === px,
      [selector, expected] as const,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  return page.evaluate((sel) => Math.round(document.querySelector(sel)?.getBoundingClientRect().width ?? -1), selector);
}

const isInert = (page: Page): Promise<boolean> => page.locator('#layout-menu').evaluate((el) => (el as HTMLElement).inert);

/**
 * The attribute once it matches `pattern`, or as it is after 5 s: what follows a scroll is drawn a
 * frame or more later, and a fixed wait was too short on a busy machine.
 */
async function attributeOnceMatching(page: Page, selector: string, name: string, pattern: RegExp): Promise<string | null> {
  await page
    .waitForFunction(([s, n, p]) => new RegExp(p).test(document.querySelector(s)?.getAttribute(n) ?? ''), [selector, name, pattern.source] as const, { timeout: 5000 })
    .catch(() => undefined);
  return page.getAttribute(selector, name);
}

/** A one-finger swipe through the DevTools protocol, as a touch screen sends it. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 4; step++) {
    const x = from.x + ((to.x - from.x) * step) / 4;
    const y = from.y + ((to.y - from.y) * step) / 4;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

t.test('horizontal layout at 1200 px, vertical with the sidebar hidden at 1199 px', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 1200, height: 800 } });
  await presetCustomizer(page, setup.bff, { layout: 'horizontal' });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await shellReady(page);
  const toggle = page.getByTestId('menu-toggle');

  const menu = page.getByTestId('horizontal-menu');
  await menu.waitFor();
  t.equal(await page.locator('#layout-menu').count(), 0, 'no sidebar');
  t.equal(await toggle.isVisible(), false, 'no menu toggle');
  // The role's entries in its order: those that fit on the line, then the rest under "Plus".
  const inline = await menu.locator(':scope > ul > li > a[data-menu-id]').evaluateAll((links) => links.map((l) => l.getAttribute('data-menu-id')));
  const more = menu.getByRole('button', { name: /^Plus d’entrées du menu/ });
  let folded: (string | null)[] = [];
  if (await more.count()) {
    await more.click();
    folded = await page.locator('.horizontal-more-menu [data-menu-id]').evaluateAll((links) => links.map((l) => l.getAttribute('data-menu-id')));
    await page.keyboard.press('Escape');
  }
  t.same([...inline, ...folded], visibleMenu('admin').map((item) => item.id), 'every entry, in the admin order');
  t.ok(inline.length >= 5, 'most entries fit on the line at 1200 px');
  t.equal(await menu.locator('[aria-current="page"]').getAttribute('data-menu-id'), 'dashboard', 'the active entry is marked');

  await page.setViewportSize({ width: 1199, height: 800 });
  await page.locator('[data-layout="vertical"]').waitFor();
  t.equal(await menu.count(), 0, 'at 1199 px the horizontal layout turns vertical');
  t.equal(await toggle.isVisible(), true, 'the menu toggle shows');
  t.equal(await isInert(page), true, 'the sidebar is hidden and out of the tab order');
  t.equal(await page.locator('[data-menu-id="clients"]').isVisible(), false);
  await toggle.click();
  await page.getByTestId('menu-backdrop').waitFor();
  t.equal(await page.locator('#layout-menu [data-menu-id="clients"]').isVisible(), true, 'it opens over the page');
  await page.keyboard.press('Escape');
  await page.getByTestId('menu-backdrop').waitFor({ state: 'detached' });

  await page.setViewportSize({ width: 1200, height: 800 });
  await menu.waitFor();
  t.equal(await page.getAttribute('[data-testid="layout"]', 'data-layout'), 'horizontal', 'and back at 1200 px');
});

t.test('vertical layout: sidebar shown at 1200 px, hidden behind the toggle at 1199 px', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 1200, height: 800 } });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await shellReady(page);
  t.equal(await page.locator('#layout-menu [data-menu-id="clients"]').isVisible(), true, 'sidebar visible at 1200 px');
  t.equal(await isInert(page), false);
  t.equal(await page.getByTestId('menu-toggle').isVisible(), false);
  const box = await page.locator('#main-content').boundingBox();
  t.ok(box && box.x >= 259, 'the content starts after the sidebar');

  await page.setViewportSize({ width: 1199, height: 800 });
  await page.locator('[data-menu-id="clients"]').waitFor({ state: 'hidden' });
  t.equal(await isInert(page), true);
  t.equal(await page.getByTestId('menu-toggle').isVisible(), true);
  const narrow = await page.locator('#main-content').boundingBox();
  t.ok(narrow && narrow.x < 10, 'the content takes the whole width');
});

t.test('at 375 px a swipe from the edge opens the menu and a swipe back closes it, also in RTL', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await shellReady(page);
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing overflows');

  // A vertical scroll gesture from the edge is not a swipe.
  await swipe(page, { x: 4, y: 300 }, { x: 40, y: 600 });
  await page.waitForTimeout(300);
  t.equal(await page.getByTestId('menu-backdrop').count(), 0, 'a vertical move does not open it');

  await swipe(page, { x: 4, y: 400 }, { x: 220, y: 410 });
  await page.getByTestId('menu-backdrop').waitFor();
  t.equal(await isInert(page), false, 'a swipe from the left edge opens it');
  await swipe(page, { x: 220, y: 400 }, { x: 20, y: 405 });
  await page.getByTestId('menu-backdrop').waitFor({ state: 'detached' });
  t.equal(await isInert(page), true, 'a swipe to the left closes it');

  await presetCustomizer(page, setup.bff, { rtl: true });
  await page.goto(`${setup.bff.url}dashboard`);
  await shellReady(page);
  t.equal(await page.getAttribute('html', 'dir'), 'rtl');
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('menu-backdrop').waitFor();
  // The menu slides in: wait for the end of its transition (a fixed wait failed on a busy machine).
  await page
    .waitForFunction(() => Math.round(document.querySelector('#layout-menu')!.getBoundingClientRect().right) === 375, undefined, { timeout: 5000 })
    .catch(() => undefined);
  const box = await page.locator('#layout-menu').boundingBox();
  t.ok(box && Math.round(box.x + box.width) === 375, 'in RTL it slides in from the right');
  await swipe(page, { x: 200, y: 400 }, { x: 370, y: 405 });
  await page.getByTestId('menu-backdrop').waitFor({ state: 'detached' });
  t.equal(await isInert(page), true, 'a swipe to the right closes it in RTL');
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing overflows in RTL');
});

t.test('right to left mirrors the layout, and back', async (t) => {
  const page = await newPage(t, setup.browser);
  await presetCustomizer(page, setup.bff, { rtl: true });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await shellReady(page);
  t.equal(await page.getAttribute('html', 'dir'), 'rtl');
  const sidebar = await page.locator('#layout-menu').boundingBox();
  t.ok(sidebar && Math.round(sidebar.x + sidebar.width) === 1440 && sidebar.x > 1000, 'the sidebar is on the right');
  const user = await page.getByTestId('user-menu').boundingBox();
  t.ok(user && user.x < 400, 'the user menu is on the left of the navbar');
  const main = await page.locator('#main-content').boundingBox();
  t.ok(main && main.x + main.width <= 1440 - 259, 'the content sits left of the sidebar');
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1440, 'no horizontal overflow');

  await page.getByRole('button', { name: 'Personnaliser le thème' }).click();
  await page.getByRole('switch', { name: 'De droite à gauche (RTL)' }).uncheck();
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await page.keyboard.press('Escape');
  const back = await page.locator('#layout-menu').boundingBox();
  t.ok(back && back.x === 0, 'back on the left in LTR');
});

t.test('the collapsed rail expands on hover and on keyboard focus, and collapses on leave', async (t) => {
  const page = await newPage(t, setup.browser);
  await presetCustomizer(page, setup.bff, { sidebarCollapsed: true });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await shellReady(page);
  await page.mouse.move(900, 500);
  t.equal(await widthOf(page, '#layout-menu', 80), 80, 'an 80 px rail');
  const main = await page.locator('#main-content').boundingBox();
  t.ok(main && main.x >= 80 && main.x < 259, 'the content takes the room');
  t.equal(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Clients', exact: true }).count(), 1, 'labels stay for screen readers');

  await page.locator('#layout-menu [data-menu-id="members"]').hover();
  t.equal(await widthOf(page, '#layout-menu', 260), 260, 'expands on hover');
  const stillThere = await page.locator('#main-content').boundingBox();
  t.equal(stillThere?.x, main?.x, 'over the content, without moving it');
  await page.mouse.move(900, 500);
  t.equal(await widthOf(page, '#layout-menu', 80), 80, 'collapses on leave');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => !!document.activeElement?.closest('#layout-menu')), true, 'focus in the menu');
  t.equal(await widthOf(page, '#layout-menu', 260), 260, 'expands for the keyboard');
  await page.getByTestId('menu-collapse-toggle').click();
  await page.mouse.move(900, 500);
  await page.locator('#main-content').focus();
  t.equal(await widthOf(page, '#layout-menu', 260), 260, 'the pin keeps it expanded');
  t.match(await page.evaluate(() => localStorage.getItem('bo.customizer.v1')), /"sidebarCollapsed":false/);
});

t.test('/pages/profile collapses the sidebar while shown', async (t) => {
  const page = await newPage(t, setup.browser);
  const expert = await demoAccount(setup.bff, 'Expert');
  await signIn(page, setup.bff, expert);
  await shellReady(page);
  await page.mouse.move(900, 500);
  t.equal(await widthOf(page, '#layout-menu', 260), 260);
  await page.goto(`${setup.bff.url}pages/profile`);
  await page.getByRole('heading', { level: 1, name: expert.name }).waitFor();
  await page.mouse.move(900, 500);
  t.equal(await widthOf(page, '#layout-menu', 80), 80, 'collapsed on the profile page');
  t.match(await page.locator('main').textContent(), 'Expert');
  await page.goBack();
  await shellReady(page);
  t.equal(await widthOf(page, '#layout-menu', 260), 260, 'expanded again elsewhere');
});

t.test('scroll thresholds: navbar past 50 px, scroll-to-top past 160 px, menu shadow past 100 px', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 1280, height: 400 } });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await shellReady(page);
  await page.evaluate(() => {
    document.body.style.paddingBottom = '1500px';
  });
  const scrollTo = async (y: number): Promise<void> => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  };
  const navbar = page.getByTestId('navbar');
  await scrollTo(40);
  t.equal(await navbar.getAttribute('data-scrolled'), 'false');
  await scrollTo(60);
  t.equal(await attributeOnceMatching(page, '[data-testid="navbar"]', 'data-scrolled', /^true$/), 'true', 'navbar style past 50 px');
  await scrollTo(150);
  t.equal(await page.getByTestId('scroll-to-top').count(), 0, 'no button at 150 px');
  await scrollTo(170);
  const button = page.getByRole('button', { name: 'Revenir en haut de la page' });
  await button.waitFor();
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await button.waitFor({ state: 'detached' });
  t.equal(await page.evaluate(() => document.activeElement?.id), 'main-content', 'the focus goes on to the content');

  const shadow = page.getByTestId('menu-shadow');
  const scrollMenu = async (top: number): Promise<void> => {
    await page.locator('#layout-menu .menu-inner').evaluate((el, y) => {
      el.scrollTop = y;
      el.dispatchEvent(new Event('scroll'));
    }, top);
    await page.waitForTimeout(50);
  };
  await scrollMenu(90);
  t.notMatch(await shadow.getAttribute('class'), /visible/, 'no menu shadow at 90 px');
  await scrollMenu(110);
  t.match(await attributeOnceMatching(page, '[data-testid="menu-shadow"]', 'class', /visible/), /visible/, 'menu shadow past 100 px');
});
