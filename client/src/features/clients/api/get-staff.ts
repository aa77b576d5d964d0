import useSWR from 'swr';
import type { Member } from '@shared/schemas/members';
import type { Paged } from '@shared/schemas/common';
import { resourceKeys } from '@/lib/cache-keys';

/** The team members who may be responsible for a client (GET api/members: admin and Consultant only); a member's write revalidates it. */
const STAFF_KEY = resourceKeys('api/members').list({ sort: 'name', order: 'asc', perPage: 100 });

export function useStaff(enabled: boolean) {
  return useSWR<Paged<Member>>(enabled ? STAFF_KEY : null, { revalidateOnFocus: false });
}
