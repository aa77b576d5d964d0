import type { ContractTemplate, ContractTemplateUpdate } from '@shared/schemas/contract-template';
import { apiRequest } from '@/lib/api-client';
import { contractTemplateKeys } from './get-contract-template';

/** PUT api/contract-template -> the template as stored, totals recomputed by the BFF. */
export async function saveContractTemplate(input: ContractTemplateUpdate): Promise<ContractTemplate> {
  const saved = await apiRequest<ContractTemplate>(contractTemplateKeys.path, { method: 'PUT', body: input });
  await contractTemplateKeys.set(contractTemplateKeys.path, saved);
  return saved;
}
