/**
 * The template's Todo app (spec §3, §7): todos, and client tasks (a todo sent to a customer, with
 * isRead, type, customer_id and end_date). One list per signed-in user; the field names are §3's.
 */
import { Type, type Static } from 'typebox';
import { Id, Nullable, OneOf } from './common.js';
import { TASK_TAGS, TASK_TYPES } from './tasks.js';

export { TASK_TAGS as TODO_TAGS } from './tasks.js';
export type TodoTag = (typeof TASK_TAGS)[number];

/** The filters of GET /api/apps/todo besides a tag: all, starred, important and completed leave the trashed out. */
export const TODO_FILTERS = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number] | TodoTag;

/** Which flavour of the app lists: the todos, the client tasks, or both (absent). */
export const TODO_KINDS = ['todo', 'client'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** The customers a client task can be sent to (the template has no client base of its own). */
export const TODO_CUSTOMERS = [
  { id: 101, name: 'Hélène Marchand' },
  { id: 102, name: 'Bernard Lacroix' },
  { id: 103, name: 'Sylvie Perrin' },
  { id: 104, name: 'Jacques Fontaine' },
  { id: 105, name: 'Monique Girard' },
  { id: 106, name: 'Alain Rousseau' },
] as const;

export const TodoTask = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  desc: Type.String(),
  isImportant: Type.Boolean(),
  isStarred: Type.Boolean(),
  tags: Type.Array(OneOf(TASK_TAGS)),
  isCompleted: Type.Boolean(),
  isTrashed: Type.Boolean(),
  isRead: Type.Optional(Type.Boolean({ description: 'client tasks only: the customer has read it' })),
  type: Type.Optional(Nullable(OneOf(TASK_TYPES, { description: 'client tasks only' }))),
  customer_id: Type.Optional(Type.Integer({ description: 'client tasks only: the customer it is sent to' })),
  end_date: Type.Optional(Nullable(Type.String({ format: 'date', description: 'client tasks only: due date' }))),
}, { title: 'TodoTask' });
export type TodoTask = Static<typeof TodoTask>;

export const TodoListQuery = Type.Object(
  {
    filter: Type.Optional(Type.Unsafe<TodoFilter>({ type: 'string', enum: [...TODO_FILTERS, ...TASK_TAGS], default: 'all' })),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'matches the title and the description, case-insensitively' })),
    kind: Type.Optional(OneOf(TODO_KINDS, { description: 'todo: the todos only; client: the client tasks only; absent: both' })),
  },
  { additionalProperties: false },
);
export type TodoListQuery = Static<typeof TodoListQuery>;

const title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const desc = Type.String({ maxLength: 2000 });
const tags = Type.Array(OneOf(TASK_TAGS), { maxItems: TASK_TAGS.length, uniqueItems: true });
const type = Nullable(OneOf(TASK_TYPES));
const customerId = Id({ description: `one of the demo customers (${TODO_CUSTOMERS.map((c) => c.id).join(', ')})` });
const endDate = Nullable(Type.String({ format: 'date' }));

/** POST /api/apps/todo/new-clientTask: a todo, or with customer_id a client task (unread until the customer reads it). */
export const TodoCreate = Type.Object(
  {
    task: Type.Object(
      {
        title,
        desc: Type.Optional(desc),
        isImportant: Type.Optional(Type.Boolean()),
        isStarred: Type.Optional(Type.Boolean()),
        isCompleted: Type.Optional(Type.Boolean()),
        tags: Type.Optional(tags),
        type: Type.Optional(type),
        customer_id: Type.Optional(customerId),
        end_date: Type.Optional(endDate),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type TodoCreate = Static<typeof TodoCreate>;

export const TodoCreated = Type.Object({ id: Type.Integer() });

/** POST /api/apps/todo/update-task: the id and only the fields to change (trash has its own endpoints). */
export const TodoUpdate = Type.Object(
  {
    task: Type.Object(
      {
        id: Id(),
        title: Type.Optional(title),
        desc: Type.Optional(desc),
        isImportant: Type.Optional(Type.Boolean()),
        isStarred: Type.Optional(Type.Boolean()),
        isCompleted: Type.Optional(Type.Boolean()),
        tags: Type.Optional(tags),
        isRead: Type.Optional(Type.Boolean()),
        type: Type.Optional(type),
        customer_id: Type.Optional(customerId),
        end_date: Type.Optional(endDate),
      },
      { additionalProperties: false, minProperties: 2 },
    ),
  },
  { additionalProperties: false },
);
export type TodoUpdate = Static<typeof TodoUpdate>;
export type TodoChanges = Omit<TodoUpdate['task'], 'id'>;

/** trash-todo, restore-todo, delete-todo: one task by id. */
export const TodoById = Type.Object({ id: Id() }, { additionalProperties: false });

export const TodoList = Type.Array(TodoTask);
