import useSWR from 'swr';
import type { DemoUser } from '@shared/schemas/demo-users';

export const USERS_PATH = 'api/users';
export const USERS_LIST_PATH = `${USERS_PATH}/list`;

/** GET api/users/list: every sample user (twenty); the screens filter and page them. */
export function useDemoUsers() {
  return useSWR<DemoUser[]>(USERS_LIST_PATH);
}
