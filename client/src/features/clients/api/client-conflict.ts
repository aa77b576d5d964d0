import { apiRequest, EditConflict } from '@/lib/api-client';
import type { Client } from '@shared/schemas/clients';
import { clientKeys } from './get-clients';

/** Whether a client as answered carries their NIR masked (a 412's current, as lists show it). */
const hasMaskedNir = (client: unknown) => typeof (client as Partial<Client> | null)?.socialSecurityNumber === 'string' && (client as Client).socialSecurityNumber.includes('*');

/** Whether a write's refusal is a 412 whose current client has their NIR masked. */
export const isMaskedConflict = (error: unknown): error is EditConflict<Client> => error instanceof EditConflict && hasMaskedNir(error.current);

/**
 * A write made from the card: its 412 answers the client as they are now with their NIR masked, as
 * lists show it, so the card is read again (its GET answers the NIR whole, and journals the look)
 * and that is the conflict's current client: the form, the conflict dialog and the cache never hold
 * the mask, which the dialog would show as the other person's number and a save could write back.
 */
export async function wholeOnConflict<T>(id: number, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!isMaskedConflict(error)) throw error;
    const card = await apiRequest<Client>(clientKeys.one(id));
    throw new EditConflict({ error: error.code, message: error.serverMessage, changedBy: error.changedBy }, card);
  }
}
