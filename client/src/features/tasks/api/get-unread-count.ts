import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import { resourceKeys } from '@/lib/cache-keys';
import type { UnreadCountResponse } from '@shared/schemas/tasks';

export const unreadCountKeys = resourceKeys('unread_count');

/** Unread tasks of the signed-in user, refreshed every minute and when the tab regains focus. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useSWR<UnreadCountResponse>(enabled ? unreadCountKeys.path : null, apiGet, {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  });
  return typeof data?.count === 'number' ? data.count : 0;
}
