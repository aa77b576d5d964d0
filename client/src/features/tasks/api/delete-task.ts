import type { Task } from '@shared/schemas/tasks';
import { apiRequest } from '@/lib/api-client';
import { revalidateTasks, taskKeys } from './get-tasks';

/** DELETE api/tasks/:id of the version shown (If-Match) */
export async function deleteTask({ id, version }: Pick<Task, 'id' | 'version'>): Promise<void> {
  await taskKeys.deleted(apiRequest<null>(taskKeys.one(id), { method: 'DELETE', ifMatch: version }), id);
  await revalidateTasks();
}
