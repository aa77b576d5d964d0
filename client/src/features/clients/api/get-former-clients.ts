import useSWR from 'swr';
import type { Paged, SortOrder } from '@shared/schemas/common';
import type { FormerClient, FormerClientSort } from '@shared/schemas/former-clients';
import { withQuery } from '@/lib/api-path';
import { apiUrl } from '@/lib/base-url';
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

/** GET api/former-clients/export.csv: every former client of a search, one CSV the BFF streams (and journals). */
export function formerClientsExportUrl(query: Pick<FormerQuery, 'q' | 'sort' | 'order'>, lang: 'fr' | 'en'): string {
  return apiUrl(withQuery(`${formerClientKeys.path}/export.csv`, { ...query, q: query.q || undefined, lang }));
}
