import useSWR from 'swr';
import { withQuery } from '@/components/business/api-path';
import type { Member, MemberSort } from '@shared/schemas/members';
import type { SortOrder, Paged } from '@shared/schemas/common';

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
