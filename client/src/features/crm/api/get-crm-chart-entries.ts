import useSWR from 'swr';
import type { CrmChart } from '@shared/schemas/crm';
import { apiGet } from '@/lib/api-client';
import { withQuery } from '@/lib/api-path';
import { crmEntryKeys } from './get-crm-entries';

/**
 * GET api/crm/chart: the period's entries counted per day and action by the BFF, not every entry.
 * Kept under the entries' keys, so that a write of an entry asks for it again.
 */
export function useCrmChart(from: string, to: string) {
  return useSWR<CrmChart>(crmEntryKeys.derived('chart', from, to), () => apiGet<CrmChart>(withQuery('api/crm/chart', { from, to })), { keepPreviousData: true });
}
