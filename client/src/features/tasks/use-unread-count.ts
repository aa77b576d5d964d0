import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { UnreadCountResponse } from '@shared/schemas/tasks';

export const UNREAD_COUNT_KEY = 'unread_count';

/** Unread tasks of the signed-in user, refreshed every minute and when the tab regains focus. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useSWR<UnreadCountResponse>(enabled ? UNREAD_COUNT_KEY : null, apiGet, {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  });
  return typeof data?.count === 'number' ? data.count : 0;
}
