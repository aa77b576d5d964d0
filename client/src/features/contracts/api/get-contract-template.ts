import useSWR from 'swr';
import type { ContractTemplate } from '@shared/schemas/contract-template';
import { resourceKeys } from '@/lib/cache-keys';

export const contractTemplateKeys = resourceKeys('api/contract-template');

/**
 * GET api/contract-template (every role that may create a contract); `false` skips the call. The
 * contract screens read it once; the template's own page follows its changes (`followChanges`: asked
 * again when the window regains focus).
 */
export function useContractTemplate(enabled = true, { followChanges = false } = {}) {
  return useSWR<ContractTemplate>(enabled ? contractTemplateKeys.path : null, { revalidateOnFocus: followChanges });
}
