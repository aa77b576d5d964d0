import useSWR from 'swr';
import type { TemplateUser } from '@shared/schemas/template-users';
import { USERS_PATH } from './get-users';

export const userKey = (id: number): string => `${USERS_PATH}/${id}`;

/** GET api/users/:id */
export function useTemplateUser(id: number | null) {
  return useSWR<TemplateUser>(id === null ? null : userKey(id));
}
