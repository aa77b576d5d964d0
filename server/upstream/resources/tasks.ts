/**
 * The firm's tasks, read from the read model (server/read-model/lists/tasks.ts: the admin and the
 * Experts get them all from the firm API, the others their customers'): the caller reaches those of
 * the clients they follow, the admin all (shared/reach.ts); a task out of reach is a 404, for reads
 * and writes alike. Each task carries the marks the BFF keeps (server/task-marks.ts): starred, trashed, tags.
 */
import { TASK_FIELDS, TASK_TAGS, type Task, type TaskCreate, type TaskFilter, type TaskMarks, type TaskPatch } from '../../../shared/schemas/tasks.js';
import { HttpError } from '../../http-error.js';
import type { KeyValueStore } from '../../store/store.js';
import { forgetMarks, setMarks } from '../../task-marks.js';
import { toTask, toUpstreamTask } from '../adapters/tasks.js';
import { isRecord } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';
import type { FastifyRequest } from 'fastify';
import { reachedTask } from '../../read-model/queries.js';
import { sentWritable } from '../../../shared/schemas/record-fields.js';
import { versioned } from '../adapters/record-version.js';
import { guardedWrite } from '../record-lock.js';

const readTask = (body: unknown) => (isRecord(body) ? toTask(body) : null);

/**
 * What a filter keeps (the firm API's: unread, important, completed, a type; the BFF's own: starred,
 * a tag): every filter but trashed leaves the trashed tasks out.
 */
export function keptByFilter(filter: TaskFilter): (task: Task) => boolean {
  if (filter === 'trashed') return (t) => t.trashed;
  const rule: (t: Task) => boolean =
    filter === 'all' ? () => true
    : filter === 'unread' ? (t) => !t.read
    : filter === 'important' ? (t) => t.important
    : filter === 'completed' ? (t) => t.completed
    : filter === 'starred' ? (t) => t.starred
    : (TASK_TAGS as readonly string[]).includes(filter) ? (t) => (t.tags as string[]).includes(filter)
    : (t) => t.type === filter;
  return (t) => !t.trashed && rule(t);
}

/** One task the caller reaches, whole, from the read model (the firm API has no task by id): a task out of reach is a 404. */
export async function getTask(request: FastifyRequest, id: number): Promise<Task> {
  const task = await reachedTask(request, id);
  if (!task) throw new HttpError(404, 'not_found', 'Tâche introuvable.');
  return task;
}

type IfMatch = string | string[] | undefined;

function splitMarks<T extends Partial<TaskMarks>>(input: T): [Omit<T, keyof TaskMarks>, Partial<TaskMarks>] {
  const { starred, trashed, tags, ...fields } = input;
  const marks: Partial<TaskMarks> = {};
  if (starred !== undefined) marks.starred = starred;
  if (trashed !== undefined) marks.trashed = trashed;
  if (tags !== undefined) marks.tags = tags;
  return [fields, marks];
}

export async function createTask(upstream: UserUpstream, store: KeyValueStore, input: TaskCreate): Promise<Task> {
  const [fields, marks] = splitMarks(input);
  const task = await upstream.read({ method: 'POST', path: '/tasks', json: { ...toUpstreamTask(fields), creator_id: upstream.userId } }, readTask, 'task');
  return versioned(TASK_FIELDS, { ...task, ...(await setMarks(store, task.id, marks)) });
}

/** The upstream's fields go to the upstream (only when some changed), the marks to the BFF's records; if still the version of `ifMatch`. */
export function updateTask(request: FastifyRequest, id: number, patch: TaskPatch, ifMatch?: IfMatch): Promise<Task> {
  const { upstream, server: { records: store } } = request;
  const [fields, marks] = splitMarks(sentWritable(TASK_FIELDS, patch));
  return guardedWrite(store, {
    key: `task:${id}`,
    ifMatch,
    read: () => getTask(request, id),
    async write(current) {
      const task = Object.keys(fields).length > 0 ? await upstream.read({ method: 'PUT', path: `/tasks/${id}`, json: toUpstreamTask(fields) }, readTask, 'task') : current;
      return versioned(TASK_FIELDS, { ...task, ...(await setMarks(store, id, marks)) });
    },
  });
}

/** Deletes for good (the screen first moves a task to the trash: PATCH trashed). */
export function deleteTask(request: FastifyRequest, id: number, ifMatch?: IfMatch): Promise<void> {
  const { upstream, server: { records: store } } = request;
  return guardedWrite(store, {
    key: `task:${id}`,
    ifMatch,
    read: () => getTask(request, id),
    async write() {
      await upstream.body({ method: 'DELETE', path: `/tasks/${id}` });
      await forgetMarks(store, id);
    },
  });
}
