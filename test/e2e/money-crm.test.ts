/** CRM: the form refuses a future date (nothing sent), an e-mail is "Email reçu", a new entry comes first, filters in the URL. */
import t from 'tap';
import type { CrmEntry } from '../../shared/schemas/crm.js';
import { demoAccount, newPage, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import type { Paged } from '../../shared/schemas/common.js';
import { firmDayNumber, isoDayOfNumber } from '../../shared/firm-day.js';

const setup = setupFile(t);

/** A day from the firm's today (Paris), the one its "not in the future" rule counts from. */
function day(offset: number): string {
  return isoDayOfNumber(firmDayNumber(Date.now()) + offset);
}

t.test('Expert: a future date is refused, a new entry appears first', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Expert'));
  await page.goto(`${setup.bff.url}kpi`);
  await waitForPath(page, '/kpi');
  await page.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();
  await page.getByTestId('crm-row').first().waitFor();
  const form = page.getByTestId('crm-new-form');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/crm/entries')) posts++;
  });

  const name = `Prospect E2E ${Date.now()}`;
  await form.getByLabel('Nom et prénom').fill(name);
  await form.getByLabel('Date').fill(day(1));
  await form.getByRole('button', { name: 'Créer le KPI' }).click();
  await page.getByTestId('error-crm-new-date').waitFor();
  t.equal(await page.getByTestId('error-crm-new-date').textContent(), 'La date ne peut pas être dans le futur.', 'the future date is refused');
  t.equal(await form.getByLabel('Date').getAttribute('aria-invalid'), 'true', 'the field says it');
  t.equal(posts, 0, 'nothing was sent');

  // Every action of the journal is offered; "Email reçu" goes with an e-mail, and only with it.
  const ALL_ACTIONS = ['Rendez-vous pris', 'Mail prestation envoyé', 'Affaire signée', 'Échec', 'Autre', 'Email reçu'];
  t.same(await form.getByLabel('Action').locator('option').allTextContents(), ALL_ACTIONS, 'every action the journal shows');
  await form.getByLabel('Action').selectOption('Email reçu');
  t.equal(await form.getByLabel('Objet').inputValue(), 'Email', 'an e-mail received is an e-mail');
  await form.getByLabel('Objet').selectOption('Appel entrant');
  t.equal(await form.getByLabel('Action').inputValue(), 'Rendez-vous pris', 'a call is never "Email reçu"');
  t.same(await form.getByLabel('Action').locator('option').allTextContents(), ALL_ACTIONS, 'still every action');
  await form.getByLabel('Action').selectOption('Affaire signée');
  await form.getByLabel('Date').fill(day(0));
  await form.getByLabel('E-mail').fill('prospect.e2e@exemple.fr');
  await form.getByLabel('Téléphone').fill('+33612345682');
  await form.getByLabel('Note').fill('Signature après le second rendez-vous.');
  t.equal(await page.getByTestId('error-crm-new-date').count(), 0, 'the error goes once corrected');
  const countBefore = await page.getByTestId('crm-chart').locator('p').first().textContent();
  await form.getByRole('button', { name: 'Créer le KPI' }).click();
  await toastWith(page, 'KPI créé');
  t.equal(posts, 1, 'one POST');

  const first = page.getByTestId('crm-row').first();
  await page.waitForFunction((text) => document.querySelector('[data-testid=crm-row]')?.textContent?.includes(text) ?? false, name);
  const text = (await first.textContent()) ?? '';
  t.match(text, 'Affaire signée', 'its action');
  t.match(text, 'Appel entrant', 'its object');
  t.match(text, '06 12 34 56 82', 'its phone in pairs, like the client form');
  const answer = (await (await page.request.get(`${setup.bff.url}api/crm/entries?perPage=10`)).json()) as Paged<CrmEntry>;
  t.equal(answer.items[0].name, name, 'first in the BFF too');
  t.equal(await form.getByLabel('Nom et prénom').inputValue(), '', 'the form is ready for the next one');
  await page.waitForFunction((before) => document.querySelector('[data-testid=crm-chart] p')?.textContent !== before, countBefore);
  t.pass(`the chart counts it (${countBefore} → ${await page.getByTestId('crm-chart').locator('p').first().textContent()})`);

  // Filters go to the URL and to the BFF.
  await page.getByLabel('Action', { exact: true }).last().selectOption('Échec');
  await page.waitForURL((url) => url.searchParams.get('action') === 'Échec');
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid=crm-row]')];
    return rows.length > 0 && rows.every((row) => row.textContent?.includes('Échec'));
  });
  t.pass('only Échec rows');
});

t.test('Deleting a journal entry names it in the question', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await page.goto(`${setup.bff.url}kpi`);
  const answer = (await (await page.request.get(`${setup.bff.url}api/crm/entries?perPage=10`)).json()) as Paged<CrmEntry>;
  const entry = answer.items[0];
  const row = page.getByTestId('crm-row').first();
  await row.waitFor();
  await row.getByRole('button', { name: /^Supprimer/ }).click();
  const [y, m, d] = entry.date.split('-');
  const objects: Record<string, string> = { 'Appel entrant': 'Appel entrant', 'Appel sortant': 'Appel sortant', Email: 'Email' };
  t.match(
    await page.getByTestId('confirm-dialog').textContent(),
    `Supprimer l’entrée du journal « ${objects[entry.object]} – ${entry.name} » du ${d}/${m}/${y} ?`,
  );
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Annuler' }).click();
});
