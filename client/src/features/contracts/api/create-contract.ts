import type { Contract, ContractCreate } from '@shared/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { clientKeys } from './get-client';
import { contractKeys } from './get-contracts';

/** POST api/contracts -> 201 Contract (400 when no service is chosen). */
export async function createContract(input: ContractCreate): Promise<Contract> {
  const created = await apiRequest<Contract>(contractKeys.path, { method: 'POST', body: input });
  await contractKeys.set(contractKeys.one(created.id), created);
  void contractKeys.revalidateLists();
  // The client's services and status follow its contracts.
  void clientKeys.revalidate(clientKeys.one(created.clientId));
  return created;
}
