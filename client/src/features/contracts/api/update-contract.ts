import type { Contract, ContractUpdate } from '@shared/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './get-contracts';

/** PUT api/contracts/:id (a contract keeps its client) */
export async function updateContract(id: number, input: ContractUpdate): Promise<Contract> {
  const saved = await apiRequest<Contract>(contractKeys.one(id), { method: 'PUT', body: input });
  await contractKeys.set(contractKeys.one(id), saved);
  void contractKeys.revalidateLists();
  return saved;
}
