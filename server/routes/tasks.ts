/**
 * /api/tasks: admin and Expert see every task (upstream /tasks), the others their customers'
 * (/customer_tasks). A task outside what the caller sees is a 404, for reads and writes alike.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TASK_FILTERS, TASK_TYPES, type Task, type TaskInput } from '../../shared/types.js';
import { requireArea } from '../auth/role-guard.js';
import { pagedOf, ref } from '../schemas/resources.js';
import { HttpError } from '../http-error.js';
import { listOf } from '../upstream/adapters/people.js';
import { toTask, toUpstreamTask } from '../upstream/adapters/tasks.js';
import { UpstreamError } from '../upstream/client.js';
import { expectSuccess, isRecord, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';
import { isUrgent } from '../../shared/tasks.js';
import { firmToday } from '../firm-day.js';
import { listQuerySchema, matches, paginate } from './list-query.js';
import type { Paged } from '../../shared/schemas/common.js';

const SEES_ALL = new Set(['admin', 'Expert']);
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

const taskFields = {
  title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  description: { type: 'string', maxLength: 5000 },
  type: { anyOf: [{ type: 'string', enum: TASK_TYPES }, { type: 'null' }] },
  dueDate: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
  customerId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
  important: { type: 'boolean' },
  completed: { type: 'boolean' },
  read: { type: 'boolean' },
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    ...taskFields,
    description: { ...taskFields.description, default: '' },
    type: { ...taskFields.type, default: null },
    dueDate: { ...taskFields.dueDate, default: null },
    customerId: { ...taskFields.customerId, default: null },
    important: { type: 'boolean', default: false },
    completed: { type: 'boolean', default: false },
    read: { type: 'boolean', default: false },
  },
} as const;

const patchBody = { type: 'object', additionalProperties: false, minProperties: 1, properties: taskFields } as const;

export default async function taskRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireArea('tasks');
  const call = (request: FastifyRequest, c: Parameters<typeof forwardAsUser>[2]) => forwardAsUser(app.upstream, request.session!, c);

  async function visibleTasks(request: FastifyRequest, filter = 'all', customerId?: number): Promise<Task[]> {
    const seesAll = SEES_ALL.has(request.session!.user.role ?? '');
    const answer = expectSuccess(
      await call(request, {
        method: 'GET',
        path: seesAll && customerId === undefined ? '/tasks' : '/customer_tasks',
        query: { filter, user_id: customerId },
      }),
    );
    const rows = listOf(answer.body);
    if (!rows) throw upstreamFailure(new UpstreamError('bad_response', 'tasks is not a list'));
    return rows.map(toTask).filter((t): t is Task => t !== null);
  }

  async function visibleTask(request: FastifyRequest, id: number): Promise<Task> {
    const task = (await visibleTasks(request)).find((t) => t.id === id);
    if (!task) throw new HttpError(404, 'not_found', 'Tâche introuvable.');
    return task;
  }

  function readTask(body: unknown): Task {
    const task = isRecord(body) ? toTask(body) : null;
    if (!task) throw upstreamFailure(new UpstreamError('bad_response', 'task is not an object'));
    return task;
  }

  const { sort: _noSort, order: _noOrder, ...listParams } = listQuerySchema([]).properties;

  app.get<{ Querystring: { filter?: string; q?: string; customerId?: number; urgent?: boolean; page?: number; perPage?: number } }>(
    '/api/tasks',
    {
      preHandler: guard,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...listParams,
            filter: { type: 'string', enum: [...TASK_FILTERS, ...TASK_TYPES], default: 'all' },
            customerId: { type: 'integer', minimum: 1 },
            urgent: { type: 'boolean', description: 'true: past due and not completed only; false: the others' },
          },
        },
        response: { 200: pagedOf('Task') },
      },
    },
    async (request): Promise<Paged<Task>> => {
      const { filter, q, customerId, urgent, page, perPage } = request.query;
      const today = firmToday();
      // The upstream's order (newest due date first) is kept: no sort parameter.
      const tasks = (await visibleTasks(request, filter, customerId))
        .filter((t) => urgent === undefined || isUrgent(t, today) === urgent)
        .filter((t) => matches(q, [t.title, t.description]));
      return paginate(tasks, page, perPage);
    },
  );

  app.post<{ Body: TaskInput }>('/api/tasks', { preHandler: guard, schema: { body: createBody, response: { 201: ref('Task') } } }, async (request, reply) => {
    const answer = expectSuccess(
      await call(request, { method: 'POST', path: '/tasks', json: { ...toUpstreamTask(request.body), creator_id: Number(request.session!.user.id) } }),
    );
    return reply.code(201).send(readTask(answer.body));
  });

  app.patch<{ Params: { id: number }; Body: Partial<TaskInput> }>(
    '/api/tasks/:id',
    { preHandler: guard, schema: { params: idParams, body: patchBody, response: { 200: ref('Task') } } },
    async (request) => {
      await visibleTask(request, request.params.id);
      const answer = expectSuccess(await call(request, { method: 'PUT', path: `/tasks/${request.params.id}`, json: toUpstreamTask(request.body) }));
      return readTask(answer.body);
    },
  );

  app.delete<{ Params: { id: number } }>('/api/tasks/:id', { preHandler: guard, schema: { params: idParams } }, async (request, reply) => {
    await visibleTask(request, request.params.id);
    expectSuccess(await call(request, { method: 'DELETE', path: `/tasks/${request.params.id}` }));
    return reply.code(204).send();
  });
}
