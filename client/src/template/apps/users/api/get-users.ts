import useSWR from 'swr';
import type { TemplateUser } from '@shared/schemas/template-users';

export const USERS_PATH = 'api/users';
export const USERS_LIST_PATH = `${USERS_PATH}/list`;

/** GET api/users/list: every sample user (twenty); the screens filter and page them. */
export function useTemplateUsers() {
  return useSWR<TemplateUser[]>(USERS_LIST_PATH);
}
