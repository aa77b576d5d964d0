import { apiRequest } from '@/lib/api-client';
import { clientKeys } from './get-clients';
import type { Client, ClientInput } from '@shared/schemas/clients';

/** POST api/clients -> 201 Client (409 email_taken, 400 naming the field or social_security_key_mismatch, 502 create_failed); every cached list is stale. */
export async function createClient(input: ClientInput): Promise<Client> {
  const client = await apiRequest<Client>(clientKeys.path, { method: 'POST', body: input });
  await clientKeys.revalidate();
  return client;
}
