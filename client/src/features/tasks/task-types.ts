import { TASK_FILTERS, TASK_TYPES, type TaskType } from '@shared/schemas/tasks';

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

export { isUrgent } from '@shared/tasks';
