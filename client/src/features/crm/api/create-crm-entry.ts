import type { CrmEntry, CrmEntryInput } from '@shared/schemas/crm';
import { apiRequest } from '@/lib/api-client';
import { crmEntryKeys } from './get-crm-entries';

/** POST api/crm/entries -> 201 (400 for a future date or an Email / "Email reçu" mismatch); the table's pages and the chart change. */
export async function createCrmEntry(input: CrmEntryInput): Promise<CrmEntry> {
  const entry = await apiRequest<CrmEntry>(crmEntryKeys.path, { method: 'POST', body: input });
  await crmEntryKeys.revalidate();
  return entry;
}
