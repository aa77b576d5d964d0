import type { CrmEntry, CrmEntryInput } from '@shared/schemas/crm';
import { apiRequest } from '@/lib/api-client';
import { crmEntryKeys } from './get-crm-entries';

/** PUT api/crm/entries/:id: the whole entry. */
export async function updateCrmEntry(id: number, input: CrmEntryInput): Promise<CrmEntry> {
  const entry = await apiRequest<CrmEntry>(crmEntryKeys.one(id), { method: 'PUT', body: input });
  await crmEntryKeys.revalidate();
  return entry;
}
