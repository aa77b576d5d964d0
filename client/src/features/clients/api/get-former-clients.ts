import useSWR from 'swr';
import type { Paged, SortOrder } from '@shared/schemas/common';
import type { FormerClient, FormerClientSort } from '@shared/schemas/former-clients';
import { apiGet } from '@/lib/api-client';
import { withQuery } from '@/components/business/api-path';

export const FORMER_CLIENTS_PATH = 'api/former-clients';

export interface FormerQuery {
  q: string;
  sort: FormerClientSort;
  order: SortOrder;
  page: number;
  perPage: number;
}

export function formerClientsKey(query: FormerQuery): string {
  return withQuery(FORMER_CLIENTS_PATH, { ...query });
}

/** GET api/former-clients */
export function useFormerClients(query: FormerQuery) {
  return useSWR<Paged<FormerClient>>(formerClientsKey(query), { keepPreviousData: true });
}

/** Every row of the current filter (all pages, 100 at a time), for the CSV export. */
export async function fetchAllFormerClients(query: Pick<FormerQuery, 'q' | 'sort' | 'order'>): Promise<FormerClient[]> {
  const rows: FormerClient[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiGet<Paged<FormerClient>>(withQuery(FORMER_CLIENTS_PATH, { ...query, page, perPage: 100 }));
    rows.push(...answer.items);
    if (answer.items.length < 100 || rows.length >= answer.total) return rows;
  }
}
