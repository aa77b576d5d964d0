import { apiRequest } from '@/lib/api-client';
import { revalidateTasks, TASKS_PATH } from './get-tasks';

/** DELETE api/tasks/:id */
export async function deleteTask(id: number): Promise<void> {
  await apiRequest<null>(`${TASKS_PATH}/${id}`, { method: 'DELETE' });
  await revalidateTasks();
}
