import type { CrmEntry, CrmEntryPatch } from '@shared/schemas/crm';
import { apiRequest } from '@/lib/api-client';
import { crmEntryKeys } from './get-crm-entries';

/** PATCH api/crm/entries/:id over `version` (If-Match): only the fields sent change; the pages and the chart are asked again. */
export async function updateCrmEntry(id: number, patch: CrmEntryPatch, version: string): Promise<CrmEntry> {
  const entry = await crmEntryKeys.written(apiRequest<CrmEntry>(crmEntryKeys.one(id), { method: 'PATCH', body: patch, ifMatch: version }));
  await crmEntryKeys.revalidate();
  return entry;
}
