import { mutate } from 'swr';
import type { TemplateUser, TemplateUserPatch } from '@shared/schemas/template-users';
import { apiRequest } from '@/lib/api-client';
import { userKey } from './get-user';
import { USERS_LIST_PATH } from './get-users';

/** PATCH api/users/:id: only the fields sent change. */
export async function updateTemplateUser(id: number, patch: TemplateUserPatch): Promise<TemplateUser> {
  const user = await apiRequest<TemplateUser>(userKey(id), { method: 'PATCH', body: patch });
  await Promise.all([mutate(userKey(id), user, { revalidate: false }), mutate(USERS_LIST_PATH)]);
  return user;
}
