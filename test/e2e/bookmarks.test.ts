/**
 * The navbar's bookmarks (spec §3, §4): star up to ten into the bar, the rest wait in the overflow
 * and move up when one is un-starred; reorder by dragging or from the keyboard; kept by the BFF
 * per user across reloads and sign-ins.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { visibleMenu } from '../../shared/menu.js';
import { demoAccount, newPage, setupFile, shellReady, signIn, signOut } from './harness.js';
import { BOOKMARK_BAR_SIZE, type BookmarksResponse } from '../../shared/schemas/bookmarks.js';

const setup = setupFile(t);

function barIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('bookmark-bar')
    .locator('[data-bookmark-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-bookmark-id') ?? ''));
}

/** Waits until the bar shows `expected` (the BFF's answers may still be on their way). */
async function barBecomes(page: Page, expected: string[]): Promise<string[]> {
  await page
    .waitForFunction(
      (ids) => {
        const shown = [...document.querySelectorAll('[data-testid="bookmark-bar"] [data-bookmark-id]')].map((item) =>
          item.getAttribute('data-bookmark-id'),
        );
        return JSON.stringify(shown) === JSON.stringify(ids);
      },
      expected,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return barIds(page);
}

/** The starred ids as the BFF holds them, in order. */
async function starredOnServer(page: Page): Promise<string[]> {
  const answer = await page.request.get(`${setup.bff.url}api/search/bookmarks/data`);
  const body = (await answer.json()) as BookmarksResponse;
  return body.searchResult.filter((bookmark) => bookmark.starred).map((bookmark) => bookmark.id);
}

/** Waits until no bookmark update is on its way. */
async function settled(page: Page, expectedStarred: string[]): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const now = await starredOnServer(page);
    if (JSON.stringify(now) === JSON.stringify(expectedStarred)) return now;
    await page.waitForTimeout(100);
  }
  return starredOnServer(page);
}

t.test('star eleven, see the overflow, un-star one, see the promotion, reorder, reload and sign in again', async (t) => {
  const page = await newPage(t, setup.browser);
  const admin = await demoAccount(setup.bff, 'admin');
  await signIn(page, setup.bff, admin);
  await shellReady(page);

  const business = visibleMenu('admin').map((item) => item.id);
  const defaults = business.slice(0, 4);
  t.same(defaults, ['dashboard', 'crm', 'profile', 'clients']);
  t.same(await barBecomes(page, defaults), defaults, 'a new user starts with the first four entries of the menu');
  t.same((await page.getByTestId('bookmark-bar').getByRole('link').first().getAttribute('aria-label')) ?? '', 'Tableau de bord KPI');

  // The star toggle's search: star seven more pages, one found by typing.
  await page.getByRole('button', { name: 'Gérer les favoris' }).click();
  const picker = page.getByTestId('bookmark-picker');
  await picker.waitFor();
  const more = business.slice(4);
  for (const id of more) await picker.getByTestId(`star-${id}`).click();
  await picker.getByLabel('Ajouter ou retirer des favoris').fill('messag');
  t.equal(await picker.locator('[data-bookmark-id]').count(), 1, 'the search narrows the list');
  const email = picker.getByRole('button', { name: 'Favori : Messagerie' });
  t.equal(await email.getAttribute('aria-pressed'), 'false');
  await email.click();
  t.equal(await email.getAttribute('aria-pressed'), 'true', 'starred at once');
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'hidden' });

  const ten = [...defaults, ...more];
  t.equal(ten.length, BOOKMARK_BAR_SIZE);
  t.same(await barBecomes(page, ten), ten, 'ten in the bar, in starring order');
  const overflowToggle = page.getByTestId('bookmark-overflow-toggle');
  t.equal(await overflowToggle.getAttribute('aria-label'), '1 autre favori');
  await overflowToggle.click();
  const overflow = page.getByTestId('bookmark-overflow-menu');
  t.same(
    await overflow.locator('[data-bookmark-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-bookmark-id'))),
    ['email'],
    'the eleventh waits in the overflow',
  );
  await page.keyboard.press('Escape');
  t.same(await settled(page, [...ten, 'email']), [...ten, 'email'], 'the BFF holds the eleven');

  // Un-star one of the bar: the overflow one moves up.
  await page.getByRole('button', { name: 'Gérer les favoris' }).click();
  await picker.getByTestId('star-crm').click();
  await page.keyboard.press('Escape');
  const promoted = ['dashboard', 'profile', 'clients', ...more, 'email'];
  t.same(await barBecomes(page, promoted), promoted, 'the overflow bookmark is promoted into the bar');
  await overflowToggle.waitFor({ state: 'detached' });
  t.same(await settled(page, promoted), promoted);

  // Drag the first onto the third.
  await page.locator('[data-testid="bookmark-bar"] [data-bookmark-id="dashboard"]').dragTo(
    page.locator('[data-testid="bookmark-bar"] [data-bookmark-id="clients"]'),
  );
  const dragged = ['profile', 'clients', 'dashboard', ...more, 'email'];
  t.same(await barBecomes(page, dragged), dragged, 'reordered by drag and drop');

  // From the keyboard: Alt+Left moves the focused bookmark one place back.
  const emailLink = page.getByTestId('bookmark-bar').getByRole('link', { name: 'Messagerie' });
  await emailLink.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  const moved = ['profile', 'clients', 'dashboard', ...more.slice(0, 5), 'email', more[5]];
  t.same(await barBecomes(page, moved), moved, 'reordered from the keyboard');
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Messagerie', 'the focus stays on it');
  t.equal(await page.getByTestId('bookmark-announcement').textContent(), '« Messagerie » déplacé en position 9 sur 10.', 'announced');
  t.match(await page.url(), /\/dashboard$/, 'Alt+Left did not navigate back');
  t.same(await settled(page, moved), moved, 'the BFF holds the new order');

  await page.reload();
  await shellReady(page);
  t.same(await barBecomes(page, moved), moved, 'same bar after a reload');

  await signOut(page);
  await signIn(page, setup.bff, admin);
  await shellReady(page);
  t.same(await barBecomes(page, moved), moved, 'same bar after signing in again');

  // Titles follow the interface language (Accept-Language), re-fetched on a switch.
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'English' }).click();
  await page
    .getByTestId('bookmark-bar')
    .getByRole('link', { name: 'KPI dashboard' })
    .waitFor();
  t.pass('bookmark titles in English');
});

t.test('bookmarks are per user, and small screens fold them into one menu', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Expert'));
  await shellReady(page);
  t.equal(await page.getByTestId('bookmark-bar').count(), 0, 'no bar at 375 px');
  const toggle = page.getByTestId('bookmark-overflow-toggle');
  await toggle.waitFor();
  t.equal(await toggle.getAttribute('aria-label'), 'Favoris (4)', "the Expert's own four defaults");
  await toggle.click();
  t.same(
    await page.getByTestId('bookmark-overflow-menu').locator('[data-bookmark-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-bookmark-id'))),
    await starredOnServer(page),
    'all the starred ones, in the order the BFF keeps',
  );
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing overflows');
});
