import { apiRequest } from '@/lib/api-client';
import { crmEntryKeys } from './get-crm-entries';

/** DELETE api/crm/entries/:id */
export async function deleteCrmEntry(id: number): Promise<void> {
  await apiRequest<null>(crmEntryKeys.one(id), { method: 'DELETE' });
  await crmEntryKeys.revalidate();
}
