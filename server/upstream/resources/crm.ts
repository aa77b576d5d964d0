/** The upstream's CRM log (/kpis, 25 a page): read whole, one entry written at a time. */
import { CRM_ENTRY_FIELDS, type CrmEntry, type CrmEntryBody } from '../../../shared/schemas/crm.js';
import { readColumns, writeColumns } from '../adapters/record-columns.js';
import { integerOrNull, type Row } from '../contract/codecs.js';
import { KPI_CODECS } from '../contract/kpis.js';
import { isRecord } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';
import { HttpError } from '../../http-error.js';
import type { KeyValueStore } from '../../store/store.js';
import { versioned } from '../adapters/record-version.js';
import { guardedWrite } from '../record-lock.js';

/** The upstream's pages are fetched this many at a time. */
const PARALLEL_PAGES = 6;

/** An entry, or null for a row whose object or action the BFF does not know. */
function toEntry(row: Row): CrmEntry | null {
  const entry = readColumns(CRM_ENTRY_FIELDS, KPI_CODECS, row) as Unversioned<CrmEntry>;
  return entry.id === null || entry.object === null || entry.action === null ? null : versioned(CRM_ENTRY_FIELDS, entry);
}

const readEntry = (body: unknown) => (isRecord(body) ? toEntry(body) : null);
const toUpstream = (entry: CrmEntryBody) => writeColumns(CRM_ENTRY_FIELDS, KPI_CODECS, entry, 'kpi');

function page(upstream: UserUpstream, n: number): Promise<{ rows: Row[]; lastPage: number }> {
  return upstream.read({ method: 'GET', path: '/kpis', query: { page: n } }, (body) =>
    isRecord(body) && Array.isArray(body.data) ? { rows: body.data.filter(isRecord), lastPage: Math.max(1, integerOrNull(body.last_page) ?? 1) } : null,
  'kpis page');
}

/** Every entry, in the upstream's order (newest first). */
export async function allEntries(upstream: UserUpstream): Promise<CrmEntry[]> {
  const first = await page(upstream, 1);
  const rows = [...first.rows];
  for (let start = 2; start <= first.lastPage; start += PARALLEL_PAGES) {
    const numbers = Array.from({ length: Math.min(PARALLEL_PAGES, first.lastPage - start + 1) }, (_, i) => start + i);
    for (const next of await Promise.all(numbers.map((n) => page(upstream, n)))) rows.push(...next.rows);
  }
  return rows.map(toEntry).filter((e): e is CrmEntry => e !== null);
}

/** An entry signed by the caller. */
export function createEntry(upstream: UserUpstream, entry: CrmEntryBody): Promise<CrmEntry> {
  return upstream.read({ method: 'POST', path: '/kpis', json: { ...toUpstream(entry), admin_id: upstream.userId } }, readEntry, 'created entry');
}

/** One entry (the firm API lists them only, 25 a page). */
async function getEntry(upstream: UserUpstream, id: number): Promise<CrmEntry> {
  const entry = (await allEntries(upstream)).find((e) => e.id === id);
  if (!entry) throw new HttpError(404, 'not_found', 'Entrée introuvable.');
  return entry;
}

type IfMatch = string | string[] | undefined;

/**
 * Replaces an entry with `entry`, or with a function of the stored one (a PATCH: the fields sent over
 * it, checked whole), if it is still the version of `ifMatch` (record-lock.ts).
 */
export function updateEntry(upstream: UserUpstream, store: KeyValueStore, id: number, entry: CrmEntryBody | ((current: CrmEntry) => CrmEntryBody), ifMatch?: IfMatch): Promise<CrmEntry> {
  return guardedWrite(store, {
    key: `crm-entry:${id}`,
    ifMatch,
    read: () => getEntry(upstream, id),
    write: (current) => upstream.read({ method: 'PUT', path: `/kpis/${id}`, json: toUpstream(typeof entry === 'function' ? entry(current) : entry) }, readEntry, 'updated entry'),
  });
}

export function deleteEntry(upstream: UserUpstream, store: KeyValueStore, id: number, ifMatch?: IfMatch): Promise<void> {
  return guardedWrite(store, {
    key: `crm-entry:${id}`,
    ifMatch,
    read: () => getEntry(upstream, id),
    async write() {
      await upstream.body({ method: 'DELETE', path: `/kpis/${id}` });
    },
  });
}
