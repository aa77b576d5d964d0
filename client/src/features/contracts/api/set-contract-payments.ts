import type { Contract, PaymentSwitches } from '@shared/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './get-contracts';

/** POST api/contracts/:id/payments: deposit and balance switches (balance on => both paid; deposit off => both cleared). */
export async function setContractPayments(id: number, switches: PaymentSwitches): Promise<Contract> {
  const saved = await apiRequest<Contract>(`${contractKeys.one(id)}/payments`, { method: 'POST', body: switches });
  await contractKeys.set(contractKeys.one(id), saved);
  void contractKeys.revalidateLists();
  return saved;
}
