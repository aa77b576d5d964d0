/** The upstream's CRM log (/kpis, 25 a page): read whole by the read model (lists/crm.ts), one entry written at a time. */
import type { CrmEntry, CrmEntryBody } from '../../../shared/schemas/crm.js';
import { toEntry, toUpstreamEntry as toUpstream } from '../adapters/crm.js';
import { isRecord } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';
import { HttpError } from '../../http-error.js';
import type { FastifyRequest } from 'fastify';
import { crmEntriesList } from '../../read-model/lists/crm.js';
import { guardedWrite } from '../record-lock.js';

const readEntry = (body: unknown) => (isRecord(body) ? toEntry(body) : null);

/** An entry signed by the caller. */
export function createEntry(upstream: UserUpstream, entry: CrmEntryBody): Promise<CrmEntry> {
  return upstream.read({ method: 'POST', path: '/kpis', json: { ...toUpstream(entry), admin_id: upstream.userId } }, readEntry, 'created entry');
}

/** One entry, from the read model (the firm API lists them only, 25 a page). */
export async function getEntry(request: FastifyRequest, id: number): Promise<CrmEntry> {
  const entry = (await request.server.readModel.view(request, crmEntriesList)).get(id);
  if (!entry) throw new HttpError(404, 'not_found', 'Entrée introuvable.');
  return entry;
}

type IfMatch = string | string[] | undefined;

/**
 * Replaces an entry with `entry`, or with a function of the stored one (a PATCH: the fields sent over
 * it, checked whole), if it is still the version of `ifMatch` (record-lock.ts).
 */
export function updateEntry(request: FastifyRequest, id: number, entry: CrmEntryBody | ((current: CrmEntry) => CrmEntryBody), ifMatch?: IfMatch): Promise<CrmEntry> {
  const { upstream } = request;
  return guardedWrite(request.server.records, {
    key: `crm-entry:${id}`,
    ifMatch,
    read: () => getEntry(request, id),
    write: (current) => upstream.read({ method: 'PUT', path: `/kpis/${id}`, json: toUpstream(typeof entry === 'function' ? entry(current) : entry) }, readEntry, 'updated entry'),
  });
}

export function deleteEntry(request: FastifyRequest, id: number, ifMatch?: IfMatch): Promise<void> {
  return guardedWrite(request.server.records, {
    key: `crm-entry:${id}`,
    ifMatch,
    read: () => getEntry(request, id),
    async write() {
      await request.upstream.body({ method: 'DELETE', path: `/kpis/${id}` });
    },
  });
}
