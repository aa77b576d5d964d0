/**
 * The template's user screens (spec §2, §3): the list with its filters, search and paging, a
 * user's card, and the edit form that saves through PATCH /api/users/:id.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import type { TemplateUser } from '../../shared/schemas/template-users.js';
import { CUSTOMIZER_KEY, demoAccount, focusedId, newPage, pathOf, presetCustomizer, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import { seriousViolations } from './axe.js';

const setup = setupFile(t);

/** The names in the list, once it shows `count` rows. */
async function namesWhen(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="user-row"]').length === n, count);
  return page.getByTestId('user-link').allTextContents();
}

async function userOnServer(page: Page, id: number): Promise<TemplateUser> {
  return (await page.request.get(`${setup.bff.url}api/users/${id}`)).json();
}

t.test('the list: filters, search and paging kept in the URL; a row opens the card', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}app/user/list`);
  await page.getByRole('heading', { level: 1, name: 'Utilisateurs' }).waitFor();
  t.equal((await namesWhen(page, 20))[0], 'Anne Fournier', 'twenty users, by name');

  await page.getByLabel('Rôle').selectOption('admin');
  t.same(await namesWhen(page, 4), ['Camille Martin', 'Olivier David', 'Philippe Richard', 'Sandrine Simon']);
  t.match(page.url(), /role=admin/);
  await page.getByLabel('Compte', { exact: true }).selectOption('invalid');
  t.same(await namesWhen(page, 1), ['Philippe Richard'], 'admin and inactive');
  // Each filter read back from the URL before the next is set (a loaded machine renders between them late).
  await page.getByLabel('Rôle').selectOption('');
  await page.waitForURL((url) => !url.searchParams.has('role'));
  await page.getByLabel('Compte', { exact: true }).selectOption('');
  await page.waitForURL((url) => url.searchParams.size === 0);
  await page.getByLabel('Adresse e-mail').selectOption('no');
  t.same(await namesWhen(page, 5), ['Christophe Michel', 'Laurent Dubois', 'Nicolas Petit', 'Olivier David', 'Patrick Girard'], 'unverified addresses');
  await page.getByLabel('Adresse e-mail').selectOption('yes');
  await page.getByRole('searchbox').fill('lefevre');
  t.same(await namesWhen(page, 1), ['Véronique Lefèvre'], 'the search ignores accents and case');
  await page.getByRole('searchbox').fill('zzz');
  await page.getByTestId('list-empty').waitFor();
  await page.getByRole('searchbox').fill('');
  await page.getByLabel('Adresse e-mail').selectOption('');
  await namesWhen(page, 20);

  await page.getByLabel('Lignes par page').selectOption('10');
  t.equal((await namesWhen(page, 10)).at(-1), 'Nathalie Durand');
  await page.getByText('1–10 sur 20').waitFor();
  await page.getByRole('button', { name: 'Suivant' }).click();
  // Page 1 has ten rows too: wait for page 2's count before reading the names.
  await page.getByText('11–20 sur 20').waitFor();
  t.equal((await namesWhen(page, 10))[0], 'Nicolas Petit', 'page 2');
  t.match(page.url(), /page=2/);
  await page.reload();
  t.equal((await namesWhen(page, 10))[0], 'Nicolas Petit', 'the page survives a reload');

  await page.getByRole('link', { name: 'Sophie Thomas', exact: true }).click();
  await waitForPath(page, '/app/user/view');
  t.match(page.url(), /id=3$/);
  await page.getByRole('heading', { level: 1, name: 'Sophie Thomas' }).waitFor();
  t.match(await page.getByTestId('user-personal').textContent(), /Pacsé\(e\).*1 enfant/);
  t.match(await page.getByTestId('user-home').textContent(), '44000 Nantes');
  t.match(await page.getByTestId('user-summary').textContent(), 'sophie.thomas@exemple.fr');

  await page.goto(`${setup.bff.url}pages/user/list`);
  await page.getByRole('link', { name: 'Voir la fiche de Nathalie Durand' }).click();
  await waitForPath(page, '/pages/user/view');
  await page.getByRole('heading', { level: 1, name: 'Nathalie Durand' }).waitFor();
  await page.getByText('Aucune information personnelle').waitFor();
  await page.goto(`${setup.bff.url}pages/user/view?id=999`);
  await page.getByText('Utilisateur introuvable').waitFor();
  await page.goto(`${setup.bff.url}app/user/view`);
  await page.getByRole('heading', { level: 1, name: 'Camille Martin' }).waitFor();
  t.pass('without ?id= the card is the first user’s');
});

t.test('edit: the form validates, saves only what changed, and the card shows it', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  const before = await userOnServer(page, 5);
  await page.goto(`${setup.bff.url}app/user/view?id=5`);
  await page.getByRole('link', { name: 'Modifier' }).click();
  await waitForPath(page, '/app/user/edit');
  const form = page.getByTestId('user-form');
  t.equal(await form.getByLabel('Nom affiché').inputValue(), 'Isabelle Robert');

  await form.getByLabel('Nom affiché').fill('   ');
  await form.getByLabel('Téléphone mobile').fill('appelez-moi');
  await form.getByLabel('Nombre d’enfants').fill('25');
  await page.getByTestId('user-save').click();
  await page.getByText('Le nom affiché est obligatoire.').waitFor();
  await page.getByText('Chiffres, espaces, points ou tirets seulement (30 au plus).').waitFor();
  await page.getByText('Un nombre entier de 0 à 20.').waitFor();
  t.equal(await focusedId(page, 'user-name'), 'user-name', 'the first wrong field takes the focus');
  t.same(await userOnServer(page, 5), before, 'nothing sent');

  await form.getByLabel('Nom affiché').fill('Isabelle Robert-Morel');
  await form.getByLabel('Téléphone mobile').fill('06 11 22 33 44');
  await form.getByLabel('Nombre d’enfants').fill('3');
  await form.getByLabel('Compte actif').uncheck();
  await form.locator('#user-personal_city').fill('Albi');
  await form.getByLabel('Situation familiale').selectOption('Marié(e)');
  await page.getByTestId('user-save').click();
  await toastWith(page, 'Utilisateur enregistré');
  await waitForPath(page, '/app/user/view');
  await page.getByRole('heading', { level: 1, name: 'Isabelle Robert-Morel' }).waitFor();
  t.equal(await page.getByTestId('user-summary').getByTestId('user-status').textContent(), 'Inactif');
  t.match(await page.getByTestId('user-home').textContent(), '31000 Albi');

  const after = await userOnServer(page, 5);
  t.match(after, { name: 'Isabelle Robert-Morel', valid_account: 0, email: before.email, email_verified_at: before.email_verified_at });
  t.same(after.personal_informations, { ...before.personal_informations, mobile_number: '06 11 22 33 44', children_number: 3, personal_city: 'Albi', martial_status: 'Marié(e)' });

  await page.goto(`${setup.bff.url}app/user/edit?id=5`);
  await form.getByLabel('E-mail').fill('camille.martin@exemple.fr');
  await page.getByTestId('user-save').click();
  await page.getByText('Cette adresse e-mail est déjà celle d’un autre utilisateur.').waitFor();
  t.equal((await userOnServer(page, 5)).email, before.email, 'a taken address changes nothing');
  t.equal(pathOf(page), '/app/user/edit', 'the form stays');
});

t.test('a Consultant opening the user screens is sent to not-authorized', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  for (const path of ['app/user/list', 'app/user/edit', 'pages/user/view']) {
    await page.goto(`${setup.bff.url}${path}`);
    await waitForPath(page, '/misc/not-authorized');
    t.equal(pathOf(page), '/misc/not-authorized', path);
  }
});

for (const mode of ['light', 'dark'] as const) {
  t.test(`accessibility of the user screens (${mode}, axe-core: no serious or critical violation)`, async (t) => {
    const page = await newPage(t, setup.browser);
    await presetCustomizer(page, setup.bff, { mode });
    t.match(await page.evaluate((key) => localStorage.getItem(key), CUSTOMIZER_KEY), mode);
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    for (const path of ['app/user/list?verified=no', 'app/user/view?id=4', 'pages/user/view?id=7', 'app/user/edit?id=4']) {
      await page.goto(`${setup.bff.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('[data-testid="user-row"], [data-testid="user-view"], [data-testid="user-form"], [data-testid="list-empty"]').first().waitFor();
      if (path.startsWith('app/user/edit')) {
        await page.getByLabel('Nom affiché').fill('');
        await page.getByTestId('user-save').click();
        await page.getByText('Le nom affiché est obligatoire.').waitFor();
      }
      t.same(await seriousViolations(page), [], path);
    }
  });
}
