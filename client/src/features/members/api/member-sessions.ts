import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { OpenSessions } from '@shared/schemas/access';
import { memberKeys } from './get-members';
import { memberSessionsKey } from './give-member-access';

/** GET api/members/:id/sessions (admin): the member's open sessions. */
export function useMemberSessions(id: number) {
  return useSWR<OpenSessions>(memberSessionsKey(id));
}

/** DELETE api/members/:id/sessions (admin): every session of the member ends at once, on every instance. */
export async function endMemberSessions(id: number): Promise<void> {
  await apiRequest<null>(memberSessionsKey(id), { method: 'DELETE' });
  await memberKeys.revalidate(memberSessionsKey(id));
}
