import { apiRequest } from '@/lib/api-client';
import { clientKeys } from './get-clients';

/** DELETE api/clients/:id -> 204; the lists are revalidated, the card forgotten. */
export async function deleteClient(id: number): Promise<void> {
  await apiRequest<null>(clientKeys.one(id), { method: 'DELETE' });
  await clientKeys.set(clientKeys.one(id), undefined);
  await clientKeys.revalidateLists();
}
