/**
 * axe-core finds no serious or critical violation on the UI kit's pages and the UI groups'
 * indexes, light or dark (apart from template-kit.test.ts, whose walks fill one file's time).
 */
import t from 'tap';
import { demoAccount, newPage, presetCustomizer, setupFile, signIn } from './harness.js';
import { seriousViolations } from './axe.js';
import { ALL_PATHS } from './template-kit-pages.js';

const setup = setupFile(t);

for (const mode of ['light', 'dark'] as const) {
  t.test(`accessibility of the UI kit and its groups (${mode}, axe-core: no serious or critical violation)`, async (t) => {
    const page = await newPage(t, setup.browser);
    await presetCustomizer(page, setup.bff, { mode });
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    for (const path of ALL_PATHS) {
      await page.goto(`${setup.bff.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('[data-testid="kit-section"], [data-testid="kit-index-card"]').first().waitFor();
      if (path === 'forms/elements') await page.getByTestId('kit-validation-form').getByRole('button', { name: 'Valider' }).click();
      t.same(await seriousViolations(page), [], path);
    }
  });
}
