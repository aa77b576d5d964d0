import useSWR from 'swr';
import type { Client } from '@shared/schemas/clients';

/** GET api/clients/:id (the same SWR key as the client card: one cache). */
export function useContractClient(id: number | null) {
  return useSWR<Client>(id === null ? null : `api/clients/${id}`);
}
