/**
 * GET /api/search?q=: the quick search's clients and contracts, a few of each. A role sees here
 * what it sees in /api/clients and /api/contracts: nothing of an area it may not open.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hasPermission, MENU_ITEMS } from '../../shared/menu.js';
import { QuickSearchQuery, QuickSearchResult, type QuickSearchClient, type QuickSearchContract } from '../../shared/schemas/search.js';
import { errorAnswers } from '../schemas/error-answers.js';
import { listClients } from '../upstream/resources/clients.js';
import { clientMatches } from './clients.js';
import { visibleContracts } from '../upstream/resources/contracts.js';
import { contractMatches } from './contracts.js';
import { sortBy } from '../read-model/list-query.js';
import { reach } from '../reach/route-reach.js';

/** Results of each kind: the palette is a shortcut, the lists are for browsing. */
const LIMIT = 5;

async function findClients(request: FastifyRequest, q: string): Promise<QuickSearchClient[]> {
  const found = (await listClients(request.upstream)).filter((c) => clientMatches(q, c));
  return sortBy(found, (c) => `${c.lastName} ${c.firstName}`, 'asc')
    .slice(0, LIMIT)
    .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.mobilePhone || c.officePhone }));
}

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireSession);

  async function findContracts(request: FastifyRequest, q: string): Promise<QuickSearchContract[]> {
    const found = (await visibleContracts(request.upstream)).filter((c) => contractMatches(q, c));
    return sortBy(found, (c) => c.updatedAt, 'desc')
      .slice(0, LIMIT)
      .map((c) => ({ id: c.id, reference: c.reference, label: c.label, clientId: c.clientId, clientName: c.clientName, state: c.state, createdAt: c.createdAt }));
  }

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
