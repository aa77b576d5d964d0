import t from 'tap';
import { CATALOGUE, pagesFor } from '../../shared/catalogue.js';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';
import { BOOKMARK_BAR_SIZE, type Bookmark } from '../../shared/schemas/bookmarks.js';

let stub: StubUpstream;
t.before(async () => {
  stub = await startStubUpstream();
});
t.teardown(() => stub.close());

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

async function signIn(app: App, id: number, role: string): Promise<string> {
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: `tok-${id}`, user: { id, name: `User ${id}`, role } } });
  const res = await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'u@x.fr', password: 'x' } });
  return sessionCookieOf(res);
}

async function bookmarks(app: App, cookie: string, lang = 'fr'): Promise<Bookmark[]> {
  const res = await app.inject({ method: 'GET', url: '/api/search/bookmarks/data', headers: { cookie, 'accept-language': lang } });
  t.equal(res.statusCode, 200);
  return res.json().searchResult;
}

function update(app: App, cookie: string, payload: object, headers: Record<string, string> = CSRF) {
  return app.inject({ method: 'POST', url: '/api/update/bookmarks', headers: { cookie, ...headers }, payload });
}

const starredIds = (list: Bookmark[]) => list.filter((b) => b.starred).map((b) => b.id);

t.test('signed out: 401 on every bookmark and page search endpoint', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  for (const [method, url] of [
    ['GET', '/api/search/bookmarks/data'],
    ['POST', '/api/update/bookmarks'],
    ['GET', '/api/main-search/data'],
  ] as const) {
    const res = await app.inject({ method, url, headers: CSRF, payload: method === 'POST' ? { obj: { id: 'clients', starred: true } } : undefined });
    t.equal(res.statusCode, 401, `${method} ${url}`);
  }
});

t.test('bookmarks: the pages the role may open, starred first in order; defaults; localized titles', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const cookie = await signIn(app, 2, 'Consultant');
  const list = await bookmarks(app, cookie);
  t.same(list.map((b) => b.id).sort(), pagesFor('Consultant').map((p) => p.id).sort(), 'exactly the openable pages');
  t.notOk(list.some((b) => b.id === 'calendar'), 'no template page for a Consultant');
  t.same(starredIds(list), ['clients', 'oldClients', 'members', 'dashboard'], 'first four business pages of the role');
  t.match(list[0], { id: 'clients', title: 'Clients', link: '/app/user/clientslist', icon: 'users', target: 'clients', starred: true });
  const english = await bookmarks(app, cookie, 'en-GB,en;q=0.9');
  t.equal(english.find((b) => b.id === 'oldClients')!.title, 'Former clients');
  t.equal(list.find((b) => b.id === 'oldClients')!.title, 'Anciens clients');
});

t.test('star, un-star, overflow beyond the bar and promotion, reorder; per user; survives a new sign-in', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const admin = await signIn(app, 1, 'admin');
  const before = await bookmarks(app, admin);
  const toStar = before.filter((b) => !b.starred).slice(0, 11 - starredIds(before).length).map((b) => b.id);
  for (const id of toStar) t.equal((await update(app, admin, { obj: { id, starred: true } })).statusCode, 200);
  let list = await bookmarks(app, admin);
  const eleven = starredIds(list);
  t.equal(eleven.length, 11);
  t.equal(eleven.slice(BOOKMARK_BAR_SIZE).length, 1, 'one waits in the overflow');

  const res = await update(app, admin, { obj: { id: eleven[2], starred: false } });
  list = res.json().searchResult;
  t.same(starredIds(list), eleven.filter((id) => id !== eleven[2]), 'un-starring one promotes the overflow');
  t.equal(starredIds(list).length, BOOKMARK_BAR_SIZE);

  const reversed = [...starredIds(list)].reverse();
  t.same(starredIds((await update(app, admin, { order: reversed })).json().searchResult), reversed, 'reordered');

  const again = await signIn(app, 1, 'admin');
  t.same(starredIds(await bookmarks(app, again)), reversed, 'the same after a new sign-in');
  const other = await signIn(app, 99, 'admin');
  t.equal(starredIds(await bookmarks(app, other)).length, 4, 'another user has their own bookmarks');
});

t.test('bad updates: schema, unknown or forbidden page, wrong order, missing CSRF', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const cookie = await signIn(app, 3, 'Expert');
  const bad: object[] = [{}, { obj: { id: 'clients' } }, { obj: { id: 'clients', starred: 'yes' } }, { obj: { id: '../x', starred: true } }, { order: 'clients' }, { order: [1, 2] }];
  for (const payload of bad) {
    const res = await update(app, cookie, payload);
    t.equal(res.statusCode, 400, JSON.stringify(payload));
    t.equal(res.json().error, 'invalid_request');
  }
  t.equal((await update(app, cookie, { obj: { id: 'nope', starred: true } })).statusCode, 400, 'unknown page');
  t.equal((await update(app, cookie, { obj: { id: 'members', starred: true } })).statusCode, 400, 'a page the Expert may not open');
  t.equal((await update(app, cookie, { order: ['clients'] })).statusCode, 400, 'an order that misses starred pages');
  t.equal((await update(app, cookie, { obj: { id: 'documents', starred: true } }, {})).statusCode, 403, 'CSRF header required');
  t.same(starredIds(await bookmarks(app, cookie)), ['clients', 'oldClients', 'crm', 'profile'], 'nothing changed');
});

t.test('main search: grouped pages, only those the role may open', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const admin = await signIn(app, 1, 'admin');
  const all = (await app.inject({ method: 'GET', url: '/api/main-search/data', headers: { cookie: admin } })).json();
  const adminIds = all.searchArr.flatMap((g: { data: { id: string }[] }) => g.data.map((d) => d.id));
  t.same(adminIds.sort(), CATALOGUE.map((p) => p.id).sort(), 'admin sees the whole catalogue');
  t.equal(all.searchArr[0].groupTitle, 'Back-office');

  const client = await signIn(app, 4, 'Client');
  const mine = (await app.inject({ method: 'GET', url: '/api/main-search/data', headers: { cookie: client, 'accept-language': 'en' } })).json();
  const ids = mine.searchArr.flatMap((g: { data: { id: string }[] }) => g.data.map((d) => d.id));
  t.ok(ids.includes('profile') && ids.includes('documents'));
  t.notOk(ids.includes('clients') || ids.includes('calendar') || ids.includes('ecommerceDashboard'), 'nothing the Client may not open');
  t.ok(ids.includes('register'), 'public pages are offered');
  t.ok(ids.includes('profileCard'), "the template's profile card (/pages/profile) is every signed-in user's");
  t.equal(mine.searchArr[0].data.find((d: { id: string }) => d.id === 'documents').title, 'My documents');
});
