import useSWR from 'swr';
import type { Paged } from '@shared/types';
import type { Client } from '@shared/schemas/clients';
import { withQuery } from '@/lib/api-path';

export const CLIENTS_PATH = 'api/clients';
export const CLIENT_SORTS = ['createdAt', 'lastName', 'firstName', 'email', 'mobilePhone', 'expertName', 'businessIntroducer', 'status'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export interface ClientsQuery {
  scope: 'mine' | 'all';
  q: string;
  sort: ClientSort;
  order: 'asc' | 'desc';
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
