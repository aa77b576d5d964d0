import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { FORMER_CLIENTS_PATH } from './get-former-clients';

/** DELETE api/former-clients/:id */
export async function deleteFormerClient(id: string): Promise<void> {
  await apiRequest<null>(`${FORMER_CLIENTS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await mutate((key) => typeof key === 'string' && key.startsWith(FORMER_CLIENTS_PATH));
}
