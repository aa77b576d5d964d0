import useSWR from 'swr';
import { clientKeys } from './get-clients';
import type { Client } from '@shared/schemas/clients';

/** GET api/clients/:id */
export function useClient(id: number | null) {
  return useSWR<Client>(id === null ? null : clientKeys.one(id));
}
