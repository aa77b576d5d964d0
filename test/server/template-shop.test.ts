/**
 * The template's e-commerce pages (/api/ecommerce/*), with each store backend: the cart (add,
 * update, remove, totals in exact cents), the wish list, the checkout's checks (Luhn, expiry, CVC,
 * postal code, phone) and its summary; refusals change nothing; the card number is never answered
 * nor logged (its last 4 digits only); each user has their own cart; admin only.
 */
import t from 'tap';
import type { Product } from '../../shared/schemas/template-datalist.js';
import type { Cart, OrderSummary, Wishlist } from '../../shared/schemas/template-shop.js';
import { CSRF } from '../helpers/app.js';
import { BACKENDS, templateBackends, type App } from '../helpers/template-backends.js';

const { bffOn, signIn } = templateBackends(t);

function client(app: App, cookie: string) {
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return {
    post: (url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api/ecommerce/${url}`, headers: { ...CSRF, cookie }, payload: payload as object }),
    products: () => get<Product[]>('/api/datalist/initial-data'),
    cart: () => get<Cart>('/api/ecommerce/cart'),
    wishlist: () => get<Wishlist>('/api/ecommerce/wishlist'),
    /** the whole state, to compare before and after a refusal */
    state: async () => JSON.stringify([await get('/api/ecommerce/cart'), await get('/api/ecommerce/wishlist'), await get('/api/datalist/initial-data')]),
    deleteProduct: (id: number) => app.inject({ method: 'POST', url: '/api/datalist/delete-data', headers: { ...CSRF, cookie }, payload: { obj: { id } } }),
  };
}

const idOf = (products: Product[], name: string): number => {
  const found = products.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found.id;
};

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const thisMonth = `${String(new Date().getMonth() + 1).padStart(2, '0')}/${String(new Date().getFullYear() % 100).padStart(2, '0')}`;
const lastMonth = (() => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getFullYear() % 100).padStart(2, '0')}`;
})();

const CARD = '4111 1111 1111 1111';
const ADDRESS = { name: 'Claire Dubois', street: '12 rue de la Paix', postalCode: '75002', city: 'Paris', phone: '06 12 34 56 78' };
const PAYMENT = { holder: 'CLAIRE DUBOIS', cardNumber: CARD, expiry: `12/${nextYear}`, cvc: '123' };

for (const backend of BACKENDS) {
  t.test(`${backend}: the cart: add, update, remove, totals in cents; refusals change nothing`, async (t) => {
    const { app } = await bffOn(t, backend);
    const api = client(app, await signIn(app, 1));
    const products = await api.products();
    const gourde = idOf(products, 'Gourde isotherme'); // 19.90: 3 × 19.9 is 59.699999… in floats
    const roman = idOf(products, 'Roman policier'); // 8.90

    t.same(await api.cart(), { items: [], count: 0, totals: { subtotal: '0.00', shipping: '0.00', total: '0.00', totalExclVat: '0.00', vat: '0.00' } }, 'empty at first');

    let res = await api.post('cart/add', { productId: roman });
    t.equal(res.statusCode, 200);
    let cart = res.json() as Cart;
    t.match(cart.items, [{ productId: roman, name: 'Roman policier', category: 'Livres', price: '8.90', quantity: 1, lineTotal: '8.90' }], 'quantity 1 by default');
    t.match(cart.items[0].img, /^data:image\//);
    t.same(cart.totals, { subtotal: '8.90', shipping: '4.90', total: '13.80', totalExclVat: '11.50', vat: '2.30' }, 'under 50 €: shipping 4.90, VAT 20 % included');

    res = await api.post('cart/add', { productId: gourde, quantity: 2 });
    cart = res.json();
    res = await api.post('cart/add', { productId: gourde, quantity: 1 });
    cart = res.json();
    t.same(cart.items.map((l) => [l.productId, l.quantity, l.lineTotal]), [[roman, 1, '8.90'], [gourde, 3, '59.70']], 'added to the line, in the order first added');
    t.equal(cart.count, 4, 'count: the sum of the quantities');
    t.same(cart.totals, { subtotal: '68.60', shipping: '0.00', total: '68.60', totalExclVat: '57.17', vat: '11.43' }, 'from 50 €: free shipping; exact cents');
    t.same(await api.cart(), cart, 'stored');

    res = await api.post('cart/update', { productId: gourde, quantity: 99 });
    t.equal(res.statusCode, 200);
    t.equal((res.json() as Cart).items[1].lineTotal, '1970.10', '99 × 19.90');

    // Refusals: each leaves everything as it was.
    const before = await api.state();
    const refusals: Array<[string, unknown, number, string?]> = [
      ['cart/add', { productId: 9999 }, 404],
      ['cart/add', { productId: gourde, quantity: 1 }, 400, 'quantity'],
      ['cart/add', { productId: roman, quantity: 99 }, 400, 'quantity'],
      ['cart/add', { productId: roman, quantity: 0 }, 400, 'quantity'],
      ['cart/add', { productId: roman, quantity: 100 }, 400, 'quantity'],
      ['cart/add', { productId: roman, quantity: 1.5 }, 400, 'quantity'],
      ['cart/add', { productId: roman, quantity: -1 }, 400, 'quantity'],
      ['cart/add', { productId: roman, price: '0.01' }, 400, 'price'],
      ['cart/add', {}, 400, 'productId'],
      ['cart/add', { productId: 0 }, 400, 'productId'],
      ['cart/update', { productId: roman, quantity: 0 }, 400, 'quantity'],
      ['cart/update', { productId: roman, quantity: 100 }, 400, 'quantity'],
      ['cart/update', { productId: roman }, 400, 'quantity'],
      ['cart/update', { productId: 9999, quantity: 2 }, 404],
      ['cart/update', { productId: idOf(products, 'Atlas du monde'), quantity: 2 }, 404],
      ['cart/remove', { productId: 9999 }, 404],
      ['cart/remove', { productId: idOf(products, 'Atlas du monde') }, 404],
      ['cart/remove', { productId: roman, quantity: 1 }, 400, 'quantity'],
    ];
    for (const [url, body, status, field] of refusals) {
      res = await api.post(url, body);
      t.equal(res.statusCode, status, `${url} ${JSON.stringify(body)}: ${status}`);
      if (field) t.equal(res.json().field, field, `names ${field}`);
      if (status === 404) t.equal(res.json().error, 'not_found');
      t.ok((await api.state()) === before, `${url} ${JSON.stringify(body)}: nothing changed`);
    }
    const noCsrf = await app.inject({ method: 'POST', url: '/api/ecommerce/cart/remove', headers: { cookie: await signIn(app, 1) }, payload: { productId: roman } });
    t.equal(noCsrf.statusCode, 403, 'no CSRF header: 403');
    t.ok((await api.state()) === before, 'nothing changed');

    res = await api.post('cart/remove', { productId: roman });
    t.equal(res.statusCode, 200);
    t.same((res.json() as Cart).items.map((l) => l.productId), [gourde], 'removed');

    // A product deleted from the data list leaves the cart.
    t.equal((await api.deleteProduct(gourde)).statusCode, 200);
    t.same((await api.cart()).items, [], 'no longer for sale: out of the cart');
    t.equal((await api.post('cart/update', { productId: gourde, quantity: 2 })).statusCode, 404);
  });

  t.test(`${backend}: the wish list: toggle, move to the cart`, async (t) => {
    const { app } = await bffOn(t, backend);
    const api = client(app, await signIn(app, 1));
    const products = await api.products();
    const [a, b] = [products[0], products[1]];
    t.same(await api.wishlist(), { items: [] });

    let res = await api.post('wishlist/toggle', { productId: a.id });
    t.equal(res.statusCode, 200);
    t.same(res.json(), { productId: a.id, inWishlist: true, items: [a] });
    res = await api.post('wishlist/toggle', { productId: b.id });
    t.same(res.json(), { productId: b.id, inWishlist: true, items: [b, a] }, 'latest first');
    t.same(await api.wishlist(), { items: [b, a] }, 'stored');
    res = await api.post('wishlist/toggle', { productId: b.id });
    t.same(res.json(), { productId: b.id, inWishlist: false, items: [a] }, 'toggled out');

    const before = await api.state();
    for (const [url, body, status] of [
      ['wishlist/toggle', { productId: 9999 }, 404],
      ['wishlist/toggle', { productId: 'abc' }, 400],
      ['wishlist/toggle', { productId: a.id, on: true }, 400],
      ['wishlist/move-to-cart', { productId: b.id }, 404],
      ['wishlist/move-to-cart', { productId: 9999 }, 404],
    ] as const) {
      res = await api.post(url, body);
      t.equal(res.statusCode, status, `${url} ${JSON.stringify(body)}: ${status}`);
      t.ok((await api.state()) === before, 'nothing changed');
    }

    res = await api.post('wishlist/move-to-cart', { productId: a.id });
    t.equal(res.statusCode, 200);
    const moved = res.json() as { cart: Cart; wishlist: Wishlist };
    t.same(moved.wishlist, { items: [] }, 'out of the wish list');
    t.match(moved.cart.items, [{ productId: a.id, quantity: 1 }], 'into the cart');
    t.same(await api.cart(), moved.cart);
  });

  t.test(`${backend}: checkout: the checks refuse and change nothing; success answers the summary and empties the cart`, async (t) => {
    const { app, logs } = await bffOn(t, backend);
    const api = client(app, await signIn(app, 1));
    const products = await api.products();
    const empty = await api.post('checkout', { address: ADDRESS, payment: PAYMENT });
    t.equal(empty.statusCode, 409, 'an empty cart: 409');
    t.equal(empty.json().error, 'conflict');

    await api.post('cart/add', { productId: idOf(products, 'Casque audio sans fil'), quantity: 2 });
    await api.post('cart/add', { productId: idOf(products, 'Agenda 2026') });
    const cart = await api.cart();
    t.same(cart.totals, { subtotal: '274.30', shipping: '0.00', total: '274.30', totalExclVat: '228.58', vat: '45.72' });

    const before = await api.state();
    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['a card number failing Luhn', { payment: { ...PAYMENT, cardNumber: '4111 1111 1111 1112' } }, 'payment.cardNumber'],
      ['a card number too short', { payment: { ...PAYMENT, cardNumber: '4111 1111' } }, 'payment.cardNumber'],
      ['letters in the card number', { payment: { ...PAYMENT, cardNumber: '4111 1111 1111 111a' } }, 'payment.cardNumber'],
      ['an expired card', { payment: { ...PAYMENT, expiry: lastMonth } }, 'payment.expiry'],
      ['an expiry long ago', { payment: { ...PAYMENT, expiry: '01/20' } }, 'payment.expiry'],
      ['month 13', { payment: { ...PAYMENT, expiry: `13/${nextYear}` } }, 'payment.expiry'],
      ['an expiry with 4 digits', { payment: { ...PAYMENT, expiry: `12/20${nextYear}` } }, 'payment.expiry'],
      ['a CVC of 2 digits', { payment: { ...PAYMENT, cvc: '12' } }, 'payment.cvc'],
      ['a CVC of 5 digits', { payment: { ...PAYMENT, cvc: '12345' } }, 'payment.cvc'],
      ['a CVC with a letter', { payment: { ...PAYMENT, cvc: '12a' } }, 'payment.cvc'],
      ['no holder', { payment: { ...PAYMENT, holder: '  ' } }, 'payment.holder'],
      ['a postal code of 4 digits', { address: { ...ADDRESS, postalCode: '7500' } }, 'address.postalCode'],
      ['a postal code with a letter', { address: { ...ADDRESS, postalCode: '2A004' } }, 'address.postalCode'],
      ['a phone of 9 digits', { address: { ...ADDRESS, phone: '06 12 34 56 7' } }, 'address.phone'],
      ['a phone not French', { address: { ...ADDRESS, phone: '00 12 34 56 78' } }, 'address.phone'],
      ['no name', { address: { ...ADDRESS, name: '' } }, 'address.name'],
      ['no street', { address: { ...ADDRESS, street: ' ' } }, 'address.street'],
      ['no city', { address: { ...ADDRESS, city: '' } }, 'address.city'],
      ['an unknown address field', { address: { ...ADDRESS, country: 'FR' } }, 'address.country'],
      ['an unknown payment field', { payment: { ...PAYMENT, save: true } }, 'payment.save'],
      ['no payment', { payment: undefined }, 'payment'],
    ];
    for (const [label, change, field] of refusals) {
      const res = await api.post('checkout', { address: ADDRESS, payment: PAYMENT, ...change });
      t.equal(res.statusCode, 400, `${label}: 400`);
      t.equal(res.json().field, field, `${label}: names ${field}`);
      t.notMatch(res.body, /4111\s*1111\s*1111/, `${label}: the card number is not in the answer`);
      t.ok((await api.state()) === before, `${label}: nothing changed, the cart is kept`);
    }

    const postal = await api.post('checkout', { address: { ...ADDRESS, postalCode: '750' }, payment: PAYMENT });
    t.equal(postal.json().message, 'Code postal invalide : 5 chiffres, par exemple 75002.', 'the rule in French');
    const luhn = await api.post('checkout', { address: ADDRESS, payment: { ...PAYMENT, cardNumber: '4111111111111112' } });
    t.equal(luhn.json().message, 'Numéro de carte invalide.');

    const placed = await api.post('checkout', { address: { ...ADDRESS, phone: '+33 6 12 34 56 78' }, payment: { ...PAYMENT, expiry: thisMonth } });
    t.equal(placed.statusCode, 201, 'a card valid through this month is accepted');
    const order = placed.json() as OrderSummary;
    t.match(order, { orderId: 'CMD-000001', count: 3, payment: { holder: 'CLAIRE DUBOIS', brand: 'visa', last4: '1111' } });
    t.same(order.items, cart.items, 'the lines ordered');
    t.same(order.totals, cart.totals, 'the totals of the cart');
    t.same(order.address, { ...ADDRESS, phone: '+33 6 12 34 56 78' });
    t.ok(Math.abs(Date.parse(order.placedAt) - Date.now()) < 60_000, 'placed now');
    t.notMatch(placed.body, /4111\s*1111\s*1111|"cvc"|"123"/, 'neither the card number nor the CVC in the answer');
    t.same((await api.cart()).items, [], 'the cart is empty');

    await api.post('cart/add', { productId: products[0].id });
    const second = await api.post('checkout', { address: ADDRESS, payment: { ...PAYMENT, cardNumber: '5555-5555-5555-4444', cvc: '9876' } });
    t.equal(second.statusCode, 201);
    t.match(second.json(), { orderId: 'CMD-000002', payment: { brand: 'mastercard', last4: '4444' } }, 'numbered per user; the brand from the number');

    const logged = logs.join('\n');
    t.ok(logged.includes('/api/ecommerce/checkout'), 'the requests are logged (debug level)');
    t.notMatch(logged, /4111[\s-]*1111|5555[\s-]*5555|"9876"|cvc|cardNumber/i, 'but never the card number or the CVC');
  });

  t.test(`${backend}: each user has their own cart and wish list`, async (t) => {
    const { app } = await bffOn(t, backend);
    const a = client(app, await signIn(app, 1));
    const b = client(app, await signIn(app, 2));
    const products = await a.products();
    await a.post('cart/add', { productId: products[0].id, quantity: 3 });
    await a.post('wishlist/toggle', { productId: products[1].id });
    t.same((await b.cart()).items, [], "B does not see A's cart");
    t.same(await b.wishlist(), { items: [] }, "B does not see A's wish list");
    t.equal((await b.post('cart/update', { productId: products[0].id, quantity: 1 })).statusCode, 404, "B cannot change A's line");
    t.equal((await b.post('wishlist/move-to-cart', { productId: products[1].id })).statusCode, 404);
    // A product of A's own data list only: B deletes one, A can still buy it.
    t.equal((await b.deleteProduct(products[2].id)).statusCode, 200);
    t.equal((await b.post('cart/add', { productId: products[2].id })).statusCode, 404, 'not in B’s data list: 404');
    t.equal((await a.post('cart/add', { productId: products[2].id })).statusCode, 200, 'still in A’s');
    const again = client(app, await signIn(app, 1));
    t.same((await again.cart()).items.map((l) => [l.productId, l.quantity]), [[products[0].id, 3], [products[2].id, 1]], "a new session of A sees A's cart");
  });
}

t.test('401 without a session, 403 for a role without the template pages, on every endpoint; nothing changes', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const admin = client(app, await signIn(app, 1));
  const products = await admin.products();
  await admin.post('cart/add', { productId: products[0].id });
  await admin.post('wishlist/toggle', { productId: products[1].id });
  const before = await admin.state();
  const consultant = await signIn(app, 1, 'Consultant');
  const endpoints: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/ecommerce/cart'],
    ['POST', '/api/ecommerce/cart/add', { productId: products[0].id }],
    ['POST', '/api/ecommerce/cart/update', { productId: products[0].id, quantity: 5 }],
    ['POST', '/api/ecommerce/cart/remove', { productId: products[0].id }],
    ['GET', '/api/ecommerce/wishlist'],
    ['POST', '/api/ecommerce/wishlist/toggle', { productId: products[1].id }],
    ['POST', '/api/ecommerce/wishlist/move-to-cart', { productId: products[1].id }],
    ['POST', '/api/ecommerce/checkout', { address: ADDRESS, payment: PAYMENT }],
  ];
  for (const [method, url, payload] of endpoints) {
    const anonymous = await app.inject({ method, url, headers: CSRF, ...(payload ? { payload: payload as object } : {}) });
    t.equal(anonymous.statusCode, 401, `${method} ${url} signed out: 401`);
    t.equal(anonymous.json().error, 'unauthenticated');
    const refused = await app.inject({ method, url, headers: { ...CSRF, cookie: consultant }, ...(payload ? { payload: payload as object } : {}) });
    t.equal(refused.statusCode, 403, `${method} ${url} as a Consultant: 403`);
    t.equal(refused.json().error, 'forbidden');
  }
  // Signed in again as the admin: the Consultant's sign-in of that id ended the admin's session (a person has one role).
  const again = client(app, await signIn(app, 1));
  t.ok((await again.state()) === before, "the same user id's cart and wish list, unchanged");
});
