import { apiRequest } from '@/lib/api-client';
import type { Client } from '@shared/schemas/clients';
import { clientKeys } from './get-clients';

/** DELETE api/clients/:id of the version shown (If-Match) -> 204; the lists are revalidated, the card forgotten. */
export async function deleteClient({ id, version }: Pick<Client, 'id' | 'version'>): Promise<void> {
  await clientKeys.deleted(apiRequest<null>(clientKeys.one(id), { method: 'DELETE', ifMatch: version }), id);
  await clientKeys.revalidateLists();
}
