import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './get-contracts';

/** DELETE api/contracts/:id -> 204 */
export async function deleteContract(id: number): Promise<void> {
  await apiRequest<null>(contractKeys.one(id), { method: 'DELETE' });
  await contractKeys.set(contractKeys.one(id), undefined);
  await contractKeys.revalidateLists();
}
