/** The template wing: its demo pages follow the catalogue and its permissions; its blank-layout forms validate and say they are demos. */
import t from 'tap';
import { TEMPLATE_PAGES } from '../../shared/template-pages.js';
import { demoAccount, focusedId, newPage, pathOf, setupFile, signIn, toastWith, waitForPath } from './harness.js';

const setup = setupFile(t);

t.test('every template page of the main layout opens a screen of its own for admin; a Consultant is sent to not-authorized', async (t) => {
  const page = await newPage(t, setup.browser);
  await page.goto(`${setup.bff.url}calendar`);
  await waitForPath(page, '/pages/login');
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  const mainPages = TEMPLATE_PAGES.filter((p) => p.layout === 'main');
  for (const entry of mainPages) {
    await page.goto(`${setup.bff.url}${entry.link.slice(1)}`);
    await page.getByRole('heading', { level: 1, name: entry.title.fr, exact: true }).or(page.locator('main h1')).first().waitFor();
    // Real content: the page's own screen drew more than its heading, no error panel, no 404.
    await page.waitForFunction(() => (document.querySelector('main')?.innerText.length ?? 0) > 200);
    t.equal(await page.getByTestId('route-error').count(), 0, `${entry.link}: no error panel`);
    t.notMatch(await page.locator('main').innerText(), /Page introuvable|pages de démonstration du modèle/, `${entry.link}: its own screen`);
    t.equal(await page.locator('nav[aria-label="Menu principal"]').count(), 1, `${entry.link}: in the main layout`);
  }
  // A page with a filter opens its default one from its base path.
  await page.goto(`${setup.bff.url}email`);
  await waitForPath(page, '/email/inbox');

  const consultant = await newPage(t, setup.browser);
  await signIn(consultant, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  for (const entry of mainPages) {
    await consultant.goto(`${setup.bff.url}${entry.link.slice(1)}`);
    if (entry.permissions?.includes('Consultant') ?? true) {
      await consultant.locator('main h1').first().waitFor();
      t.equal(pathOf(consultant), entry.link, `${entry.link}: open to a Consultant`);
    } else {
      await waitForPath(consultant, entry.link === '/' ? '/dashboard' : '/misc/not-authorized');
      t.pass(`${entry.link}: refused to a Consultant`);
    }
  }
});

t.test('a signed-out user sent to login from a template page returns to it', async (t) => {
  const page = await newPage(t, setup.browser);
  await page.goto(`${setup.bff.url}ecommerce/shop`);
  await waitForPath(page, '/pages/login');
  const admin = await demoAccount(setup.bff, 'admin');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await waitForPath(page, '/ecommerce/shop');
  await page.getByRole('heading', { level: 1, name: 'Boutique' }).waitFor();
  t.equal(pathOf(page), '/ecommerce/shop');
});

t.test('blank-layout template pages: finished forms that validate; register creates a demo account, not a session', async (t) => {
  const page = await newPage(t, setup.browser);
  await page.goto(`${setup.bff.url}pages/register`);
  await page.getByRole('heading', { level: 1, name: 'Créer un compte 🚀' }).waitFor();
  t.equal(await page.locator('#layout-menu').count(), 0, 'blank layout');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await page.getByText('Veuillez saisir votre nom.').waitFor();
  t.equal(await page.getByLabel('Nom').getAttribute('aria-invalid'), 'true');
  t.equal(await focusedId(page, 'register-name'), 'register-name', 'the first wrong field takes the focus');
  t.equal(await page.getByTestId('toast').count(), 0, 'nothing sent');
  await page.getByLabel('Nom').fill('Camille Martin');
  await page.getByLabel('E-mail').fill('camille.martin@exemple.fr');
  await page.getByLabel('Mot de passe').fill('un-mot-de-passe');
  await page.getByLabel(/J’accepte les conditions/).check();
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await page.getByText('Le mot de passe doit contenir une lettre majuscule.').waitFor();
  t.equal(await page.getByTestId('toast').count(), 0, 'the firm’s password rules, before sending');

  await page.getByLabel('Mot de passe').fill('Un-mot-de-passe1');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  t.match(await page.getByTestId('register-created').textContent(), 'Compte de démonstration créé pour camille.martin@exemple.fr');
  t.match(await page.getByTestId('register-created').textContent(), 'n’ouvre pas le back-office');
  t.equal((await toastWith(page, 'Compte de démonstration créé')).role, 'status');
  t.equal(await page.getByLabel('Nom').inputValue(), '', 'the form starts afresh');
  t.equal(await page.getByLabel('Nom').getAttribute('aria-invalid'), null, 'with no error shown');
  t.same((await page.context().cookies()).map((c) => c.name), [], 'no back-office session');
  t.equal(pathOf(page), '/pages/register');

  await page.getByLabel('Nom').fill('Camille Martin');
  await page.getByLabel('E-mail').fill('CAMILLE.martin@exemple.fr');
  await page.getByLabel('Mot de passe').fill('Un-mot-de-passe1');
  await page.getByLabel(/J’accepte les conditions/).check();
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await page.getByText('Cette adresse e-mail est déjà utilisée.').waitFor();
  t.equal(await page.evaluate(() => document.activeElement?.id), 'register-email', 'the refused address takes the focus');
  await page.getByTestId('language-switch').getByRole('button', { name: 'English' }).click();
  await page.getByText('This email is already in use.').waitFor();
  t.pass('in English, the BFF’s own message');
  await page.getByTestId('language-switch').getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Créer le compte' }).waitFor();

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await waitForPath(page, '/pages/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await waitForPath(page, '/pages/forgot-password');
  // No e-mail is sent: it says who gives a new password, and how to reach the firm.
  await page.getByText('Demandez-le à votre conseiller').waitFor();
  await page.getByText('Demandez-le à l’administrateur du cabinet.').waitFor();
  t.match(await page.getByTestId('forgot-firm').textContent(), /Retraite Conseil/, 'the firm’s name (demo mode sets it)');

  await page.goto(`${setup.bff.url}pages/reset-password`);
  await page.getByLabel('Nouveau mot de passe').fill('un-mot-de-passe');
  await page.getByLabel('Confirmer le mot de passe').fill('un-autre');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await page.getByText('Les deux mots de passe doivent être identiques.').waitFor();

  await page.goto(`${setup.bff.url}pages/lock-screen`);
  await page.getByRole('heading', { level: 1, name: 'Session verrouillée 🔐' }).waitFor();
  await page.getByRole('button', { name: 'Déverrouiller' }).click();
  await page.getByText('Saisissez votre mot de passe.').waitFor();

  for (const [path, title] of [
    ['misc/error/404', 'Page introuvable'],
    ['misc/error/500', 'Erreur interne du serveur 👨🏻‍💻'],
    ['misc/maintenance', 'En maintenance 🚧'],
    ['misc/coming-soon', 'Bientôt disponible 🚀'],
  ]) {
    await page.goto(`${setup.bff.url}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    t.pass(`${path}: ${title}`);
  }
  await page.getByRole('button', { name: 'Me prévenir' }).click();
  await page.getByText('Saisissez une adresse e-mail valide.').waitFor();
});
