import useSWR from 'swr';
import type { Paged } from '@shared/schemas/common';
import type { Client } from '@shared/schemas/clients';
import { resourceKeys } from '@/lib/cache-keys';
import type { ClientScope, ClientSort } from '@shared/schemas/clients';
import type { SortOrder } from '@shared/schemas/common';

export const clientKeys = resourceKeys('api/clients');

export interface ClientsQuery {
  scope: ClientScope;
  q: string;
  sort: ClientSort;
  order: SortOrder;
  page: number;
  perPage: number;
}

/** GET api/clients: one page of the clients, the previous page kept on screen while the next loads. */
export function useClients(query: ClientsQuery) {
  return useSWR<Paged<Client>>(clientKeys.list({ ...query }), { keepPreviousData: true });
}
