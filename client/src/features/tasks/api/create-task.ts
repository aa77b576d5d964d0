import type { Task, TaskInput } from '@shared/schemas/tasks';
import { apiRequest } from '@/lib/api-client';
import { revalidateTasks, taskKeys } from './get-tasks';

/** POST api/tasks -> 201 Task */
export async function createTask(input: TaskInput): Promise<Task> {
  const task = await apiRequest<Task>(taskKeys.path, { method: 'POST', body: input });
  await revalidateTasks();
  return task;
}
