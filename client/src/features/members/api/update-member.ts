import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { keysOf } from '@/components/business/api-path';
import type { MemberInput } from './create-member';
import { MEMBERS_PATH } from './get-members';
import type { Member } from '@shared/schemas/members';

/** PUT api/members/:id (admin); no password keeps the current one. */
export async function updateMember(id: number, input: MemberInput): Promise<Member> {
  const member = await apiRequest<Member>(`${MEMBERS_PATH}/${id}`, { method: 'PUT', body: input });
  await mutate(keysOf(MEMBERS_PATH));
  return member;
}
