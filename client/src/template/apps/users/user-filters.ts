import type { TemplateUser } from '@shared/schemas/template-users';
import { TEMPLATE_USER_ROLES } from '@shared/schemas/template-users';

export const USER_SORTS = ['name', 'role', 'created_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const STATUS_VALUES = ['valid', 'invalid'] as const;
export const VERIFIED_VALUES = ['yes', 'no'] as const;

/** The list's state in the URL: search, sort, paging and its three filters. */
export const USER_TABLE = {
  sorts: USER_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: { role: TEMPLATE_USER_ROLES, status: STATUS_VALUES, verified: VERIFIED_VALUES },
} as const;

export interface UserFilters {
  q: string;
  role: (typeof TEMPLATE_USER_ROLES)[number] | null;
  status: (typeof STATUS_VALUES)[number] | null;
  verified: (typeof VERIFIED_VALUES)[number] | null;
  sort: UserSort;
  order: 'asc' | 'desc';
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The text a search looks in: the name, the e-mail, the first and last names and the cities. */
function searchable(user: TemplateUser): string {
  const p = user.personal_informations;
  return fold([user.name, user.email, p?.first_name, p?.last_name, p?.personal_city, p?.society_city].filter(Boolean).join(' '));
}

/** The users the filters keep, sorted; the search ignores case and accents. */
export function filterUsers(users: readonly TemplateUser[], f: UserFilters): TemplateUser[] {
  const words = fold(f.q).split(/\s+/).filter(Boolean);
  const kept = users.filter(
    (user) =>
      (f.role === null || user.role === f.role) &&
      (f.status === null || user.valid_account === (f.status === 'valid' ? 1 : 0)) &&
      (f.verified === null || (user.email_verified_at !== null) === (f.verified === 'yes')) &&
      words.every((word) => searchable(user).includes(word)),
  );
  const key = (user: TemplateUser): string => (f.sort === 'name' ? fold(user.name) : f.sort === 'role' ? user.role : user.created_at);
  const sign = f.order === 'asc' ? 1 : -1;
  return kept.sort((a, b) => sign * key(a).localeCompare(key(b)) || a.id - b.id);
}
