/**
 * Issue 34: the journal says which API token acted. An entry written by a token caller (a write, a
 * look at personal data) names it in `actor.token` {id, name}; a token-create or token-revoke entry
 * names the token created or revoked in its record; GET /api/journal, the member's history and the
 * CSV (« Jeton », after « Via ») say it, and the chain still verifies, entries with and without it.
 */
import t from 'tap';
import type { JournalEntry } from '../../shared/schemas/journal.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = async (role: 'admin' | 'Expert', method: Method, url: string, payload?: object) =>
  bff.app.inject({ method, url, headers: { cookie: await bff.as(role), ...(method === 'GET' ? {} : CSRF) }, ...(payload ? { payload } : {}) });
const journal = async (query: string) => (await api('admin', 'GET', `/api/journal?${query}`)).json().items as JournalEntry[];

/** The CSV's lines as cells (quoted cells may hold ';' and doubled quotes). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return rows;
}

t.test('a PATCH through a token: its entry names the token, in the journal, the history and the CSV', async (t) => {
  const made = await api('Expert', 'POST', '/api/profile/tokens', { name: 'Export; "comptable"', scope: 'read-write', expiresInDays: 30 });
  t.equal(made.statusCode, 201);
  const token = made.json() as { id: string; token: string; name: string };
  const client = bff.demo.store.data.users.find((u) => u.role === 'Client' && u.parent_id === 3)!;
  t.equal((await api('Expert', 'PATCH', `/api/clients/${client.id}`, { notes: 'Par la session' })).statusCode, 200);
  const patched = await bff.app.inject({ method: 'PATCH', url: `/api/clients/${client.id}`, headers: { authorization: `Bearer ${token.token}` }, payload: { notes: 'Par le script' } });
  t.equal(patched.statusCode, 200);

  const [entry] = await journal(`kind=client&recordId=${client.id}&action=patch`);
  t.match(entry, { actor: { id: 3, via: 'token', token: { id: token.id, name: token.name } }, record: { kind: 'client', id: client.id }, outcome: 'done' });
  const history = (await api('admin', 'GET', `/api/clients/${client.id}/history`)).json().items as JournalEntry[];
  t.same(history.find((e) => e.id === entry.id)?.actor.token, { id: token.id, name: token.name }, "the client's history says it too");

  const look = await bff.app.inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: { authorization: `Bearer ${token.token}` } });
  t.equal(look.statusCode, 200);
  const [read] = await journal(`kind=client&recordId=${client.id}&action=read-nir`);
  t.same(read.actor.token, { id: token.id, name: token.name }, 'a look at the NIR through the token names it');

  const csv = await api('admin', 'GET', `/api/journal/export.csv?kind=client&recordId=${client.id}`);
  t.equal(csv.statusCode, 200);
  const [header, ...lines] = csvRows(csv.body.replace(/^\ufeff/, ''));
  t.same(header.slice(4, 7), ['Via', 'Jeton', 'Action'], '« Jeton » after « Via »');
  t.equal(header.length, 15);
  const line = lines.find((cells) => cells[0] === String(entry.id))!;
  t.same([line[4], line[5], line[6]], ['token', `${token.name} (${token.id})`, 'patch'], "the token's name and id");
  t.ok(lines.every((cells) => cells.length === header.length), 'every line has every column');
  t.ok(lines.some((cells) => cells[4] === 'session' && cells[5] === ''), 'a session entry names no token');
});

t.test('token-create and token-revoke name the token in their record; a session entry has no actor.token; the chain verifies', async (t) => {
  const made = (await api('Expert', 'POST', '/api/profile/tokens', { name: 'Rapprochement', scope: 'read', expiresInDays: 1 })).json() as { id: string };
  const other = (await api('Expert', 'POST', '/api/profile/tokens', { name: 'Relances', scope: 'read', expiresInDays: 1 })).json() as { id: string };
  t.equal((await api('Expert', 'DELETE', `/api/profile/tokens/${made.id}`)).statusCode, 204);
  t.equal((await api('admin', 'DELETE', `/api/members/3/tokens/${other.id}`)).statusCode, 204);

  const created = (await journal('action=token-create&kind=member&recordId=3')).find((e) => e.record.token?.id === made.id);
  t.match(created, { actor: { id: 3, via: 'session' }, record: { kind: 'member', id: 3, token: { id: made.id, name: 'Rapprochement' } } });
  t.notOk(created && 'token' in created.actor, 'a session acted: no actor.token');
  const revoked = await journal('action=token-revoke&kind=member&recordId=3');
  t.match(revoked.find((e) => e.record.token?.id === made.id), { actor: { id: 3 }, record: { token: { name: 'Rapprochement' } } }, 'revoked by herself');
  t.match(revoked.find((e) => e.record.token?.id === other.id), { actor: { id: 1 }, record: { id: 3, token: { name: 'Relances' } } }, 'revoked by the admin');
  const history = (await api('admin', 'GET', '/api/members/3/history?perPage=100')).json().items as JournalEntry[];
  t.ok(history.some((e) => e.action === 'token-revoke' && e.record.token?.id === other.id), "in the member's history");

  const csv = csvRows((await api('admin', 'GET', '/api/journal/export.csv?action=token-revoke')).body.replace(/^\ufeff/, ''));
  t.ok(csv.some((cells) => cells[9]?.endsWith(` · jeton Relances (${other.id})`)), "the CSV's label names the token revoked");
  const row = await bff.app.database.db.selectFrom('journal_entries').select('settlement').where('seq', '=', created!.id).executeTakeFirstOrThrow();
  t.match(row.settlement, `"token":{"id":"${made.id}"`, 'in the settlement, sealed with the entry');
  t.equal((await api('admin', 'GET', '/api/journal/verify')).json().ok, true, 'the chain holds entries with and without a token');
});

// Last: it breaks the chain.
t.test("the acting token is in the chained entry: its name altered in the database, the chain breaks there", async (t) => {
  const [entry] = await journal('action=patch');
  t.ok(entry.actor.token, 'a patch made through a token');
  const { intent } = await bff.app.database.db.selectFrom('journal_entries').select('intent').where('seq', '=', entry.id).executeTakeFirstOrThrow();
  t.match(intent, `"token":{"id":"${entry.actor.token!.id}"`, 'written before the write, in the hashed text');
  const forged = intent.replace(JSON.stringify(entry.actor.token!.name), JSON.stringify('Autre script'));
  t.not(forged, intent);
  await bff.app.database.db.updateTable('journal_entries').set({ intent: forged }).where('seq', '=', entry.id).execute();
  t.match((await api('admin', 'GET', '/api/journal/verify')).json(), { ok: false, firstBroken: entry.id, problem: 'altered' });
});
