/**
 * What a write changes in records other than its own (a new contract changes its client's status and
 * services; an access reset revokes the person's API tokens): each change is an entry of its own, in
 * that record's history, with its before → after, by the rule of the request's own entry: its intent
 * is durable before the write (no intent, no write: a 503), and the write's end settles it (done,
 * refused on a 4xx, « résultat inconnu » otherwise).
 */
import type { FastifyRequest } from 'fastify';
import type { JournalAction, JournalChanges, JournalKind } from '../../shared/schemas/journal.js';
import { outcomeOf, requestContext, type JournalRecordRef } from './journal-plugin.js';

/** The other record a write changes, named as its own entries name it. */
export type SideRecord = JournalRecordRef & { kind: JournalKind };

/** Runs `write`, the change of `record` by `action`, journaled as its own entry; `changes`: what it changes, known before it. */
export type SideWrite = <T>(action: JournalAction, record: SideRecord, changes: JournalChanges | undefined, write: () => Promise<T>) => Promise<T>;

/** For a write made outside a journaled request. */
export const unjournaled: SideWrite = (_action, _record, _changes, write) => write();

const statusOf = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
};

/** The side writes of a request whose route journals (its actor is read before the handler). */
export function sideWrites(request: FastifyRequest): SideWrite {
  return async (action, record, changes, write) => {
    const actor = request.journalActor;
    if (!actor) return write();
    const { journal } = request.server;
    const pending = await journal.begin({ ...requestContext(request), actor, action, record });
    const settle = async (outcome: ReturnType<typeof outcomeOf>) => {
      try {
        await journal.settle(pending, { outcome, record, ...(outcome === 'done' && changes ? { changes } : {}) });
      } catch {
        // As the request's own entry: kept pending (« résultat inconnu »), the write answered as it went.
        request.log.error({ seq: pending.seq, outcome }, 'journal: a side entry could not be settled after its write');
      }
    };
    let result: Awaited<ReturnType<typeof write>>;
    try {
      result = await write();
    } catch (error) {
      await settle(outcomeOf(statusOf(error)));
      throw error;
    }
    await settle('done');
    return result;
  };
}
