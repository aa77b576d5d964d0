/**
 * The Todo app (/todo/:filter) and its client tasks (/clientTask/:filter): filters, tags, search,
 * toggles, add and edit in the side panel, trash, restore, delete for good; phones; Consultants out.
 */
import t from 'tap';
import type { TodoTask } from '../../shared/schemas/template-todo.js';
import { newPage, presetCustomizer, setupFile, toastWith, waitForPath } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);

t.test('admin: filters, search, toggles, add and edit in the panel, trash, restore and delete for good', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'todo/all');
  await page.getByRole('heading', { level: 1, name: 'To-do' }).waitFor();
  const rows = page.getByTestId('todo-row');
  await rows.first().waitFor();
  const all = (await apiJson<TodoTask[]>(page, setup.bff, 'api/apps/todo?kind=todo')).body;
  t.equal(await rows.count(), all.length, 'every todo not trashed');
  t.equal(await page.getByTestId('todo-count').textContent(), `${all.length} tâches`);

  // Filters: starred, then a tag.
  await page.getByTestId('todo-filter-starred').click();
  await waitForPath(page, '/todo/starred');
  const starred = all.filter((task) => task.isStarred).length;
  t.equal(await eventually(() => rows.count(), starred), starred, 'the starred ones');
  await page.getByTestId('todo-filter-bug').click();
  await waitForPath(page, '/todo/bug');
  const bugs = all.filter((task) => (task.tags as string[]).includes('bug')).length;
  t.equal(await eventually(() => rows.count(), bugs), bugs, 'the bug tag');
  t.ok((await rows.evaluateAll((items) => items.every((item) => item.textContent?.includes('Anomalie')))), 'each shows the Anomalie chip');

  // Search: title and description; kept in the URL.
  await page.getByTestId('todo-filter-all').click();
  // The filter's navigation rendered first (the URL changes before the page does): landing after
  // the search was typed, it would leave the URL without it.
  await waitForPath(page, '/todo/all');
  await page.locator('[data-testid="todo-filter-all"][aria-current="page"]').waitFor();
  t.equal(await eventually(() => rows.count(), all.length), all.length, 'every todo again');
  await page.getByRole('searchbox', { name: 'Rechercher dans les titres et les descriptions' }).fill('SAUVEGARDE');
  await page.waitForURL((url) => url.searchParams.get('q') === 'SAUVEGARDE');
  t.equal(await eventually(() => rows.count(), 1), 1);
  t.match(await rows.first().textContent(), 'Vérifier les sauvegardes');
  await page.getByRole('searchbox', { name: 'Rechercher dans les titres et les descriptions' }).fill('');
  await page.waitForURL((url) => !url.searchParams.has('q'));

  // Add in the side panel: the title is required.
  await page.getByRole('button', { name: 'Ajouter une tâche' }).click();
  const panel = page.getByTestId('todo-panel');
  await panel.getByRole('heading', { name: 'Nouvelle tâche' }).waitFor();
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  t.equal(await panel.getByTestId('error-todo-title').textContent(), 'Le titre est obligatoire.');
  const title = `Préparer le salon ${Date.now()}`;
  await panel.getByLabel('Titre').fill(title);
  await panel.getByLabel('Description').fill('Stand et brochures');
  await panel.getByRole('button', { name: 'Documentation' }).click();
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await toastWith(page, 'Tâche ajoutée');
  await panel.waitFor({ state: 'detached' });
  const row = rows.filter({ hasText: title });
  await row.waitFor();
  t.same(await row.getByTestId('todo-tag').allTextContents(), ['Documentation']);
  t.equal(await rows.first().getAttribute('data-todo-id'), await row.getAttribute('data-todo-id'), 'a new task comes first');

  // Toggles: star, important, complete; each says what a press does now, and its state.
  await row.getByRole('button', { name: `Ajouter « ${title} » aux favoris`, exact: true }).click();
  const unstar = row.getByRole('button', { name: `Retirer « ${title} » des favoris`, exact: true });
  await unstar.waitFor();
  t.equal(await unstar.getAttribute('aria-pressed'), 'true', 'starred');
  await row.getByRole('button', { name: `Marquer « ${title} » comme importante`, exact: true }).click();
  const unimportant = row.getByRole('button', { name: `Ne plus marquer « ${title} » comme importante`, exact: true });
  await unimportant.waitFor();
  t.equal(await unimportant.getAttribute('aria-pressed'), 'true', 'important');
  await row.getByRole('checkbox', { name: `Marquer « ${title} » comme terminée`, exact: true }).check();
  t.equal(await eventually(async () => /is-completed/.test((await row.getAttribute('class')) ?? ''), true), true, 'struck through');
  t.equal(await row.getByRole('checkbox', { name: `Marquer « ${title} » comme non terminée`, exact: true }).isChecked(), true, 'a done task says so');
  const saved = async () => (await apiJson<TodoTask[]>(page, setup.bff, `api/apps/todo?q=${encodeURIComponent(title)}`)).body[0];
  t.match(await saved(), { isStarred: true, isImportant: true, isCompleted: true, tags: ['doc'], desc: 'Stand et brochures' }, 'the BFF agrees');

  // Edit in the panel: the form shows the task; only the title changes.
  await row.getByRole('button', { name: `Modifier « ${title} »` }).click();
  await panel.getByRole('heading', { name: 'Modifier la tâche' }).waitFor();
  t.equal(await panel.getByLabel('Titre').inputValue(), title);
  t.equal(await panel.getByRole('button', { name: 'Documentation' }).getAttribute('aria-pressed'), 'true');
  await panel.getByLabel('Titre').fill(`${title} (stand B)`);
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await toastWith(page, 'Tâche mise à jour');
  await rows.filter({ hasText: `${title} (stand B)` }).waitFor();

  // Trash: out of the list, into the trash; restore; then delete for good.
  const renamed = `${title} (stand B)`;
  await page.getByRole('button', { name: `Placer « ${renamed} » dans la corbeille` }).click();
  await toastWith(page, 'Tâche placée dans la corbeille');
  await rows.filter({ hasText: renamed }).waitFor({ state: 'detached' });
  t.match(await saved(), undefined, 'out of all');
  await page.getByTestId('todo-filter-trashed').click();
  await waitForPath(page, '/todo/trashed');
  const trashed = rows.filter({ hasText: renamed });
  await trashed.waitFor();
  t.equal(await trashed.getByRole('checkbox').isDisabled(), true, 'no toggles in the trash');
  await trashed.getByRole('button', { name: `Restaurer « ${renamed} »` }).click();
  await toastWith(page, 'Tâche restaurée');
  await trashed.waitFor({ state: 'detached' });
  t.match(await saved(), { isStarred: true, isImportant: true, isCompleted: true, isTrashed: false }, 'restored as it was');

  await page.getByTestId('todo-filter-all').click();
  await page.getByRole('button', { name: `Placer « ${renamed} » dans la corbeille` }).click();
  await page.getByTestId('todo-filter-trashed').click();
  await page.getByRole('button', { name: `Supprimer définitivement « ${renamed} »` }).click();
  const dialog = page.getByTestId('confirm-dialog');
  t.match(await dialog.textContent(), `Supprimer définitivement « ${renamed} » ?`);
  await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
  await toastWith(page, 'Tâche supprimée définitivement');
  await rows.filter({ hasText: renamed }).waitFor({ state: 'detached' });
  t.equal((await apiJson<TodoTask[]>(page, setup.bff, `api/apps/todo?filter=trashed&q=${encodeURIComponent(title)}`)).body.length, 0, 'gone for good');

  // An unknown filter goes to /todo/all.
  await page.goto(`${setup.bff.url}todo/nimporte`);
  await waitForPath(page, '/todo/all');
});

t.test('admin: client tasks show their client, type and due date; a new one is sent to a client and unread', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'clientTask/all');
  await page.getByRole('heading', { level: 1, name: 'Tâches clients' }).waitFor();
  const rows = page.getByTestId('todo-row');
  await rows.first().waitFor();
  const listed = (await apiJson<TodoTask[]>(page, setup.bff, 'api/apps/todo?kind=client')).body;
  t.equal(await rows.count(), listed.length, 'only the client tasks');
  t.match(await rows.first().textContent(), /Client : \S+/);

  await page.getByRole('button', { name: 'Ajouter une tâche' }).click();
  const panel = page.getByTestId('todo-panel');
  await panel.getByRole('heading', { name: 'Nouvelle tâche client' }).waitFor();
  const title = `Relancer pour l'avis d'imposition ${Date.now()}`;
  await panel.getByLabel('Titre').fill(title);
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  t.equal(await panel.getByTestId('error-todo-customer').textContent(), 'Choisissez un client.', 'a client task needs a client');
  await panel.getByLabel('Client').selectOption({ label: 'Sylvie Perrin' });
  await panel.getByLabel('Type').selectOption({ label: 'Relance client' });
  await panel.getByLabel('Échéance').fill('2026-09-30');
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await toastWith(page, 'Tâche ajoutée');
  const row = rows.filter({ hasText: title });
  await row.waitFor();
  t.match(await row.textContent(), 'Client : Sylvie Perrin');
  t.match(await row.textContent(), 'Relance client');
  t.match(await row.textContent(), 'Échéance : 30/09/2026');
  t.match(await row.getAttribute('class'), /is-unread/, 'unread');
  await row.getByRole('button', { name: `Marquer « ${title} » comme lue`, exact: true }).click();
  t.equal(await eventually(async () => /is-unread/.test((await row.getAttribute('class')) ?? ''), false), false, 'read');
  await row.getByRole('button', { name: `Marquer « ${title} » comme non lue`, exact: true }).waitFor();
  const saved = (await apiJson<TodoTask[]>(page, setup.bff, `api/apps/todo?q=${encodeURIComponent(title)}`)).body[0];
  t.match(saved, { customer_id: 103, type: 'relance_client', end_date: '2026-09-30', isRead: true });
  t.notOk((await apiJson<TodoTask[]>(page, setup.bff, 'api/apps/todo?kind=todo')).body.some((task) => task.title === title), 'not among the plain todos');
});

t.test('at 375 px: no horizontal scroll; the filters open in an off-canvas panel; the side panel takes the full width', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 375, height: 800 } });
  await openAs(page, setup.bff, 'admin', 'todo/all');
  await page.getByTestId('todo-row').first().waitFor();
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no horizontal scroll');
  t.equal(await page.getByTestId('todo-filter-completed').isVisible(), false, 'the filters are tucked away');
  await page.getByRole('button', { name: 'Afficher les filtres' }).click();
  await page.getByTestId('todo-filter-completed').click();
  await waitForPath(page, '/todo/completed');
  await page.getByRole('dialog', { name: 'Filtres' }).waitFor({ state: 'detached' });
  await page.getByTestId('todo-row').first().locator('.todo-title').click();
  const panel = page.getByTestId('todo-panel');
  await panel.getByRole('heading', { name: 'Modifier la tâche' }).waitFor();
  await page.waitForFunction(() => {
    const box = document.querySelector('[data-testid="todo-panel"]')?.getBoundingClientRect();
    return box !== undefined && box.left === 0 && box.width === 375;
  });
  t.pass('the side panel is full width');
});

t.test('a Consultant opening /todo/all is sent to /misc/not-authorized', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'Consultant', 'task/all');
  await page.goto(`${setup.bff.url}todo/all`);
  await waitForPath(page, '/misc/not-authorized');
  await page.goto(`${setup.bff.url}clientTask/all`);
  await waitForPath(page, '/misc/not-authorized');
  t.equal((await apiJson(page, setup.bff, 'api/apps/todo')).status, 403, 'and the API refuses');
});

for (const mode of ['light', 'dark'] as const) {
  t.test(`axe, ${mode}: both flavours and the side panel have no serious or critical violation`, async (t) => {
    const page = await newPage(t, setup.browser);
    await presetCustomizer(page, setup.bff, { mode });
    await openAs(page, setup.bff, 'admin', 'todo/all');
    for (const path of ['todo/all', 'clientTask/all']) {
      await page.goto(`${setup.bff.url}${path}`);
      await page.getByTestId('todo-row').first().waitFor();
      t.same(await seriousViolations(page), [], `/${path}`);
      await page.getByTestId('todo-row').first().locator('.todo-title').click();
      await page.getByTestId('todo-panel').getByRole('heading', { name: 'Modifier la tâche' }).waitFor();
      t.same(await seriousViolations(page), [], `/${path}, panel open`);
    }
  });
}
