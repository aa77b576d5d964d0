/**
 * The reach matrix (reach-matrix.test.ts), for the histories (issue 34): every entry a history shows
 * follows the reach of its own record. Per role, per record kind (a client's record, a contract, a
 * task, a document, a member), an entry of a record the role owns and one of a record it does not,
 * written through the BFF: the history that holds it is refused to a role outside its area (403),
 * out of reach when its own record is (404), and otherwise shows the entry or leaves it out, counted
 * as shown; addresses and devices to the admin only. The embedded demo firm API, memory store.
 */
import t from 'tap';
import { defaultFeeForm } from '../../shared/fees.js';
import type { JournalEntry, JournalPage } from '../../shared/schemas/journal.js';
import { ROLES, type Role } from '../../shared/schemas/people.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aClientInput, aTaskInput } from '../helpers/fixtures.js';

type Kind = 'client' | 'contract' | 'task' | 'document' | 'member';
const KINDS: readonly Kind[] = ['client', 'contract', 'task', 'document', 'member'];
const IDS: Record<Role, number> = { admin: 1, Consultant: 2, Expert: 3, Client: 4, 'Ancient Client': 5 };

/** Who opens the histories of a kind's area: a client's (with their records'), a contract's, a member's. */
const AREA: Record<Kind, readonly Role[]> = {
  client: ['admin', 'Consultant', 'Expert'], task: ['admin', 'Consultant', 'Expert'], document: ['admin', 'Consultant', 'Expert'],
  contract: ['admin', 'Consultant', 'Expert'], member: ['admin', 'Consultant'],
};
/** Who reaches the history's own record when it is not theirs (a client they do not follow, another member). */
const HISTORY_OF_OTHERS: Record<Kind, readonly Role[]> = {
  client: ['admin', 'Consultant'], task: ['admin', 'Consultant'], document: ['admin', 'Consultant'], contract: ['admin', 'Consultant'], member: ['admin', 'Consultant'],
};
/** Who sees, there, the entry of a record of that kind that is not theirs (README's matrix: who reaches the records of others). */
const ENTRY_OF_OTHERS: Record<Kind, readonly Role[]> = {
  client: ['admin', 'Consultant'], task: ['admin'], contract: ['admin'], document: ['admin', 'Consultant'], member: ['admin', 'Consultant'],
};

type Verdict = 'forbidden' | 'out of reach' | 'shown' | 'hidden';
function expected(role: Role, kind: Kind, owned: boolean): Verdict {
  if (!AREA[kind].includes(role)) return 'forbidden';
  if (!owned && !HISTORY_OF_OTHERS[kind].includes(role)) return 'out of reach';
  return owned || ENTRY_OF_OTHERS[kind].includes(role) ? 'shown' : 'hidden';
}

let bff: DemoBff;
/** The clients written on, by whose they are: the Consultant's, the Expert's, and one neither follows. */
const clients: Record<'Consultant' | 'Expert' | 'nobody', number> = { Consultant: 0, Expert: 0, nobody: 0 };
/** The entries written, per client and kind: the record's id (the history's own record for a member). */
const written = new Map<string, { id: number; action: string }>();

const api = async (role: Role, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
  bff.app.inject({ method, url, headers: { cookie: await bff.as(role), ...(method === 'GET' ? {} : CSRF), ...headers }, ...(payload ? { payload } : {}) });
async function created(role: Role, url: string, payload: object): Promise<number> {
  const res = await api(role, 'POST', url, payload);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}
async function upload(clientId: number): Promise<number> {
  const boundary = 'history0matrix';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="userId"\r\n\r\n${clientId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="avis-${clientId}.txt"\r\nContent-Type: text/plain\r\n\r\nbonjour\r\n--${boundary}--\r\n`;
  const res = await bff.app.inject({ method: 'POST', url: '/api/files', headers: { ...CSRF, cookie: await bff.as('admin'), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().items[0].id as number;
}

t.before(async () => {
  bff = await buildDemoBff(t, { LOGIN_RATE_LIMIT: '10000' });
  // Each role signs in: a staff member's sign-in is an entry of their own member record.
  for (const role of ROLES) await bff.as(role);
  for (const [whose, expertId] of [['Consultant', 2], ['Expert', 3], ['nobody', 7]] as const) {
    const id = await created('admin', '/api/clients', aClientInput({ expertId }));
    clients[whose] = id;
    const notes = await api('admin', 'PATCH', `/api/clients/${id}`, { notes: `Écrit par la matrice pour ${whose}` });
    if (notes.statusCode !== 200) throw new Error(notes.body);
    written.set(`${id}:client`, { id, action: 'patch' });
    written.set(`${id}:task`, { id: await created('admin', '/api/tasks', aTaskInput({ customerId: id, title: `Tâche interne ${whose}` })), action: 'create' });
    written.set(`${id}:contract`, { id: await created('admin', '/api/contracts', { clientId: id, form: { ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 2: true } } }), action: 'create' });
    written.set(`${id}:document`, { id: await upload(id), action: 'upload' });
  }
  // A member's record changed by the admin: not the reader's own.
  if ((await api('admin', 'PATCH', '/api/members/8', { name: 'Thomas Girard' })).statusCode !== 200) throw new Error('member 8');
});

/** The client a role owns (the admin owns none in particular: she reaches all, the Consultant's stand for hers) or one it does not. */
function clientOf(role: Role, owned: boolean): number {
  if (role === 'Expert') return owned ? clients.Expert : clients.nobody;
  return owned ? clients.Consultant : clients.nobody;
}

/** The history a kind's entry is read in, and the entry it must show or leave out. */
function played(role: Role, kind: Kind, owned: boolean): { url: string; entry: { kind: Kind; id: number; action: string } } {
  if (kind === 'member') {
    // Their own member record: their sign-in; another's: the admin's change of member 8.
    const id = owned ? IDS[role] : 8;
    return { url: `/api/members/${id}/history`, entry: { kind, id, action: owned ? 'sign-in' : 'patch' } };
  }
  const client = clientOf(role, owned);
  return { url: `/api/clients/${client}/history`, entry: { kind, ...written.get(`${client}:${kind}`)! } };
}

const same = (e: JournalEntry, entry: { kind: Kind; id: number; action: string }) => e.record.kind === entry.kind && e.record.id === entry.id && e.action === entry.action;
const page = (url: string) => `${url}?perPage=100`;

t.test("every role, every record kind's entry, owned and not: the history refuses, hides it, or shows it and counts it", async (t) => {
  for (const role of ROLES) {
    for (const kind of KINDS) {
      for (const owned of [true, false]) {
        const verdict = expected(role, kind, owned);
        const { url, entry } = played(role, kind, owned);
        const what = `${role}, ${kind} entry (${owned ? 'owned' : 'not owned'}) in ${url}`;
        const res = await api(role, 'GET', page(url));
        if (verdict === 'forbidden' || verdict === 'out of reach') {
          t.equal(res.statusCode, verdict === 'forbidden' ? 403 : 404, `${what}: ${verdict}`);
          t.notOk('items' in (res.json() as object), `${what}: no entry at all`);
          continue;
        }
        t.equal(res.statusCode, 200, `${what}: served`);
        const shown = res.json() as JournalPage;
        t.equal(shown.items.some((e) => same(e, entry)), verdict === 'shown', `${what}: ${verdict}`);
        // The whole history as the admin reads it, less what this role may not see of it.
        const all = (await api('admin', 'GET', page(url))).json() as JournalPage;
        const own = (e: JournalEntry) => owned || ENTRY_OF_OTHERS[e.record.kind as Kind].includes(role);
        t.same(shown.items.map((e) => e.id), all.items.filter(own).map((e) => e.id), `${what}: the entries of the records the role reaches, all of them`);
        t.equal(shown.total, shown.items.length, `${what}: counted as shown`);
        t.ok(role === 'admin' ? shown.items.every((e) => e.ip !== '') : shown.items.every((e) => e.ip === '' && e.device === ''), `${what}: addresses and devices the admin's only`);
      }
    }
  }
});

t.test("a contract's own history follows its reach: the role's own contract, and another's", async (t) => {
  for (const role of ROLES) {
    for (const owned of [true, false]) {
      const { id } = written.get(`${clientOf(role, owned)}:contract`)!;
      const res = await api(role, 'GET', `/api/contracts/${id}/history`);
      const verdict = !AREA.contract.includes(role) ? 403 : owned || role === 'admin' ? 200 : 404;
      t.equal(res.statusCode, verdict, `${role}, contract ${owned ? 'owned' : 'not owned'}`);
      if (verdict === 200) t.ok((res.json() as JournalPage).items.some((e) => e.record.id === id && e.action === 'create'), 'its creation shown');
    }
  }
});
