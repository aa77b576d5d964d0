import useSWR from 'swr';
import type { Paged, SortOrder } from '@shared/schemas/common';
import type { Member, MemberSort } from '@shared/schemas/members';
import { resourceKeys } from '@/lib/cache-keys';

export const memberKeys = resourceKeys('api/members');

export interface MembersQuery {
  q: string;
  sort: MemberSort;
  order: SortOrder;
  page: number;
  perPage: number;
}

/** GET api/members */
export function useMembers(query: MembersQuery) {
  return useSWR<Paged<Member>>(memberKeys.list({ ...query }), { keepPreviousData: true });
}
