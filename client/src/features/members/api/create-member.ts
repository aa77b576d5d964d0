import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { keysOf } from '@/lib/api-path';
import { MEMBERS_PATH } from './get-members';
import type { Member, MemberUpdate } from '@shared/schemas/members';

/** What the member form sends (POST needs the password, PUT may leave it out). */
export type MemberInput = MemberUpdate;

/** POST api/members (admin) -> 201 Member */
export async function createMember(input: MemberInput & { password: string }): Promise<Member> {
  const member = await apiRequest<Member>(MEMBERS_PATH, { method: 'POST', body: input });
  await mutate(keysOf(MEMBERS_PATH));
  return member;
}
