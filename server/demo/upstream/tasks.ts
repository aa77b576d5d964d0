/** The upstream's tasks routes. Quirk reproduced: flags come as 0/1 integers, as the PHP API sends them. */
import type { FastifyInstance } from 'fastify';
import { sendJsonList } from './json-list.js';
import type { DemoStore } from './store.js';
import type { DemoTask } from '../data/rows.js';
import { TaskBody, TasksQuery } from '../../upstream/contract/tasks.js';

const SEES_ALL = new Set(['admin', 'expert']);

function row(store: DemoStore, task: DemoTask): Record<string, unknown> {
  const customer = store.user(task.customer_id);
  return {
    id: task.id,
    title: task.title,
    desc: task.desc,
    isCompleted: task.isCompleted ? 1 : 0,
    isImportant: task.isImportant ? 1 : 0,
    isRead: task.isRead ? 1 : 0,
    type: task.type,
    end_date: task.end_date,
    customer_id: task.customer_id,
    creator_id: task.creator_id,
    task_customer: customer ? { name: customer.name, subscribe_services: customer.subscribe_services } : null,
  };
}

function byFilter(filter: string | undefined): (task: DemoTask) => boolean {
  switch (filter ?? 'all') {
    case 'all':
      return () => true;
    case 'unread':
      return (t) => !t.isRead;
    case 'important':
      return (t) => t.isImportant;
    case 'completed':
      return (t) => t.isCompleted;
    default:
      return (t) => t.type === filter;
  }
}

function apply(task: DemoTask, body: Record<string, unknown>): void {
  if (typeof body.title === 'string') task.title = body.title;
  if (typeof body.desc === 'string') task.desc = body.desc;
  if ('isCompleted' in body) task.isCompleted = Boolean(body.isCompleted);
  if ('isImportant' in body) task.isImportant = Boolean(body.isImportant);
  if ('isRead' in body) task.isRead = Boolean(body.isRead);
  if (typeof body.type === 'string') task.type = body.type;
  if (typeof body.end_date === 'string') task.end_date = body.end_date;
  if (typeof body.customer_id === 'number') task.customer_id = body.customer_id;
}

export default async function taskRoutes(app: FastifyInstance, { store }: { store: DemoStore }): Promise<void> {
  app.get<{ Querystring: { filter?: string } }>('/tasks', { schema: { querystring: TasksQuery } }, async (request, reply) => {
    if (!SEES_ALL.has(request.caller!.role.toLowerCase())) return reply.code(403).send({ message: 'Forbidden.' });
    return sendJsonList(reply, store.tasks.sorted().filter(byFilter(request.query.filter)), (t) => row(store, t));
  });

  app.get<{ Querystring: { filter?: string; user_id?: string } }>('/customer_tasks', { schema: { querystring: TasksQuery } }, async (request, reply) => {
    const caller = request.caller!;
    const customerId = request.query.user_id ? Number(request.query.user_id) : null;
    const mine = (t: DemoTask) => (customerId !== null ? t.customer_id === customerId : t.customer_id === caller.id || store.user(t.customer_id)?.parent_id === caller.id);
    const wanted = byFilter(request.query.filter);
    return sendJsonList(reply, store.tasks.sorted().filter((t) => mine(t) && wanted(t)), (t) => row(store, t));
  });

  app.post<{ Body: Record<string, unknown> }>('/tasks', { schema: { body: TaskBody } }, async (request, reply) => {
    const body = request.body ?? {};
    if (typeof body.title !== 'string' || body.title.trim() === '') return reply.code(422).send({ message: 'The title field is required.' });
    const task: DemoTask = {
      id: store.tasks.nextId(),
      title: '',
      desc: '',
      isCompleted: false,
      isImportant: false,
      isRead: false,
      type: 'appel_client',
      end_date: new Date().toISOString().slice(0, 10),
      customer_id: 0,
      creator_id: typeof body.creator_id === 'number' ? body.creator_id : request.caller!.id,
    };
    apply(task, body);
    store.tasks.add(task);
    return reply.code(201).send(row(store, task));
  });

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>('/tasks/:id', { schema: { body: TaskBody } }, async (request, reply) => {
    const task = store.tasks.get(Number(request.params.id));
    if (!task) return reply.code(404).send({ message: 'Not found.' });
    apply(task, request.body ?? {});
    store.tasks.changed();
    return row(store, task);
  });

  app.delete<{ Params: { id: string } }>('/tasks/:id', async (request, reply) => {
    if (!store.tasks.remove(Number(request.params.id))) return reply.code(404).send({ message: 'Not found.' });
    return { success: true };
  });
}
