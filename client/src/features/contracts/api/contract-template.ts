import useSWR, { mutate } from 'swr';
import type { FeeForm, SectionText } from '@shared/schemas/fees';
import type { ContractTemplate } from '@shared/schemas/contract-template';
import { apiRequest } from '@/lib/api-client';

export const TEMPLATE_KEY = 'api/contract-template';

/** GET api/contract-template (every role that may create a contract); `false` skips the call. */
export function useContractTemplate(enabled = true) {
  return useSWR<ContractTemplate>(enabled ? TEMPLATE_KEY : null, { revalidateOnFocus: false });
}

/** PUT api/contract-template -> the template as stored, totals recomputed by the BFF. */
export async function saveContractTemplate(input: { form: FeeForm; texts: SectionText[]; generalConditions: string }): Promise<ContractTemplate> {
  const saved = await apiRequest<ContractTemplate>(TEMPLATE_KEY, { method: 'PUT', body: input });
  await mutate(TEMPLATE_KEY, saved, { revalidate: false });
  return saved;
}
