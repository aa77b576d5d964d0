import { mutate } from 'swr';
import type { Member, Role } from '@shared/types';
import { apiRequest } from '@/lib/api-client';
import { keysOf } from '@/lib/api-path';
import { MEMBERS_PATH } from './get-members';

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
