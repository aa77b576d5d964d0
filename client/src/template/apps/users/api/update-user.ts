import { mutate } from 'swr';
import type { DemoUser, DemoUserPatch } from '@shared/schemas/demo-users';
import { apiRequest } from '@/lib/api-client';
import { userKey } from './get-user';
import { USERS_LIST_PATH } from './get-users';

/** PATCH api/users/:id: only the fields sent change. */
export async function updateDemoUser(id: number, patch: DemoUserPatch): Promise<DemoUser> {
  const user = await apiRequest<DemoUser>(userKey(id), { method: 'PATCH', body: patch });
  await Promise.all([mutate(userKey(id), user, { revalidate: false }), mutate(USERS_LIST_PATH)]);
  return user;
}
