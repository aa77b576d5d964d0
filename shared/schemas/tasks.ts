/** /api/tasks: the firm's tasks (spec §3), and the task list of the profile. */
import { Type, type Static, type TSchema } from 'typebox';
import { SERVICE_CODES } from '../services.js';
import { Id, ListQuery, Nullable, OneOf } from './common.js';

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

export const Task = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  completed: Type.Boolean(),
  important: Type.Boolean(),
  read: Type.Boolean(),
  type: Nullable(OneOf(TASK_TYPES)),
  dueDate: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  customerId: Nullable(Type.Integer()),
  customerName: Nullable(Type.String()),
  customerServices: Type.Array(OneOf(SERVICE_CODES)),
  creatorId: Nullable(Type.Integer()),
  starred: Type.Boolean(),
  trashed: Type.Boolean({ description: 'in the trash: left out of every list but filter=trashed' }),
  tags: Type.Array(OneOf(TASK_TAGS)),
});
export type Task = Static<typeof Task>;
/** What the upstream knows of a task; the BFF adds the marks. */
export type UpstreamTask = Omit<Task, keyof TaskMarks>;
export interface TaskMarks {
  starred: boolean;
  trashed: boolean;
  tags: TaskTag[];
}

/** A written field, or null (in this order: a value is tried first). */
const OrNull = <T extends TSchema>(schema: T, options: { default?: null } = {}) =>
  Type.Union([schema, Type.Null()], options);

const title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const description = (options: { default?: string } = {}) => Type.String({ maxLength: 5000, ...options });
const type = (options: { default?: null } = {}) => OrNull(OneOf(TASK_TYPES), options);
const dueDate = (options: { default?: null } = {}) => OrNull(Type.String({ format: 'date' }), options);
const customerId = (options: { default?: null } = {}) => OrNull(Id(), options);
const flag = (options: { default?: boolean } = {}) => Type.Boolean(options);
const tags = (options: { default?: [] } = {}) => Type.Array(OneOf(TASK_TAGS), { maxItems: TASK_TAGS.length, uniqueItems: true, ...options });

/** POST /api/tasks: a title, every other field defaulted. */
export const TaskCreate = Type.Object(
  {
    title,
    description: Type.Optional(description({ default: '' })),
    type: Type.Optional(type({ default: null })),
    dueDate: Type.Optional(dueDate({ default: null })),
    customerId: Type.Optional(customerId({ default: null })),
    important: Type.Optional(flag({ default: false })),
    completed: Type.Optional(flag({ default: false })),
    read: Type.Optional(flag({ default: false })),
    tags: Type.Optional(tags({ default: [] })),
  },
  { additionalProperties: false },
);

/** PATCH /api/tasks/:id: one field or more; starred, trashed and tags are kept by the BFF, the rest by the upstream. */
export const TaskPatch = Type.Object(
  {
    title: Type.Optional(title),
    description: Type.Optional(description()),
    type: Type.Optional(type()),
    dueDate: Type.Optional(dueDate()),
    customerId: Type.Optional(customerId()),
    important: Type.Optional(flag()),
    completed: Type.Optional(flag()),
    read: Type.Optional(flag()),
    starred: Type.Optional(flag()),
    trashed: Type.Optional(flag()),
    tags: Type.Optional(tags()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type TaskPatch = Static<typeof TaskPatch>;

export type TaskCreate = Static<typeof TaskCreate>;
/** A whole task as the task form sends it (the BFF defaults what is absent). */
export type TaskInput = Required<TaskCreate>;

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
