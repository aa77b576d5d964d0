import { TASK_FILTERS, TASK_TYPES, type Task, type TaskType } from '../../../../shared/types.js';

export const TYPE_TONES: Record<TaskType, string> = {
  relance_caisse: 'warning',
  relance_client: 'danger',
  envoi_caisse: 'info',
  envoi_client: 'primary',
  appel_client: 'success',
  appel_caisse: 'secondary',
};

export function isTaskFilter(value: string | undefined): value is string {
  return value !== undefined && ((TASK_FILTERS as readonly string[]).includes(value) || (TASK_TYPES as readonly string[]).includes(value));
}

/** Urgent: due before today and not completed. */
export function isUrgent(task: Task, todayIso: string): boolean {
  return !task.completed && task.dueDate !== null && task.dueDate < todayIso;
}
