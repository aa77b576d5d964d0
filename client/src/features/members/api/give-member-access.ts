import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './get-members';
import type { TemporaryAccess } from '@shared/schemas/access';

/**
 * POST api/members/:id/access (admin, never one's own account: 409 cannot_reset_self): a temporary
 * password (7 days), answered once and never cached; the lists are asked again (its access changed).
 */
export async function giveMemberAccess(id: number): Promise<TemporaryAccess> {
  const access = await apiRequest<TemporaryAccess>(`${memberKeys.one(id)}/access`, { method: 'POST' });
  void memberKeys.revalidateLists();
  void memberKeys.revalidate(memberSessionsKey(id));
  return access;
}

/** The SWR key of a member's open sessions (giving a password ends them). */
export function memberSessionsKey(id: number): string {
  return `${memberKeys.one(id)}/sessions`;
}
