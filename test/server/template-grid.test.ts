/** The template's grid rows and autocomplete suggestions: read-only, the same for everyone, admin only. */
import t from 'tap';
import type { GridRow, Suggestion } from '../../shared/schemas/template-grid.js';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';

let stub: StubUpstream;
t.before(async () => {
  stub = await startStubUpstream();
});
t.teardown(() => stub.close());

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
async function signIn(app: App, id: number, role = 'admin'): Promise<string> {
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: `tok-${id}`, user: { id, name: `User ${id}`, role } } });
  return sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'u@x.fr', password: 'x' } }));
}

t.test('GET /api/aggrid/data: 300 deterministic rows of every column', async (t) => {
  const { app } = await buildTestApp(t, stub.url, { LOG_LEVEL: 'warn' });
  const cookie = await signIn(app, 1);
  const res = await app.inject({ method: 'GET', url: '/api/aggrid/data', headers: { cookie } });
  t.equal(res.statusCode, 200);
  const rows = res.json().data as GridRow[];
  t.equal(rows.length, 300);
  t.same(rows.map((r) => r.id), rows.map((_, i) => i + 1), 'ids 1..300 in order');
  for (const row of rows) {
    t.match(row, {
      firstname: /\S/, lastname: /\S/, company: /\S/, city: /\S/, zip: /^\d{5}$/,
      email: /^[a-z0-9.-]+@[a-z0-9-]+\.fr$/, phone: /^0\d( \d{2}){4}$/, followers: Number, joined: /^20(19|2[0-5])-\d{2}-\d{2}$/,
    });
    t.ok(Number.isInteger(row.followers) && row.followers >= 0, `row ${row.id}: followers a whole number`);
    t.notOk(Number.isNaN(Date.parse(row.joined)), `row ${row.id}: a real date`);
  }
  t.same(new Set(rows.map((r) => r.email)).size, 300, 'e-mails are unique');
  t.ok(new Set(rows.map((r) => r.city)).size > 10, 'many cities');

  // Another user, another app: the same rows (a fixed seed), and read-only.
  const { app: other } = await buildTestApp(t, stub.url, { LOG_LEVEL: 'warn' });
  const again = await other.inject({ method: 'GET', url: '/api/aggrid/data', headers: { cookie: await signIn(other, 7) } });
  t.same(again.json().data, rows, 'deterministic');
  const write = await app.inject({ method: 'POST', url: '/api/aggrid/data', headers: { ...CSRF, cookie }, payload: { data: [] } });
  t.equal(write.statusCode, 405, 'no write');
  t.match(write.headers.allow, /GET/);
  t.equal((await app.inject({ method: 'GET', url: '/api/aggrid/data?page=2', headers: { cookie } })).statusCode, 400, 'an unknown parameter: 400');
});

t.test('GET /api/autocomplete/data: {data: [{id, label, detail}]}, sorted by label', async (t) => {
  const { app } = await buildTestApp(t, stub.url, { LOG_LEVEL: 'warn' });
  const res = await app.inject({ method: 'GET', url: '/api/autocomplete/data', headers: { cookie: await signIn(app, 1) } });
  t.equal(res.statusCode, 200);
  const data = res.json().data as Suggestion[];
  t.ok(data.length >= 20, `${data.length} suggestions`);
  for (const s of data) t.match(s, { id: Number, label: /\S/, detail: /^\d{5} · \S/ });
  t.same(data.map((s) => s.label), [...data.map((s) => s.label)].sort((a, b) => a.localeCompare(b, 'fr')), 'sorted');
  t.ok(data.some((s) => s.label === 'Lyon'));
  const grid = (await app.inject({ method: 'GET', url: '/api/aggrid/data', headers: { cookie: await signIn(app, 1) } })).json().data as GridRow[];
  const labels = new Set(data.map((s) => s.label));
  t.ok(grid.every((r) => labels.has(r.city)), "the grid's cities are among the suggestions");
});

t.test('401 signed out, 403 for a Consultant', async (t) => {
  const { app } = await buildTestApp(t, stub.url, { LOG_LEVEL: 'warn' });
  const consultant = await signIn(app, 2, 'Consultant');
  for (const url of ['/api/aggrid/data', '/api/autocomplete/data']) {
    const anonymous = await app.inject({ method: 'GET', url });
    t.match([anonymous.statusCode, anonymous.json()], [401, { error: 'unauthenticated' }], `${url} signed out`);
    const refused = await app.inject({ method: 'GET', url, headers: { cookie: consultant } });
    t.match([refused.statusCode, refused.json()], [403, { error: 'forbidden' }], `${url} as a Consultant`);
  }
});
