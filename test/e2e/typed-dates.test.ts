/**
 * Issue 28, major 1: a date typed in any date field of the product (client, task, CRM and its
 * filters, the template's calendar, client tasks and users) that does not exist (31/02/2025) or is
 * not finished is refused in place, with the field's error, and nothing else than what the field
 * shows is ever sent. The browser runs in French (jj/mm/aaaa), as the firm's users do.
 */
import t, { type Test } from 'tap';
import type { Locator, Page, Request } from 'playwright-core';
import type { Client } from '../../shared/schemas/clients.js';
import { newPage, setupFile, toastWith } from './harness.js';
import { apiJson, openAs } from './business-helpers.js';

const setup = setupFile(t);
const UNREADABLE = 'Date impossible ou incomplète : saisissez un jour qui existe, avec son mois et son année.';

type BoxOrder = 'dmy' | 'mdy';
const orders = new WeakMap<Page, BoxOrder>();

/**
 * The order of a date control's boxes in this browser (Chromium's follows its own locale, not the
 * page's): found by typing 01 02 2000 into a scratch control, on the blank page before anything
 * loads (an open dialog keeps the focus to itself, and the keys would land in it).
 */
async function readBoxOrder(page: Page): Promise<BoxOrder> {
  await page.evaluate(() => {
    const scratch = document.createElement('input');
    scratch.type = 'date';
    scratch.id = 'scratch-date';
    document.body.append(scratch);
    scratch.focus();
  });
  await page.keyboard.type('01022000');
  const value = await page.evaluate(() => {
    const scratch = document.getElementById('scratch-date') as HTMLInputElement;
    scratch.remove();
    return scratch.value;
  });
  const order = value === '2000-02-01' ? 'dmy' : value === '2000-01-02' ? 'mdy' : null;
  if (!order) throw new Error(`the scratch date control read "${value}": its boxes' order is unknown`);
  return order;
}

/**
 * Types a date as a person does, key by key from the control's first box (the boxes move on by
 * themselves), in the order the control shows them: 'jj/mm/aaaa' as the issue wrote it, a part
 * left out ('12/03/') staying empty. Every date typed here is impossible or unfinished, so the
 * control must end up unreadable (badInput).
 *
 * A box takes two digits as one number only when the second comes within Chromium's type-ahead
 * second; on a loaded machine the page's answer to the first key (the form learns the field is
 * unreadable) can outlast it, and '3', '0' become the day 03 then a fresh 0, which may end as a
 * real date. What the boxes hold is then typed again, as a person would retype it.
 */
async function typeDate(control: Locator, french: string): Promise<void> {
  const [day = '', month = '', year = ''] = french.split('/');
  const order = orders.get(control.page());
  if (!order) throw new Error('typeDate: the page must be opened with frenchPage, which reads its boxes\' order');
  const parts = { d: day, m: month, y: year };
  const keys = [...order].map((box) => parts[box as 'd' | 'm' | 'y']).join('');
  for (let attempt = 1; ; attempt++) {
    await control.focus();
    await control.page().keyboard.type(keys);
    if (await control.evaluate((input: HTMLInputElement) => input.validity.badInput)) return;
    if (attempt === 3) throw new Error(`typing ${french} left the date control at "${await control.inputValue()}"`);
    // From the first box again: cleared, then left, so that focusing it lands on its first box.
    await control.fill('');
    await control.evaluate((input: HTMLInputElement) => input.blur());
  }
}

/** The writes the page sends to `path` (POST, PUT, PATCH) from now on. */
function writesTo(page: Page, path: RegExp): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && path.test(new URL(request.url()).pathname)) sent.push(request);
  });
  return sent;
}

async function frenchPage(t: Test): Promise<Page> {
  const page = await newPage(t, setup.browser, { locale: 'fr-FR' });
  orders.set(page, await readBoxOrder(page));
  return page;
}

t.test('a new client: 31/02/2025 as the birth date is refused beside the field; 28/02/2025 is the one saved', async (t) => {
  const page = await frenchPage(t);
  await openAs(page, setup.bff, 'Consultant', 'app/user/createUser');
  await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
  const stamp = Date.now();
  await page.getByLabel('M.', { exact: true }).check();
  await page.getByLabel('Prénom').fill('Lucien');
  await page.getByLabel('Nom', { exact: true }).fill(`Fevrier${stamp}`);
  await page.getByLabel('E-mail').fill(`fevrier.${stamp}@exemple.fr`);
  await page.getByText('Adresse disponible.').waitFor();
  const sent = writesTo(page, /\/api\/clients$/);

  const birth = page.getByLabel('Date de naissance');
  await typeDate(birth, '31/02/2025');
  await page.getByLabel('Lieu de naissance').focus();
  t.equal(await page.getByTestId('error-client-birthDate').textContent(), UNREADABLE, 'said as soon as the field is left');
  t.equal(await birth.getAttribute('aria-invalid'), 'true');

  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await page.getByTestId('form-summary').waitFor();
  t.equal(await page.evaluate(() => document.activeElement?.id), 'client-birthDate', 'the submit brings the user to the date');
  t.equal(sent.length, 0, 'nothing sent: the client is not created without their birth date');

  // An unfinished date is refused the same way: only the day and the month.
  await birth.fill('');
  await typeDate(birth, '12/03');
  await page.getByLabel('Lieu de naissance').focus();
  t.equal(await page.getByTestId('error-client-birthDate').textContent(), UNREADABLE, 'an unfinished date too');

  await birth.fill('2025-02-28');
  await page.getByLabel('Lieu de naissance').focus();
  t.equal(await page.getByTestId('error-client-birthDate').count(), 0, 'a real day clears the error');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await toastWith(page, 'Client créé');
  await page.waitForURL(/\/app\/user\/edit\/\d+\/info$/);
  const id = Number(/edit\/(\d+)/.exec(page.url())?.[1]);
  t.equal(sent.length, 1, 'one creation');
  t.equal((sent[0].postDataJSON() as { birthDate: unknown }).birthDate, '2025-02-28', 'the date shown is the one sent');
  t.equal((await apiJson<Client>(page, setup.bff, `api/clients/${id}`)).body.birthDate, '2025-02-28', 'and the one kept');
  t.equal(await page.getByLabel('Date de naissance').inputValue(), '2025-02-28', 'the card shows it');

  // Editing it on the card: an impossible day is refused there too, and the stored date stays.
  const edits = writesTo(page, new RegExp(`/api/clients/${id}$`));
  await page.getByLabel('Date de naissance').fill('');
  await typeDate(page.getByLabel('Date de naissance'), '30/02/2025');
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  t.equal(await page.getByTestId('error-client-birthDate').textContent(), UNREADABLE);
  t.equal(edits.length, 0, 'no write');
  t.equal((await apiJson<Client>(page, setup.bff, `api/clients/${id}`)).body.birthDate, '2025-02-28', 'the stored date is untouched');
});

t.test('a task: an impossible due date is refused in the dialog, nothing is created', async (t) => {
  const page = await frenchPage(t);
  await openAs(page, setup.bff, 'Consultant', 'task/all');
  await page.getByRole('button', { name: 'Nouvelle tâche' }).first().click();
  const modal = page.getByTestId('task-modal');
  await modal.getByLabel('Titre').fill(`Relance ${Date.now()}`);
  const sent = writesTo(page, /\/api\/tasks$/);
  await typeDate(modal.getByLabel('Échéance'), '31/04/2026');
  await modal.getByRole('button', { name: 'Créer la tâche' }).click();
  await modal.getByTestId('error-task-due').waitFor();
  t.equal(await modal.getByTestId('error-task-due').textContent(), UNREADABLE);
  t.equal(sent.length, 0, 'no task without the due date shown');
  await modal.getByLabel('Échéance').fill('2026-04-30');
  await modal.getByRole('button', { name: 'Créer la tâche' }).click();
  await toastWith(page, 'Tâche créée');
  t.equal((sent[0].postDataJSON() as { dueDate: unknown }).dueDate, '2026-04-30');
});

t.test('CRM: the new entry and the list filters refuse an impossible date', async (t) => {
  const page = await frenchPage(t);
  await openAs(page, setup.bff, 'Consultant', 'kpi');
  const form = page.getByTestId('crm-new-form');
  await form.getByLabel('Nom').fill(`Prospect ${Date.now()}`);
  const sent = writesTo(page, /\/api\/crm\/entries$/);
  await form.getByLabel('Date').fill('');
  await typeDate(form.getByLabel('Date'), '29/02/2025');
  await form.getByTestId('crm-new-submit').click();
  await page.getByTestId('error-crm-new-date').waitFor();
  t.equal(await page.getByTestId('error-crm-new-date').textContent(), UNREADABLE);
  t.equal(sent.length, 0, 'no entry');

  // A filter: the list is not filtered by a date the field does not show.
  const from = page.getByRole('group', { name: 'Filtres' }).getByLabel('Du');
  await typeDate(from, '31/11/2025');
  await page.getByText(UNREADABLE).last().waitFor();
  t.equal(await from.getAttribute('aria-invalid'), 'true');
  t.notMatch(page.url(), /from=/, 'no filter applied');
  await from.fill('2025-11-30');
  await page.waitForURL(/from=2025-11-30/);
  t.equal(await from.getAttribute('aria-invalid'), null, 'a real day is applied and clears the error');
});

t.test('template: the calendar, the client tasks and a user refuse an impossible date too', async (t) => {
  const page = await frenchPage(t);
  await openAs(page, setup.bff, 'admin', 'calendar');
  await page.getByRole('button', { name: 'Ajouter un événement' }).click();
  const dialog = page.getByTestId('event-dialog');
  await dialog.getByLabel('Titre').fill('Rendez-vous');
  const events = writesTo(page, /\/api\/apps\/calendar\//);
  await dialog.getByLabel('Début').fill('');
  await typeDate(dialog.getByLabel('Début'), '31/06/2026');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  t.equal(await dialog.getByTestId('error-event-start').textContent(), UNREADABLE, 'the calendar');
  t.equal(events.length, 0);
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await page.goto(`${setup.bff.url}clientTask/all`);
  await page.getByRole('button', { name: 'Ajouter une tâche' }).click();
  const panel = page.getByTestId('todo-panel');
  await panel.getByLabel('Titre').fill('Relance');
  await panel.getByLabel('Client').selectOption({ label: 'Sylvie Perrin' });
  const todos = writesTo(page, /\/api\/apps\/todo\//);
  await typeDate(panel.getByLabel('Échéance'), '31/09');
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  t.equal(await panel.getByTestId('error-todo-end-date').textContent(), UNREADABLE, 'a client task, with an unfinished date');
  t.equal(todos.length, 0);
  await page.keyboard.press('Escape');

  await page.goto(`${setup.bff.url}app/user/edit?id=5`);
  const birth = page.getByLabel('Date de naissance');
  await birth.waitFor();
  await birth.fill('');
  await typeDate(birth, '31/09/2000');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  t.equal(await page.getByTestId('error-user-birth_date').textContent(), UNREADABLE, 'a template user');
});
