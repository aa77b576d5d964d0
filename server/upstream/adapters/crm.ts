/** A CRM entry (the firm API's /kpis rows) between the firm API and the BFF, through its field table. */
import { CRM_ENTRY_FIELDS, type CrmEntry, type CrmEntryBody } from '../../../shared/schemas/crm.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';
import type { Row } from '../contract/codecs.js';
import { KPI_CODECS } from '../contract/kpis.js';
import { readColumns, writeColumns } from './record-columns.js';
import { versioned } from './record-version.js';

/** An entry, or null for a row whose object or action the BFF does not know. */
export function toEntry(row: Row): CrmEntry | null {
  const entry = readColumns(CRM_ENTRY_FIELDS, KPI_CODECS, row) as Unversioned<CrmEntry>;
  return entry.id === null || entry.object === null || entry.action === null ? null : versioned(CRM_ENTRY_FIELDS, entry);
}

export const toUpstreamEntry = (entry: CrmEntryBody) => writeColumns(CRM_ENTRY_FIELDS, KPI_CODECS, entry, 'kpi');
