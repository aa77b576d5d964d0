/** GET /unread_count: the Tasks badge, forwarded to the upstream with the user's token. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnreadCountResponse } from '../../shared/schemas/tasks.js';
import { errorAnswers } from '../schemas/error-answers.js';
import { unreadCount } from '../upstream/resources/unread-count.js';
import { defaultReach, reach } from '../reach/route-reach.js';

const unreadCountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defaultReach(app, reach.own);
  app.addHook('preHandler', app.requireSession);

  app.get('/unread_count', {
    schema: {
      operationId: 'getUnreadCount', summary: 'How many tasks the caller has not read (the Tasks badge)', tags: ['Tasks'],
      response: { 200: UnreadCountResponse, ...errorAnswers(401, 502, 504) },
    },
  }, async (request) => ({ count: await unreadCount(request.upstream) }));
};

export default unreadCountRoutes;
