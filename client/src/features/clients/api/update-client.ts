import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { clientKey } from './get-client';
import { CLIENTS_PATH } from './get-clients';
import type { Client, ClientInput } from '@shared/schemas/clients';
import type { Civility } from '@shared/schemas/people';

/** PUT api/clients/:id */
export async function updateClient(id: number, input: ClientInput): Promise<Client> {
  const client = await apiRequest<Client>(clientKey(id), { method: 'PUT', body: input });
  await mutate(clientKey(id), client, { revalidate: false });
  void mutate((key) => typeof key === 'string' && key.startsWith(`${CLIENTS_PATH}?`));
  return client;
}

/** A client's editable fields, as PUT wants them. */
export function inputOf(client: Client): ClientInput {
  const { id: _id, createdAt: _createdAt, expertName: _expertName, validAccount: _valid, comments: _comments, ...input } = client;
  // A record the firm API gave no civility sends null, which the BFF refuses (400 civility): the form asks for one.
  return { ...input, civility: input.civility as Civility };
}
