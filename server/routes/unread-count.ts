/** GET /unread_count: the Tasks badge, forwarded to the upstream with the user's token. */
import type { FastifyInstance } from 'fastify';
import type { UnreadCountResponse } from '../../shared/types.js';
import { UpstreamError } from '../upstream/client.js';
import { isRecord, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';

/** The upstream (PHP) may send the count as a number or a numeric string. */
function readCount(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const count = typeof body.count === 'string' && /^\d+$/.test(body.count.trim()) ? Number(body.count) : body.count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

export default async function unreadCountRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/unread_count',
    {
      preHandler: app.requireSession,
      schema: { response: { 200: { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 0 } } } } },
    },
    async (request): Promise<UnreadCountResponse> => {
      const answer = await forwardAsUser(app.upstream, request.session!, { method: 'GET', path: '/unread_count' });
      const count = answer.status === 200 ? readCount(answer.body) : null;
      if (count === null) throw upstreamFailure(new UpstreamError('bad_response', `unread_count answered ${answer.status}`));
      return { count };
    },
  );
}
