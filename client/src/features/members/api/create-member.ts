import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { keysOf } from '@/components/business/api-path';
import { MEMBERS_PATH } from './get-members';
import type { Member } from '@shared/schemas/members';
import type { Role } from '@shared/schemas/people';

export interface MemberInput {
  name: string;
  email: string;
  role: Role;
  password?: string;
}

/** POST api/members (admin) -> 201 Member */
export async function createMember(input: MemberInput & { password: string }): Promise<Member> {
  const member = await apiRequest<Member>(MEMBERS_PATH, { method: 'POST', body: input });
  await mutate(keysOf(MEMBERS_PATH));
  return member;
}
