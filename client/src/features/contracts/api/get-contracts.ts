import useSWR from 'swr';
import type { ContractListItem, ContractSort, ContractState } from '@shared/schemas/contracts';
import { withQuery } from '@/lib/api-path';
import { apiUrl } from '@/lib/base-url';
import { resourceKeys } from '@/lib/cache-keys';
import type { Paged } from '@shared/schemas/common';

export const contractKeys = resourceKeys('api/contracts');

export interface ContractsQuery {
  scope?: 'mine' | 'all';
  state?: ContractState | null;
  clientId?: number | null;
  overdue?: boolean;
  q?: string;
  sort?: ContractSort;
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

/** The key of a list: `overdue` only when asked (false is every contract). */
const listKey = (query: ContractsQuery) => contractKeys.list({ ...query, overdue: query.overdue || undefined });

/** GET api/contracts: one page, the previous one kept on screen while the next loads. */
export function useContracts(query: ContractsQuery | null) {
  return useSWR<Paged<ContractListItem>>(query ? listKey(query) : null, { keepPreviousData: true });
}

/** GET api/contracts/export.csv: every contract of a query, one CSV the BFF streams (the browser saves it as it comes). */
export function contractsExportUrl(query: Omit<ContractsQuery, 'page' | 'perPage'>, lang: 'fr' | 'en'): string {
  return apiUrl(withQuery(`${contractKeys.path}/export.csv`, { ...query, overdue: query.overdue || undefined, lang }));
}
