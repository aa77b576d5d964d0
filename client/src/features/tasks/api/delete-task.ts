import { apiRequest } from '@/lib/api-client';
import { revalidateTasks, taskKeys } from './get-tasks';

/** DELETE api/tasks/:id */
export async function deleteTask(id: number): Promise<void> {
  await apiRequest<null>(taskKeys.one(id), { method: 'DELETE' });
  await revalidateTasks();
}
