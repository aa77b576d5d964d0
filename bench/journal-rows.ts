/**
 * The synthetic journal of `npm run bench -- journal` (bench/journal.ts): a firm's year of entries,
 * drawn from one seed (the same journal at every run), chained and sealed with the BFF's own
 * functions and batch-inserted, the chain's row kept at the head.
 */
import { performance } from 'node:perf_hooks';
import type { Database, JournalEntriesTable } from '../server/db/database.js';
import { LAST_NAMES, MEN, WOMEN } from '../server/demo/data/french-data.js';
import { chainedIntent, settlementMac, type JournalKeys, type NewEntry, type Settlement } from '../server/journal/journal-entry.js';
import type { JournalAction, JournalChanges, JournalEntry, JournalKind } from '../shared/schemas/journal.js';

export const CLIENTS = 30_000;
/** demo client ids start at 100 (the staff's are below) */
export const FIRST_CLIENT = 100;
export const ACTORS = 60;
export const DAY_MS = 86_400_000;
/** inside JOURNAL_RETENTION_DAYS (365): the BFF trims nothing of the fill */
export const SPAN_DAYS = 364;
const ROWS_PER_INSERT = 1000;
const ROWS_PER_TRANSACTION = 10_000;

/** mulberry32: the same journal at every run */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(33);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const personName = (n: number) => `${(n % 2 ? WOMEN : MEN)[n % 17]} ${LAST_NAMES[(n * 7919) % LAST_NAMES.length]}`;
const ROLES = ['admin', 'Consultant', 'Consultant', 'Expert', 'Expert', 'Consultant'];
export const actors = Array.from({ length: ACTORS }, (_, i) => ({
  id: i + 1, name: personName(i + 3), role: i < 3 ? 'admin' : ROLES[i % ROLES.length],
  ip: `10.0.${1 + (i % 8)}.${10 + i}`, device: ['Firefox sur Windows', 'Chrome sur Windows', 'Edge sur Windows', 'Safari sur macOS', 'Chrome sur Android'][i % 5],
}));
export const clientName = (id: number) => personName(id * 31 + 11);
/** a client's two contracts and two tasks, one file in five clients' */
const contractOf = (clientId: number) => 2 * (clientId - FIRST_CLIENT) + int(1, 2);
const taskOf = (clientId: number) => 2 * (clientId - FIRST_CLIENT) + int(1, 2);

type Look = 'look';
/** kind, action, weight (of 1000), whether it is a look (appended done) or a write (intent, then settled) */
const MIX: ReadonlyArray<[JournalKind, JournalAction, number, Look | 'write']> = [
  ['client', 'patch', 200, 'write'], ['client', 'read-nir', 100, 'look'], ['client', 'replace', 20, 'write'], ['client', 'create', 12, 'write'],
  ['client', 'delete', 2, 'write'], ['client', 'access', 3, 'write'], ['client', 'export-rgpd', 1, 'look'],
  ['task', 'patch', 120, 'write'], ['task', 'create', 50, 'write'], ['task', 'delete', 6, 'write'],
  ['contract', 'patch', 60, 'write'], ['contract', 'create', 30, 'write'], ['contract', 'payment', 40, 'write'], ['contract', 'replace', 8, 'write'],
  ['contract', 'delete', 3, 'write'], ['contract', 'export-csv', 3, 'look'],
  ['document', 'upload', 50, 'write'], ['document', 'download', 80, 'look'], ['document', 'delete', 5, 'write'],
  ['crmEntry', 'create', 30, 'write'], ['crmEntry', 'patch', 20, 'write'], ['crmEntry', 'replace', 3, 'write'], ['crmEntry', 'delete', 3, 'write'],
  ['member', 'sign-in', 80, 'write'], ['member', 'sign-out', 40, 'write'], ['member', 'password', 2, 'write'], ['member', 'sessions-end', 1, 'write'],
  ['member', 'token-create', 1, 'write'], ['member', 'token-revoke', 1, 'write'], ['member', 'patch', 2, 'write'], ['member', 'notes', 1, 'write'],
  ['member', 'access', 1, 'write'], ['contractTemplate', 'patch', 1, 'write'], ['journal', 'export-csv', 1, 'look'],
];
const WEIGHTS = MIX.reduce((sum, [, , weight]) => sum + weight, 0);
function drawMix(): (typeof MIX)[number] {
  let n = random() * WEIGHTS;
  for (const entry of MIX) if ((n -= entry[2]) < 0) return entry;
  return MIX[0];
}

const PHONES = () => `06 ${int(10, 99)} ${int(10, 99)} ${int(10, 99)} ${int(10, 99)}`;
const NOTES = ['Rappeler après le relevé de carrière.', 'Dossier complet, en attente de signature.', 'Souhaite un rendez-vous en agence.', 'Relevé CARSAT reçu.', ''];
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

function changesOf(kind: JournalKind, action: JournalAction, t: number): JournalChanges | undefined {
  if (action === 'create') {
    if (kind === 'client') return { firstName: [null, pick(WOMEN)], lastName: [null, pick(LAST_NAMES)], phone: [null, PHONES()], city: [null, 'Lyon'], expertId: [null, int(1, ACTORS)] };
    if (kind === 'task') return { title: [null, 'Relancer pour les pièces'], dueDate: [null, day(t + 7 * DAY_MS)], customerId: [null, int(FIRST_CLIENT, FIRST_CLIENT + CLIENTS - 1)] };
    if (kind === 'contract') return { label: [null, 'Étude retraite'], amount: [null, int(300, 2400) * 100], state: [null, 'draft'] };
    return { name: [null, 'Appel entrant'], notes: [null, pick(NOTES)] };
  }
  if (action === 'delete') return kind === 'document' ? { filename: ['releve-carriere.pdf', null] } : { label: ['—', null] };
  if (action === 'payment') return { paidAt: [null, new Date(t).toISOString()], state: ['signed', 'paid'] };
  if (action === 'patch' || action === 'replace' || action === 'notes') {
    if (kind === 'client') {
      const which = int(0, 3);
      if (which === 0) return { phone: [PHONES(), PHONES()] };
      if (which === 1) return { notes: [pick(NOTES), pick(NOTES)] };
      if (which === 2) return { address: [{ street: '12 rue Pasteur', postalCode: '69003', city: 'Lyon' }, { street: '4 allée des Tilleuls', postalCode: '69100', city: 'Villeurbanne' }] };
      return { socialSecurityNumber: ['1 58 07 69 123 ***', '1 58 07 69 124 ***'], maritalStatus: ['Célibataire', 'Marié(e)'] };
    }
    if (kind === 'task') return int(0, 1) ? { done: [false, true] } : { dueDate: [day(t), day(t + 3 * DAY_MS)] };
    if (kind === 'contract') return { state: ['draft', 'sent'] };
    return { notes: [pick(NOTES), pick(NOTES)] };
  }
  if (action === 'upload') return { filename: [null, `piece-${int(1, 999)}.pdf`] };
  return undefined;
}

/** One entry as the BFF writes it: its intent (the record as before the write) and how it ended. */
function entryAt(t: number): { entry: Omit<NewEntry, 'changes'>; settlement: Settlement | null } {
  const [kind, action, , type] = drawMix();
  const actor = pick(actors);
  const clientId = int(FIRST_CLIENT, FIRST_CLIENT + CLIENTS - 1);
  let record: JournalEntry['record'];
  switch (kind) {
    case 'client': record = { kind, id: clientId, label: clientName(clientId) }; break;
    case 'task': record = { kind, id: taskOf(clientId), label: 'Relancer pour les pièces', clientId }; break;
    case 'contract': record = action === 'export-csv' ? { kind, id: null, label: 'contrats.csv' } : { kind, id: contractOf(clientId), label: 'Étude retraite', clientId }; break;
    case 'document': record = { kind, id: `${clientId}-${int(1, 5)}`, label: `piece-${int(1, 999)}.pdf`, clientId }; break;
    case 'crmEntry': record = { kind, id: int(1, 52_000), label: 'Appel entrant' }; break;
    case 'member': record = { kind, id: actor.id, label: actor.name }; break;
    case 'contractTemplate': record = { kind, id: 'firm', label: 'Modèle de contrat' }; break;
    default: record = { kind, id: null, label: 'journal.csv' };
  }
  // A create's intent knows no id yet: its settlement names the record made.
  const intentRecord = action === 'create' ? { kind, id: null, label: '' } : record;
  const entry = {
    at: new Date(t).toISOString(),
    actor: { id: actor.id, name: actor.name, role: actor.role, via: random() < 0.02 ? 'token' as const : 'session' as const },
    action, record: intentRecord, ip: actor.ip, device: actor.device, requestId: `req-${Math.floor(t).toString(36)}`,
  };
  const changes = changesOf(kind, action, t);
  if (type === 'look') return { entry, settlement: { outcome: 'done', record, ...(changes ? { changes } : {}) } };
  const roll = random();
  // A write: mostly done; a few refused (a 4xx), unknown (the firm API's 5xx or timeout), pending (a crash between the two steps).
  if (roll < 0.0005) return { entry, settlement: null };
  if (roll < 0.003) return { entry, settlement: { outcome: 'unknown', record: intentRecord } };
  if (roll < 0.018) return { entry, settlement: { outcome: 'refused', record: intentRecord } };
  return { entry, settlement: { outcome: 'done', record, ...(changes ? { changes } : {}) } };
}

/** N instants over the last SPAN_DAYS, weekdays 8:00–19:00 (Paris, about), in order. */
function instants(n: number, end: number): Float64Array {
  const start = end - SPAN_DAYS * DAY_MS;
  const times = new Float64Array(n);
  for (let i = 0; i < n; ) {
    const t = start + random() * (end - start);
    const date = new Date(t);
    const hour = date.getUTCHours();
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6 || hour < 7 || hour >= 18) continue;
    times[i++] = t;
  }
  return times.sort();
}

const clientColumn = (record: JournalEntry['record']) => (record.kind === 'client' && typeof record.id === 'number' ? record.id : (record.clientId ?? null));

/** Fills the journal with chained, sealed rows, a transaction per ROWS_PER_TRANSACTION; the chain's row follows. */
export async function fill(database: Database, keys: JournalKeys, n: number): Promise<number> {
  const started = performance.now();
  const times = instants(n, Date.now() - 2 * 3_600_000);
  let head = { seq: 0, hash: '' };
  for (let done = 0; done < n; ) {
    await database.db.transaction().execute(async (trx) => {
      const end = Math.min(n, done + ROWS_PER_TRANSACTION);
      for (let from = done; from < end; from += ROWS_PER_INSERT) {
        const rows: JournalEntriesTable[] = [];
        for (let i = from; i < Math.min(end, from + ROWS_PER_INSERT); i++) {
          const { entry, settlement } = entryAt(times[i]);
          const { intent, text, hash } = chainedIntent(keys, head, entry);
          const settledText = settlement ? JSON.stringify(settlement) : null;
          const record = settlement?.record ?? intent.record;
          rows.push({
            seq: intent.id, at: intent.at, actor_id: String(intent.actor.id), action: intent.action, kind: intent.record.kind,
            record_id: record.id === null ? null : String(record.id), client_id: clientColumn(record), outcome: settlement?.outcome ?? 'pending',
            intent: text, hash, settlement: settledText, settled_mac: settledText === null ? null : settlementMac(keys, intent.key, intent.id, hash, settledText),
          });
          head = { seq: intent.id, hash };
        }
        await trx.insertInto('journal_entries').values(rows).execute();
      }
      await trx.updateTable('journal_chain').set({ head_seq: head.seq, head_hash: head.hash }).where('id', '=', 1).execute();
      done = end;
    });
    if (done % 100_000 === 0 || done === n) process.stdout.write(`  filled ${done.toLocaleString('en')} entries (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  return (performance.now() - started) / 1000;
}
