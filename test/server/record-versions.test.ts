/**
 * Two people, one record (issue 18): every record answered carries its version, a single GET sends it
 * as the ETag, every write honours If-Match (412 edit_conflict with the record as it is now, nothing
 * written), a GET body is a valid PUT body, and two writes carrying the same If-Match never both
 * pass, even on two instances sharing Redis.
 */
import t from 'tap';
import { buildDemoUpstream } from '../../server/demo/upstream/app.js';
import { publishedAccounts } from '../../server/demo/data/people.js';
import type { Role } from '../../shared/schemas/people.js';
import { buildTestApp, CSRF, sessionCookieOf, type TestApp } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aClientInput, aCrmEntryInput } from '../helpers/fixtures.js';
import { startRedisServer } from '../helpers/redis-server.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type App = TestApp['app'];

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function call(app: App, method: Method, url: string, cookie: string, payload?: object, ifMatch?: string) {
  return app.inject({ method, url, headers: { ...CSRF, cookie, ...(ifMatch ? { 'if-match': ifMatch } : {}) }, ...(payload ? { payload } : {}) });
}
const api = (method: Method, url: string, cookie: string, payload?: object, ifMatch?: string) => call(bff.app, method, url, cookie, payload, ifMatch);
const quoted = (version: string) => `"${version}"`;

/** Every record answered, each with a version (a short text). */
async function list(cookie: string, url: string, key = 'items'): Promise<Array<{ id: number; version: string }>> {
  const answer = await api('GET', url, cookie);
  return answer.json()[key];
}

t.test('every record carries its version, in lists and single GETs; a single GET sends it as a strong ETag', async (t) => {
  const admin = await bff.as('admin');
  for (const url of ['/api/clients', '/api/members', '/api/tasks', '/api/contracts', '/api/former-clients', '/api/crm/entries']) {
    const items = await list(admin, url);
    t.ok(items.length > 0 && items.every((item) => typeof item.version === 'string' && item.version.length >= 8), `${url}: every item has a version`);
    t.equal(new Set(items.map((item) => item.version)).size, items.length, `${url}: versions differ between records`);
  }
  for (const [listUrl, one] of [['/api/clients', '/api/clients/'], ['/api/members', '/api/members/'], ['/api/contracts', '/api/contracts/'], ['/api/former-clients', '/api/former-clients/']]) {
    const first = (await list(admin, listUrl))[0];
    const single = await api('GET', `${one}${first.id}`, admin);
    t.equal(single.headers.etag, quoted(single.json().version), `${one}:id: ETag "<version>"`);
    t.equal(single.json().version, first.version, `${one}:id: the same version as in the list`);
  }
  for (const url of ['/api/contract-template', '/api/profile']) {
    const single = await api('GET', url, admin);
    t.equal(single.headers.etag, quoted(single.json().version), `${url}: ETag "<version>"`);
  }
});

t.test('a version moves whenever the record changes, whoever changed it (here the firm API, directly)', async (t) => {
  const admin = await bff.as('admin');
  const client = (await list(admin, '/api/clients?perPage=10'))[0];
  const before = (await api('GET', `/api/clients/${client.id}`, admin)).json().version;
  t.equal((await api('GET', `/api/clients/${client.id}`, admin)).json().version, before, 'stable while nothing changes');
  const stored = bff.demo.store.user(client.id)!;
  stored.personal = { ...stored.personal!, birth_place: `${stored.personal!.birth_place}-bis` };
  t.not((await api('GET', `/api/clients/${client.id}`, admin)).json().version, before, 'another program wrote to the firm API: a new version');
});

interface Case {
  name: string;
  role: Role;
  /** the record's URL and a write of it (method, body from the record as read) */
  url: () => Promise<string>;
  method: 'PUT' | 'PATCH' | 'DELETE' | 'POST';
  write?: (record: Record<string, unknown>) => { path?: string; body?: object };
  /** the firm API's copy, to check that a refused write changed nothing */
  snapshot: () => string;
}

const firstOf = (url: string, role: Role) => async () => (await list(await bff.as(role), url))[0].id;
const demoData = () => JSON.stringify(bff.demo.store.data);

const CASES: Case[] = [
  { name: 'client PUT', role: 'Consultant', url: async () => `/api/clients/${await firstOf('/api/clients?scope=mine', 'Consultant')()}`, method: 'PUT', write: (r) => ({ body: { ...r, birthPlace: 'Brest' } }), snapshot: demoData },
  { name: 'client PATCH', role: 'Consultant', url: async () => `/api/clients/${await firstOf('/api/clients?scope=mine', 'Consultant')()}`, method: 'PATCH', write: () => ({ body: { mobilePhone: '06 99 88 77 66' } }), snapshot: demoData },
  { name: 'member PUT', role: 'admin', url: async () => `/api/members/${(await list(await bff.as('admin'), '/api/members')).find((m) => (m as unknown as { role: string }).role === 'Expert')!.id}`, method: 'PUT', write: (r) => ({ body: { ...r, name: 'Nom Changé' } }), snapshot: demoData },
  { name: 'contract PUT', role: 'admin', url: async () => `/api/contracts/${await firstOf('/api/contracts', 'admin')()}`, method: 'PUT', write: (r) => ({ body: { ...r, paymentMethod: 'Autre' } }), snapshot: demoData },
  { name: 'contract payments', role: 'admin', url: async () => `/api/contracts/${await firstOf('/api/contracts?state=En%20attente', 'admin')()}`, method: 'POST', write: () => ({ path: '/payments', body: { deposit: true, balance: false } }), snapshot: demoData },
  { name: 'task PATCH', role: 'admin', url: async () => `/api/tasks/${await firstOf('/api/tasks', 'admin')()}`, method: 'PATCH', write: () => ({ body: { title: 'Titre changé' } }), snapshot: demoData },
  { name: 'CRM entry PUT', role: 'admin', url: async () => `/api/crm/entries/${await firstOf('/api/crm/entries', 'admin')()}`, method: 'PUT', write: (r) => ({ body: { ...r, note: 'Changée.' } }), snapshot: demoData },
  { name: 'contract template PUT', role: 'admin', url: async () => '/api/contract-template', method: 'PUT', write: (r) => ({ body: { ...r, generalConditions: 'CGV changées.' } }), snapshot: demoData },
  { name: 'profile notes PUT', role: 'Client', url: async () => '/api/profile', method: 'PUT', write: () => ({ path: '/notes', body: { notes: 'Ma note.' } }), snapshot: demoData },
  { name: 'member PATCH', role: 'admin', url: async () => `/api/members/${(await list(await bff.as('admin'), '/api/members')).find((m) => (m as unknown as { role: string }).role === 'Expert')!.id}`, method: 'PATCH', write: () => ({ body: { name: 'Nom Patché' } }), snapshot: demoData },
  { name: 'contract PATCH', role: 'admin', url: async () => `/api/contracts/${await firstOf('/api/contracts', 'admin')()}`, method: 'PATCH', write: () => ({ body: { paymentMethod: 'Carte bancaire' } }), snapshot: demoData },
  { name: 'CRM entry PATCH', role: 'admin', url: async () => `/api/crm/entries/${await firstOf('/api/crm/entries', 'admin')()}`, method: 'PATCH', write: () => ({ body: { note: 'Patchée.' } }), snapshot: demoData },
  { name: 'contract template PATCH', role: 'admin', url: async () => '/api/contract-template', method: 'PATCH', write: () => ({ body: { generalConditions: 'CGV patchées.' } }), snapshot: demoData },
  { name: 'client DELETE', role: 'Consultant', url: async () => `/api/clients/${(await api('POST', '/api/clients', await bff.as('Consultant'), aClientInput())).json().id}`, method: 'DELETE', snapshot: demoData },
  { name: 'task DELETE', role: 'admin', url: async () => `/api/tasks/${(await list(await bff.as('admin'), '/api/tasks'))[3].id}`, method: 'DELETE', snapshot: demoData },
  { name: 'CRM entry DELETE', role: 'admin', url: async () => `/api/crm/entries/${(await api('POST', '/api/crm/entries', await bff.as('admin'), aCrmEntryInput({ date: '2026-01-05' }))).json().id}`, method: 'DELETE', snapshot: demoData },
  { name: 'former client DELETE', role: 'admin', url: async () => `/api/former-clients/${(await list(await bff.as('admin'), '/api/former-clients'))[5].id}`, method: 'DELETE', snapshot: demoData },
];

/** The record behind a URL as its screen reads it (a task from its list, a CRM entry from the log). */
async function read(url: string, cookie: string): Promise<Record<string, unknown>> {
  const task = /^\/api\/tasks\/(\d+)$/.exec(url);
  if (task) return (await list(cookie, '/api/tasks?filter=all&perPage=100')).find((item) => item.id === Number(task[1])) as unknown as Record<string, unknown>;
  const entry = /^\/api\/crm\/entries\/(\d+)$/.exec(url);
  if (entry) return (await list(cookie, '/api/crm/entries?perPage=1000')).find((item) => item.id === Number(entry[1])) as unknown as Record<string, unknown>;
  return (await api('GET', url, cookie)).json();
}

for (const c of CASES) {
  t.test(`${c.name}: another version in If-Match is 412 with the record as it is now, and nothing is written; the current one (or none, or *) writes`, async (t) => {
    const cookie = await bff.as(c.role);
    const url = await c.url();
    const record = await read(url, cookie);
    const { path = '', body } = c.write?.(record) ?? {};
    const before = c.snapshot();
    const stale = await api(c.method, `${url}${path}`, cookie, body, '"not-the-version"');
    t.equal(stale.statusCode, 412, stale.body);
    t.same(
      { error: stale.json().error, message: stale.json().message, version: stale.json().current?.version },
      { error: 'edit_conflict', message: "Cette fiche a été modifiée par quelqu'un d'autre entre-temps.", version: record.version },
    );
    t.equal(c.snapshot(), before, 'nothing written');
    const weak = await api(c.method, `${url}${path}`, cookie, body, `W/"${String(record.version)}"`);
    t.equal(weak.statusCode, 412, 'a weak tag never matches (strong comparison)');

    const done = await api(c.method, `${url}${path}`, cookie, body, quoted(String(record.version)));
    t.ok(done.statusCode === 200 || done.statusCode === 204, `the current version writes (${done.statusCode} ${done.body.slice(0, 120)})`);
    if (done.statusCode === 200) {
      t.equal(done.headers.etag, quoted(done.json().version), 'the answer carries the new ETag');
      t.not(done.json().version, record.version, 'and a new version');
      const again = await api(c.method, `${url}${path}`, cookie, body, quoted(String(record.version)));
      t.equal(again.statusCode, 412, 'the old version no longer writes');
      t.ok([200, 204].includes((await api(c.method, `${url}${path}`, cookie, body)).statusCode), 'no If-Match: accepted as before');
      t.ok([200, 204].includes((await api(c.method, `${url}${path}`, cookie, body, '*')).statusCode), 'If-Match: *: accepted');
    }
  });
}

t.test('a GET body is a valid PUT body (read-only fields accepted and ignored); an id other than the path\'s is 400 on id', async (t) => {
  const consultant = await bff.as('Consultant');
  const id = await firstOf('/api/clients?scope=mine', 'Consultant')();
  const got = (await api('GET', `/api/clients/${id}`, consultant)).json();
  const put = await api('PUT', `/api/clients/${id}`, consultant, { ...got, expertName: 'Ignoré', createdAt: '2000-01-01T00:00:00.000Z' });
  t.equal(put.statusCode, 200, put.body);
  t.equal(put.json().createdAt, got.createdAt, 'a read-only field sent is ignored');
  const wrongId = await api('PUT', `/api/clients/${id}`, consultant, { ...got, id: id + 1 });
  t.match([wrongId.statusCode, wrongId.json()], [400, { error: 'invalid_request', field: 'id' }]);
  const unknown = await api('PUT', `/api/clients/${id}`, consultant, { ...got, nickname: 'x' });
  t.match([unknown.statusCode, unknown.json()], [400, { field: 'nickname' }], 'an unknown field is still a 400');
  const { mobilePhone: _phone, ...missing } = got;
  t.match((await api('PUT', `/api/clients/${id}`, consultant, missing)).json(), { field: 'mobilePhone' }, 'a PUT still needs every writable field');

  const admin = await bff.as('admin');
  const template = (await api('GET', '/api/contract-template', admin)).json();
  t.equal((await api('PUT', '/api/contract-template', admin, template)).statusCode, 200, "the template's GET body, totals included, is a valid PUT body");
  const member = (await list(admin, '/api/members')).find((m) => (m as unknown as { role: string }).role === 'Expert')!;
  t.equal((await api('PUT', `/api/members/${member.id}`, admin, (await api('GET', `/api/members/${member.id}`, admin)).json())).statusCode, 200, "a member's too");
  const contract = (await api('GET', `/api/contracts/${(await list(admin, '/api/contracts'))[0].id}`, admin)).json();
  t.equal((await api('PUT', `/api/contracts/${contract.id}`, admin, contract)).statusCode, 200, "and a contract's");
});

t.test('20 concurrent PATCHes carrying the same If-Match, on two instances sharing Redis: exactly one passes, nineteen are 412', async (t) => {
  const redis = await startRedisServer();
  t.teardown(() => redis.stop());
  const demo = buildDemoUpstream();
  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => demo.app.close());
  const [a, b] = await Promise.all([0, 1].map(() => buildTestApp(t, url, { LOG_LEVEL: 'warn', REDIS_URL: `${redis.url}/3` })));
  const account = publishedAccounts().find((x) => x.role === 'Consultant')!;
  const cookie = sessionCookieOf(await a.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: account.email, password: account.password } }));
  const id = (await a.app.inject({ method: 'GET', url: '/api/clients?scope=mine&perPage=10', headers: { cookie } })).json().items[0].id;
  const version = (await b.app.inject({ method: 'GET', url: `/api/clients/${id}`, headers: { cookie } })).json().version;
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => call(i % 2 === 0 ? a.app : b.app, 'PATCH', `/api/clients/${id}`, cookie, { notes: `Écrit par la requête ${i}.` }, quoted(version))),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  t.equal(statuses.filter((s) => s === 200).length, 1, `one 2xx (${statuses.join(' ')})`);
  t.equal(statuses.filter((s) => s === 412).length, 19, 'nineteen 412');
  const winner = answers.find((answer) => answer.statusCode === 200)!.json();
  t.equal(demo.store.user(id)!.personal!.notes, winner.notes, "the firm API holds the winner's write, and only it");
  t.ok(answers.filter((answer) => answer.statusCode === 412).every((answer) => answer.json().current.version === winner.version), 'every 412 shows the winner\'s record');
});
