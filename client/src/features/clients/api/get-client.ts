import useSWR from 'swr';
import { CLIENTS_PATH } from './get-clients';
import type { Client } from '@shared/schemas/clients';

export function clientKey(id: number | string): string {
  return `${CLIENTS_PATH}/${id}`;
}

/** GET api/clients/:id */
export function useClient(id: number | null) {
  return useSWR<Client>(id === null ? null : clientKey(id));
}
