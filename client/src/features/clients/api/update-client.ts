import { apiRequest } from '@/lib/api-client';
import { clientKeys } from './get-clients';
import { wholeOnConflict } from './client-conflict';
import type { Client, ClientPatch } from '@shared/schemas/clients';

/**
 * PATCH api/clients/:id over `version` (If-Match): only the fields sent change, so a tab never
 * writes back a stale copy of another tab's field. The answer (or a 412's current client, read again
 * whole) is cached.
 */
export async function updateClient(id: number, patch: ClientPatch, version: string): Promise<Client> {
  const client = await clientKeys.written(wholeOnConflict(id, apiRequest<Client>(clientKeys.one(id), { method: 'PATCH', body: patch, ifMatch: version })));
  void clientKeys.revalidateLists();
  return client;
}
