import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { clientKey } from './get-client';
import { CLIENTS_PATH } from './get-clients';
import type { Client, ClientPatch } from '@shared/schemas/clients';

/**
 * PATCH api/clients/:id: only the fields sent change. The screens send what they edit (the form its
 * fields, a notes tab its text), so a tab never writes back a stale copy of another tab's field.
 */
export async function updateClient(id: number, patch: ClientPatch): Promise<Client> {
  const client = await apiRequest<Client>(clientKey(id), { method: 'PATCH', body: patch });
  await mutate(clientKey(id), client, { revalidate: false });
  void mutate((key) => typeof key === 'string' && key.startsWith(`${CLIENTS_PATH}?`));
  return client;
}
