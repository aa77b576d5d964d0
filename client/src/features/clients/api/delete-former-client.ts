import { apiRequest } from '@/lib/api-client';
import type { FormerClient } from '@shared/schemas/former-clients';
import { formerClientKeys } from './get-former-clients';

/** DELETE api/former-clients/:id of the version shown (If-Match) */
export async function deleteFormerClient({ id, version }: Pick<FormerClient, 'id' | 'version'>): Promise<void> {
  await formerClientKeys.deleted(apiRequest<null>(formerClientKeys.one(id), { method: 'DELETE', ifMatch: version }), id);
  await formerClientKeys.revalidate();
}
