import type { Page } from 'playwright-core';

/** The checkout's address step, filled right, then on to the payment. */
export async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Nom complet').fill('Claire Dubois');
  await page.getByLabel('Adresse', { exact: true }).fill('12 rue de la Paix');
  await page.getByLabel('Code postal').fill('75002');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByTestId('to-payment').click();
}
