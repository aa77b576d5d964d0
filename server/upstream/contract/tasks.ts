/**
 * The firm API's tasks (docs/upstream-api.md, "Tasks"). Quirks: the flags come as 0/1 integers, as the
 * PHP API sends them, and are written as booleans; a task for no customer has customer_id 0; the
 * customer is joined in as task_customer.
 */
import { Type } from 'typebox';
import { TASK_TYPES } from '../../../shared/schemas/tasks.js';
import * as codec from './codecs.js';
import { Body, OrNull, SqlDate } from './schema-kit.js';

const Flag = Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1)]);
const TaskType = Type.Union(TASK_TYPES.map((type) => Type.Literal(type)));

export const TaskRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  desc: Type.String(),
  isCompleted: Flag,
  isImportant: Flag,
  isRead: Flag,
  type: Type.String({ description: 'relance_caisse, relance_client, envoi_caisse, envoi_client, appel_client, appel_caisse' }),
  end_date: SqlDate,
  customer_id: Type.Integer(),
  creator_id: Type.Integer(),
  task_customer: OrNull(Type.Object({ name: Type.String(), subscribe_services: Type.String() })),
});

/** GET /tasks and /customer_tasks: all, unread (isRead false), important, completed, or a task type. */
export const TasksQuery = Type.Object({
  filter: Type.Optional(Type.String({ description: 'all, unread, important, completed or a task type' })),
  user_id: Type.Optional(Type.String({ pattern: '^\\d+$' })),
});

/** POST /tasks (a title at least) and PUT /tasks/:id (the whole task or some of its fields). */
export const TaskBody = Body({
  title: Type.String({ minLength: 1 }),
  desc: Type.String(),
  isCompleted: Type.Boolean(),
  isImportant: Type.Boolean(),
  isRead: Type.Boolean(),
  type: OrNull(TaskType),
  end_date: OrNull(SqlDate),
  customer_id: OrNull(Type.Integer()),
  creator_id: Type.Integer(),
});

export const TASK_CODECS: Readonly<Record<string, codec.Codec>> = {
  id: codec.integer,
  isCompleted: codec.flag,
  isImportant: codec.flag,
  isRead: codec.flag,
  type: codec.oneOf(TASK_TYPES, null),
  end_date: codec.date,
  customer_id: codec.reference,
  creator_id: codec.integer,
  'task_customer.name': { read: codec.textOrNull },
  'task_customer.subscribe_services': codec.services,
};
