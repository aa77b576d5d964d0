/**
 * The upstream's tasks: the admin and the Experts read them all (/tasks), the others their
 * customers' (/customer_tasks); the caller reaches those of the clients they follow, the admin all
 * (shared/reach.ts). A task out of reach is a 404, for reads and writes alike.
 * Each task carries the marks the BFF keeps (server/task-marks.ts): starred, trashed, tags.
 */
import { seesAllTasks, seesWholeFirm } from '../../../shared/policies.js';
import { reachesTask } from '../../../shared/reach.js';
import {
  TASK_FIELDS,
  TASK_TAGS,
  UPSTREAM_TASK_FILTERS,
  type Task,
  type TaskCreate,
  type TaskFilter,
  type TaskMarks,
  type TaskPatch,
  type UpstreamTask,
  type UpstreamTaskFilter,
} from '../../../shared/schemas/tasks.js';
import { HttpError } from '../../http-error.js';
import type { KeyValueStore } from '../../store/store.js';
import { forgetMarks, setMarks, withMarks } from '../../task-marks.js';
import { listOf } from '../adapters/people.js';
import { toTask, toUpstreamTask } from '../adapters/tasks.js';
import { isRecord } from '../errors.js';
import { reacherOfUpstream, type UserUpstream } from '../user-upstream.js';
import { followedClientIds } from './clients.js';
import { sentWritable } from '../../../shared/schemas/record-fields.js';
import { versioned } from '../adapters/record-version.js';
import { guardedWrite } from '../record-lock.js';

const readTask = (body: unknown) => (isRecord(body) ? toTask(body) : null);
const isUpstreamFilter = (filter: TaskFilter): filter is UpstreamTaskFilter => (UPSTREAM_TASK_FILTERS as readonly string[]).includes(filter);

/** The tasks of a filter the caller reaches, as the upstream knows them (of one customer, or all). */
async function upstreamTasks(upstream: UserUpstream, filter: UpstreamTaskFilter, customerId?: number): Promise<UpstreamTask[]> {
  const path = seesAllTasks(upstream.role) && customerId === undefined ? '/tasks' : '/customer_tasks';
  const [rows, followed] = await Promise.all([
    upstream.read({ method: 'GET', path, query: { filter, user_id: customerId } }, listOf, 'tasks'),
    seesWholeFirm(upstream.role) ? null : followedClientIds(upstream),
  ]);
  const user = reacherOfUpstream(upstream);
  const reached = (t: UpstreamTask) => followed === null || reachesTask(user, t, t.customerId !== null && followed.has(t.customerId) ? { expertId: user.id } : null);
  return rows.map(toTask).filter((t): t is UpstreamTask => t !== null && reached(t));
}

/**
 * The tasks of a filter the caller sees (of one customer, or all), in the upstream's order. Every
 * filter but trashed leaves the trashed tasks out; starred, trashed and a tag are the BFF's own.
 */
export async function visibleTasks(upstream: UserUpstream, store: KeyValueStore, filter: TaskFilter = 'all', customerId?: number): Promise<Task[]> {
  const tasks = await withMarks(store, await upstreamTasks(upstream, isUpstreamFilter(filter) ? filter : 'all', customerId));
  if (filter === 'trashed') return tasks.filter((t) => t.trashed);
  const kept = tasks.filter((t) => !t.trashed);
  if (filter === 'starred') return kept.filter((t) => t.starred);
  if ((TASK_TAGS as readonly string[]).includes(filter)) return kept.filter((t) => (t.tags as string[]).includes(filter));
  return kept;
}

/** One task the caller reaches, whole (a task out of reach is a 404). */
export async function getTask(upstream: UserUpstream, store: KeyValueStore, id: number): Promise<Task> {
  const task = (await upstreamTasks(upstream, 'all')).find((t) => t.id === id);
  if (!task) throw new HttpError(404, 'not_found', 'Tâche introuvable.');
  return (await withMarks(store, [task]))[0];
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

/** The upstream's fields go to the upstream (only when some changed), the marks to the store; if still the version of `ifMatch`. */
export function updateTask(upstream: UserUpstream, store: KeyValueStore, id: number, patch: TaskPatch, ifMatch?: IfMatch): Promise<Task> {
  const [fields, marks] = splitMarks(sentWritable(TASK_FIELDS, patch));
  return guardedWrite(store, {
    key: `task:${id}`,
    ifMatch,
    read: () => getTask(upstream, store, id),
    async write(current) {
      const task = Object.keys(fields).length > 0 ? await upstream.read({ method: 'PUT', path: `/tasks/${id}`, json: toUpstreamTask(fields) }, readTask, 'task') : current;
      return versioned(TASK_FIELDS, { ...task, ...(await setMarks(store, id, marks)) });
    },
  });
}

/** Deletes for good (the screen first moves a task to the trash: PATCH trashed). */
export function deleteTask(upstream: UserUpstream, store: KeyValueStore, id: number, ifMatch?: IfMatch): Promise<void> {
  return guardedWrite(store, {
    key: `task:${id}`,
    ifMatch,
    read: () => getTask(upstream, store, id),
    async write() {
      await upstream.body({ method: 'DELETE', path: `/tasks/${id}` });
      await forgetMarks(store, id);
    },
  });
}
