import type { Contract } from '@shared/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './get-contracts';

/** DELETE api/contracts/:id of the version shown (If-Match) -> 204 */
export async function deleteContract({ id, version }: Pick<Contract, 'id' | 'version'>): Promise<void> {
  await contractKeys.deleted(apiRequest<null>(contractKeys.one(id), { method: 'DELETE', ifMatch: version }), id);
  await contractKeys.revalidateLists();
}
