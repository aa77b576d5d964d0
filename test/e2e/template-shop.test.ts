/**
 * The template's e-commerce pages over the admin's own data-list products: the shop (search,
 * filters, sort, views, pages, add to the cart and the wish list), a product's page, the wish list,
 * and the checkout through its steps (a refused address and card first, then the order); a
 * Consultant is sent away. The card and expiry fields' masks: template-checkout.test.ts.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { demoAccount, focusedId, newPage, pathOf, presetCustomizer, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import { seriousViolations } from './axe.js';
import { fillAddress } from './shop-helpers.js';

const setup = setupFile(t);

const names = (page: Page) => page.getByTestId('product-name').allTextContents();
/** The product names shown, once they are `expected` (or after the wait, whatever they are). */
async function namesOnceThey(page: Page, expected: string[]): Promise<string[]> {
  await page
    .waitForFunction((want) => JSON.stringify([...document.querySelectorAll('[data-testid="product-name"]')].map((e) => e.textContent)) === want, JSON.stringify(expected), { timeout: 5_000 })
    .catch(() => undefined);
  return names(page);
}
/** The text as shown (line breaks as spaces). */
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, ' ').trim();
/** Waits until the shop shows `n` products. */
const shows = (page: Page, n: number) =>
  page.waitForFunction((expected) => document.querySelectorAll('[data-testid="shop-product"]').length === expected, n);
const cartCount = (page: Page) => page.getByTestId('cart-count').textContent();
const waitForCartCount = (page: Page, n: number) =>
  page.waitForFunction((expected) => document.querySelector('[data-testid="cart-count"]')?.textContent === String(expected), n);

t.test('shop, product, wish list and checkout, as the admin', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.goto(`${setup.bff.url}ecommerce/shop`);
  await page.getByRole('heading', { level: 1, name: 'Boutique' }).waitFor();
  await page.getByTestId('shop-product').first().waitFor();
  t.equal(await page.getByTestId('template-notice').count(), 0, 'a screen of its own, not the generic page');
  t.equal(await page.getByTestId('shop-product').count(), 9, '9 per page');
  t.equal(await text(page, 'shop-results'), '26 produits');
  t.equal(await cartCount(page), '0', 'the cart is empty');
  t.equal((await names(page))[0], 'Casque audio sans fil', 'the most popular first');

  // Search.
  const search = page.getByRole('searchbox', { name: 'Rechercher un produit' });
  await search.fill('casque');
  await shows(page, 1);
  t.same(await names(page), ['Casque audio sans fil']);
  await search.fill('');
  await shows(page, 9);

  // Category, then sorts by price.
  await page.getByLabel('Catégorie').selectOption({ label: 'Livres' });
  await shows(page, 3);
  await page.getByLabel('Trier par').selectOption({ label: 'Trier par : Prix croissant' });
  await page.waitForURL(/sort=priceAsc/);
  const cheapest = ['Roman policier', 'Guide pratique de la retraite', 'Atlas du monde'];
  t.same(await namesOnceThey(page, cheapest), cheapest, 'cheapest first');
  t.same(
    (await page.getByTestId('product-price').allTextContents()).map((p) => p.replace(/\s/g, ' ')),
    ['8,90 €', '22,00 €', '39,00 €'],
  );
  await page.getByLabel('Trier par').selectOption({ label: 'Trier par : Prix décroissant' });
  await page.waitForURL(/sort=priceDesc/);
  t.same(await namesOnceThey(page, [...cheapest].reverse()), [...cheapest].reverse(), 'dearest first');
  t.match(page.url(), /category=Livres/, 'the filters are in the URL');

  // A price range, sorted by name.
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await shows(page, 9);
  await page.getByLabel('Prix minimum (€)').fill('200');
  await page.getByLabel('Prix maximum (€)').fill('300');
  await shows(page, 4);
  await page.getByLabel('Trier par').selectOption({ label: 'Trier par : Nom (A → Z)' });
  await page.waitForURL(/sort=name/);
  const byName = ['Aspirateur sans fil', 'Écran 27 pouces', 'Platine vinyle', 'Robot pâtissier'];
  t.same(await namesOnceThey(page, byName), byName, 'from 200 to 300 €, by name');

  // Order status.
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await page.getByLabel('Statut de commande').selectOption({ label: 'Annulée' });
  await shows(page, 4);
  t.ok((await page.getByTestId('order-status').evaluateAll((b) => b.map((x) => x.getAttribute('data-status')))).every((s) => s === 'canceled'));
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await shows(page, 9);
  await page.getByLabel('Trier par').selectOption({ label: 'Trier par : Popularité' });
  await page.waitForURL((url) => !url.search.includes('sort='));
  await page.waitForFunction(() => document.querySelector('[data-testid="product-name"]')?.textContent === 'Casque audio sans fil');
  t.equal((await names(page))[0], 'Casque audio sans fil', 'back to the most popular first');

  // List view and pages.
  await page.getByRole('group', { name: 'Affichage' }).getByRole('button', { name: 'Liste' }).click();
  await page.waitForURL(/view=list/);
  await page.locator('.shop-card.is-row').first().waitFor();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText('10–18 sur 26').waitFor();
  t.equal(await page.getByTestId('shop-product').count(), 9);
  await page.getByRole('button', { name: 'Page 1' }).click();
  await page.getByText('1–9 sur 26').waitFor();

  // Add to the cart; a heart for the wish list.
  await page.getByRole('button', { name: 'Ajouter au panier « Casque audio sans fil »' }).click();
  await toastWith(page, 'Produit ajouté au panier');
  await waitForCartCount(page, 1);
  const heart = page.getByRole('button', { name: 'Ajouter « Montre connectée » à la liste de souhaits' });
  await heart.click();
  await toastWith(page, 'Ajouté à la liste de souhaits');
  const wished = page.getByRole('button', { name: 'Retirer « Montre connectée » de la liste de souhaits' });
  await wished.waitFor();
  t.equal(await wished.getAttribute('aria-pressed'), 'true');

  // A product's page: quantity checked, then added; related products.
  await search.fill('roman');
  await shows(page, 1);
  await page.getByRole('link', { name: 'Roman policier' }).click();
  await page.waitForURL(/\/ecommerce\/product-detail\?id=\d+/);
  await page.getByTestId('product-detail').waitFor();
  t.equal(await text(page, 'detail-name'), 'Roman policier');
  t.equal(await text(page, 'detail-price'), '8,90 €');
  t.ok((await page.getByTestId('related-products').getByRole('link').allTextContents()).includes('Guide pratique de la retraite'), 'same category');
  await page.getByLabel('Quantité').fill('0');
  await page.getByTestId('detail-add').click();
  await page.getByText('De 1 à 99.').waitFor();
  await page.getByLabel('Quantité').fill('3');
  await page.getByTestId('detail-add').click();
  await toastWith(page, 'Produit ajouté au panier');
  await waitForCartCount(page, 4);
  await page.getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click();
  await page.getByRole('button', { name: 'Dans la liste de souhaits' }).waitFor();

  // The wish list: latest first; move one to the cart, remove the other.
  await page.getByRole('link', { name: 'Liste de souhaits : 2' }).click();
  await waitForPath(page, '/ecommerce/wishlist');
  await page.getByRole('heading', { level: 1, name: 'Liste de souhaits' }).waitFor();
  await page.getByTestId('wish-card').first().waitFor();
  t.same(await names(page), ['Roman policier', 'Montre connectée']);
  await page.getByRole('button', { name: 'Déplacer vers le panier « Montre connectée »' }).click();
  await toastWith(page, 'Déplacé vers le panier');
  await waitForCartCount(page, 5);
  await page.getByRole('button', { name: 'Retirer « Roman policier »' }).click();
  await page.getByText('Votre liste de souhaits est vide').waitFor();

  // Checkout, step 1: the cart.
  await page.getByTestId('cart-link').click();
  await waitForPath(page, '/ecommerce/checkout');
  await page.getByTestId('cart-line').first().waitFor();
  t.same(await page.getByTestId('cart-line-name').allTextContents(), ['Casque audio sans fil', 'Roman policier', 'Montre connectée']);
  t.equal(await text(page, 'total-total'), '315,60 €', '129,90 + 3 × 8,90 + 159,00');
  await page.getByLabel('Quantité de « Roman policier »').fill('1');
  await page.waitForFunction(() => document.querySelector('[data-testid="total-total"]')?.textContent?.replace(/\s/g, ' ') === '297,80 €');
  await page.getByRole('button', { name: 'Retirer « Casque audio sans fil » du panier' }).click();
  await toastWith(page, 'Retiré du panier');
  await page.waitForFunction(() => document.querySelector('[data-testid="total-total"]')?.textContent?.replace(/\s/g, ' ') === '167,90 €');
  t.equal(await text(page, 'total-excl-vat'), '139,92 €', 'HT');
  t.equal(await text(page, 'total-vat'), '27,98 €', 'VAT 20 % included');
  t.equal(await text(page, 'total-shipping'), 'Offerte', 'free from 50 €');
  t.equal(await page.getByTestId('step-cart').getAttribute('aria-current'), 'step');

  // Step 2: the address, refused then accepted.
  await page.getByTestId('to-address').click();
  await page.getByTestId('address-form').waitFor();
  await page.getByTestId('to-payment').click();
  await page.getByText('Saisissez le nom du destinataire.').waitFor();
  t.equal(await focusedId(page, 'address-name'), 'address-name', 'the first wrong field takes the focus');
  await page.getByLabel('Nom complet').fill('Claire Dubois');
  await page.getByLabel('Adresse', { exact: true }).fill('12 rue de la Paix');
  await page.getByLabel('Code postal').fill('7500');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Téléphone').fill('06 12 34 56');
  await page.getByTestId('to-payment').click();
  await page.getByText('Un code postal de 5 chiffres, par exemple 75002.').waitFor();
  t.equal(await page.getByText('Un numéro français, par exemple 06 12 34 56 78.').count(), 1);
  t.equal(await page.getByLabel('Code postal').getAttribute('aria-invalid'), 'true');
  await fillAddress(page);

  // Step 3: the card, refused then accepted.
  await page.getByTestId('payment-form').waitFor();
  t.equal(await page.getByTestId('step-payment').getAttribute('aria-current'), 'step');
  await page.getByLabel('Titulaire de la carte').fill('CLAIRE DUBOIS');
  await page.getByLabel('Numéro de carte').fill('4111 1111 1111 1112');
  await page.getByLabel('Expiration (MM/AA)').fill('01/20');
  await page.getByLabel('Cryptogramme (CVC)').fill('12');
  await page.getByTestId('pay').click();
  await page.getByText('Numéro de carte invalide.').waitFor();
  t.equal(await page.getByText('Cette carte est expirée.').count(), 1);
  t.equal(await page.getByText('3 ou 4 chiffres.', { exact: true }).count(), 1);
  t.equal(await page.evaluate(() => document.activeElement?.id), 'payment-cardNumber');
  const cart = (await (await page.request.get(`${setup.bff.url}api/ecommerce/cart`)).json()) as { count: number };
  t.equal(cart.count, 2, 'nothing sent: the cart is kept');
  const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await page.getByLabel('Numéro de carte').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration (MM/AA)').fill(`09/${year}`);
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  t.equal(await text(page, 'pay'), 'Payer 167,90 €');
  await page.getByTestId('pay').click();

  // Step 4: the summary.
  await page.getByTestId('order-summary').waitFor();
  await page.getByRole('heading', { name: 'Merci, votre commande est confirmée !' }).waitFor();
  t.equal(await text(page, 'order-id'), 'Commande n° CMD-000001');
  t.same(await page.getByTestId('cart-line-name').allTextContents(), ['Roman policier', 'Montre connectée']);
  t.match(await text(page, 'order-address'), 'Claire Dubois 12 rue de la Paix 75002 Paris 06 12 34 56 78');
  t.equal(await text(page, 'order-card'), 'CLAIRE DUBOIS Visa se terminant par 1111');
  t.equal(await text(page, 'total-total'), '167,90 €');
  t.notMatch(await page.locator('body').textContent(), /4111 1111/, 'the card number is not shown');
  t.equal(await page.getByTestId('step-confirmation').getAttribute('aria-current'), 'step');
  await page.getByRole('link', { name: 'Continuer mes achats' }).click();
  await waitForPath(page, '/ecommerce/shop');
  await page.getByTestId('shop-product').first().waitFor();
  t.equal(await cartCount(page), '0', 'the cart is empty after the order');
});

t.test('a Consultant may not open the e-commerce pages', async (t) => {
  const consultant = await newPage(t, setup.browser);
  await signIn(consultant, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  for (const path of ['ecommerce/shop', 'ecommerce/product-detail?id=1', 'ecommerce/wishlist', 'ecommerce/checkout']) {
    await consultant.goto(`${setup.bff.url}${path}`);
    await waitForPath(consultant, '/misc/not-authorized');
    t.equal(pathOf(consultant), '/misc/not-authorized', `${path}: not authorized`);
  }
  const res = await consultant.request.get(`${setup.bff.url}api/ecommerce/cart`);
  t.equal(res.status(), 403, 'nor read the cart');
});

for (const mode of ['light', 'dark'] as const) {
  t.test(`accessibility of the e-commerce pages (${mode}, axe-core: no serious or critical violation)`, async (t) => {
    const page = await newPage(t, setup.browser);
    await presetCustomizer(page, setup.bff, { mode });
    await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
    const post = (url: string, data: object) => page.request.post(`${setup.bff.url}api/ecommerce/${url}`, { headers: { 'x-csrf': '1' }, data });
    const wished = ((await (await page.request.get(`${setup.bff.url}api/ecommerce/wishlist`)).json()) as { items: Array<{ id: number }> }).items;
    if (!wished.some((p) => p.id === 3)) await post('wishlist/toggle', { productId: 3 });
    await post('cart/add', { productId: 2, quantity: 2 });

    await page.goto(`${setup.bff.url}ecommerce/shop`);
    await page.getByTestId('shop-product').first().waitFor();
    t.same(await seriousViolations(page), [], 'shop, grid');
    await page.goto(`${setup.bff.url}ecommerce/shop?view=list&category=Audio`);
    await page.locator('.shop-card.is-row').first().waitFor();
    t.same(await seriousViolations(page), [], 'shop, list');
    await page.goto(`${setup.bff.url}ecommerce/product-detail?id=3`);
    await page.getByTestId('product-detail').waitFor();
    t.same(await seriousViolations(page), [], 'product detail');
    await page.goto(`${setup.bff.url}ecommerce/wishlist`);
    await page.getByTestId('wish-card').first().waitFor();
    t.same(await seriousViolations(page), [], 'wish list');
    await page.goto(`${setup.bff.url}ecommerce/checkout`);
    await page.getByTestId('cart-line').first().waitFor();
    t.same(await seriousViolations(page), [], 'checkout: cart');
    await page.getByTestId('to-address').click();
    await page.getByTestId('to-payment').click();
    await page.getByText('Saisissez le nom du destinataire.').waitFor();
    t.same(await seriousViolations(page), [], 'checkout: address with errors');
  });
}
