/**
 * What a refused write says from the journal: a 412 names who made the last change and when
 * (« modifié par Julien Moreau à 14:32 »); the 404 of a record someone deleted names who deleted it,
 * to a person who could reach it then (read from the fields the delete entry kept), never to another.
 */
import type { FastifyRequest } from 'fastify';
import type { JournalEntry, LastChange } from '../../shared/schemas/journal.js';
import { reachesClient, reachesContract, reachesTask } from '../../shared/reach.js';
import { reacherOfUpstream } from '../upstream/user-upstream.js';

const said = (entry: JournalEntry | null): LastChange | null => (entry ? { name: entry.actor.name, at: entry.at } : null);
const before = (entry: JournalEntry, field: string): number | null => {
  const value = entry.changes?.[field]?.[0];
  return typeof value === 'number' ? value : null;
};

/** Whether the caller reached the record the delete entry is about, as it was. */
export function reachedBeforeDeletion(request: FastifyRequest, entry: JournalEntry): boolean {
  const user = reacherOfUpstream(request.upstream);
  switch (entry.record.kind) {
    case 'client':
      return reachesClient(user, { expertId: before(entry, 'expertId') });
    case 'contract':
      return reachesContract(user, { expertId: before(entry, 'expertId'), creatorId: before(entry, 'creatorId') });
    case 'task':
      return reachesTask(user, { customerId: before(entry, 'customerId'), creatorId: before(entry, 'creatorId') }, null);
    case 'member':
    case 'crmEntry':
      // Their areas' roles reach every one (the area guard has passed).
      return true;
    default:
      return false;
  }
}

/** The body's addition for a 412 or a 404 of a route that journals a record's writes; {} otherwise or if the journal cannot tell. */
export async function lastChangeOf(request: FastifyRequest, status: number): Promise<{ changedBy?: LastChange; deletedBy?: LastChange }> {
  const declared = request.routeOptions.config?.journal;
  const id = (request.params as { id?: number | string } | undefined)?.id;
  if (!declared || id === undefined || (status !== 412 && status !== 404) || !request.session) return {};
  try {
    if (status === 412) {
      const changed = said(await request.server.journal.lastChange(declared.kind, id));
      return changed ? { changedBy: changed } : {};
    }
    if (!request.routeOptions.config.reach?.record) return {};
    const deletion = await request.server.journal.lastChange(declared.kind, id, true);
    return deletion && reachedBeforeDeletion(request, deletion) ? { deletedBy: said(deletion)! } : {};
  } catch {
    // The refusal is answered as it is; the journal's name is a help, not part of it.
    return {};
  }
}
