/** The template's sample users (spec §7 GET /api/users/list), plus one user and its edit for the user screens. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NumericId } from '../../../shared/schemas/common.js';
import { TemplateUser, TemplateUserList, TemplateUserPatch } from '../../../shared/schemas/template-users.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { TemplateUsers } from '../../template-api/users.js';
import { errorAnswers } from '../../schemas/error-answers.js';

const tags = ['Template demo: users'];

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = new TemplateUsers(app.records);

  app.get('/api/users/list', {
    schema: {
      operationId: 'listDemoUsers', summary: "The template's sample users (the caller's own copy), never a password", tags,
      response: { 200: TemplateUserList, ...errorAnswers(401, 403) },
    },
  }, async (request) => users.list(signedInUser(request).id));

  app.get('/api/users/:id', {
    schema: {
      operationId: 'getDemoUser', summary: 'One sample user', tags,
      params: NumericId,
      response: { 200: TemplateUser, ...errorAnswers(400, 401, 403, 404) },
    },
  }, async (request) => users.get(signedInUser(request).id, request.params.id));

  app.patch('/api/users/:id', {
    schema: {
      operationId: 'updateDemoUser', summary: 'Change the fields sent of one sample user (the others stay)', tags,
      params: NumericId,
      body: TemplateUserPatch,
      response: { 200: TemplateUser, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
    },
  }, async (request) => users.update(signedInUser(request).id, request.params.id, request.body));
};

export default userRoutes;
