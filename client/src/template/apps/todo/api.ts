import useSWR, { mutate } from 'swr';
import type { TodoChanges, TodoCreate, TodoFilter, TodoKind, TodoTask } from '@shared/schemas/template-todo';
import { apiRequest } from '@/lib/api-client';
import { keysOf, withQuery } from '@/lib/api-path';

const TODO_PATH = 'api/apps/todo';

/** GET api/apps/todo: the tasks of one flavour (todos or client tasks), filter and search. */
export function useTodos(kind: TodoKind, filter: TodoFilter, q: string) {
  return useSWR<TodoTask[]>(withQuery(TODO_PATH, { kind, filter, q: q.trim() }), { keepPreviousData: true });
}

const revalidate = () => mutate(keysOf(TODO_PATH));

/** Shows a change in every list at once (a task that leaves a filter leaves it at the next answer). */
async function optimistic(id: number, change: Partial<TodoTask> | null, write: () => Promise<unknown>): Promise<void> {
  await mutate<TodoTask[]>(
    keysOf(TODO_PATH),
    (list) => list && (change ? list.map((task) => (task.id === id ? { ...task, ...change } : task)) : list.filter((task) => task.id !== id)),
    { revalidate: false },
  );
  try {
    await write();
  } finally {
    await revalidate();
  }
}

/** POST api/apps/todo/new-clientTask -> 201 {id} */
export async function createTodo(task: TodoCreate['task']): Promise<number> {
  const { id } = await apiRequest<{ id: number }>(`${TODO_PATH}/new-clientTask`, { method: 'POST', body: { task } });
  await revalidate();
  return id;
}

/** POST api/apps/todo/update-task: only the fields that change. */
export function updateTodo(id: number, changes: TodoChanges): Promise<void> {
  return optimistic(id, changes as Partial<TodoTask>, () => apiRequest(`${TODO_PATH}/update-task`, { method: 'POST', body: { task: { id, ...changes } } }));
}

/** POST api/app/todo/trash-todo (the template's path, /api/app/): sets isTrashed only. */
export function trashTodo(id: number): Promise<void> {
  return optimistic(id, null, () => apiRequest('api/app/todo/trash-todo', { method: 'POST', body: { id } }));
}

export function restoreTodo(id: number): Promise<void> {
  return optimistic(id, null, () => apiRequest(`${TODO_PATH}/restore-todo`, { method: 'POST', body: { id } }));
}

/** For good, from the trash. */
export function deleteTodo(id: number): Promise<void> {
  return optimistic(id, null, () => apiRequest(`${TODO_PATH}/delete-todo`, { method: 'POST', body: { id } }));
}
