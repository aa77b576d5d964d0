/** The template's sample users (spec §7 GET /api/users/list), plus one user and its edit for the user screens. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NumericId } from '../../shared/schemas/common.js';
import { DemoUser, DemoUserList, DemoUserPatch } from '../../shared/schemas/demo-users.js';
import { requireTemplateDemo } from '../auth/role-guard.js';
import { signedInUser } from '../auth/signed-in-user.js';
import { DemoUsers } from '../demo-api/users.js';
import { errorAnswers } from '../schemas/error-answers.js';

const tags = ['Template demo: users'];

const demoUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = new DemoUsers(app.store);
  app.addHook('preHandler', requireTemplateDemo);

  app.get('/api/users/list', {
    schema: {
      operationId: 'listDemoUsers', summary: "The template's sample users (the caller's own copy), never a password", tags,
      response: { 200: DemoUserList, ...errorAnswers(401, 403) },
    },
  }, async (request) => users.list(signedInUser(request).id));

  app.get('/api/users/:id', {
    schema: {
      operationId: 'getDemoUser', summary: 'One sample user', tags,
      params: NumericId,
      response: { 200: DemoUser, ...errorAnswers(400, 401, 403, 404) },
    },
  }, async (request) => users.get(signedInUser(request).id, request.params.id));

  app.patch('/api/users/:id', {
    schema: {
      operationId: 'updateDemoUser', summary: 'Change the fields sent of one sample user (the others stay)', tags,
      params: NumericId,
      body: DemoUserPatch,
      response: { 200: DemoUser, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
    },
  }, async (request) => users.update(signedInUser(request).id, request.params.id, request.body));
};

export default demoUserRoutes;
