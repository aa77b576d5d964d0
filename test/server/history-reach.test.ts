/**
 * Issue 34: a history shows each entry by the reach of its own record. A Consultant reads every
 * client's history, but not the entries of the tasks and contracts he does not reach there (a client
 * he does not follow); a contract he made is his all the same, deleted too; pages and totals count
 * what he may see; the addresses and devices entries keep are the admin's only; a long history is
 * decided once per record, not once per entry. Writes through the BFF, a real demo firm API behind it.
 */
import t from 'tap';
import { defaultFeeForm } from '../../shared/fees.js';
import type { JournalEntry, JournalPage } from '../../shared/schemas/journal.js';
import type { Role } from '../../shared/schemas/people.js';
import { publishedAccounts } from '../../server/demo/data/people.js';
import { CSRF, sessionCookieOf } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aClientInput, aTaskInput } from '../helpers/fixtures.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t, { LOGIN_RATE_LIMIT: '10000' });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = async (role: Role, method: Method, url: string, payload?: object) =>
  bff.app.inject({ method, url, headers: { cookie: await bff.as(role), ...(method === 'GET' ? {} : CSRF) }, ...(payload ? { payload } : {}) });
const aFeeForm = () => ({ ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 2: true } });
const history = async (role: Role, url: string): Promise<JournalPage> => {
  const res = await api(role, 'GET', url);
  if (res.statusCode !== 200) throw new Error(`${role} GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as JournalPage;
};
const kinds = (page: JournalPage) => page.items.map((e) => `${e.record.kind}:${e.action}`);
/** A client of the firm followed by neither the Consultant (2) nor the Expert (3): expert 7's. */
const unfollowedClient = async () => (await api('admin', 'POST', '/api/clients', aClientInput({ expertId: 7 }))).json() as { id: number };

t.test("a Consultant reads none of the tasks' and contracts' entries of a client he does not follow in that client's history", async (t) => {
  const client = await unfollowedClient();
  const task = (await api('admin', 'POST', '/api/tasks', aTaskInput({ customerId: client.id, title: 'Relancer la CARSAT interne', description: 'Dossier à risque : ne pas dire au client' }))).json();
  t.equal((await api('admin', 'PATCH', `/api/tasks/${task.id}`, { title: 'Relancer la CARSAT deuxième fois', description: 'Note du cabinet seulement' })).statusCode, 200);
  const contract = (await api('admin', 'POST', '/api/contracts', { clientId: client.id, form: aFeeForm() })).json();
  t.equal((await api('admin', 'PATCH', `/api/contracts/${contract.id}`, { state: 'En cours' })).statusCode, 200);
  t.equal((await api('admin', 'POST', `/api/contracts/${contract.id}/payments`, { deposit: true, balance: false })).statusCode, 200);
  t.equal((await api('admin', 'PATCH', `/api/clients/${client.id}`, { notes: 'Rappeler en janvier' })).statusCode, 200);

  const all = await history('admin', `/api/clients/${client.id}/history`);
  t.ok(kinds(all).includes('task:patch') && kinds(all).includes('contract:payment'), 'the admin sees every entry');
  t.equal((await api('Consultant', 'GET', `/api/tasks?customerId=${client.id}`)).statusCode, 404, 'the tasks are out of his reach');
  t.equal((await api('Consultant', 'GET', `/api/contracts/${contract.id}/history`)).statusCode, 404, 'so is the contract');
  const res = await api('Consultant', 'GET', `/api/clients/${client.id}/history`);
  t.equal(res.statusCode, 200, 'the client is his to read');
  const his = res.json() as JournalPage;
  const ownEntries = all.items.filter((e) => e.record.kind === 'client');
  t.same(kinds(his), ownEntries.map((e) => `${e.record.kind}:${e.action}`), "the client's own entries only");
  t.equal(his.total, ownEntries.length, 'counted without the others');
  for (const hidden of ['Relancer la CARSAT', 'ne pas dire au client', 'Note du cabinet', contract.label, '"state":[', 'deposit']) t.notMatch(res.body, hidden, `nothing of "${hidden}"`);
  t.equal((await api('Expert', 'GET', `/api/clients/${client.id}/history`)).statusCode, 404, 'an Expert who does not follow the client: no history at all');
});

t.test('a contract the Consultant made is his on a client he does not follow, deleted too; the others are not', async (t) => {
  const client = await unfollowedClient();
  const mine = await api('Consultant', 'POST', '/api/contracts', { clientId: client.id, form: aFeeForm() });
  t.equal(mine.statusCode, 201, mine.body);
  const minesId = mine.json().id as number;
  const theirs = (await api('admin', 'POST', '/api/contracts', { clientId: client.id, form: aFeeForm() })).json();
  t.equal((await api('admin', 'POST', `/api/contracts/${minesId}/payments`, { deposit: true, balance: false })).statusCode, 200);
  t.equal((await api('admin', 'PATCH', `/api/contracts/${theirs.id}`, { state: 'Perdu' })).statusCode, 200);
  const contractEntries = (page: JournalPage) => page.items.filter((e) => e.record.kind === 'contract').map((e) => `${e.record.id}:${e.action}`);

  const seen = await history('Consultant', `/api/clients/${client.id}/history`);
  t.same(contractEntries(seen), [`${minesId}:payment`, `${minesId}:create`], "his contract's entries, by whoever made them; not the admin's contract");
  t.equal((await history('Consultant', `/api/contracts/${minesId}/history`)).total, 2, "his contract's own history");
  t.equal((await api('Consultant', 'DELETE', `/api/contracts/${minesId}`)).statusCode, 204);
  const after = await history('Consultant', `/api/clients/${client.id}/history`);
  t.same(contractEntries(after), [`${minesId}:delete`, `${minesId}:payment`, `${minesId}:create`], 'deleted, it stays his: as its deletion entry kept it');
  t.same(contractEntries(await history('admin', `/api/clients/${client.id}/history`)).filter((e) => e.startsWith(`${theirs.id}:`)), [`${theirs.id}:patch`, `${theirs.id}:create`], 'the admin sees the other');
});

t.test('pages and totals are those of the entries the reader may see: a page never comes back short', async (t) => {
  const client = await unfollowedClient();
  const task = (await api('admin', 'POST', '/api/tasks', aTaskInput({ customerId: client.id }))).json();
  // Interleaved: 12 changes of the client, 12 of its task (hidden from the Consultant).
  for (let i = 0; i < 12; i++) {
    t.equal((await api('admin', 'PATCH', `/api/clients/${client.id}`, { notes: `note ${i}` })).statusCode, 200);
    t.equal((await api('admin', 'PATCH', `/api/tasks/${task.id}`, { title: `Tâche ${i}` })).statusCode, 200);
  }
  const url = (page: number) => `/api/clients/${client.id}/history?perPage=10&page=${page}`;
  const everything = await history('admin', `/api/clients/${client.id}/history?perPage=50`);
  const visible = everything.items.filter((e) => e.record.kind === 'client').map((e) => e.id);
  t.equal(visible.length, 13, 'its creation and 12 changes');
  const pages = [await history('Consultant', url(1)), await history('Consultant', url(2))];
  t.same(pages.map((p) => p.items.length), [10, 3], 'a full first page, the rest on the second');
  t.same(pages.map((p) => p.total), [13, 13]);
  t.same(pages.flatMap((p) => p.items.map((e) => e.id)), visible, 'the same entries, in the same order, as the admin sees of them');
  t.equal((await history('Consultant', url(3))).items.length, 0);
  t.equal((await history('Expert', '/api/clients/4/history')).total, (await history('admin', '/api/clients/4/history')).total, 'a client she follows: every entry of theirs, as the admin counts them');
});

t.test('addresses and devices in every history are the admin’s: blank for anyone else, the entries kept', async (t) => {
  const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const signIn = async (role: Role) => {
    const { email, password } = publishedAccounts().find((a) => a.role === role)!;
    return sessionCookieOf(await bff.app.inject({ method: 'POST', url: '/login', headers: { ...CSRF, 'user-agent': userAgent }, payload: { email, password } }));
  };
  await signIn('admin');
  await signIn('Client');
  const contract = (await api('Consultant', 'POST', '/api/contracts', { clientId: 4, form: aFeeForm() })).json();
  for (const url of ['/api/members/1/history', '/api/clients/4/history', `/api/contracts/${contract.id}/history`]) {
    const admin = await history('admin', url);
    t.ok(admin.items.length > 0 && admin.items.every((e) => e.ip !== '' && e.device !== ''), `${url}: the admin reads them`);
  }
  const members = await history('Consultant', '/api/members/1/history');
  const signIns = members.items.filter((e) => e.action === 'sign-in');
  t.ok(signIns.length > 0, "the admin's sign-ins are in her history, to a Consultant");
  t.ok(members.items.every((e) => e.ip === '' && e.device === ''), 'without her addresses and devices');
  const client = await api('Expert', 'GET', '/api/clients/4/history');
  t.ok((client.json() as JournalPage).items.some((e: JournalEntry) => e.action === 'sign-in'), "the client's sign-in is in their history");
  t.ok((client.json() as JournalPage).items.every((e: JournalEntry) => e.ip === '' && e.device === ''), 'not where from, nor on what');
  t.notMatch(client.body, /Chrome|Windows|127\.0\.0\.1/, 'nowhere in the answer');
  t.ok((await history('Consultant', `/api/contracts/${contract.id}/history`)).items.every((e) => e.ip === '' && e.device === ''), 'a contract’s history: the same, even of his own writes');
});

t.test('a history of thousands of entries is decided once per record, not once per entry', async (t) => {
  const client = await unfollowedClient();
  const entry = (kind: 'task' | 'contract' | 'client', id: number, i: number) => ({
    at: new Date().toISOString(), actor: { id: 1, name: 'Claire Dubois', role: 'admin', via: 'session' as const }, action: 'patch' as const,
    record: { kind, id, label: `${kind} ${id}`, ...(kind === 'client' ? {} : { clientId: client.id }) }, changes: { notes: [`${i}`, `${i + 1}`] },
    ip: '127.0.0.1', device: 'Chrome · Windows', requestId: `bulk-${i}`,
  });
  // 2 000 entries: of 40 tasks, 20 contracts the firm API does not know (hidden) and the client (shown).
  for (let i = 0; i < 2000; i++) {
    const n = Math.floor(i / 4);
    const record = i % 4 === 0 ? entry('client', client.id, i) : i % 4 === 1 ? entry('contract', 900_000 + (n % 20), i) : entry('task', 800_000 + (n % 40), i);
    await bff.app.journal.append(record);
  }
  const asked = { count: 0 };
  const userOfToken = bff.demo.store.userOfToken.bind(bff.demo.store);
  bff.demo.store.userOfToken = (authorization) => {
    asked.count += 1;
    return userOfToken(authorization);
  };
  t.teardown(() => {
    bff.demo.store.userOfToken = userOfToken;
  });
  const started = Date.now();
  const page = await history('Consultant', `/api/clients/${client.id}/history?perPage=100&page=3`);
  const took = Date.now() - started;
  t.equal(page.total, 501, "the client's 500 entries and its creation");
  t.equal(page.items.length, 100);
  t.ok(page.items.every((e) => e.record.kind === 'client'));
  t.ok(asked.count <= 20 + 5, `the firm API asked at most once per contract it was not sure of (${asked.count} calls), never once per entry`);
  t.ok(took < 10_000, `answered in ${took} ms`);
});
