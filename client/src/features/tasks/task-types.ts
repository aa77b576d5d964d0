import { TASK_FILTERS, TASK_TAGS, TASK_TYPES, type TaskTag, type TaskType } from '@shared/schemas/tasks';

export const TYPE_TONES: Record<TaskType, string> = {
  relance_caisse: 'warning',
  relance_client: 'danger',
  envoi_caisse: 'info',
  envoi_client: 'primary',
  appel_client: 'success',
  appel_caisse: 'secondary',
};

export const TAG_TONES: Record<TaskTag, string> = {
  frontend: 'primary',
  backend: 'success',
  doc: 'warning',
  bug: 'danger',
};

/** A filter of the screen: all, unread, starred, important, completed, trashed, a type or a tag. */
export function isTaskFilter(value: string | undefined): value is string {
  return value !== undefined && [...TASK_FILTERS, ...TASK_TYPES, ...TASK_TAGS].includes(value as never);
}

export { isUrgent } from '@shared/tasks';
