/**
 * The template's data list (/api/datalist/*), with each store backend: shapes, paging and the
 * filter, the popularity colours at their edges, the BFF's ids, and refusals (unknown ids, unknown
 * fields, bad values) that change nothing; each user has their own products; admin only.
 */
import t, { type Test } from 'tap';
import { DATALIST_MAX_PRODUCTS, type Product } from '../../shared/schemas/template-datalist.js';
import { CSRF } from '../helpers/app.js';
import { BACKENDS, templateBackends, type App, type Backend } from '../helpers/template-backends.js';

const backends = templateBackends(t);
const bffOn = (t: Test, backend: Backend) => backends.bffOn(t, backend, { LOG_LEVEL: 'warn' });
const { signIn } = backends;

function client(app: App, cookie: string) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api/datalist/${url}`, headers: { ...CSRF, cookie }, payload: payload as object }),
    async all(): Promise<Product[]> {
      const res = await app.inject({ method: 'GET', url: '/api/datalist/initial-data', headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`initial-data: ${res.statusCode}`);
      return res.json();
    },
  };
}

const NEW = { name: 'Tablette graphique', category: 'Informatique', price: '149,90', order_status: 'pending', popularity: { popValue: 80 } };

for (const backend of BACKENDS) {
  t.test(`${backend}: initial data, pages, filter`, async (t) => {
    const { app } = await bffOn(t, backend);
    const api = client(app, await signIn(app, 1));
    const all = await api.all();
    t.ok(all.length >= 20 && all.length <= 30, `${all.length} seeded products`);
    for (const p of all) {
      t.match(p, { id: Number, name: String, category: String, price: /^\d+\.\d{2}$/, popularity: { popValue: Number, color: /^(success|primary|warning|danger)$/ } });
      t.ok(['on hold', 'delivered', 'canceled', 'pending'].includes(p.order_status), `${p.name}: a known status`);
      t.match(p.img, /^data:image\/svg\+xml,/, `${p.name}: a local image`);
    }
    t.same(new Set(all.map((p) => p.id)).size, all.length, 'ids are unique');

    const first = (await api.get('/api/datalist/data')).json();
    t.same(first.data, all.slice(0, 4), '4 per page by default, in the order of initial-data');
    t.equal(first.totalPages, Math.ceil(all.length / 4));
    t.equal(first.total, all.length);
    const second = (await api.get('/api/datalist/data?page=2&perPage=10')).json();
    t.same(second.data, all.slice(10, 20));
    t.equal(second.totalPages, Math.ceil(all.length / 10));
    t.same((await api.get('/api/datalist/data?perPage=100')).json().data, all, 'perPage 100: everything');
    t.same((await api.get('/api/datalist/data?page=999')).json().data, [], 'past the end: an empty page');

    for (const bad of ['page=0', 'page=-1', 'page=1.5', 'page=abc', 'perPage=0', 'perPage=101', 'perPage=x', 'q=' + 'x'.repeat(101), 'sort=name']) {
      const res = await api.get(`/api/datalist/data?${bad}`);
      t.equal(res.statusCode, 400, `${bad}: 400`);
      t.equal(res.json().error, 'invalid_request');
    }

    const byQuery = async (q: string) => (await api.get(`/api/datalist/data?perPage=100&q=${encodeURIComponent(q)}`)).json() as { data: Product[]; totalPages: number; total: number };
    t.same((await byQuery('CASQUE')).data.map((p) => p.name), ['Casque audio sans fil'], 'name, case-insensitive');
    t.ok((await byQuery('informatique')).data.every((p) => p.category === 'Informatique'), 'category');
    t.ok((await byQuery('informatique')).total >= 5);
    t.same((await byQuery('129.9')).data.map((p) => p.price), ['129.90'], 'price');
    t.same((await byQuery('129,9')).data.map((p) => p.price), ['129.90'], 'price with a French comma');
    const onHold = await byQuery('ON HOLD');
    t.ok(onHold.total > 0 && onHold.data.every((p) => p.order_status === 'on hold'), 'order status');
    t.same((await byQuery('ecran')).data.map((p) => p.name), ['Écran 27 pouces'], 'accents aside');
    const none = await byQuery('zzz-nothing');
    t.same([none.data, none.totalPages, none.total], [[], 0, 0], 'nothing matches');
    const paged = (await api.get('/api/datalist/data?q=on%20hold&perPage=2&page=2')).json();
    t.equal(paged.totalPages, Math.ceil(onHold.total / 2), 'totalPages counts the matches');
  });

  t.test(`${backend}: add, update, delete, delete selected; refusals change nothing`, async (t) => {
    const { app } = await bffOn(t, backend);
    const api = client(app, await signIn(app, 1));
    const seeded = await api.all();
    const maxId = Math.max(...seeded.map((p) => p.id));

    const added = await api.post('add-data', { obj: NEW });
    t.equal(added.statusCode, 201);
    const product = added.json() as Product;
    t.match(product, { id: maxId + 1, name: 'Tablette graphique', category: 'Informatique', price: '149.90', order_status: 'pending', popularity: { popValue: 80, color: 'success' } });
    t.match(product.img, /^data:image\//, 'a placeholder image');
    let all = await api.all();
    t.same(all[0], product, 'stored, newest first');
    t.equal(all.length, seeded.length + 1);

    // Refusals: each leaves the list exactly as it was.
    const before = JSON.stringify(await api.all());
    const refusals: Array<[string, unknown, number, string?]> = [
      ['add-data', { obj: { ...NEW, id: 500 } }, 400, 'obj.id'],
      ['add-data', { obj: { ...NEW, order_status: 'shipped' } }, 400, 'obj.order_status'],
      ['add-data', { obj: { ...NEW, name: '' } }, 400, 'obj.name'],
      ['add-data', { obj: { ...NEW, name: '   ' } }, 400, 'obj.name'],
      ['add-data', { obj: { ...NEW, category: 'Jardin' } }, 400, 'obj.category'],
      ['add-data', { obj: { ...NEW, price: 'gratuit' } }, 400, 'obj.price'],
      ['add-data', { obj: { ...NEW, price: -5 } }, 400, 'obj.price'],
      ['add-data', { obj: { ...NEW, price: 1e9 } }, 400, 'obj.price'],
      ['add-data', { obj: { ...NEW, img: 'https://example.com/x.png' } }, 400, 'obj.img'],
      ['add-data', { obj: { ...NEW, popularity: {} } }, 400, 'obj.popularity.popValue'],
      ['add-data', { obj: { ...NEW, popularity: { popValue: 50, trend: 'up' } } }, 400, 'obj.popularity.trend'],
      ['add-data', { obj: NEW, extra: true }, 400, 'extra'],
      ['add-data', { obj: { ...NEW, stock: 3 } }, 400, 'obj.stock'],
      ['update-data', { obj: { ...NEW, id: 9999 } }, 404],
      ['update-data', { obj: { ...NEW, id: product.id, order_status: 'lost' } }, 400, 'obj.order_status'],
      ['update-data', { obj: { id: product.id, name: 'Sans le reste' } }, 400],
      ['update-data', { obj: { ...NEW, id: product.id, owner: 2 } }, 400, 'obj.owner'],
      ['delete-data', { obj: { id: 9999 } }, 404],
      ['delete-data', { obj: { id: product.id, name: 'x' } }, 400, 'obj.name'],
      ['delete-data', { obj: {} }, 400],
      ['delete-selected', { arr: [product.id, 9999] }, 404],
      ['delete-selected', { arr: [9999, product.id] }, 404],
      ['delete-selected', { arr: [] }, 400, 'arr'],
      ['delete-selected', { arr: [product.id, product.id] }, 400, 'arr'],
      ['delete-selected', { arr: [product.id], all: true }, 400, 'all'],
    ];
    for (const [url, body, status, field] of refusals) {
      const res = await api.post(url, body);
      t.equal(res.statusCode, status, `${url} ${JSON.stringify(body).slice(0, 90)}: ${status}`);
      if (field) t.equal(res.json().field, field, `names ${field}`);
      if (status === 404) t.equal(res.json().error, 'not_found');
      t.ok(JSON.stringify(await api.all()) === before, `${url}: nothing changed`);
    }
    const noCsrf = await app.inject({ method: 'POST', url: '/api/datalist/delete-data', headers: { cookie: (await signIn(app, 1)) }, payload: { obj: { id: product.id } } });
    t.equal(noCsrf.statusCode, 403, 'no CSRF header: 403');
    t.ok(JSON.stringify(await api.all()) === before, 'nothing changed');

    // Update by id: the colour follows, the image is kept when none is sent; the client's colour is ignored.
    const updated = await api.post('update-data', {
      obj: { ...NEW, id: product.id, name: 'Tablette graphique XL', order_status: 'delivered', price: 199.5, popularity: { popValue: 40, color: 'success' } },
    });
    t.equal(updated.statusCode, 200);
    t.same(updated.json(), { ...product, name: 'Tablette graphique XL', order_status: 'delivered', price: '199.50', popularity: { popValue: 40, color: 'warning' } });
    all = await api.all();
    t.same(all.find((p) => p.id === product.id), updated.json(), 'stored');
    t.same(all.filter((p) => p.id !== product.id), seeded, 'the others untouched');

    // Delete one: that one, not the last.
    const target = seeded[3];
    const deleted = await api.post('delete-data', { obj: { id: target.id } });
    t.equal(deleted.statusCode, 200);
    t.same(deleted.json(), target, 'answers the deleted product');
    all = await api.all();
    t.notOk(all.some((p) => p.id === target.id), 'gone');
    t.ok(all.some((p) => p.id === seeded[seeded.length - 1].id), 'the last one is still there');
    t.equal(all.length, seeded.length);
    t.equal((await api.post('delete-data', { obj: { id: target.id } })).statusCode, 404, 'deleting it again: 404');

    // Delete selected: all of them.
    const ids = [seeded[0].id, seeded[5].id, product.id];
    const many = await api.post('delete-selected', { arr: ids });
    t.equal(many.statusCode, 200);
    t.same(many.json(), { deleted: ids });
    all = await api.all();
    t.notOk(all.some((p) => ids.includes(p.id)), 'all three gone');
    t.equal(all.length, seeded.length - 3);

    // Ids are never reused, even when the newest product is gone.
    const again = (await api.post('add-data', { obj: NEW })).json() as Product;
    t.equal(again.id, product.id + 1, 'a new id, not the deleted one');
  });

  t.test(`${backend}: the popularity colour, computed by the BFF`, async (t) => {
    const { app } = await bffOn(t, backend);
    const api = client(app, await signIn(app, 1));
    const cases: Array<[unknown, number, string]> = [
      [100, 100, 'success'], [75, 75, 'success'], [74.5, 74.5, 'primary'], [74, 74, 'primary'], [55, 55, 'primary'],
      [54, 54, 'warning'], [35, 35, 'warning'], [34, 34, 'danger'], [1, 1, 'danger'], [0, 0, 'danger'],
      // Not a number from 0 to 100: stored as 0, danger.
      [101, 0, 'danger'], [-1, 0, 'danger'], [1e300, 0, 'danger'], ['80', 0, 'danger'], ['beaucoup', 0, 'danger'],
      ['', 0, 'danger'], [null, 0, 'danger'], [true, 0, 'danger'], [{ value: 80 }, 0, 'danger'], [[80], 0, 'danger'],
    ];
    for (const [popValue, stored, color] of cases) {
      const res = await api.post('add-data', { obj: { ...NEW, popularity: { popValue } } });
      t.equal(res.statusCode, 201, `add with ${JSON.stringify(popValue)}`);
      t.same(res.json().popularity, { popValue: stored, color }, `${JSON.stringify(popValue)} -> ${stored} ${color}`);
      const id = res.json().id as number;
      const up = await api.post('update-data', { obj: { ...NEW, id, popularity: { popValue, color: 'primary' } } });
      t.same(up.json().popularity, { popValue: stored, color }, `update with ${JSON.stringify(popValue)}`);
    }
    for (const p of await api.all()) {
      const v = p.popularity.popValue;
      const expected = v >= 75 ? 'success' : v >= 55 ? 'primary' : v >= 35 ? 'warning' : 'danger';
      t.equal(p.popularity.color, expected, `${p.name} ${v}: ${expected}`);
    }
  });

  t.test(`${backend}: each user has their own products`, async (t) => {
    const { app } = await bffOn(t, backend);
    // Two admins (the stub upstream signs in any user id): the demo upstream has one admin account.
    const a = client(app, await signIn(app, 1));
    const b = client(app, await signIn(app, 2));
    const seeded = await b.all();
    const added = (await a.post('add-data', { obj: NEW })).json() as Product;
    t.equal((await a.post('delete-data', { obj: { id: seeded[0].id } })).statusCode, 200);
    t.equal((await a.post('update-data', { obj: { ...NEW, id: seeded[1].id } })).statusCode, 200);
    t.same(await b.all(), seeded, "B does not see A's add, update or delete");
    t.equal((await b.post('delete-data', { obj: { id: added.id } })).statusCode, 404, "B cannot delete A's product");
    t.equal((await b.post('update-data', { obj: { ...NEW, id: added.id } })).statusCode, 404, "B cannot update A's product");
    t.ok((await a.all()).some((p) => p.id === added.id), "A's product is still there");
    t.equal(((await b.post('add-data', { obj: NEW })).json() as Product).id, added.id, "B's ids are B's own");
    const again = client(app, await signIn(app, 1));
    t.same(await again.all(), await a.all(), "a new session of A sees A's products");
  });
}

t.test('the store document: one user may not keep more than the cap', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const api = client(app, await signIn(app, 1));
  const seeded = (await api.all()).length;
  for (let i = seeded; i < DATALIST_MAX_PRODUCTS; i++) t.equal((await api.post('add-data', { obj: NEW })).statusCode, 201);
  const before = JSON.stringify(await api.all());
  const full = await api.post('add-data', { obj: NEW });
  t.equal(full.statusCode, 409);
  t.equal(full.json().error, 'conflict');
  t.ok(JSON.stringify(await api.all()) === before, 'nothing added');
  t.equal((await api.get(`/api/datalist/data?perPage=100&page=2`)).json().totalPages, Math.ceil(DATALIST_MAX_PRODUCTS / 100));
});

t.test('401 without a session, 403 for a role without the template pages, on every endpoint; nothing changes', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const admin = client(app, await signIn(app, 1));
  const seeded = JSON.stringify(await admin.all());
  const consultant = await signIn(app, 1, 'Consultant');
  const endpoints: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/datalist/initial-data'],
    ['GET', '/api/datalist/data'],
    ['POST', '/api/datalist/add-data', { obj: NEW }],
    ['POST', '/api/datalist/update-data', { obj: { ...NEW, id: 1 } }],
    ['POST', '/api/datalist/delete-data', { obj: { id: 1 } }],
    ['POST', '/api/datalist/delete-selected', { arr: [1, 2] }],
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
  t.ok(JSON.stringify(await again.all()) === seeded, "the same user id's products, unchanged");
});
