import type { Task, TaskPatch } from '@shared/schemas/tasks';
import type { UnreadCountResponse } from '@shared/schemas/tasks';
import { apiRequest } from '@/lib/api-client';
import { unreadCountKeys } from './get-unread-count';
import { revalidateTasks, taskKeys } from './get-tasks';
import type { Paged } from '@shared/schemas/common';

/**
 * PATCH api/tasks/:id. The lists show the change at once (optimistic), the badge too when the read
 * flag moves; both are then checked against the server, which also undoes the change on a failure.
 */
export async function patchTask(task: Task, patch: TaskPatch): Promise<Task> {
  // Into or out of the trash, the task leaves the list it is in at once.
  const leaves = patch.trashed !== undefined && patch.trashed !== task.trashed;
  const applyTo = (data: Paged<Task> | undefined): Paged<Task> | undefined =>
    data &&
    (leaves
      ? { items: data.items.filter((item) => item.id !== task.id), total: data.total - (data.items.some((item) => item.id === task.id) ? 1 : 0) }
      : { ...data, items: data.items.map((item) => (item.id === task.id ? { ...item, ...patch } : item)) });
  const readDelta = patch.read === undefined || patch.read === task.read ? 0 : patch.read ? -1 : 1;
  await taskKeys.updateLists(applyTo);
  if (readDelta !== 0) {
    await unreadCountKeys.set<UnreadCountResponse>(unreadCountKeys.path, (current) => (current ? { count: Math.max(0, current.count + readDelta) } : current));
  }
  try {
    return await apiRequest<Task>(taskKeys.one(task.id), { method: 'PATCH', body: patch });
  } finally {
    await revalidateTasks();
  }
}
