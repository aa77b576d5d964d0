/**
 * GET /api/search?q=: the quick search's clients and contracts, a few of each. A role sees here
 * what it sees in /api/clients and /api/contracts: nothing of an area it may not open.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hasPermission, MENU_ITEMS } from '../../shared/menu.js';
import { QuickSearchQuery, QuickSearchResult, type QuickSearchClient, type QuickSearchContract } from '../../shared/schemas/search.js';
import { errorAnswers } from '../schemas/error-answers.js';
import { reachedClients, reachedContracts } from '../read-model/queries.js';
import { FULL_NAME } from '../read-model/lists/clients.js';
import { reach } from '../reach/route-reach.js';

/** Results of each kind: the palette is a shortcut, the lists are for browsing. */
const LIMIT = 5;

async function findClients(request: FastifyRequest, q: string): Promise<QuickSearchClient[]> {
  const { items } = await reachedClients(request, { q, sort: { key: FULL_NAME, order: 'asc' }, perPage: LIMIT });
  return items.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.mobilePhone || c.officePhone }));
}

async function findContracts(request: FastifyRequest, q: string): Promise<QuickSearchContract[]> {
  const { items } = await reachedContracts(request, { q, sort: { key: 'updatedAt', order: 'desc' }, perPage: LIMIT });
  return items.map((c) => ({ id: c.id, reference: c.reference, label: c.label, clientId: c.clientId, clientName: c.clientName, state: c.state, createdAt: c.createdAt }));
}

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireSession);

  app.get('/api/search', {
    schema: {
      operationId: 'quickSearch', summary: 'Find a few clients and contracts the caller may see (quick search)', tags: ['Search'],
      querystring: QuickSearchQuery,
      response: { 200: QuickSearchResult, ...errorAnswers(400, 401, 502, 504) },
    },
    config: { reach: reach.list(['client', 'contract']) },
  }, async (request) => {
    const { role } = request.upstream;
    const q = request.query.q.trim();
    const [clients, contracts] = await Promise.all([
      hasPermission(role, MENU_ITEMS.clients) ? findClients(request, q) : [],
      hasPermission(role, MENU_ITEMS.contracts) ? findContracts(request, q) : [],
    ]);
    return { clients, contracts };
  });
};

export default searchRoutes;
