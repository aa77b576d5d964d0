/** The template's Todo app (spec §7), per signed-in user: list, create, change, trash, restore, delete. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TodoById, TodoCreate, TodoCreated, TodoList, TodoListQuery, TodoTask, TodoUpdate } from '../../../shared/schemas/template-todo.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { TodoStore } from '../../template-api/todo.js';
import { errorAnswers } from '../../schemas/error-answers.js';

const tags = ['Todo (demo)'];
const userOf = (request: Parameters<typeof signedInUser>[0]) => String(signedInUser(request).id);

const todoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const todos = new TodoStore(app.records);

  app.get('/api/apps/todo', {
    schema: {
      operationId: 'listTodos', tags,
      summary: 'The todos of a filter (all, starred, important, completed: not trashed; trashed; or a tag), searched by title and description',
      querystring: TodoListQuery,
      response: { 200: TodoList, ...errorAnswers(400, 401, 403) },
    },
  }, async (request) => todos.list(userOf(request), request.query));

  app.post('/api/apps/todo/new-clientTask', {
    schema: {
      operationId: 'createTodo', tags,
      summary: 'Add a todo, or with customer_id a client task (unread)',
      body: TodoCreate,
      response: { 201: TodoCreated, ...errorAnswers(400, 401, 403, 413, 415) },
    },
  }, async (request, reply) => reply.code(201).send({ id: await todos.create(userOf(request), request.body.task) }));

  app.post('/api/apps/todo/update-task', {
    schema: {
      operationId: 'updateTodo', tags,
      summary: 'Change the given fields of a todo (complete, read, important, star, tags, text); the others stay',
      body: TodoUpdate,
      response: { 200: TodoTask, ...errorAnswers(400, 401, 403, 404, 413, 415) },
    },
  }, async (request) => {
    const { id, ...changes } = request.body.task;
    return todos.update(userOf(request), id, changes);
  });

  app.post('/api/app/todo/trash-todo', {
    schema: {
      operationId: 'trashTodo', tags,
      summary: 'Move a todo to the trash (sets isTrashed only)',
      body: TodoById,
      response: { 200: TodoTask, ...errorAnswers(400, 401, 403, 404, 413, 415) },
    },
  }, async (request) => todos.setTrashed(userOf(request), request.body.id, true));

  app.post('/api/apps/todo/restore-todo', {
    schema: {
      operationId: 'restoreTodo', tags,
      summary: 'Take a todo out of the trash',
      body: TodoById,
      response: { 200: TodoTask, ...errorAnswers(400, 401, 403, 404, 413, 415) },
    },
  }, async (request) => todos.setTrashed(userOf(request), request.body.id, false));

  app.post('/api/apps/todo/delete-todo', {
    schema: {
      operationId: 'deleteTodo', tags,
      summary: 'Delete a trashed todo for good (409 when it is not in the trash)',
      body: TodoById,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
    },
  }, async (request, reply) => {
    await todos.remove(userOf(request), request.body.id);
    return reply.code(204).send(null);
  });
};

export default todoRoutes;
