import useSWR from 'swr';
import type { Member, Paged } from '@shared/types';
import { withQuery } from '@/components/business/api-path';

export const MEMBERS_PATH = 'api/members';
export const MEMBER_SORTS = ['createdAt', 'name', 'email', 'role'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
/** The roles an admin may grant to a team member. */

export interface MembersQuery {
  q: string;
  sort: MemberSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** GET api/members */
export function useMembers(query: MembersQuery) {
  return useSWR<Paged<Member>>(withQuery(MEMBERS_PATH, { ...query }), { keepPreviousData: true });
}
