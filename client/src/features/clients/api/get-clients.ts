import useSWR from 'swr';
import { withQuery } from '@/components/business/api-path';
import type { Client, ClientScope, ClientSort } from '@shared/schemas/clients';
import type { SortOrder, Paged } from '@shared/schemas/common';

export const CLIENTS_PATH = 'api/clients';

export interface ClientsQuery {
  scope: ClientScope;
  q: string;
  sort: ClientSort;
  order: SortOrder;
  page: number;
  perPage: number;
}

export function clientsKey(query: ClientsQuery): string {
  return withQuery(CLIENTS_PATH, { ...query });
}

/** GET api/clients: one page of the clients, the previous page kept on screen while the next loads. */
export function useClients(query: ClientsQuery) {
  return useSWR<Paged<Client>>(clientsKey(query), { keepPreviousData: true });
}
