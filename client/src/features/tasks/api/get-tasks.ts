import useSWR from 'swr';
import type { Paged } from '@shared/schemas/common';
import type { Task } from '@shared/schemas/tasks';
import { resourceKeys } from '@/lib/cache-keys';
import { unreadCountKeys } from './get-unread-count';

export const taskKeys = resourceKeys('api/tasks');

export interface TasksQuery {
  filter: string;
  q?: string;
  customerId?: number;
  /** true: past due and not completed only; false: the others; absent: both */
  urgent?: boolean;
  page?: number;
  perPage?: number;
}

/** GET api/tasks: one page of the tasks of a filter (all, unread, important, completed or a type), newest due date first. */
export function useTasks(query: TasksQuery) {
  const { filter, q, customerId, urgent, page, perPage } = query;
  return useSWR<Paged<Task>>(taskKeys.list({ filter, q, customerId, urgent, page, perPage }), { keepPreviousData: true });
}

/** Every task list and the navbar's unread badge, after a write. */
export async function revalidateTasks(): Promise<void> {
  await Promise.all([taskKeys.revalidate(), unreadCountKeys.revalidate()]);
}
