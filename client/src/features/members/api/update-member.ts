import { apiRequest } from '@/lib/api-client';
import { memberKeys } from './get-members';
import type { Member, MemberPatch } from '@shared/schemas/members';

/** PATCH api/members/:id (admin) over `version` (If-Match): only the fields sent change (a password only when typed). */
export async function updateMember(id: number, patch: MemberPatch, version: string): Promise<Member> {
  const member = await memberKeys.written(apiRequest<Member>(memberKeys.one(id), { method: 'PATCH', body: patch, ifMatch: version }));
  void memberKeys.revalidateLists();
  return member;
}
