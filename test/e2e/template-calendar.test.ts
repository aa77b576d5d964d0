/**
 * /calendar (FullCalendar, under the app's CSP: the harness fails a test on any CSP report): the
 * month shows the seeded events, week and day views, add an event by clicking a day (the title is
 * required), edit it (an end before the start is refused), move it by dragging, hide it with its
 * label's checkbox, delete it. A Consultant is sent to /misc/not-authorized.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { demoAccount, newPage, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';
import type { CalendarEvent, CalendarEventsResponse } from '../../shared/schemas/template-calendar.js';

const setup = setupFile(t);

const eventsOnServer = async (page: Page) => (await apiJson<CalendarEventsResponse>(page, setup.bff, 'api/apps/calendar/events')).body.events;
const onServer = async (page: Page, title: string): Promise<CalendarEvent | undefined> => (await eventsOnServer(page)).find((e) => e.title === title);
const eventNamed = (page: Page, title: string) => page.locator('.calendar-event').filter({ hasText: title });

/** 'YYYY-MM-DD' of the given day of the current month, in the browser's (and the server's) time zone. */
function dayOfThisMonth(day: number): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

t.test('admin: month, week and day views; add by clicking a day, edit, move, filter, delete', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'calendar');
  await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();

  // The month shows the seeded events, in their label's colour.
  const seeded = await eventsOnServer(page);
  const meeting = seeded.find((e) => e.title === 'Réunion d’équipe')!;
  await eventNamed(page, meeting.title).first().waitFor();
  t.ok(await page.locator('.calendar-event').count() >= 8, 'the month shows the seeded events');
  const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' }).format(new Date());
  t.equal(await page.locator('.calendar-toolbar-title').textContent(), monthName, 'this month');
  t.match(await eventNamed(page, meeting.title).first().getAttribute('style'), /--cal-label-business/, 'Business colour');
  t.equal(await page.locator('.calendar-toolbar').evaluate((el) => getComputedStyle(el).display), 'flex', "FullCalendar's stylesheet applies");

  // Week and day views.
  await page.getByRole('tab', { name: 'Semaine' }).click();
  t.equal(await page.getByRole('tab', { name: 'Semaine' }).getAttribute('aria-selected'), 'true', 'week view');
  t.equal(await eventually(() => page.getByRole('columnheader').count(), 7), 7, 'seven days, one column each');
  await page.getByRole('tab', { name: 'Jour' }).click();
  t.equal(await page.getByRole('tab', { name: 'Jour' }).getAttribute('aria-selected'), 'true', 'day view');
  const today = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  t.equal(await eventually(async () => (await page.locator('.calendar-toolbar-title').textContent()) ?? '', today), today, "today's date");
  t.equal(await page.getByRole('columnheader').count(), 1, 'one column');
  await page.getByRole('tab', { name: 'Mois' }).click();
  await page.locator('.calendar-toolbar-title').filter({ hasText: monthName }).waitFor();

  // Add by clicking a free day: the form opens on it, all day; the title is required.
  const day = dayOfThisMonth(9);
  await page.locator(`[role="cell"][data-date="${day}"]`).click();
  const dialog = page.getByTestId('event-dialog');
  await dialog.getByRole('heading', { name: 'Nouvel événement' }).waitFor();
  t.equal(await dialog.getByLabel('Début').inputValue(), day, 'starts on the clicked day');
  t.ok(await dialog.getByLabel('Toute la journée').isChecked(), 'all day');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  t.equal(await dialog.getByTestId('error-event-title').textContent(), 'Le titre est obligatoire.');
  const title = `Bilan retraite ${Date.now()}`;
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Calendrier').selectOption({ label: 'Famille' });
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await toastWith(page, 'Événement ajouté');
  await dialog.waitFor({ state: 'detached' });
  await page.locator(`[role="cell"][data-date="${day}"]`).locator('.calendar-event').filter({ hasText: title }).waitFor();
  const added = (await onServer(page, title))!;
  t.match(added, { label: 'Family', allDay: true }, 'stored by the BFF');
  t.equal(new Date(added.start).getDate(), 9, 'on the clicked day');

  // Edit: a timed event; an end before its start is refused, then fixed.
  await eventNamed(page, title).click();
  await dialog.getByRole('heading', { name: 'Modifier l’événement' }).waitFor();
  t.equal(await dialog.getByLabel('Titre').inputValue(), title);
  await dialog.getByLabel('Toute la journée').uncheck();
  await dialog.getByLabel('Début').fill(`${day}T14:00`);
  await dialog.getByLabel('Fin').fill(`${day}T13:00`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  t.equal(await dialog.getByTestId('error-event-end').textContent(), 'La fin doit suivre le début.');
  t.equal((await onServer(page, title))!.allDay, true, 'nothing saved');
  const renamed = `${title} (rendez-vous)`;
  await dialog.getByLabel('Titre').fill(renamed);
  await dialog.getByLabel('Fin').fill(`${day}T15:30`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Événement mis à jour');
  const edited = (await onServer(page, renamed))!;
  t.match(edited, { id: added.id, allDay: false, label: 'Family' }, 'updated in place');
  t.equal(new Date(edited.start).getHours(), 14);
  t.equal(new Date(edited.end).getHours() * 60 + new Date(edited.end).getMinutes(), 15 * 60 + 30);

  // Drag it two days later: saved at once.
  const target = dayOfThisMonth(13);
  const from = (await eventNamed(page, renamed).boundingBox())!;
  const to = (await page.locator(`[role="cell"][data-date="${target}"]`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await toastWith(page, 'Événement déplacé');
  const moved = (await onServer(page, renamed))!;
  t.equal(new Date(moved.start).getDate(), 13, 'moved to the day dropped on');
  t.equal(new Date(moved.start).getHours(), 14, 'same time');
  t.equal(Date.parse(moved.end) - Date.parse(moved.start), Date.parse(edited.end) - Date.parse(edited.start), 'same length');

  // Filter: hiding Famille hides it (and the seeded family events), the others stay.
  const family = seeded.find((e) => e.label === 'Family')!;
  await page.getByLabel('Famille').uncheck();
  t.equal(await eventually(() => eventNamed(page, renamed).count(), 0), 0, 'hidden with its label');
  t.equal(await eventNamed(page, family.title).count(), 0, 'so is every Family event');
  t.ok(await eventNamed(page, meeting.title).first().isVisible(), 'the others stay');
  t.notOk(await page.getByLabel('Tout afficher').isChecked());
  await page.getByLabel('Famille').check();
  await eventNamed(page, renamed).waitFor();
  t.ok(await page.getByLabel('Tout afficher').isChecked(), 'all shown again');

  // Delete, after a confirmation.
  await eventNamed(page, renamed).click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.getByText(`Supprimer l’événement « ${renamed} » ?`).waitFor();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await toastWith(page, 'Événement supprimé');
  t.equal(await eventually(() => eventNamed(page, renamed).count(), 0), 0, 'gone from the calendar');
  t.equal(await onServer(page, renamed), undefined, 'and from the BFF');
  t.same((await eventsOnServer(page)).map((e) => e.id).sort(), seeded.map((e) => e.id).sort(), 'the seeded events are untouched');
});

t.test('375 px: the calendar fits', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 375, height: 740 } });
  await openAs(page, setup.bff, 'admin', 'calendar');
  await page.locator('.calendar-event').first().waitFor();
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'no horizontal scroll');
});

t.test('a Consultant is sent to not-authorized', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await page.goto(`${setup.bff.url}calendar`);
  await waitForPath(page, '/misc/not-authorized');
  t.pass('not authorized');
});
