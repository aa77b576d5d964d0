import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './get-members';
import type { Member, MemberCreate } from '@shared/schemas/members';

/** POST api/members (admin) -> 201 Member */
export async function createMember(input: MemberCreate): Promise<Member> {
  const member = await apiRequest<Member>(memberKeys.path, { method: 'POST', body: input });
  await memberKeys.revalidate();
  return member;
}
