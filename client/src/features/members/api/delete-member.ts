import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { keysOf } from '@/lib/api-path';
import { MEMBERS_PATH } from './get-members';

/** DELETE api/members/:id (admin; 409 on one's own account) */
export async function deleteMember(id: number): Promise<void> {
  await apiRequest<null>(`${MEMBERS_PATH}/${id}`, { method: 'DELETE' });
  await mutate(keysOf(MEMBERS_PATH));
}
