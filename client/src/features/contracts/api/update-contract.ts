import type { Contract, ContractPatch } from '@shared/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './get-contracts';

/** PATCH api/contracts/:id over `version` (If-Match): only the fields sent change (a contract keeps its client). */
export async function updateContract(id: number, patch: ContractPatch, version: string): Promise<Contract> {
  const saved = await contractKeys.written(apiRequest<Contract>(contractKeys.one(id), { method: 'PATCH', body: patch, ifMatch: version }));
  void contractKeys.revalidateLists();
  return saved;
}
