/**
 * What a history shows its reader: each entry by the reach of its own record (shared/reach.ts), not
 * by the reach of the record whose history it is (a client's history holds their contracts', tasks'
 * and documents' entries), and the addresses and devices entries record to the admin only. Reach is
 * decided once per record of the history: from the client for what hangs on them through their
 * follower (tasks, documents), from the contract itself for a contract (made by the reader, or
 * executed by another than the client's follower): its row in the read model, else the firm API's
 * answer, else what its deletion's entry kept.
 */
import type { FastifyRequest } from 'fastify';
import { seesJournalAddresses, seesWholeFirm } from '../../shared/policies.js';
import { reachesClientTasks, reachesContract, reachesDocumentsOf, type Reacher } from '../../shared/reach.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { ContractListItem } from '../../shared/schemas/contracts.js';
import type { JournalEntry, JournalKind, JournalPage } from '../../shared/schemas/journal.js';
import type { EntryRecord, HiddenEntries } from '../db/journal-table.js';
import { HttpError } from '../http-error.js';
import type { ListSnapshot } from '../read-model/list-snapshot.js';
import { contractsList } from '../read-model/lists/contracts.js';
import { reacherOf } from '../reach/reach-checks.js';
import { getContract } from '../upstream/resources/contracts.js';
import { reachedBeforeDeletion } from './last-change.js';

/** One reader of one client's history. */
interface ClientReader {
  request: FastifyRequest;
  user: Reacher;
  client: Client;
  /** whether the reader reaches what hangs on the client through their follower */
  followed: boolean;
  /** the read model's contracts, read once for the request */
  contracts: () => Promise<ListSnapshot<ContractListItem>>;
}

/** Whether the reader reaches one contract: as the read model holds it, else as the firm API answers it, else as it was when deleted. */
async function reachesContractOf({ request, user, contracts }: ClientReader, id: number): Promise<boolean> {
  const row = (await contracts()).get(id);
  if (row) return reachesContract(user, row);
  try {
    await getContract(request.upstream, id);
    return true;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
  }
  const deletion = await request.server.journal.lastChange('contract', id, true);
  return deletion !== null && reachedBeforeDeletion(request, deletion);
}

/** One record of a client's history; id null: the record an entry could not name (a create whose answer never came). */
async function reaches(reader: ClientReader, { kind, id }: EntryRecord): Promise<boolean> {
  switch (kind) {
    case 'task':
      // The client's tasks: their entries are filed under the client the task had then.
      return reader.followed;
    case 'document':
      return reachesDocumentsOf(reader.user, { id: reader.client.id, expertId: reader.client.expertId });
    case 'contract':
      if (id === null) return reader.followed;
      return /^\d+$/.test(id) && reachesContractOf(reader, Number(id));
    default:
      return false;
  }
}

/**
 * The entries of the history of the path's record (of `kind`, reached by the route) its reader may
 * not see, given the records the history's entries are about; null: the admin sees them all.
 */
export function hiddenFor(request: FastifyRequest, kind: JournalKind): ((records: EntryRecord[]) => Promise<HiddenEntries | null>) | null {
  const user = reacherOf(request);
  if (seesWholeFirm(user.role)) return null;
  const ownId = String((request.params as { id: number }).id);
  return async (records) => {
    let contracts: Promise<ListSnapshot<ContractListItem>> | null = null;
    const client = kind === 'client' ? (request.reached as Client) : null;
    const reader: ClientReader | null = client && {
      request, user, client,
      followed: reachesClientTasks(user, client),
      contracts: () => (contracts ??= request.server.readModel.view(request, contractsList)),
    };
    const hidden = new Map<JournalKind, string[]>();
    const unnamed: Array<HiddenEntries['unnamed'][number]> = [];
    for (const record of records) {
      // The path's own record: the route checked its reach.
      if (record.kind === kind && record.id === ownId) continue;
      // Only a client's history holds other records' entries.
      if (reader !== null && (await reaches(reader, record))) continue;
      // An entry that names no record is shown to who made it all the same.
      if (record.id === null) unnamed.push({ kind: record.kind, exceptActor: String(user.id) });
      else if (hidden.has(record.kind)) hidden.get(record.kind)!.push(record.id);
      else hidden.set(record.kind, [record.id]);
    }
    return { records: [...hidden].map(([hiddenKind, ids]) => ({ kind: hiddenKind, ids })), unnamed };
  };
}

/** The address and device an entry keeps of who acted: personal data of theirs, blank to anyone but the admin (the schema stays). */
export function addressesFor(request: FastifyRequest, page: JournalPage): JournalPage {
  if (seesJournalAddresses(reacherOf(request).role)) return page;
  return { ...page, items: page.items.map((entry): JournalEntry => ({ ...entry, ip: '', device: '' })) };
}
