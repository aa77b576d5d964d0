/**
 * Issue 8, points 9, 10 and 13: business tables fit their card at 1440 px with their row actions
 * reachable (not under the customizer's gear), the scroll-to-top button never covers the
 * pagination, the sidebar's brand clears its pin button (LTR and RTL), and numeric headers read
 * label first, then the sort icon.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { openAs } from './business-helpers.js';
import { demoAccount, newPage, presetCustomizer, setupFile, shellReady, signIn } from './harness.js';

const setup = setupFile(t);

interface Fit {
  found: boolean;
  scrollWidth: number;
  cardWidth: number;
  /** the last control of the first row is inside the viewport and on top (elementFromPoint) */
  actionOnTop: boolean | null;
  actionLabel: string | null;
}

/** Measures a table (or list) `box` inside its card, and the last button or link of its first `row`. */
function measure(page: Page, box: string, row: string): Promise<Fit> {
  return page.evaluate(
    ([boxSel, rowSel]) => {
      const element = document.querySelector<HTMLElement>(boxSel);
      if (!element) return { found: false, scrollWidth: 0, cardWidth: 0, actionOnTop: null, actionLabel: null };
      const card = element.closest<HTMLElement>('.card') ?? element;
      const controls = element.querySelector(rowSel)?.querySelectorAll<HTMLElement>('button, a.btn-icon') ?? [];
      const last = controls.length ? controls[controls.length - 1] : null;
      let actionOnTop: boolean | null = null;
      if (last) {
        const r = last.getBoundingClientRect();
        const inside = r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        actionOnTop = inside && !!hit && (hit === last || last.contains(hit));
      }
      return {
        found: true,
        scrollWidth: element.scrollWidth,
        cardWidth: card.clientWidth,
        actionOnTop,
        actionLabel: last?.getAttribute('aria-label') ?? null,
      };
    },
    [box, row] as const,
  );
}

/** Scrolls the first row of `box` to the middle of the viewport, where the customizer's gear sits. */
async function rowToGear(page: Page, box: string, row: string): Promise<void> {
  await page.locator(`${box} ${row}`).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(150);
}

const TABLES: { name: string; path: string; box: string; row: string; actions: boolean }[] = [
  { name: 'clients list', path: 'app/user/clientslist', box: '[data-testid="clients-table"]', row: 'tbody tr', actions: true },
  { name: 'former clients', path: 'app/user/oldclientslist', box: '[data-testid="former-table"]', row: 'tbody tr', actions: true },
  { name: 'members', path: 'app/member/memberslist', box: '[data-testid="members-table"]', row: 'tbody tr', actions: true },
  { name: 'contracts list', path: 'app/AllContracts', box: '[data-testid="contracts-table"]', row: 'tbody tr', actions: true },
  { name: 'CRM journal', path: 'kpi', box: '[data-testid="crm-table"]', row: 'tbody tr', actions: true },
  { name: 'tasks', path: 'task/all', box: '.task-list', row: '[data-testid="task-row"]', actions: true },
  { name: 'client card, contracts', path: 'app/user/edit/103/contracts', box: '[data-testid="contracts-table"]', row: 'tbody tr', actions: false },
  { name: 'client card, documents', path: 'app/user/edit/103/documents', box: '[data-testid="file-list"]', row: '[data-testid="file-row"]', actions: true },
  { name: 'client card, tasks', path: 'app/user/edit/103/tasks', box: '.task-list', row: '[data-testid="task-row"]', actions: true },
  { name: 'dashboard, staff', path: 'dashboard', box: 'table.kpi-staff', row: 'tbody tr', actions: false },
];

t.test('at 1440 px every business table fits its card, its row actions visible and clickable', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  for (const { name, path, box, row, actions } of TABLES) {
    await page.goto(`${setup.bff.url}${path}`);
    await page.locator(`${box} ${row}`).first().waitFor();
    t.equal(await page.getByTestId('customizer-toggle').or(page.getByRole('button', { name: 'Personnaliser le thème' })).first().isVisible(), true, `${name}: the gear is shown`);
    await rowToGear(page, box, row);
    const fit = await measure(page, box, row);
    t.ok(fit.scrollWidth <= fit.cardWidth, `${name}: the table (${fit.scrollWidth} px) fits its card (${fit.cardWidth} px)`);
    if (actions) t.equal(fit.actionOnTop, true, `${name}: the row's last action (${fit.actionLabel}) is in view and not covered`);
  }
});

t.test('at 1440 px with the sidebar expanded in right to left, the tables still fit', async (t) => {
  const page = await newPage(t, setup.browser);
  await presetCustomizer(page, setup.bff, { rtl: true });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  for (const { name, path, box, row, actions } of TABLES.slice(0, 5)) {
    await page.goto(`${setup.bff.url}${path}`);
    await page.locator(`${box} ${row}`).first().waitFor();
    await rowToGear(page, box, row);
    const fit = await measure(page, box, row);
    t.ok(fit.scrollWidth <= fit.cardWidth, `${name}: the table (${fit.scrollWidth} px) fits its card (${fit.cardWidth} px)`);
    if (actions) t.equal(fit.actionOnTop, true, `${name}: the row's last action is in view and not covered`);
  }
});

t.test('at 375 px a wide table scrolls inside its card, not the page', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 375, height: 812 } });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  for (const path of ['app/user/clientslist', 'app/AllContracts', 'kpi']) {
    await page.goto(`${setup.bff.url}${path}`);
    await page.locator('table.business-table tbody tr').first().waitFor();
    const widths = await page.evaluate(() => {
      const wrapper = document.querySelector('table.business-table')!.parentElement!;
      return { page: document.documentElement.scrollWidth, viewport: window.innerWidth, overflow: getComputedStyle(wrapper).overflowX };
    });
    t.ok(widths.page <= widths.viewport, `${path}: the page does not scroll sideways (${widths.page} px)`);
    t.equal(widths.overflow, 'auto', `${path}: the table's box scrolls`);
  }
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  for (const footerType of ['static', 'sticky', 'hidden']) {
    t.test(`scrolled to the bottom at ${viewport.width} px (${footerType} footer), the next-page button is clickable`, async (t) => {
      const page = await newPage(t, setup.browser, { viewport });
      await presetCustomizer(page, setup.bff, { footerType });
      await openAs(page, setup.bff, 'admin', 'app/user/clientslist');
      await page.getByTestId('client-row').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByTestId('scroll-to-top').waitFor();
      await page.waitForTimeout(300);
      const next = page.getByRole('button', { name: 'Suivant' });
      const onTop = await next.evaluate((button) => {
        const r = button.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && (hit === button || button.contains(hit));
      });
      t.equal(onTop, true, 'nothing covers the next-page button');
      const covered = await page.getByTestId('scroll-to-top').evaluate((button) => {
        const r = button.getBoundingClientRect();
        const under = [...document.querySelectorAll<HTMLElement>('main button, main a, main select, main input, footer p')];
        return under
          .filter((el) => {
            const o = el.getBoundingClientRect();
            return o.width > 0 && o.left < r.right && o.right > r.left && o.top < r.bottom && o.bottom > r.top;
          })
          .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
      });
      t.same(covered, [], 'the scroll-to-top button covers no control and no footer text');
      await next.click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      t.pass('the click pages');
    });
  }
}

for (const rtl of [false, true]) {
  t.test(`the sidebar's brand clears the pin button and the logo clears the text (${rtl ? 'RTL' : 'LTR'})`, async (t) => {
    const page = await newPage(t, setup.browser);
    if (rtl) await presetCustomizer(page, setup.bff, { rtl: true });
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    await shellReady(page);
    const rect = (selector: string) =>
      page.locator(`#layout-menu ${selector}`).first().evaluate((el) => {
        // The text's own extent (a Range), not its box: text that overflows a narrow box still shows.
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = el instanceof SVGElement || el instanceof HTMLButtonElement ? el.getBoundingClientRect() : range.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
    const boxes = {
      logo: await rect('.brand svg'),
      name: await rect('.brand-name'),
      tagline: await rect('.brand-tagline'),
      pin: await rect('[data-testid="menu-collapse-toggle"]'),
      menu: await rect('.menu-header'),
    };
    type Box = (typeof boxes)['logo'];
    const meets = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    t.notOk(meets(boxes.name, boxes.pin), 'the product name does not run under the pin button');
    t.notOk(meets(boxes.tagline, boxes.pin), 'the tagline does not run under the pin button');
    t.notOk(meets(boxes.logo, boxes.name), 'the logo does not overlap the product name');
    t.notOk(meets(boxes.logo, boxes.tagline), 'the logo does not overlap the tagline');
    t.ok(boxes.name.left >= boxes.menu.left && boxes.name.right <= boxes.menu.right, 'the name stays inside the sidebar');
    if (rtl) t.ok(boxes.logo.left > boxes.name.right - 1, 'in RTL the logo is on the right of the text');
    const whole = await page.locator('#layout-menu .brand-name').evaluate((el) => el.scrollWidth <= el.clientWidth);
    t.ok(whole, 'the product name is shown whole, not cut by an ellipsis');
  });
}

for (const rtl of [false, true]) {
  t.test(`numeric column headers read the label first, then the sort icon (${rtl ? 'RTL' : 'LTR'})`, async (t) => {
    const page = await newPage(t, setup.browser);
    if (rtl) await presetCustomizer(page, setup.bff, { rtl: true });
    await openAs(page, setup.bff, 'admin', 'app/AllContracts');
    const header = page.locator('[data-testid="contracts-table"] thead th.money-cell').first();
    await header.waitFor();
    const order = await header.locator('.sort-button').evaluate((button) => {
      const label = button.querySelector('span')!.getBoundingClientRect();
      const icon = button.querySelector('svg')!.getBoundingClientRect();
      const labelFirst = document.documentElement.dir === 'rtl' ? icon.right <= label.left : icon.left >= label.right;
      return labelFirst ? 'label, icon' : 'icon, label';
    });
    t.equal(order, 'label, icon', '"Montant" then its icon, in reading order');
  });
}
