import useSWR from 'swr';
import type { DemoUser } from '@shared/schemas/demo-users';
import { USERS_PATH } from './get-users';

export const userKey = (id: number): string => `${USERS_PATH}/${id}`;

/** GET api/users/:id */
export function useDemoUser(id: number | null) {
  return useSWR<DemoUser>(id === null ? null : userKey(id));
}
