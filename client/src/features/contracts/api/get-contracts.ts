import useSWR from 'swr';
import type { Contract, ContractSort, ContractState } from '@shared/schemas/contracts';
import { apiGet } from '@/lib/api-client';
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
  return useSWR<Paged<Contract>>(query ? listKey(query) : null, { keepPreviousData: true });
}

/** Every contract of a query, 100 at a time (CSV export, week figures). */
export async function fetchAllContracts(query: Omit<ContractsQuery, 'page' | 'perPage'>): Promise<Contract[]> {
  const perPage = 100;
  const first = await apiGet<Paged<Contract>>(listKey({ ...query, page: 1, perPage }));
  const pages = Math.ceil(first.total / perPage);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => apiGet<Paged<Contract>>(listKey({ ...query, page: i + 2, perPage }))));
  return [...first.items, ...rest.flatMap((page) => page.items)];
}
