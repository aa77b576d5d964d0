import type { Task, TaskPatch } from '@shared/schemas/tasks';
import type { UnreadCountResponse } from '@shared/schemas/tasks';
import { apiRequest } from '@/lib/api-client';
import { unreadCountKeys } from './get-unread-count';
import { revalidateTasks, taskKeys } from './get-tasks';
import type { Paged } from '@shared/schemas/common';

/**
 * PATCH api/tasks/:id, over `version` when given (If-Match: the task dialog's edits; a row's toggle
 * sets its one flag whatever the version). The lists show the change at once (optimistic), the badge
 * too when the read flag moves; the answer (or a 412's current task) replaces the row, then both are
 * checked against the server, which also undoes the change on a failure.
 */
export async function patchTask(task: Task, patch: TaskPatch, version?: string): Promise<Task> {
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
    return await taskKeys.written(apiRequest<Task>(taskKeys.one(task.id), { method: 'PATCH', body: patch, ifMatch: version }));
  } finally {
    await revalidateTasks();
  }
}
