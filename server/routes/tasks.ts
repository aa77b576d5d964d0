/** /api/tasks: the tasks the caller sees (server/upstream/resources/tasks.ts says which), for the area tasks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NumericId, Paged } from '../../shared/schemas/common.js';
import { Task, TaskCreate, TaskListQuery, TaskPatch } from '../../shared/schemas/tasks.js';
import { isUrgent } from '../../shared/tasks.js';
import { requireArea } from '../auth/role-guard.js';
import { firmToday } from '../../shared/firm-day.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { createTask, deleteTask, keptByFilter, updateTask } from '../upstream/resources/tasks.js';
import { reachedTasks } from '../read-model/queries.js';
import { tasksList } from '../read-model/lists/tasks.js';
import { checkBodyId, conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { reach } from '../reach/route-reach.js';
import { journaled } from '../journal/journal-plugin.js';

const tags = ['Tasks'];

const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('tasks'));
  /** A task written: the lists of every instance show it as it is now. */
  const written = app.readModel.writer(tasksList, (task: Task) => task);

  app.get('/api/tasks', {
    schema: {
      operationId: 'listTasks', summary: 'List tasks (filter, search, urgency, page); every filter but trashed leaves the trashed tasks out', tags,
      querystring: TaskListQuery,
      response: { 200: Paged(Task), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('task', { query: { customerId: 'taskCustomer' } }) },
  }, async (request) => {
    const { filter = 'all', q, customerId, urgent, page, perPage } = request.query;
    const today = firmToday();
    const byFilter = keptByFilter(filter);
    // The firm API's order (newest due date first) is kept: no sort parameter.
    return reachedTasks(request, {
      name: [filter, customerId ?? '', urgent === undefined ? '' : `${urgent}${today}`].join('|'),
      keep: (t) => byFilter(t) && (customerId === undefined || t.customerId === customerId) && (urgent === undefined || isUrgent(t, today) === urgent),
      q,
      page,
      perPage,
    });
  });

  app.post('/api/tasks', {
    schema: {
      operationId: 'createTask', summary: 'Create a task', tags,
      body: TaskCreate,
      response: { 201: Task, ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.write('task', 'create'), reach: reach.creates('task', { body: { customerId: 'taskCustomer' } }) },
  }, async (request, reply) => reply.code(201).send(sendVersioned(reply, await written(await createTask(request.upstream, app.records, request.body)))));

  app.patch('/api/tasks/:id', {
    schema: {
      operationId: 'updateTask', summary: 'Change fields of a task, or star it, move it to the trash and back (trashed), tag it', tags,
      params: NumericId, body: TaskPatch, headers: IfMatchHeader,
      response: { 200: withETag(Task), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Task) },
    },
    config: { journal: journaled.write('task', 'patch'), reach: reach.record('task', { body: { customerId: 'taskCustomer' } }) },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    return sendVersioned(reply, await written(await updateTask(request, request.params.id, request.body, request.headers['if-match'])));
  });

  app.delete('/api/tasks/:id', {
    schema: {
      operationId: 'deleteTask', summary: 'Delete a task for good (the screen offers it from the trash)', tags,
      params: NumericId, headers: IfMatchHeader,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(Task) },
    },
    config: { journal: journaled.write('task', 'delete'), reach: reach.record('task') },
  }, async (request, reply) => {
    await deleteTask(request, request.params.id, request.headers['if-match']);
    await app.readModel.write(tasksList, request.params.id, null);
    return reply.code(204).send(null);
  });
};

export default taskRoutes;
