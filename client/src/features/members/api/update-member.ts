import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './get-members';
import type { Member, MemberUpdate } from '@shared/schemas/members';

/** PUT api/members/:id (admin); no password keeps the current one. */
export async function updateMember(id: number, input: MemberUpdate): Promise<Member> {
  const member = await apiRequest<Member>(memberKeys.one(id), { method: 'PUT', body: input });
  await memberKeys.revalidate();
  return member;
}
