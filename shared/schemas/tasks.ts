/** /api/tasks: the firm's tasks (spec §3), and the task list of the profile. */
import { Type, type Static, type TSchema } from 'typebox';
import { SERVICE_CODES } from '../services.js';
import { Id, ListQuery, Nullable, OneOf } from './common.js';
import { createSchema, field, patchSchema, readOnlyField, recordSchema, type WritableKey } from './record-fields.js';

export const TASK_TYPES = ['relance_caisse', 'relance_client', 'envoi_caisse', 'envoi_client', 'appel_client', 'appel_caisse'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** French labels of the task types (the upstream's vocabulary). */
export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  relance_caisse: 'Relance caisse',
  relance_client: 'Relance client',
  envoi_caisse: 'Envoi caisse',
  envoi_client: 'Envoi client',
  appel_client: 'Appel client',
  appel_caisse: 'Appel caisse',
};

/** The tags of a task (spec §3), kept by the BFF (the upstream has none). */
export const TASK_TAGS = ['frontend', 'backend', 'doc', 'bug'] as const;
export type TaskTag = (typeof TASK_TAGS)[number];

/** The filters of the tasks screen (spec §2) besides a type or a tag; every one but trashed leaves the trashed tasks out. */
export const TASK_FILTERS = ['all', 'unread', 'starred', 'important', 'completed', 'trashed'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number] | TaskType | TaskTag;
/** The filters the upstream knows (the others are the BFF's marks). */
export const UPSTREAM_TASK_FILTERS = ['all', 'unread', 'important', 'completed', ...TASK_TYPES] as const;
export type UpstreamTaskFilter = (typeof UPSTREAM_TASK_FILTERS)[number];

/** Which call writes a task's field: `task` POST /tasks or PUT /tasks/:id, `bff` the marks the BFF keeps (the firm API has none). */
export type TaskWriter = 'task' | 'bff';

/** A written field, or null (in this order: a value is tried first). */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const TASK_FIELDS = {
  id: readOnlyField(Type.Integer(), 'id'),
  title: field(Type.String(), 'title', 'task', { input: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }),
  description: field(Type.String(), 'desc', 'task', { input: Type.String({ maxLength: 5000 }), default: '' }),
  completed: field(Type.Boolean(), 'isCompleted', 'task', { default: false }),
  important: field(Type.Boolean(), 'isImportant', 'task', { default: false }),
  read: field(Type.Boolean(), 'isRead', 'task', { default: false }),
  type: field(Nullable(OneOf(TASK_TYPES)), 'type', 'task', { input: OrNull(OneOf(TASK_TYPES)), default: null }),
  dueDate: field(Nullable(Type.String({ format: 'date' })), 'end_date', 'task', { input: OrNull(Type.String({ format: 'date' })), default: null }),
  customerId: field(Nullable(Type.Integer()), 'customer_id', 'task', { input: OrNull(Id()), default: null }),
  customerName: readOnlyField(Nullable(Type.String()), 'task_customer.name', { joined: true }),
  customerServices: readOnlyField(Type.Array(OneOf(SERVICE_CODES)), 'task_customer.subscribe_services', { joined: true }),
  creatorId: readOnlyField(Nullable(Type.Integer()), 'creator_id'),
  starred: field(Type.Boolean(), null, 'bff', { default: false }),
  trashed: field(Type.Boolean({ description: 'in the trash: left out of every list but filter=trashed' }), null, 'bff', { default: false }),
  tags: field(Type.Array(OneOf(TASK_TAGS)), null, 'bff', { input: Type.Array(OneOf(TASK_TAGS), { maxItems: TASK_TAGS.length, uniqueItems: true }), default: [] }),
};

export const Task = recordSchema(TASK_FIELDS, { title: 'Task' });
export type Task = Static<typeof Task>;
/** What the upstream knows of a task; the BFF adds the marks. */
export type UpstreamTask = Omit<Task, keyof TaskMarks | 'version'>;
export interface TaskMarks {
  starred: boolean;
  trashed: boolean;
  tags: TaskTag[];
}

/** POST /api/tasks: a title, every other field defaulted. */
export const TaskCreate = createSchema(TASK_FIELDS, { title: 'TaskInput' });
export type TaskCreate = Static<typeof TaskCreate>;
/** A whole task as the task form sends it (its star and trash are set from the list, not the form). */
export type TaskInput = Required<Pick<TaskCreate, Exclude<WritableKey<typeof TASK_FIELDS>, 'starred' | 'trashed'>>>;

/** PATCH /api/tasks/:id: one field or more; starred, trashed and tags are kept by the BFF, the rest by the upstream. */
export const TaskPatch = patchSchema(TASK_FIELDS, { title: 'TaskPatch' });
export type TaskPatch = Static<typeof TaskPatch>;

const { sort: _sort, order: _order, ...listParams } = ListQuery([]).properties;

/** GET /api/tasks: the upstream's order (newest due date first) is kept, so no sort. */
export const TaskListQuery = Type.Object(
  {
    ...listParams,
    filter: Type.Optional(Type.Unsafe<TaskFilter>({ type: 'string', enum: [...TASK_FILTERS, ...TASK_TYPES, ...TASK_TAGS], default: 'all' })),
    customerId: Type.Optional(Id()),
    urgent: Type.Optional(Type.Boolean({ description: 'true: past due and not completed only; false: the others' })),
  },
  { additionalProperties: false },
);

/** GET /unread_count: the Tasks badge. */
export const UnreadCountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;
