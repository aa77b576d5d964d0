import type { CrmEntry } from '@shared/schemas/crm';
import { apiRequest } from '@/lib/api-client';
import { crmEntryKeys } from './get-crm-entries';

/** DELETE api/crm/entries/:id of the version shown (If-Match) */
export async function deleteCrmEntry({ id, version }: Pick<CrmEntry, 'id' | 'version'>): Promise<void> {
  await crmEntryKeys.deleted(apiRequest<null>(crmEntryKeys.one(id), { method: 'DELETE', ifMatch: version }), id);
  await crmEntryKeys.revalidate();
}
