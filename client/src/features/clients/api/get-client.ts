import useSWR from 'swr';
import type { Client } from '@shared/types';
import { CLIENTS_PATH } from './get-clients';

export function clientKey(id: number | string): string {
  return `${CLIENTS_PATH}/${id}`;
}

/** GET api/clients/:id */
export function useClient(id: number | null) {
  return useSWR<Client>(id === null ? null : clientKey(id));
}
