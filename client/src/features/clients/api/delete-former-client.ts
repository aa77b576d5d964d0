import { apiRequest } from '@/lib/api-client';
import { formerClientKeys } from './get-former-clients';

/** DELETE api/former-clients/:id */
export async function deleteFormerClient(id: string): Promise<void> {
  await apiRequest<null>(formerClientKeys.one(id), { method: 'DELETE' });
  await formerClientKeys.revalidate();
}
