/**
 * What the BFF keeps of a business task beside the upstream (which has no such fields): starred,
 * trashed and tags. They are the task's as the firm sees it, so firm-wide, one store document per
 * task (`task-marks:<id>`, absent = none), read for a whole list in ONE getMany.
 */
import { TASK_FIELDS, TASK_TAGS, type Task, type TaskMarks, type TaskTag, type UpstreamTask } from '../shared/schemas/tasks.js';
import { versioned } from './upstream/adapters/record-version.js';
import type { Json, KeyValueStore } from './store/store.js';

const NO_MARKS: TaskMarks = { starred: false, trashed: false, tags: [] };

/** The store key of a task's marks. */
export const taskMarksKey = (id: number | string) => `task-marks:${id}`;
const keyOf = taskMarksKey;

/** A task's marks as kept in the store (none: no document). */
export function marksOf(doc: Json | null): TaskMarks {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return NO_MARKS;
  const tags = Array.isArray(doc.tags) ? doc.tags.filter((tag): tag is TaskTag => (TASK_TAGS as readonly Json[]).includes(tag)) : [];
  return { starred: doc.starred === true, trashed: doc.trashed === true, tags };
}

/** The task with the marks of its store document (null: none), whole (with its version); a task's own marks are replaced. */
export function marked(task: UpstreamTask | Task, doc: Json | null): Task {
  return versioned(TASK_FIELDS, { ...task, ...marksOf(doc) });
}

/** The tasks with their marks, whole (with their versions), in the same order. */
export async function withMarks(store: KeyValueStore, tasks: UpstreamTask[]): Promise<Task[]> {
  if (tasks.length === 0) return [];
  const docs = await store.getMany(tasks.map((task) => keyOf(task.id)));
  return tasks.map((task, i) => marked(task, docs[i] ?? null));
}

/** Changes some marks of a task (the others stay) and returns them all; no marks left = no document. */
export async function setMarks(store: KeyValueStore, id: number, change: Partial<TaskMarks>): Promise<TaskMarks> {
  const next = { ...marksOf(await store.get(keyOf(id))), ...change };
  if (change.tags) next.tags = TASK_TAGS.filter((tag) => change.tags!.includes(tag));
  if (!next.starred && !next.trashed && next.tags.length === 0) await store.delete(keyOf(id));
  else await store.set(keyOf(id), { starred: next.starred, trashed: next.trashed, tags: next.tags });
  return next;
}

/** A task deleted for good leaves no marks behind. */
export function forgetMarks(store: KeyValueStore, id: number): Promise<void> {
  return store.delete(keyOf(id));
}
