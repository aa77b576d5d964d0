import { apiRequest } from '@/lib/api-client';
import type { Client } from '@shared/schemas/clients';
import { clientKeys } from './get-clients';
import { isMaskedConflict, wholeOnConflict } from './client-conflict';

/**
 * DELETE api/clients/:id of the version shown (If-Match) -> 204; the lists are revalidated, the card
 * forgotten. A 412's current client has their NIR masked: from the card (`onCard`), the card is read
 * again whole; from a list, the lists take the row as they show it and the card is forgotten (read
 * again when opened), so that no cached card holds the mask.
 */
export async function deleteClient({ id, version }: Pick<Client, 'id' | 'version'>, { onCard = false }: { onCard?: boolean } = {}): Promise<void> {
  const request = apiRequest<null>(clientKeys.one(id), { method: 'DELETE', ifMatch: version });
  try {
    await clientKeys.deleted(onCard ? wholeOnConflict(id, request) : request, id);
  } catch (error) {
    if (!onCard && isMaskedConflict(error)) await clientKeys.set(clientKeys.one(id), undefined);
    throw error;
  }
  await clientKeys.revalidateLists();
}
