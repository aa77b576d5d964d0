import useSWR from 'swr';
import type { Paged, SortOrder } from '@shared/schemas/common';
import type { Member, MemberSort } from '@shared/schemas/members';
import { withQuery } from '@/lib/api-path';

export const MEMBERS_PATH = 'api/members';

export interface MembersQuery {
  q: string;
  sort: MemberSort;
  order: SortOrder;
  page: number;
  perPage: number;
}

/** GET api/members */
export function useMembers(query: MembersQuery) {
  return useSWR<Paged<Member>>(withQuery(MEMBERS_PATH, { ...query }), { keepPreviousData: true });
}
