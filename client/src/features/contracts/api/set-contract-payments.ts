import type { Contract, PaymentSwitches } from '@shared/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './get-contracts';

/** POST api/contracts/:id/payments over `version` (If-Match): deposit and balance switches (balance on => both paid; deposit off => both cleared). */
export async function setContractPayments(id: number, switches: PaymentSwitches, version: string): Promise<Contract> {
  const saved = await contractKeys.written(apiRequest<Contract>(`${contractKeys.one(id)}/payments`, { method: 'POST', body: switches, ifMatch: version }));
  void contractKeys.revalidateLists();
  return saved;
}
