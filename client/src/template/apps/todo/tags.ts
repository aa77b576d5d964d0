import type { TodoTag } from '@shared/schemas/template-todo';

/** The colour of each tag: the dot in the filters, the chip in the rows and the form. */
export const TAG_TONES: Record<TodoTag, string> = {
  frontend: 'primary',
  backend: 'success',
  doc: 'warning',
  bug: 'danger',
};
