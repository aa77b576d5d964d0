import { mutate } from 'swr';
import type { Client, ClientInput } from '@shared/types';
import { apiRequest } from '@/lib/api-client';
import { clientKey } from './get-client';
import { CLIENTS_PATH } from './get-clients';

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
  return input;
}
