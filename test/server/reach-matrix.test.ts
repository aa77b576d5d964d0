/**
 * The reach matrix of README ("Who reaches which records"), generated from GET /docs: every operation
 * the BFF documents must declare its reach (config.reach) and have a case here, so that a new route
 * cannot forget either. Each business operation is then played as the five roles, on a record the
 * role owns and on one it does not: a role outside the area is 403, a record out of reach is 404
 * and stays unchanged, a record in reach is served. Memory store, the embedded demo upstream.
 * What each history shows of the entries it holds, per role and record kind: reach-matrix-histories.test.ts.
 */
import t from 'tap';
import { defaultFeeForm } from '../../shared/fees.js';
import { hasPermission, MENU_ITEMS, type AreaId } from '../../shared/menu.js';
import { writesMembers } from '../../shared/policies.js';
import { ROLES, type Role } from '../../shared/schemas/people.js';
import type { RecordKind, RouteReach } from '../../server/reach/route-reach.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aClientInput, aCrmEntryInput, aTaskInput, uniqueEmail } from '../helpers/fixtures.js';

const IDS: Record<Role, number> = { admin: 1, Consultant: 2, Expert: 3, Client: 4, 'Ancient Client': 5 };

/** The matrix, as README states it: who reaches the records of a kind that are not their own. */
const REACHES_OTHERS: Record<RecordKind, readonly Role[]> = {
  client: ['admin', 'Consultant'],
  contract: ['admin'],
  task: ['admin'],
  document: ['admin', 'Consultant'],
  formerClient: ['admin', 'Consultant', 'Expert'],
  member: ['admin', 'Consultant'],
  crmEntry: ['admin', 'Consultant', 'Expert'],
};

interface Played {
  url: string;
  payload?: object;
  /** the record a refusal must leave as it was, read from the demo upstream */
  state?: () => unknown;
}

interface Case {
  /** the area whose roles may call it (403 for the others), and whether only the admin writes */
  area: AreaId;
  adminOnly?: true;
  /** the kind of record owned or not (the path's, or the one an id of the body or query names) */
  kind: RecordKind;
  play(role: Role, owned: boolean): Played;
}

let bff: DemoBff;
/** Tokens of member 7's, for the admin to revoke (each once): member 6's access is reset here, which revokes theirs. */
const memberTokens: string[] = [];
t.before(async () => {
  bff = await buildDemoBff(t, { LOGIN_RATE_LIMIT: '10000' });
  // Signed in before the journal is counted (a sign-in is an entry of its own).
  for (const role of ROLES) await bff.as(role);
  for (const name of ['un', 'deux']) memberTokens.push((await bff.app.apiTokens.create({ id: 7, role: 'Expert', name: 'Membre 7' }, '', { name, scope: 'read', expiresInDays: 1 })).id);
});

const data = () => bff.demo.store.data;
const journalSize = async () => (await bff.app.journal.page({})).total;
const used = new Set<string>();
/** While a refused role plays, the records it names are only looked at: they stay fresh for the others. */
let refusedRole = false;
/** A record of a pool no case used yet (a write or a delete never meets a record another case changed). */
function fresh<T extends { id: number | string }>(pool: T[], kind: string): T {
  const found = pool.find((item) => !used.has(`${kind}:${item.id}`));
  if (!found) throw new Error(`no ${kind} left for the matrix`);
  if (!refusedRole) used.add(`${kind}:${found.id}`);
  return found;
}
/** Whose records a role owns: the admin owns none in particular (she reaches all): the Consultant's stand for hers. */
const ownerId = (role: Role) => IDS[role === 'admin' ? 'Consultant' : role];
const isClientRole = (role: Role) => role === 'Client' || role === 'Ancient Client';
const clientOf = (role: Role, owned: boolean) =>
  fresh(data().users.filter((u) => u.role === 'Client' && u.id !== 4 && u.parent_id !== null && (u.parent_id === ownerId(role)) === owned), 'client');
const contractOf = (role: Role, owned: boolean) =>
  fresh(data().contracts.filter((c) => (c.parent_id === ownerId(role) || c.creator_id === ownerId(role)) === owned), 'contract');
const taskOf = (role: Role, owned: boolean) =>
  fresh(data().tasks.filter((task) => task.customer_id > 0 && (bff.demo.store.user(task.customer_id)?.parent_id === ownerId(role)) === owned), 'task');
/** A document of the role's own (a client's: theirs; staff: one of a client they follow), or of someone else's. */
const fileOf = (role: Role, owned: boolean) => {
  if (isClientRole(role)) return fresh(data().files.filter((f) => (f.userId === IDS[role]) === owned), 'file');
  // The two demo clients' files are the Expert's own only (she follows them), never another's "not owned" ones.
  const followed = (f: { userId: number }) => bff.demo.store.user(f.userId)?.parent_id === ownerId(role);
  const pool = data().files.filter((f) => followed(f) === owned && (f.userId > 5 || (owned && role === 'Expert')));
  return fresh([...pool.filter((f) => f.userId > 5), ...pool.filter((f) => f.userId <= 5)], 'file');
};
const userState = (id: number) => () => JSON.stringify(bff.demo.store.user(id) ?? null);
const contractState = (id: number) => () => JSON.stringify(data().contracts.find((c) => c.id === id) ?? null);
const taskState = (id: number) => () => JSON.stringify(data().tasks.find((task) => task.id === id) ?? null);
const fileState = (id: number) => () => JSON.stringify(data().files.find((f) => f.id === id)?.filename ?? null);
const contractCount = () => data().contracts.length;
const taskCount = () => data().tasks.length;
const fileCount = () => data().files.length;

/** Every documented business operation that touches records; the others are listed in NO_RECORD. */
const CASES: Record<string, Case> = {
  getClient: { area: 'clients', kind: 'client', play: (role, owned) => ({ url: `/api/clients/${clientOf(role, owned).id}` }) },
  updateClient: {
    area: 'clients', kind: 'client',
    play(role, owned) {
      const { id, parent_id: expertId } = clientOf(role, owned);
      return { url: `/api/clients/${id}`, payload: { ...aClientInput({ expertId }), id }, state: userState(id) };
    },
  },
  patchClient: {
    area: 'clients', kind: 'client',
    play(role, owned) {
      const { id } = clientOf(role, owned);
      return { url: `/api/clients/${id}`, payload: { notes: 'Changé par la matrice' }, state: userState(id) };
    },
  },
  deleteClient: {
    area: 'clients', kind: 'client',
    play(role, owned) {
      const { id } = clientOf(role, owned);
      return { url: `/api/clients/${id}`, state: userState(id) };
    },
  },
  giveClientAccess: {
    area: 'clients', kind: 'client',
    play(role, owned) {
      const { id } = clientOf(role, owned);
      return { url: `/api/clients/${id}/access`, state: userState(id) };
    },
  },
  listContracts: { area: 'contracts', kind: 'client', play: (role, owned) => ({ url: `/api/contracts?clientId=${clientOf(role, owned).id}` }) },
  createContract: {
    area: 'contracts', kind: 'client',
    play: (role, owned) => ({ url: '/api/contracts', payload: { clientId: clientOf(role, owned).id, form: { ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 2: true } } }, state: contractCount }),
  },
  getContract: { area: 'contracts', kind: 'contract', play: (role, owned) => ({ url: `/api/contracts/${contractOf(role, owned).id}` }) },
  updateContract: {
    area: 'contracts', kind: 'contract',
    play(role, owned) {
      const { id } = contractOf(role, owned);
      return { url: `/api/contracts/${id}`, payload: { form: { ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 3: true } }, state: 'Perdu', paymentMethod: 'Autre' }, state: contractState(id) };
    },
  },
  patchContract: {
    area: 'contracts', kind: 'contract',
    play(role, owned) {
      const { id } = contractOf(role, owned);
      return { url: `/api/contracts/${id}`, payload: { paymentMethod: 'Autre' }, state: contractState(id) };
    },
  },
  deleteContract: {
    area: 'contracts', kind: 'contract',
    play(role, owned) {
      const { id } = contractOf(role, owned);
      return { url: `/api/contracts/${id}`, state: contractState(id) };
    },
  },
  setContractPayments: {
    area: 'contracts', kind: 'contract',
    play(role, owned) {
      const { id } = contractOf(role, owned);
      return { url: `/api/contracts/${id}/payments`, payload: { deposit: true, balance: true }, state: contractState(id) };
    },
  },
  listTasks: { area: 'tasks', kind: 'task', play: (role, owned) => ({ url: `/api/tasks?customerId=${clientOf(role, owned).id}` }) },
  createTask: {
    area: 'tasks', kind: 'task',
    play: (role, owned) => ({ url: '/api/tasks', payload: aTaskInput({ customerId: clientOf(role, owned).id }), state: taskCount }),
  },
  updateTask: {
    area: 'tasks', kind: 'task',
    play(role, owned) {
      const { id } = taskOf(role, owned);
      return { url: `/api/tasks/${id}`, payload: { title: 'Changée par la matrice' }, state: taskState(id) };
    },
  },
  deleteTask: {
    area: 'tasks', kind: 'task',
    play(role, owned) {
      const { id } = taskOf(role, owned);
      return { url: `/api/tasks/${id}`, state: taskState(id) };
    },
  },
  listFiles: {
    area: 'documents', kind: 'document',
    play: (role, owned) => ({ url: `/api/files?userId=${isClientRole(role) ? (owned ? IDS[role] : clientOf('Expert', false).id) : clientOf(role, owned).id}` }),
  },
  downloadFile: {
    area: 'documents', kind: 'document',
    play(role, owned) {
      const file = fileOf(role, owned);
      return { url: `/api/files/${file.id}/download?userId=${file.userId}` };
    },
  },
  deleteFile: {
    area: 'documents', kind: 'document',
    play(role, owned) {
      const file = fileOf(role, owned);
      return { url: `/api/files/${file.id}?userId=${file.userId}`, state: fileState(file.id) };
    },
  },
  // Multipart: played apart below (uploadFiles), with the same rule.
  uploadFiles: { area: 'documents', kind: 'document', play: () => ({ url: '/api/files' }) },
  getFormerClient: { area: 'oldClients', kind: 'formerClient', play: () => ({ url: `/api/former-clients/${fresh(data().oldClients.map((o) => ({ ...o, id: o.clcleunik })), 'former').id}` }) },
  deleteFormerClient: {
    area: 'oldClients', kind: 'formerClient',
    play() {
      const { id } = fresh(data().oldClients.map((o) => ({ ...o, id: o.clcleunik })), 'former');
      return { url: `/api/former-clients/${id}`, state: () => data().oldClients.some((o) => o.clcleunik === id) };
    },
  },
  getMember: { area: 'members', kind: 'member', play: () => ({ url: '/api/members/7' }) },
  updateMember: { area: 'members', adminOnly: true, kind: 'member', play: () => ({ url: '/api/members/8', payload: { name: 'Camille Roux', email: 'camille.roux@cabinet-demo.fr', role: 'Expert' }, state: userState(8) }) },
  patchMember: { area: 'members', adminOnly: true, kind: 'member', play: () => ({ url: '/api/members/8', payload: { name: 'Thomas Girard' }, state: userState(8) }) },
  deleteMember: {
    area: 'members', adminOnly: true, kind: 'member',
    play(role) {
      // Only the admin's deletes go through: the others are refused before, on any member.
      const id = role === 'admin' ? fresh([9, 10, 11, 12].map((n) => ({ id: n })), 'member').id : 13;
      return { url: `/api/members/${id}`, state: userState(id) };
    },
  },
  giveMemberAccess: { area: 'members', adminOnly: true, kind: 'member', play: () => ({ url: '/api/members/6/access', state: userState(6) }) },
  listMemberSessions: { area: 'members', adminOnly: true, kind: 'member', play: () => ({ url: '/api/members/6/sessions' }) },
  listMemberApiTokens: { area: 'members', adminOnly: true, kind: 'member', play: () => ({ url: '/api/members/7/tokens' }) },
  revokeMemberApiToken: { area: 'members', adminOnly: true, kind: 'member', play: (role) => ({ url: `/api/members/7/tokens/${role === 'admin' ? memberTokens.shift() : 'refused-before'}` }) },
  endMemberSessions: { area: 'members', adminOnly: true, kind: 'member', play: () => ({ url: '/api/members/6/sessions' }) },
  createMember: { area: 'members', adminOnly: true, kind: 'member', play: () => ({ url: '/api/members', payload: { name: 'Nouvelle Recrue', email: uniqueEmail('recrue'), role: 'Expert', password: 'Motdepasse1' } }) },
  updateCrmEntry: {
    area: 'crm', kind: 'crmEntry',
    play() {
      const { id } = fresh(data().kpis, 'kpi');
      return { url: `/api/crm/entries/${id}`, payload: aCrmEntryInput(), state: () => JSON.stringify(data().kpis.find((k) => k.id === id)) };
    },
  },
  patchCrmEntry: {
    area: 'crm', kind: 'crmEntry',
    play() {
      const { id } = fresh(data().kpis, 'kpi');
      return { url: `/api/crm/entries/${id}`, payload: { note: 'Changée par la matrice' }, state: () => JSON.stringify(data().kpis.find((k) => k.id === id)) };
    },
  },
  deleteCrmEntry: {
    area: 'crm', kind: 'crmEntry',
    play() {
      const { id } = fresh(data().kpis, 'kpi');
      return { url: `/api/crm/entries/${id}`, state: () => data().kpis.some((k) => k.id === id) };
    },
  },
  createCrmEntry: { area: 'crm', kind: 'crmEntry', play: () => ({ url: '/api/crm/entries', payload: aCrmEntryInput() }) },
  getClientHistory: { area: 'clients', kind: 'client', play: (role, owned) => ({ url: `/api/clients/${clientOf(role, owned).id}/history` }) },
  exportClientData: { area: 'clients', adminOnly: true, kind: 'client', play: (role, owned) => ({ url: `/api/clients/${clientOf(role, owned).id}/export` }) },
  getContractHistory: { area: 'contracts', kind: 'contract', play: (role, owned) => ({ url: `/api/contracts/${contractOf(role, owned).id}/history` }) },
  getMemberHistory: { area: 'members', kind: 'member', play: () => ({ url: '/api/members/7/history' }) },
  createClient: {
    area: 'clients', kind: 'client',
    // The body's expertId: the caller (an Expert may name nobody else), or another expert.
    play: (role, owned) => ({ url: '/api/clients', payload: aClientInput({ expertId: owned ? IDS[role] : 7 }) }),
  },
};

/** Lists, searches and figures: every item they answer is one the role reaches (checked apart below). */
const LISTS = ['listClients', 'listFormerClients', 'listMembers', 'listCrmEntries', 'quickSearch', 'getDashboard', 'countClientsByDepartment', 'exportContracts', 'exportFormerClients', 'getCrmChart'];

/** Operations whose reach declares no record of the firm: the caller's own data, the firm's one template or figures, or nothing. */
const NO_RECORD = (declared: RouteReach) => Boolean(declared.own || declared.firm || declared.none);

/** Whether the role opens the operation's area at all (403 before any record is looked at). */
const opensArea = (operationId: string, role: Role) => {
  const kase = CASES[operationId]!;
  return hasPermission(role, MENU_ITEMS[kase.area]) && !(kase.adminOnly && !writesMembers(role));
};

function expected(operationId: string, role: Role, owned: boolean): 'forbidden' | 'hidden' | 'served' {
  if (!opensArea(operationId, role)) return 'forbidden';
  // Only the managers choose a client's expert: an Expert naming another is refused, not hidden.
  if (operationId === 'createClient' && !owned && role === 'Expert') return 'forbidden';
  return owned || REACHES_OTHERS[CASES[operationId]!.kind].includes(role) ? 'served' : 'hidden';
}

interface Operation {
  method: string;
  path: string;
  operationId: string;
  declared: RouteReach | undefined;
}

async function operations(): Promise<Operation[]> {
  const doc = (await bff.app.inject({ method: 'GET', url: '/docs' })).json() as { paths: Record<string, Record<string, { operationId: string }>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId,
      declared: bff.app.routeReach.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    })),
  );
}

t.test('every documented operation declares its reach, and every one that touches records has a case here', async (t) => {
  const all = await operations();
  t.ok(all.length > 100, `${all.length} operations`);
  for (const op of all) {
    t.ok(op.declared, `${op.method} ${op.path} declares its reach`);
    if (!op.declared || NO_RECORD(op.declared)) continue;
    t.ok(CASES[op.operationId] || LISTS.includes(op.operationId), `${op.operationId} (${op.method} ${op.path}) has a case in the reach matrix`);
  }
});

t.test('every business operation, as each role, on a record owned and on one not owned', async (t) => {
  const all = (await operations()).filter((op) => CASES[op.operationId] && op.operationId !== 'uploadFiles');
  for (const op of all) {
    for (const role of ROLES) {
      for (const owned of [true, false]) {
        const verdict = expected(op.operationId, role, owned);
        // A role outside the area is refused before any record is looked at: once is enough.
        if (!opensArea(op.operationId, role) && !owned) continue;
        // A role outside the area tries a record it would reach if it could: a Consultant's.
        refusedRole = !opensArea(op.operationId, role);
        const played = CASES[op.operationId]!.play(refusedRole ? 'Consultant' : role, owned);
        refusedRole = false;
        const before = played.state?.();
        const entriesBefore = await journalSize();
        const res = await bff.app.inject({
          method: op.method as 'GET',
          url: played.url,
          headers: { cookie: await bff.as(role), ...(op.method === 'GET' ? {} : CSRF) },
          ...(played.payload ? { payload: played.payload } : {}),
        });
        const what = `${role} ${op.method} ${played.url} (${owned ? 'owned' : 'not owned'})`;
        if (verdict === 'forbidden') t.equal(res.statusCode, 403, `${what}: refused to the role`);
        else if (verdict === 'hidden') t.equal(res.statusCode, 404, `${what}: out of reach`);
        else t.ok(res.statusCode < 300 || (op.operationId === 'giveMemberAccess' && res.statusCode === 409), `${what}: served (${res.statusCode} ${res.body.slice(0, 120)})`);
        if (verdict !== 'served' && played.state) t.same(played.state(), before, `${what}: the refused request changed nothing`);
        // Issue 26: a write that succeeds appends one journal entry, a refusal none (a look at most one);
        // issue 34: and one more for each other record it changed (a contract's client, a reset's tokens), from the same request.
        const appended = (await journalSize()) - entriesBefore;
        if (res.statusCode >= 300) t.equal(appended, 0, `${what}: a refusal is not journaled`);
        else if (op.method !== 'GET') {
          const declared = bff.app.routeJournal.get(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`) || null;
          const added = (await bff.app.journal.page({ perPage: 100 })).items.slice(0, appended);
          t.equal(added.filter((e) => e.action === declared?.action && e.record.kind === declared?.kind).length, 1, `${what}: journaled once`);
          t.ok(added.every((e) => e.requestId === String(added[0]?.requestId)), `${what}: its other entries are its side effects`);
        } else t.ok(appended <= 1, `${what}: a look is journaled at most once`);
      }
    }
  }
});

t.test('an upload names an owner the caller reaches (multipart userId)', async (t) => {
  const form = (userId: number | null) => {
    const boundary = 'matrix0boundary';
    const field = userId === null ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="userId"\r\n\r\n${userId}\r\n`;
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nbonjour\r\n--${boundary}--\r\n`;
    return { payload: field + file, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  for (const role of ROLES) {
    for (const owned of [true, false]) {
      const owner = isClientRole(role) ? (owned ? IDS[role] : clientOf('Expert', false).id) : clientOf(role, owned).id;
      const before = fileCount();
      const { payload, headers } = form(owner);
      const res = await bff.app.inject({ method: 'POST', url: '/api/files', headers: { ...headers, ...CSRF, cookie: await bff.as(role) }, payload });
      const served = owned || REACHES_OTHERS.document.includes(role);
      t.equal(res.statusCode, served ? 201 : 404, `${role} uploads for ${owned ? 'their own' : "someone else's"} client`);
      if (!served) t.equal(fileCount(), before, 'nothing stored');
    }
  }
});

t.test('lists, search and figures answer only what the role reaches', async (t) => {
  const expert = await bff.as('Expert');
  const get = async (url: string, cookie = expert) => (await bff.app.inject({ method: 'GET', url, headers: { cookie } })).json();
  const hers = data().users.filter((u) => u.role === 'Client' && u.parent_id === 3);
  const clients = await get('/api/clients?perPage=100');
  t.equal(clients.total, hers.length, 'the Expert lists her clients, all of them');
  t.ok(clients.items.every((c: { expertId: number }) => c.expertId === 3));
  const other = data().users.find((u) => u.role === 'Client' && u.parent_id !== 3 && u.personal?.last_name)!;
  const found = await get(`/api/search?q=${encodeURIComponent(other.personal!.last_name)}`);
  t.ok(found.clients.every((c: { id: number }) => hers.some((h) => h.id === c.id)), 'the quick search finds none of the others');
  const contracts = await get('/api/contracts?perPage=100');
  t.ok(contracts.items.every((c: { expertId: number; creatorId: number }) => c.expertId === 3 || c.creatorId === 3), 'her contracts only');
  const tasks = await get('/api/tasks?perPage=100');
  t.ok(tasks.items.every((task: { customerId: number }) => hers.some((h) => h.id === task.customerId)), 'her clients’ tasks only');
  const consultant = await bff.as('Consultant');
  const his = new Set(data().users.filter((u) => u.parent_id === 2).map((u) => u.id));
  t.ok((await get('/api/tasks?perPage=100', consultant)).items.every((task: { customerId: number }) => his.has(task.customerId)), 'a Consultant: the tasks of the clients he follows');
  // A member's or the admin's account is never a client: 400 naming the field.
  for (const [url, payload, field] of [
    ['/api/contracts', { clientId: 1, form: defaultFeeForm() }, 'clientId'],
    ['/api/tasks', aTaskInput({ customerId: 2 }), 'customerId'],
  ] as const) {
    const res = await bff.app.inject({ method: 'POST', url, headers: { ...CSRF, cookie: await bff.as('admin') }, payload });
    t.match(res.json(), { error: 'invalid_client', field }, `${url}: ${field} of a member`);
  }
});
