import useSWR from 'swr';
import type { Client } from '@shared/schemas/clients';
import { resourceKeys } from '@/lib/cache-keys';

/** The clients' keys: the client card reads the same record (one cache). */
export const clientKeys = resourceKeys('api/clients');

/** GET api/clients/:id: whose documents are shown. */
export function useClient(id: number | null) {
  return useSWR<Client>(id === null ? null : clientKeys.one(id));
}
