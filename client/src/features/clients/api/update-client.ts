import { apiRequest } from '@/lib/api-client';
import { clientKeys } from './get-clients';
import type { Client, ClientPatch } from '@shared/schemas/clients';

/**
 * PATCH api/clients/:id: only the fields sent change. The screens send what they edit (the form its
 * fields, a notes tab its text), so a tab never writes back a stale copy of another tab's field.
 */
export async function updateClient(id: number, patch: ClientPatch): Promise<Client> {
  const client = await apiRequest<Client>(clientKeys.one(id), { method: 'PATCH', body: patch });
  await clientKeys.set(clientKeys.one(id), client);
  void clientKeys.revalidateLists();
  return client;
}
