import useSWR from 'swr';
import type { ContractTemplate } from '@shared/schemas/contract-template';
import { resourceKeys } from '@/lib/cache-keys';

export const contractTemplateKeys = resourceKeys('api/contract-template');

/** GET api/contract-template (every role that may create a contract); `false` skips the call. */
export function useContractTemplate(enabled = true) {
  return useSWR<ContractTemplate>(enabled ? contractTemplateKeys.path : null, { revalidateOnFocus: false });
}
