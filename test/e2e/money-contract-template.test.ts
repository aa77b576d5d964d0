/** Contract template: live totals by shared/fees.ts while typing, save with a toast, kept after a reload, unsaved changes asked about. */
import t from 'tap';
import { computeFees, formatEuros } from '../../shared/fees.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import { demoAccount, newPage, setupFile, signIn, toastWith, waitForPath } from './harness.js';

const setup = setupFile(t);

t.test('Consultant: change a price, see the exact live total, save, reload', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await page.goto(`${setup.bff.url}app/contractTemplate`);
  await page.getByRole('heading', { level: 1, name: 'Modèle de contrat' }).waitFor();
  const section = page.getByTestId('fee-section-2');
  await section.waitFor();
  const before = (await (await page.request.get(`${setup.bff.url}api/contract-template`)).json()) as ContractTemplate;
  t.equal(before.form.sections[2], false, 'the demo template offers no section by default');
  t.equal(await page.getByTestId('total-ttc').textContent(), formatEuros(0), 'nothing ticked: 0,00 €');

  // Offer section 2 by default and type a price with a comma and cents.
  await section.getByRole('switch', { name: 'Proposée par défaut' }).check();
  await page.locator('#template-s2-flat').fill('1234,56');
  await page.locator('#template-deposit').fill('30');
  const expected = computeFees({ ...before.form, sections: { ...before.form.sections, 2: true }, flatPrices: { ...before.form.flatPrices, 2: 1234.56 }, depositPercent: 30 });
  t.equal(expected.totalTtcCents, 148147, 'computeFees: 1 234,56 € HT + 20 % = 1 481,47 € TTC');
  t.equal(await page.getByTestId('total-ht').textContent(), formatEuros(expected.totalHtCents), 'live total HT');
  t.equal(await page.getByTestId('total-vat').textContent(), formatEuros(expected.vatCents), 'live VAT');
  t.equal(await page.getByTestId('total-ttc').textContent(), formatEuros(expected.totalTtcCents), 'live total TTC = computeFees');
  t.equal(await page.getByTestId('total-deposit').textContent(), formatEuros(expected.depositCents), 'deposit 30 %');
  t.equal(await page.getByTestId('total-balance').textContent(), formatEuros(expected.balanceCents), 'balance = TTC − deposit');
  t.equal(await page.locator('#template-balance').inputValue(), '70', 'balance % = 100 − deposit %');
  t.match(await page.getByTestId('section-amount-2').textContent(), formatEuros(123456), 'the section shows its own amount');

  // An invalid number is flagged and blocks the save (the total keeps the last valid value).
  await page.locator('#template-s2-flat').fill('12,345');
  t.equal(await page.locator('#template-s2-flat').getAttribute('aria-invalid'), 'true', 'three decimals are refused');
  t.match(await page.locator('#template-s2-flat-error').textContent(), 'Deux décimales au plus.');
  await page.getByTestId('save-template').click();
  await toastWith(page, 'Corrigez les champs signalés');
  await page.locator('#template-s2-flat').fill('1234,56');

  // Leaving with unsaved changes asks first; staying keeps them.
  t.match(await page.getByTestId('save-state').textContent(), 'Modifications non enregistrées');
  await page.locator('nav[aria-label="Menu principal"] a[href$="/app/AllContracts"]').click();
  const dialog = page.getByTestId('unsaved-dialog');
  await dialog.getByRole('heading', { name: 'Modifications non enregistrées' }).waitFor();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await dialog.waitFor({ state: 'hidden' });
  t.equal(new URL(page.url()).pathname, '/app/contractTemplate', 'still on the template');
  t.equal(await page.locator('#template-s2-flat').inputValue(), '1234,56', 'the typing is kept');

  await page.getByTestId('save-template').click();
  const toast = await toastWith(page, 'Modèle de contrat sauvegardé');
  t.equal(toast.role, 'status', 'a success toast');
  t.match(await page.getByTestId('save-state').textContent(), 'Tout est enregistré');
  const stored = (await (await page.request.get(`${setup.bff.url}api/contract-template`)).json()) as ContractTemplate;
  t.equal(stored.form.flatPrices[2], 1234.56, 'the BFF stored the price');
  t.equal(stored.totals.totalTtcCents, expected.totalTtcCents, 'and computes the same total');

  await page.reload();
  await page.getByTestId('fee-section-2').waitFor();
  t.equal(await page.locator('#template-s2-flat').inputValue(), '1234,56', 'the price is kept after a reload');
  t.ok(await page.getByTestId('fee-section-2').getByRole('switch', { name: 'Proposée par défaut' }).isChecked(), 'section 2 still offered');
  t.equal(await page.getByTestId('total-ttc').textContent(), formatEuros(expected.totalTtcCents), 'same total after reload');

  // Saved: a link leaves without a question.
  await page.locator('nav[aria-label="Menu principal"] a[href$="/app/AllContracts"]').click();
  await waitForPath(page, '/app/AllContracts');
  t.equal(await page.getByTestId('unsaved-dialog').count(), 0, 'no question once saved');
});
