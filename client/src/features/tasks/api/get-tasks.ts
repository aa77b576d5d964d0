import useSWR, { mutate } from 'swr';
import type { Task } from '@shared/schemas/tasks';
import { keysOf, withQuery } from '@/components/business/api-path';
import { UNREAD_COUNT_KEY } from '@/features/tasks/use-unread-count';
import type { Paged } from '@shared/schemas/common';

export const TASKS_PATH = 'api/tasks';

export interface TasksQuery {
  filter: string;
  q?: string;
  customerId?: number;
  /** true: past due and not completed only; false: the others; absent: both */
  urgent?: boolean;
  page?: number;
  perPage?: number;
}

export function tasksKey(query: TasksQuery): string {
  return withQuery(TASKS_PATH, {
    filter: query.filter,
    q: query.q,
    customerId: query.customerId,
    urgent: query.urgent === undefined ? undefined : String(query.urgent),
    page: query.page,
    perPage: query.perPage,
  });
}

/** GET api/tasks: one page of the tasks of a filter (all, unread, important, completed or a type), newest due date first. */
export function useTasks(query: TasksQuery) {
  return useSWR<Paged<Task>>(tasksKey(query), { keepPreviousData: true });
}

/** Every task list and the navbar's unread badge, after a write. */
export async function revalidateTasks(): Promise<void> {
  await Promise.all([mutate(keysOf(TASKS_PATH)), mutate(UNREAD_COUNT_KEY)]);
}
