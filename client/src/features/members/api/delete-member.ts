import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './get-members';

/** DELETE api/members/:id (admin; 409 on one's own account) */
export async function deleteMember(id: number): Promise<void> {
  await apiRequest<null>(memberKeys.one(id), { method: 'DELETE' });
  await memberKeys.revalidate();
}
