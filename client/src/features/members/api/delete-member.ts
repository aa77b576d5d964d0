import { apiRequest } from '@/lib/api-client';
import type { Member } from '@shared/schemas/members';
import { memberKeys } from './get-members';

/** DELETE api/members/:id of the version shown (admin; 409 on one's own account) */
export async function deleteMember({ id, version }: Pick<Member, 'id' | 'version'>): Promise<void> {
  await memberKeys.deleted(apiRequest<null>(memberKeys.one(id), { method: 'DELETE', ifMatch: version }), id);
  await memberKeys.revalidate();
}
