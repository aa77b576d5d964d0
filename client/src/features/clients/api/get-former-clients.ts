import useSWR from 'swr';
import type { Paged, SortOrder } from '@shared/schemas/common';
import type { FormerClient, FormerClientSort } from '@shared/schemas/former-clients';
import { apiGet } from '@/lib/api-client';
import { resourceKeys } from '@/lib/cache-keys';

export const formerClientKeys = resourceKeys('api/former-clients');

export interface FormerQuery {
  q: string;
  sort: FormerClientSort;
  order: SortOrder;
  page: number;
  perPage: number;
}

/** GET api/former-clients */
export function useFormerClients(query: FormerQuery) {
  return useSWR<Paged<FormerClient>>(formerClientKeys.list({ ...query }), { keepPreviousData: true });
}

/** Every row of the current filter (all pages, 100 at a time), for the CSV export. */
export async function fetchAllFormerClients(query: Pick<FormerQuery, 'q' | 'sort' | 'order'>): Promise<FormerClient[]> {
  const rows: FormerClient[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiGet<Paged<FormerClient>>(formerClientKeys.list({ ...query, page, perPage: 100 }));
    rows.push(...answer.items);
    if (answer.items.length < 100 || rows.length >= answer.total) return rows;
  }
}
