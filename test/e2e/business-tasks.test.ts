/** Tasks: create (title required), urgent section, read toggle moves the navbar badge at once, complete, edit, delete. */
import t from 'tap';
import type { Task } from '../../shared/schemas/tasks.js';
import { newPage, setupFile, toastWith, waitForPath } from './harness.js';
import { apiJson, eventually, frenchDate, isoDay, openAs, tasksBadge } from './business-helpers.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { UnreadCountResponse } from '../../shared/schemas/tasks.js';
import type { Paged } from '../../shared/schemas/common.js';

const setup = setupFile(t);

const badgeFor = (count: number) => (count > 0 ? `${count} news` : null);

t.test('Consultant: create, read, complete, edit and delete a task; the badge follows', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'task/all');
  await page.getByRole('heading', { level: 1, name: 'Tâches' }).waitFor();
  await page.getByTestId('task-row').first().waitFor();
  const unread = async () => (await apiJson<UnreadCountResponse>(page, setup.bff, 'unread_count')).body.count;
  const before = await unread();
  t.equal(await eventually(() => tasksBadge(page), badgeFor(before)), badgeFor(before), 'badge = unread count');

  // The title is required.
  await page.getByRole('button', { name: 'Nouvelle tâche' }).first().click();
  const modal = page.getByTestId('task-modal');
  await modal.getByRole('heading', { name: 'Nouvelle tâche' }).waitFor();
  await modal.getByRole('button', { name: 'Créer la tâche' }).click();
  t.equal(await modal.getByTestId('error-task-title').textContent(), 'Le titre est obligatoire.');

  // A task due yesterday, for a client picked by name.
  const title = `Vérifier le relevé ${Date.now()}`;
  await modal.getByLabel('Titre').fill(title);
  await modal.getByLabel('Description').fill('Relevé de carrière incomplet : demander les trimestres 1998.');
  await modal.getByLabel('Type').selectOption({ label: 'Appel client' });
  await modal.getByLabel('Échéance').fill(isoDay(-1));
  // A Consultant sees the tasks of their own clients: the picker offers those.
  const mine = (await apiJson<Paged<Client>>(page, setup.bff, 'api/clients?scope=mine&perPage=10')).body.items[0];
  await modal.getByRole('combobox', { name: 'Client' }).fill(mine.lastName);
  await modal.getByRole('listbox').getByRole('option', { name: new RegExp(`${mine.firstName} ${mine.lastName}`) }).first().click();
  await modal.getByRole('button', { name: 'Créer la tâche' }).click();
  await toastWith(page, 'Tâche créée');
  await modal.waitFor({ state: 'detached' });

  const urgent = page.getByTestId('tasks-urgent');
  const row = urgent.getByTestId('task-row').filter({ hasText: title });
  await row.waitFor();
  t.match(await row.textContent(), `${mine.firstName} ${mine.lastName}`, 'the client is shown');
  t.match(await row.textContent(), 'Appel client', 'the type badge');
  t.match(await row.getByTestId('task-due').getAttribute('class'), /is-past/, 'past due date in red');
  t.match(await row.getByTestId('task-due').textContent(), frenchDate(isoDay(-1)));
  t.equal(await unread(), before + 1, 'a new task is unread');
  t.equal(await eventually(() => tasksBadge(page), badgeFor(before + 1)), badgeFor(before + 1), 'badge +1 without a reload');

  // Marking it read: the badge drops at once.
  await row.getByRole('button', { name: 'Marquer comme lue' }).click();
  t.equal(await eventually(() => tasksBadge(page), badgeFor(before)), badgeFor(before), 'badge back at once');
  await toastWith(page, 'Tâche marquée comme lue');
  t.equal(await unread(), before, 'the BFF agrees');
  await row.getByRole('button', { name: 'Marquer comme non lue' }).click();
  t.equal(await eventually(() => tasksBadge(page), badgeFor(before + 1)), badgeFor(before + 1), 'unread again');

  // Important toggle.
  await row.getByRole('button', { name: 'Important' }).click();
  t.equal(await eventually(() => row.getByRole('button', { name: 'Important' }).getAttribute('aria-pressed'), 'true'), 'true');

  // Completed: it leaves the urgent section.
  await row.getByRole('checkbox', { name: `Marquer « ${title} » comme terminée` }).click();
  await toastWith(page, 'Tâche terminée');
  const done = page.getByTestId('tasks-others').getByTestId('task-row').filter({ hasText: title });
  await done.waitFor();
  t.equal(await urgent.getByTestId('task-row').filter({ hasText: title }).count(), 0, 'no longer urgent');
  t.match(await done.getAttribute('class'), /is-completed/);
  t.equal(await done.getByRole('checkbox', { name: `Marquer « ${title} » comme non terminée` }).isChecked(), true, 'the box says what a click does now');

  // The Terminé filter lists it; the search narrows to it.
  await page.getByTestId('task-filter-completed').click();
  await waitForPath(page, '/task/completed');
  // Typed once the filter has rendered (the URL changes before the page does).
  await page.locator('[data-testid="task-filter-completed"][aria-current="page"]').waitFor();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(title);
  await page.waitForURL((url) => url.searchParams.get('q') === title);
  await eventually(() => page.getByTestId('task-row').count(), 1);
  t.equal(await page.getByTestId('task-row').count(), 1, 'search over the title');
  const listed = await apiJson<Paged<Task>>(page, setup.bff, `api/tasks?filter=completed&q=${encodeURIComponent(title)}`);
  t.equal(listed.body.items[0]?.important, true);

  // Edit in the dialog (opening it reads it).
  await page.getByRole('button', { name: `Modifier « ${title} »` }).click();
  const edit = page.getByTestId('task-modal');
  await edit.getByRole('heading', { name: 'Modifier la tâche' }).waitFor();
  t.equal(await edit.getByLabel('Titre').inputValue(), title);
  await edit.getByLabel('Titre').fill(`${title} (rappel)`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Tâche mise à jour');
  t.equal(await eventually(() => tasksBadge(page), badgeFor(before)), badgeFor(before), 'opening it marked it read');

  // Delete: to the trash (no confirmation: it can be restored), out of the list.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
  await page.getByRole('button', { name: `Placer « ${title} (rappel) » dans la corbeille` }).click();
  await toastWith(page, 'Tâche placée dans la corbeille');
  await page.getByTestId('task-row').filter({ hasText: title }).waitFor({ state: 'detached' });
  const after = await apiJson<Paged<Task>>(page, setup.bff, `api/tasks?filter=all&q=${encodeURIComponent(title)}`);
  t.equal(after.body.total, 0, 'out of the list');
  const inTrash = await apiJson<Paged<Task>>(page, setup.bff, `api/tasks?filter=trashed&q=${encodeURIComponent(title)}`);
  t.equal(inTrash.body.total, 1, 'in the trash');
});

t.test('an unknown filter goes to /task/all; a type filter lists that type only', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'task/nimporte');
  await waitForPath(page, '/task/all');
  await page.getByTestId('task-filter-relance_caisse').click();
  await waitForPath(page, '/task/relance_caisse');
  await page.getByTestId('task-row').first().waitFor();
  // The rows of /task/all stay until the filtered answer comes: wait for it rather than read them.
  const onlyRelance = async () => {
    const badges = await page.getByTestId('task-row').evaluateAll((rows) => rows.map((row) => row.querySelector('.task-head .badge')?.textContent ?? ''));
    return badges.length > 0 && badges.every((text) => text === 'Relance caisse');
  };
  t.ok(await eventually(onlyRelance, true), 'only Relance caisse');
});

t.test('admin: /task/all shows one page of tasks with the pagination bar; the next page is in the URL', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'task/all');
  const others = page.getByTestId('tasks-others');
  await others.getByTestId('task-row').first().waitFor();
  const urgent = await apiJson<Paged<Task>>(page, setup.bff, 'api/tasks?filter=all&urgent=true&perPage=10');
  const rest = await apiJson<Paged<Task>>(page, setup.bff, 'api/tasks?filter=all&urgent=false&perPage=10');
  t.ok(rest.body.total > 100, `${rest.body.total} other tasks`);
  t.equal(await others.getByTestId('task-row').count(), 25, 'one page of 25 other tasks');
  t.equal(await others.getByTestId('pagination-count').textContent(), `1–25 sur ${rest.body.total}`);
  const urgentSection = page.getByTestId('tasks-urgent');
  t.match(await urgentSection.textContent(), `${urgent.body.total} tâche`, 'the urgent section counts every urgent task');
  t.equal(await urgentSection.getByTestId('task-row').count(), Math.min(10, urgent.body.total), 'and shows 10 of them');
  if (urgent.body.total > 10) t.equal(await urgentSection.getByTestId('pagination-count').textContent(), `1–10 sur ${urgent.body.total}`, 'paged on its own');
  t.equal(await page.getByTestId('tasks-count').textContent(), `${urgent.body.total + rest.body.total} tâches`);
  t.ok(await page.evaluate(() => document.documentElement.scrollHeight < 6000), 'no 10,000 px page');

  const firstTitle = await others.getByTestId('task-row').first().textContent();
  await others.getByRole('button', { name: 'Suivant' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  t.equal(await eventually(() => others.getByTestId('pagination-count').textContent(), `26–50 sur ${rest.body.total}`), `26–50 sur ${rest.body.total}`);
  t.not(await others.getByTestId('task-row').first().textContent(), firstTitle, 'another page of tasks');
  t.equal(await urgentSection.getByTestId('task-row').count(), Math.min(10, urgent.body.total), 'the urgent section stays above');
  await page.reload();
  await others.getByTestId('task-row').first().waitFor();
  t.equal(await others.getByTestId('pagination-count').textContent(), `26–50 sur ${rest.body.total}`, 'the page survives a reload');
});

t.test('Expert: star a task and find it in /task/starred; tag it; delete moves it to /task/trashed; restore; delete for good with a confirmation', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Expert', 'task/starred');
  await page.getByRole('heading', { level: 1, name: 'Tâches' }).waitFor();
  t.equal(new URL(page.url()).pathname, '/task/starred', '/task/starred is a filter of its own (no fallback to /task/all)');
  t.equal(await page.getByTestId('task-filter-starred').getAttribute('aria-current'), 'page');

  // A fresh task, to star.
  await page.getByRole('button', { name: 'Nouvelle tâche' }).first().click();
  const modal = page.getByTestId('task-modal');
  const title = `Dossier étoilé ${Date.now()}`;
  await modal.getByLabel('Titre').fill(title);
  await modal.getByRole('button', { name: 'Anomalie' }).click();
  t.equal(await modal.getByRole('button', { name: 'Anomalie' }).getAttribute('aria-pressed'), 'true', 'tag chip on');
  await modal.getByRole('button', { name: 'Créer la tâche' }).click();
  await toastWith(page, 'Tâche créée');

  await page.getByTestId('task-filter-all').click();
  await waitForPath(page, '/task/all');
  await page.locator('[data-testid="task-filter-all"][aria-current="page"]').waitFor();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(title);
  const row = page.getByTestId('task-row').filter({ hasText: title });
  // The row may be drawn again as the search's answer lands: its chips are read until they settle.
  const tags = async () => (await row.getByTestId('task-tag').allTextContents()).join(',');
  t.equal(await eventually(tags, 'Anomalie'), 'Anomalie', 'the tag chip in the row');
  await row.getByRole('button', { name: 'Favori' }).click();
  await toastWith(page, 'Tâche ajoutée aux favoris');
  t.equal(await row.getByRole('button', { name: 'Favori' }).getAttribute('aria-pressed'), 'true');

  await page.getByTestId('task-filter-starred').click();
  await waitForPath(page, '/task/starred');
  await page.getByTestId('task-row').filter({ hasText: title }).waitFor();
  await page.getByTestId('task-filter-bug').click();
  await waitForPath(page, '/task/bug');
  await page.getByTestId('task-row').filter({ hasText: title }).waitFor();

  // Edit its tags in the form: add Documentation.
  await page.getByRole('button', { name: `Modifier « ${title} »` }).click();
  const edit = page.getByTestId('task-modal');
  t.equal(await edit.getByRole('button', { name: 'Anomalie' }).getAttribute('aria-pressed'), 'true', 'the form shows its tags');
  await edit.getByRole('button', { name: 'Documentation' }).click();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Tâche mise à jour');
  const tagsOf = async () => (await page.getByTestId('task-row').filter({ hasText: title }).getByTestId('task-tag').allTextContents()).join(', ');
  t.equal(await eventually(tagsOf, 'Documentation, Anomalie'), 'Documentation, Anomalie', 'both tags, in their order');

  // Delete: into the trash, out of starred.
  await page.getByTestId('task-filter-starred').click();
  await waitForPath(page, '/task/starred');
  await page.getByRole('button', { name: `Placer « ${title} » dans la corbeille` }).click();
  await toastWith(page, 'Tâche placée dans la corbeille');
  await page.getByTestId('task-row').filter({ hasText: title }).waitFor({ state: 'detached' });
  await page.getByTestId('task-filter-trashed').click();
  await waitForPath(page, '/task/trashed');
  const trashed = page.getByTestId('task-row').filter({ hasText: title });
  await trashed.waitFor();
  t.equal(await trashed.getByRole('checkbox').isDisabled(), true, 'no toggles in the trash');

  // Restore: back in starred, with its star and tags.
  await trashed.getByRole('button', { name: `Restaurer « ${title} »` }).click();
  await toastWith(page, 'Tâche restaurée');
  await trashed.waitFor({ state: 'detached' });
  await page.getByTestId('task-filter-starred').click();
  await page.getByTestId('task-row').filter({ hasText: title }).waitFor();

  // Delete for good, from the trash, after a confirmation.
  await page.getByRole('button', { name: `Placer « ${title} » dans la corbeille` }).click();
  await page.getByTestId('task-row').filter({ hasText: title }).waitFor({ state: 'detached' });
  await page.getByTestId('task-filter-trashed').click();
  await page.getByRole('button', { name: `Supprimer définitivement « ${title} »` }).click();
  const dialog = page.getByTestId('confirm-dialog');
  t.match(await dialog.textContent(), `Supprimer définitivement la tâche « ${title} » ?`);
  await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Tâche supprimée définitivement');
  await page.getByTestId('task-row').filter({ hasText: title }).waitFor({ state: 'detached' });
  for (const filter of ['all', 'trashed']) {
    const left = await apiJson<Paged<Task>>(page, setup.bff, `api/tasks?filter=${filter}&q=${encodeURIComponent(title)}`);
    t.equal(left.body.total, 0, `gone from ${filter}`);
  }
});
