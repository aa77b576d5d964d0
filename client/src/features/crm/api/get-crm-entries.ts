import useSWR from 'swr';
import type { CrmEntry } from '@shared/schemas/crm';
import { resourceKeys } from '@/lib/cache-keys';
import type { Paged } from '@shared/schemas/common';

export const crmEntryKeys = resourceKeys('api/crm/entries');

export interface CrmQuery {
  object?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
  page?: number;
  perPage?: number;
}

/** GET api/crm/entries: one page, newest first. */
export function useCrmEntries(query: CrmQuery) {
  return useSWR<Paged<CrmEntry>>(crmEntryKeys.list({ ...query }), { keepPreviousData: true });
}
