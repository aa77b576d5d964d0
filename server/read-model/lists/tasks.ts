/**
 * The firm's tasks in the read model: the admin's and the Experts' view is every task (/tasks), a
 * Consultant's his customers' (/customer_tasks). A row is the task with the marks the BFF keeps
 * (server/task-marks.ts) and its version, newest due date first as the firm API orders them.
 */
import { seesAllTasks } from '../../../shared/policies.js';
import type { Task } from '../../../shared/schemas/tasks.js';
import { marked, taskMarksKey } from '../../task-marks.js';
import { toTask } from '../../upstream/adapters/tasks.js';
import { isRecord } from '../../upstream/errors.js';
import { streamedElements } from '../list-fetch.js';
import { fold } from '../list-query.js';
import { newestKey, type ListDefinition } from './list-definition.js';

const allTasks = streamedElements({ method: 'GET', path: '/tasks', query: { filter: 'all' } });
const customersTasks = streamedElements({ method: 'GET', path: '/customer_tasks', query: { filter: 'all' } });

/** The firm API's order of the tasks: the newest due date first (the higher id first on a day). */
export const TASK_ORDER = 'newest';

/**
 * An element is read as a task without marks, which most tasks are: such a row is its base itself,
 * not a second object beside it.
 */
export const tasksList: ListDefinition<Task, Task> = {
  name: 'tasks',
  viewOf: (user) => (seesAllTasks(user.role) ? 'all' : `user:${user.id}`),
  elements: (upstream, each) => (seesAllTasks(upstream.role) ? allTasks : customersTasks)(upstream, each),
  adapt: (element) => {
    const task = isRecord(element) ? toTask(element) : null;
    return task && marked(task, null);
  },
  idOf: (row) => row.id,
  idOfBase: (row) => row.id,
  keptKey: taskMarksKey,
  finish: (base, kept) => (kept === null ? base : marked(base, kept)),
  sortValue: (row) => newestKey(row.dueDate, row.id),
  searchOf: (row) => ({ haystack: fold([row.title, row.description].join(' ')), phones: [] }),
};
