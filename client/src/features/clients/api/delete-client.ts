import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { clientKey } from './get-client';
import { CLIENTS_PATH } from './get-clients';

/** DELETE api/clients/:id -> 204; the lists are revalidated, the card forgotten. */
export async function deleteClient(id: number): Promise<void> {
  await apiRequest<null>(clientKey(id), { method: 'DELETE' });
  await mutate(clientKey(id), undefined, { revalidate: false });
  await mutate((key) => typeof key === 'string' && key.startsWith(`${CLIENTS_PATH}?`));
}
