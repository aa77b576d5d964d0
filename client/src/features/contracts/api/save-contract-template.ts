import type { ContractTemplate, ContractTemplatePatch } from '@shared/schemas/contract-template';
import { apiRequest } from '@/lib/api-client';
import { contractTemplateKeys } from './get-contract-template';

/** PATCH api/contract-template over `version` (If-Match): only the parts sent change; the answer's totals are the BFF's. */
export function saveContractTemplate(patch: ContractTemplatePatch, version: string): Promise<ContractTemplate> {
  return contractTemplateKeys.written(apiRequest<ContractTemplate>(contractTemplateKeys.path, { method: 'PATCH', body: patch, ifMatch: version }));
}
