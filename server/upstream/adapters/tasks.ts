/** Adapter between the upstream's tasks (0/1 flags, desc, end_date, task_customer) and Task. */
import { TASK_TYPES, type TaskInput, type TaskType, type UpstreamTask } from '../../../shared/schemas/tasks.js';
import { dateOnly, flag, integerOrNull, nameOf, services, text, type Row } from './normalize.js';

function taskType(value: unknown): TaskType | null {
  const t = text(value);
  return (TASK_TYPES as readonly string[]).includes(t) ? (t as TaskType) : null;
}

export function toTask(row: Row): UpstreamTask | null {
  const id = integerOrNull(row.id);
  if (id === null) return null;
  const customer = row.task_customer && typeof row.task_customer === 'object' ? (row.task_customer as Row) : {};
  return {
    id,
    title: text(row.title),
    description: text(row.desc),
    completed: flag(row.isCompleted),
    important: flag(row.isImportant),
    read: flag(row.isRead),
    type: taskType(row.type),
    dueDate: dateOnly(row.end_date),
    customerId: integerOrNull(row.customer_id),
    customerName: nameOf(customer),
    customerServices: services(customer.subscribe_services),
    creatorId: integerOrNull(row.creator_id),
  };
}

/** The fields the upstream keeps (the tags are the BFF's). */
type UpstreamInput = Omit<TaskInput, 'tags'>;

const FIELD_MAP: Record<keyof UpstreamInput, string> = {
  title: 'title',
  description: 'desc',
  completed: 'isCompleted',
  important: 'isImportant',
  read: 'isRead',
  type: 'type',
  dueDate: 'end_date',
  customerId: 'customer_id',
};

/** The upstream body of POST /tasks or PUT /tasks/:id (a partial task gives a partial body). */
export function toUpstreamTask(input: Partial<UpstreamInput>): Row {
  const body: Row = {};
  for (const [key, value] of Object.entries(input) as [keyof UpstreamInput, unknown][]) {
    if (value !== undefined) body[FIELD_MAP[key]] = value;
  }
  return body;
}
