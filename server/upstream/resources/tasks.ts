/**
 * The upstream's tasks: the admin and the Experts read them all (/tasks), the others their
 * customers' (/customer_tasks). A task outside what the caller sees is a 404, for reads and writes alike.
 */
import { seesAllTasks } from '../../../shared/policies.js';
import type { Task, TaskCreate, TaskFilter, TaskPatch } from '../../../shared/schemas/tasks.js';
import { HttpError } from '../../http-error.js';
import { listOf } from '../adapters/people.js';
import { toTask, toUpstreamTask } from '../adapters/tasks.js';
import { isRecord } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';

const readTask = (body: unknown) => (isRecord(body) ? toTask(body) : null);

/** The tasks of a filter the caller sees (of one customer, or all), in the upstream's order. */
export async function visibleTasks(upstream: UserUpstream, filter: TaskFilter = 'all', customerId?: number): Promise<Task[]> {
  const path = seesAllTasks(upstream.role) && customerId === undefined ? '/tasks' : '/customer_tasks';
  const rows = await upstream.read({ method: 'GET', path, query: { filter, user_id: customerId } }, listOf, 'tasks');
  return rows.map(toTask).filter((t): t is Task => t !== null);
}

async function visibleTask(upstream: UserUpstream, id: number): Promise<Task> {
  const task = (await visibleTasks(upstream)).find((t) => t.id === id);
  if (!task) throw new HttpError(404, 'not_found', 'Tâche introuvable.');
  return task;
}

export function createTask(upstream: UserUpstream, input: TaskCreate): Promise<Task> {
  return upstream.read({ method: 'POST', path: '/tasks', json: { ...toUpstreamTask(input), creator_id: upstream.userId } }, readTask, 'task');
}

export async function updateTask(upstream: UserUpstream, id: number, patch: TaskPatch): Promise<Task> {
  await visibleTask(upstream, id);
  return upstream.read({ method: 'PUT', path: `/tasks/${id}`, json: toUpstreamTask(patch) }, readTask, 'task');
}

export async function deleteTask(upstream: UserUpstream, id: number): Promise<void> {
  await visibleTask(upstream, id);
  await upstream.body({ method: 'DELETE', path: `/tasks/${id}` });
}
