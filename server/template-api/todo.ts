/**
 * The template's Todo app (spec §3–§5, §7) over the store: each signed-in user has their own list
 * (document `user:<id>:demo-todo`), seeded on first use. A todo with a customer_id is a client
 * task: it also has isRead, type and end_date. Trash only sets isTrashed (§4); a task leaves for
 * good only from the trash. A refused change (400, 404, 409) writes nothing.
 */
import {
  TODO_CUSTOMERS,
  TODO_TAGS,
  type TodoChanges,
  type TodoCreate,
  type TodoListQuery,
  type TodoTask,
} from '../../shared/schemas/template-todo.js';
import { HttpError } from '../http-error.js';
import type { Json, KeyValueStore } from '../store/store.js';
import { seedTodos } from './seed/todo.js';

/** The store keys keep their first name (`demo-…`): a new one would orphan what Redis already holds. */
const DOCUMENT = 'demo-todo';

interface TodoDocument {
  nextId: number;
  tasks: TodoTask[];
}

const CLIENT_FIELDS = ['isRead', 'type', 'customer_id', 'end_date'] as const;

const notFound = () => new HttpError(404, 'not_found', 'Tâche introuvable.');

function checkCustomer(id: number | undefined): void {
  if (id !== undefined && !TODO_CUSTOMERS.some((c) => c.id === id)) {
    throw new HttpError(400, 'invalid_request', 'Client inconnu.', 'task.customer_id');
  }
}

/** The tags in their canonical order (the order of the filters). */
const ordered = (tags: readonly string[]) => TODO_TAGS.filter((tag) => tags.includes(tag));

export class TodoStore {
  /** One change at a time per user in this process: two quick toggles must not undo each other. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly store: KeyValueStore) {}

  private async read(userId: string): Promise<TodoDocument> {
    return (await this.store.forUser(userId).get<Json>(DOCUMENT)) as unknown as TodoDocument | null ?? seedTodos();
  }

  /** Runs a change on the user's list; the list is saved only when the change returns without throwing. */
  private change<T>(userId: string, apply: (doc: TodoDocument) => T): Promise<T> {
    const run = async () => {
      const doc = await this.read(userId);
      const result = apply(doc);
      await this.store.forUser(userId).set(DOCUMENT, doc as unknown as Json);
      return result;
    };
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous.then(run, run);
    const settled = next.catch(() => undefined);
    this.queues.set(userId, settled);
    void settled.then(() => {
      if (this.queues.get(userId) === settled) this.queues.delete(userId);
    });
    return next;
  }

  async list(userId: string, { filter = 'all', q, kind }: TodoListQuery): Promise<TodoTask[]> {
    const needle = q?.trim().toLowerCase() ?? '';
    return (await this.read(userId)).tasks.filter((task) => {
      if (kind === 'todo' && task.customer_id !== undefined) return false;
      if (kind === 'client' && task.customer_id === undefined) return false;
      if (filter === 'trashed') {
        if (!task.isTrashed) return false;
      } else {
        if (task.isTrashed) return false;
        if (filter === 'starred' && !task.isStarred) return false;
        if (filter === 'important' && !task.isImportant) return false;
        if (filter === 'completed' && !task.isCompleted) return false;
        if ((TODO_TAGS as readonly string[]).includes(filter) && !(task.tags as string[]).includes(filter)) return false;
      }
      return needle === '' || task.title.toLowerCase().includes(needle) || task.desc.toLowerCase().includes(needle);
    });
  }

  /** A new todo first in the list; with customer_id a client task, unread. */
  create(userId: string, input: TodoCreate['task']): Promise<number> {
    checkCustomer(input.customer_id);
    const client = input.customer_id !== undefined;
    if (!client) {
      const stray = (['type', 'end_date'] as const).find((field) => input[field] !== undefined);
      if (stray) throw new HttpError(400, 'invalid_request', `Champ réservé aux tâches client (avec customer_id) : ${stray}.`, `task.${stray}`);
    }
    return this.change(userId, (doc) => {
      const id = doc.nextId++;
      const task: TodoTask = {
        id,
        title: input.title.trim(),
        desc: input.desc?.trim() ?? '',
        isImportant: input.isImportant ?? false,
        isStarred: input.isStarred ?? false,
        tags: ordered(input.tags ?? []),
        isCompleted: input.isCompleted ?? false,
        isTrashed: false,
        ...(client ? { isRead: false, type: input.type ?? null, customer_id: input.customer_id, end_date: input.end_date ?? null } : {}),
      };
      doc.tasks.unshift(task);
      return id;
    });
  }

  /** Changes only the given fields; the client-task fields only on a client task. */
  update(userId: string, id: number, changes: TodoChanges): Promise<TodoTask> {
    checkCustomer(changes.customer_id);
    return this.change(userId, (doc) => {
      const task = doc.tasks.find((t) => t.id === id);
      if (!task) throw notFound();
      if (task.customer_id === undefined) {
        const stray = CLIENT_FIELDS.find((field) => changes[field] !== undefined);
        if (stray) throw new HttpError(400, 'invalid_request', `Champ réservé aux tâches client : ${stray}.`, `task.${stray}`);
      }
      const { title, desc, tags, ...rest } = changes;
      Object.assign(task, rest);
      if (title !== undefined) task.title = title.trim();
      if (desc !== undefined) task.desc = desc.trim();
      if (tags !== undefined) task.tags = ordered(tags);
      return task;
    });
  }

  /** Trash only sets isTrashed (spec §4); restore clears it. */
  setTrashed(userId: string, id: number, isTrashed: boolean): Promise<TodoTask> {
    return this.change(userId, (doc) => {
      const task = doc.tasks.find((t) => t.id === id);
      if (!task) throw notFound();
      task.isTrashed = isTrashed;
      return task;
    });
  }

  /** For good, from the trash only (409 otherwise: trash it first). */
  remove(userId: string, id: number): Promise<void> {
    return this.change(userId, (doc) => {
      const index = doc.tasks.findIndex((t) => t.id === id);
      if (index === -1) throw notFound();
      if (!doc.tasks[index].isTrashed) throw new HttpError(409, 'not_trashed', 'Placez d’abord la tâche dans la corbeille.');
      doc.tasks.splice(index, 1);
    });
  }
}
