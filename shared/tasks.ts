import type { Task } from './schemas/tasks.js';

/** Urgent: due before today (YYYY-MM-DD, the firm's day) and not completed. */
export function isUrgent(task: Pick<Task, 'completed' | 'dueDate'>, todayIso: string): boolean {
  return !task.completed && task.dueDate !== null && task.dueDate < todayIso;
}
