/** A task between the firm API (0/1 flags, desc, end_date, task_customer) and the BFF, through its field table. */
import { TASK_FIELDS, type TaskInput, type UpstreamTask } from '../../../shared/schemas/tasks.js';
import type { Row } from '../contract/codecs.js';
import { TASK_CODECS } from '../contract/tasks.js';
import { readColumns, writeColumns } from './record-columns.js';

export function toTask(row: Row): UpstreamTask | null {
  const task = readColumns(TASK_FIELDS, TASK_CODECS, row) as UpstreamTask;
  return task.id === null ? null : task;
}

/** The body of POST /tasks or PUT /tasks/:id (a partial task gives a partial body; the marks are the BFF's). */
export function toUpstreamTask(input: Partial<TaskInput>): Row {
  return writeColumns(TASK_FIELDS, TASK_CODECS, input, 'task');
}
