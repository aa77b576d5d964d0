/**
 * The journal (issues 26, 33), memory store and SQLite: every write through the BFF appends one entry
 * and a refusal of the BFF none (every non-GET operation of GET /docs is tried here; the reach matrix
 * counts the entries of every business operation played as each role), a refusal from inside the
 * handler (a 409, a 412) an entry `refused` that stays in the chain and is never listed, what an entry
 * says (only what changed, a NIR masked, never a password nor a token), the histories and who reads
 * them, the admin's journal, its CSV and its check, the 412 and 404 that name a person, the RGPD
 * export, and retention on a moved clock.
 */
import t from 'tap';
import type { JournalEntry } from '../../shared/schemas/journal.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aClientInput, aTaskInput, uniqueEmail } from '../helpers/fixtures.js';
import { defaultFeeForm } from '../../shared/fees.js';
import { firmToday } from '../../shared/firm-day.js';
import { publishedAccounts } from '../../server/demo/data/people.js';
import { recordIndex } from '../../server/journal/journal.js';

let clock = Date.now();
let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t, { LOGIN_RATE_LIMIT: '10000' }, { now: () => clock });
  // Signed in before the counting starts (each sign-in is an entry of its own).
  for (const role of ['admin', 'Consultant', 'Expert', 'Client'] as const) await bff.as(role);
});

const aFeeForm = () => ({ ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 2: true } });
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = async (role: Parameters<DemoBff['as']>[0], method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  bff.app.inject({ method, url, headers: { cookie: await bff.as(role), ...(method === 'GET' ? {} : CSRF), ...headers }, ...(payload ? { payload } : {}) });
const size = async () => (await bff.app.journal.page({})).total;
/** Every row of the journal's table, oldest first: the listed entries and the refused ones. */
const rows = () => bff.app.database.db.selectFrom('journal_entries').selectAll().orderBy('seq').execute();
/** Every entry the journal lists, newest first (its export, chunk by chunk). */
async function listed(): Promise<JournalEntry[]> {
  const all: JournalEntry[] = [];
  for await (const chunk of bff.app.journal.entries({})) all.push(...chunk);
  return all;
}
const newest = async (): Promise<JournalEntry> => (await bff.app.journal.page({ perPage: 10 })).items[0];
/** The template's demo apps, the bookmarks and the screens' preferences are left out of the journal (issue 26). */
const PERSONAL = new Set(['savePreferences']);
const LEFT_OUT = /^(Bookmarks|Data list|Grid|Todo \(demo\)|Mail \(demo\)|Demo chat|Demo calendar|E-commerce|Template demo: .*)$/;

t.test('every non-GET operation of GET /docs declares its entry; a refused one (400, 403, 404, 415) lists none', async (t) => {
  const doc = (await bff.app.inject({ method: 'GET', url: '/docs' })).json() as { paths: Record<string, Record<string, { operationId: string; tags?: string[] }>> };
  let tried = 0;
  /** the operations whose refusal came from their handler, after their intent was written */
  const refusedInHandler: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method === 'get' || method === 'head') continue;
      const declared = bff.app.routeJournal.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      const leftOut = PERSONAL.has(operation.operationId) || (operation.tags ?? []).some((tag) => LEFT_OUT.test(tag));
      t.ok(leftOut ? declared === false : Boolean(declared), `${operation.operationId}: ${leftOut ? 'left out of' : 'declares its entry in'} the journal`);
      // Signing in and out are played below (one would end the session this loop uses).
      if (leftOut || path === '/login' || path === '/logout') continue;
      // An unknown field, on a record that does not exist: refused whatever the route.
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' && path.includes('former-clients') ? 'nobody' : '999999'));
      const before = await size();
      const written = (await rows()).length;
      const res = await api('admin', method.toUpperCase() as Method, url, { unknownField: 1 });
      t.ok(res.statusCode >= 400 && res.statusCode < 500, `${operation.operationId} refused (${res.statusCode})`);
      t.equal(await size(), before, `${operation.operationId}: the refusal listed nothing`);
      const wrote = (await rows()).slice(written);
      t.ok(wrote.every((row) => row.outcome === 'refused'), `${operation.operationId}: whatever it wrote is settled refused`);
      if (wrote.length > 0) refusedInHandler.push(operation.operationId);
      tried += 1;
    }
  }
  t.ok(tried > 30, `${tried} write operations tried`);
  // Refused by the BFF before the handler (session, CSRF, role, reach, schema): no entry at all. A
  // multipart upload reads its body in its handler: its 415 is an entry refused, in the chain, never listed.
  t.same(refusedInHandler, ['uploadFiles'], 'only the upload is refused from inside its handler');
  const bookmark = await api('admin', 'POST', '/api/search/bookmarks/data', { obj: { id: 1, title: 'x', link: '/x', icon: 'x', isBookmarked: true } });
  t.ok(bookmark.statusCode < 500);
});

t.test('what an entry says: who, how, what changed (a NIR masked); a 409 and a 412 list nothing (kept refused in the chain)', async (t) => {
  const input = aClientInput({ firstName: 'Hélène', lastName: 'Journal' });
  const created = await api('admin', 'POST', '/api/clients', input, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' });
  t.equal(created.statusCode, 201);
  const client = created.json();
  const entry = await newest();
  t.match(entry, { action: 'create', record: { kind: 'client', id: client.id, label: 'Hélène Journal' }, actor: { id: 1, name: 'Claire Dubois', role: 'admin', via: 'session' }, ip: '127.0.0.1', device: 'Firefox sur Linux' });
  t.match(entry.at, /^\d{4}-\d\d-\d\dT/);
  t.type(entry.requestId, 'string');
  t.same(entry.changes!.firstName, [null, 'Hélène']);
  t.same(entry.changes!.socialSecurityNumber, [null, '1 60 03 ** *** ***'], 'the NIR masked');
  t.equal(entry.changes!.socialSecurityKey![1], '**');
  t.notOk('version' in entry.changes!, 'the version is not a change');

  const before = await size();
  const written = (await rows()).length;
  t.equal((await api('admin', 'POST', '/api/clients', { ...input, firstName: 'Autre' })).statusCode, 409, 'the same e-mail');
  const stale = await api('Consultant', 'PATCH', `/api/clients/${client.id}`, { notes: 'x' }, { 'if-match': '"old"' });
  t.equal(stale.statusCode, 412);
  t.equal(await size(), before, '409 and 412: nothing listed');
  const refused = (await rows()).slice(written);
  t.same(refused.map((row) => [row.action, row.kind, row.outcome]), [['create', 'client', 'refused'], ['patch', 'client', 'refused']], 'each kept in the chain as refused (its intent was written before the handler)');
  t.notOk((await listed()).some((e) => refused.some((row) => row.seq === e.id)), 'neither is in the export');
  t.notOk((await bff.app.journal.history(recordIndex('client', client.id))).items.some((e) => e.outcome === 'refused'), 'nor in the record\'s history');

  const patched = await api('Consultant', 'PATCH', `/api/clients/${client.id}`, { mobilePhone: '07 00 00 00 01' }, { 'if-match': `"${client.version}"` });
  t.equal(patched.statusCode, 200);
  const change = await newest();
  t.match(change, { action: 'patch', actor: { name: 'Julien Moreau', role: 'Consultant' } });
  t.same(change.changes, { mobilePhone: ['06 11 22 33 44', '07 00 00 00 01'] }, 'only what changed');

  const conflict = await api('admin', 'PATCH', `/api/clients/${client.id}`, { notes: 'trop tard' }, { 'if-match': `"${client.version}"` });
  t.equal(conflict.statusCode, 412);
  t.same(conflict.json().changedBy, { name: 'Julien Moreau', at: change.at }, 'the 412 names who changed it and when');
});

t.test('looks at personal data: a card with its NIR, a download, the CSV, each journaled once', async (t) => {
  const client = (await api('admin', 'POST', '/api/clients', aClientInput())).json();
  let before = await size();
  t.equal((await api('Consultant', 'GET', `/api/clients/${client.id}`)).statusCode, 200);
  t.equal(await size(), before + 1);
  t.match(await newest(), { action: 'read-nir', record: { kind: 'client', id: client.id }, actor: { name: 'Julien Moreau' } });
  t.notOk((await newest()).changes, 'a look changes nothing');
  before = await size();
  t.equal((await api('admin', 'GET', '/api/contracts/export.csv')).statusCode, 200);
  t.match(await newest(), { action: 'export-csv', record: { kind: 'contract', id: null } });
  const formerCsv = await api('Expert', 'GET', '/api/former-clients/export.csv?lang=fr');
  t.equal(formerCsv.statusCode, 200);
  t.match(formerCsv.body, /^\uFEFFRéférence;Civilité;Prénom;Nom/);
  t.ok(formerCsv.body.split('\r\n').length > 3, 'every former client');
  t.match(await newest(), { action: 'export-csv', record: { kind: 'client', id: null, label: 'anciens-clients.csv' }, actor: { role: 'Expert' } });
  t.equal((await api('admin', 'GET', '/api/clients?perPage=10')).statusCode, 200);
  t.equal(await size(), before + 2, 'a list (NIR masked) is no look');
});

t.test("a client's history holds their record's, contracts', tasks' and documents' entries, for whoever reaches them", async (t) => {
  const client = (await api('admin', 'POST', '/api/clients', aClientInput({ expertId: 3 }))).json();
  const contract = await api('admin', 'POST', '/api/contracts', { clientId: client.id, form: aFeeForm() });
  t.equal(contract.statusCode, 201, contract.body);
  t.equal((await api('admin', 'POST', '/api/tasks', aTaskInput({ customerId: client.id }))).statusCode, 201);
  const boundary = 'journal0boundary';
  const upload = await bff.app.inject({
    method: 'POST', url: '/api/files',
    headers: { ...CSRF, cookie: await bff.as('admin'), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="userId"\r\n\r\n${client.id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="avis.txt"\r\nContent-Type: text/plain\r\n\r\nbonjour\r\n--${boundary}--\r\n`,
  });
  t.equal(upload.statusCode, 201);
  const file = upload.json().items[0];
  t.equal((await api('Expert', 'GET', `/api/files/${file.id}/download?userId=${client.id}`)).statusCode, 200);

  const history = await api('Expert', 'GET', `/api/clients/${client.id}/history`);
  t.equal(history.statusCode, 200);
  const items = history.json().items as JournalEntry[];
  t.same(items.map((e) => `${e.record.kind}:${e.action}`), ['document:download', 'document:upload', 'task:create', 'contract:create', 'client:create']);
  t.ok(items.every((e, i) => i === 0 || e.id < items[i - 1].id), 'newest first');
  t.match(items[1].record, { label: 'avis.txt', clientId: client.id });
  t.equal(history.json().total, 5);
  t.equal((await api('Expert', 'GET', `/api/clients/${client.id}/history?perPage=10&page=2`)).json().items.length, 0);

  const contractId = contract.json().id;
  const contractHistory = (await api('admin', 'GET', `/api/contracts/${contractId}/history`)).json();
  t.same(contractHistory.items.map((e: JournalEntry) => e.action), ['create']);
  const notHers = (await api('admin', 'POST', '/api/clients', aClientInput({ expertId: 7 }))).json();
  t.equal((await api('Expert', 'GET', `/api/clients/${notHers.id}/history`)).statusCode, 404, 'a client out of reach: their history too');
  t.equal((await api('Client', 'GET', `/api/clients/${client.id}/history`)).statusCode, 403);
  t.equal((await api('Expert', 'GET', '/api/members/7/history')).statusCode, 403);
  t.equal((await api('Consultant', 'GET', '/api/members/7/history')).statusCode, 200);
});

t.test('the 404 of a deleted record names who deleted it, to one who reached it only', async (t) => {
  const client = (await api('admin', 'POST', '/api/clients', aClientInput({ expertId: 3 }))).json();
  t.equal((await api('admin', 'DELETE', `/api/clients/${client.id}`)).statusCode, 204);
  const deletion = await newest();
  t.match(deletion, { action: 'delete', record: { kind: 'client', id: client.id } });
  t.same(deletion.changes!.expertId, [3, null], 'a delete keeps what was deleted');
  const late = await api('Expert', 'PATCH', `/api/clients/${client.id}`, { notes: 'saisie' });
  t.equal(late.statusCode, 404);
  t.same(late.json().deletedBy, { name: 'Claire Dubois', at: deletion.at });
  const other = (await api('admin', 'POST', '/api/clients', aClientInput({ expertId: 7 }))).json();
  t.equal((await api('admin', 'DELETE', `/api/clients/${other.id}`)).statusCode, 204);
  const probe = await api('Expert', 'GET', `/api/clients/${other.id}`);
  t.equal(probe.statusCode, 404);
  t.notOk('deletedBy' in probe.json(), 'never to one who could not reach it');
});

t.test('passwords, temporary passwords and tokens never reach the journal', async (t) => {
  const client = (await api('admin', 'POST', '/api/clients', aClientInput())).json();
  const access = (await api('admin', 'POST', `/api/clients/${client.id}/access`)).json();
  const member = await api('admin', 'POST', '/api/members', { name: 'Nina Secret', email: uniqueEmail('nina'), role: 'Expert', password: 'Secret2026!x' });
  t.equal(member.statusCode, 201);
  t.equal((await api('admin', 'PATCH', `/api/members/${member.json().id}`, { password: 'Autre2026!xy' })).statusCode, 200);
  const token = (await api('Consultant', 'POST', '/api/profile/tokens', { name: 'Script', scope: 'read', expiresInDays: 1 })).json();
  t.equal((await api('Consultant', 'DELETE', `/api/profile/tokens/${token.id}`)).statusCode, 204);
  const all = JSON.stringify(await listed());
  const stored = JSON.stringify(await rows());
  for (const secret of [access.password, 'Secret2026!x', 'Autre2026!xy', token.token, client.socialSecurityNumber]) {
    t.notOk(all.includes(secret), `${String(secret).slice(0, 4)}… is not in the journal`);
    t.notOk(stored.includes(secret), `${String(secret).slice(0, 4)}… is not in the journal's table`);
  }
  t.match(all, /"action":"access"/);
  t.match(all, /"action":"token-create"/);
  t.match(all, /"action":"token-revoke"/);
});

t.test('sign-in, sign-out, profile and template writes: one entry each', async (t) => {
  let before = await size();
  const admin = publishedAccounts().find((account) => account.role === 'admin')!;
  const signIn = await bff.app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: admin.email, password: admin.password } });
  t.equal(signIn.statusCode, 200);
  {
    t.equal(await size(), before + 1);
    t.match(await newest(), { action: 'sign-in', record: { kind: 'member', id: 1 } });
    const cookie = signIn.headers['set-cookie']!.toString().split(';')[0];
    before = await size();
    t.equal((await bff.app.inject({ method: 'POST', url: '/logout', headers: { ...CSRF, cookie } })).statusCode, 204);
    t.match(await newest(), { action: 'sign-out', actor: { id: 1 } });
    t.equal(await size(), before + 1);
  }
  const template = (await api('admin', 'GET', '/api/contract-template')).json();
  before = await size();
  const changed = await api('admin', 'PATCH', '/api/contract-template', { generalConditions: `${template.generalConditions}\nArticle ajouté.` }, { 'if-match': `"${template.version}"` });
  t.equal(changed.statusCode, 200, changed.body);
  t.equal(await size(), before + 1);
  t.match(await newest(), { action: 'patch', record: { kind: 'contractTemplate', id: 'firm' } });
  t.ok((await newest()).changes?.generalConditions, 'the field that changed');
});

t.test("the admin's journal: filters, CSV (journaled), the chain's check; nobody else reads it", async (t) => {
  const byConsultant = (await api('admin', 'GET', '/api/journal?actorId=2&perPage=100')).json();
  t.ok(byConsultant.total > 0 && byConsultant.items.every((e: JournalEntry) => e.actor.id === 2));
  const patches = (await api('admin', 'GET', '/api/journal?action=patch&kind=client')).json();
  t.ok(patches.items.length > 0 && patches.items.every((e: JournalEntry) => e.action === 'patch' && e.record.kind === 'client'));
  const today = firmToday(new Date(clock)); // the filter's days are the firm's (Paris), not UTC's
  t.ok((await api('admin', 'GET', `/api/journal?from=${today}&to=${today}`)).json().total > 0);
  t.equal((await api('admin', 'GET', '/api/journal?from=2000-01-01&to=2000-01-02')).json().total, 0);
  t.equal((await api('admin', 'GET', '/api/journal?action=nothing')).statusCode, 400);
  const before = await size();
  const csv = await api('admin', 'GET', '/api/journal/export.csv?action=patch');
  t.equal(csv.statusCode, 200);
  t.match(csv.headers['content-type'], /text\/csv/);
  t.match(csv.body, /Julien Moreau/);
  t.match(await newest(), { action: 'export-csv', record: { kind: 'journal' } });
  t.equal(await size(), before + 1);
  const verified = (await api('admin', 'GET', '/api/journal/verify')).json();
  const chain = await rows();
  const head = chain[chain.length - 1]!;
  t.same(verified, { ok: true, checked: chain.length, head: { id: head.seq, hash: head.hash } }, 'every entry walked, the refused ones too');
  t.ok(chain.length > (await size()), 'more than are listed (the refused ones)');
  for (const role of ['Consultant', 'Expert', 'Client'] as const) {
    for (const url of ['/api/journal', '/api/journal/verify', '/api/journal/export.csv']) t.equal((await api(role, 'GET', url)).statusCode, 403, `${role} ${url}`);
  }
});

t.test("a client's data for the admin (RGPD): every part, journaled; nobody else", async (t) => {
  const client = (await api('admin', 'POST', '/api/clients', aClientInput())).json();
  t.equal((await api('admin', 'POST', '/api/contracts', { clientId: client.id, form: aFeeForm() })).statusCode, 201);
  const exported = await api('admin', 'GET', `/api/clients/${client.id}/export`);
  t.equal(exported.statusCode, 200);
  t.match(exported.headers['content-disposition'], /attachment; filename=.*\.json/);
  const body = exported.json();
  t.equal(body.client.socialSecurityNumber, client.socialSecurityNumber, 'the record whole');
  t.equal(body.contracts.length, 1);
  t.ok(body.contracts[0].form, 'with its form and terms');
  t.same(body.journal.map((e: JournalEntry) => e.action), ['create', 'create']);
  t.match(await newest(), { action: 'export-rgpd', record: { kind: 'client', id: client.id } });
  t.equal((await api('Consultant', 'GET', `/api/clients/${client.id}/export`)).statusCode, 403);
});

t.test('retention: entries older than JOURNAL_RETENTION_DAYS are trimmed as new ones come; the chain still verifies', async (t) => {
  const total = await size();
  t.ok(total > 5);
  clock += 366 * 86_400_000;
  const page = await api('admin', 'GET', '/api/journal');
  t.equal(page.statusCode, 200, 'reading the journal trims it');
  const after = await size();
  t.ok(after <= 2, `${after} entries left`);
  t.same((await api('admin', 'GET', '/api/journal/verify')).json().ok, true);
});
