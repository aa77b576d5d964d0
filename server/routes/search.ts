/**
 * GET /api/search?q=: the quick search's clients and contracts, a few of each. A role sees here
 * what it sees in /api/clients and /api/contracts: nothing of an area it may not open.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, MENU_ITEMS } from '../../shared/menu.js';
import { QUICK_SEARCH_MIN_LENGTH, type QuickSearchClient, type QuickSearchContract, type QuickSearchResult } from '../../shared/types.js';
import { CONTRACT_STATES } from '../../shared/schemas/contracts.js';
import { clientMatches, upstreamClients } from './clients.js';
import { visibleContracts } from '../upstream/resources/contracts.js';
import { matches, sortBy } from './list-query.js';

/** Results of each kind: the palette is a shortcut, the lists are for browsing. */
const LIMIT = 5;

const clientItem = {
  type: 'object',
  required: ['id', 'name', 'email', 'phone'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } },
} as const;

const contractItem = {
  type: 'object',
  required: ['id', 'label', 'clientId', 'clientName', 'state'],
  properties: {
    id: { type: 'integer' },
    label: { type: 'string' },
    clientId: { type: 'integer' },
    clientName: { type: 'string' },
    state: { type: 'string', enum: CONTRACT_STATES },
  },
} as const;

export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  async function findClients(request: FastifyRequest, q: string): Promise<QuickSearchClient[]> {
    const found = (await upstreamClients(app, request)).filter((c) => clientMatches(q, c));
    return sortBy(found, (c) => `${c.lastName} ${c.firstName}`, 'asc')
      .slice(0, LIMIT)
      .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.mobilePhone || c.officePhone }));
  }

  async function findContracts(request: FastifyRequest, q: string): Promise<QuickSearchContract[]> {
    const found = (await visibleContracts(request.upstream)).filter((c) => matches(q, [c.label, c.clientName]));
    return sortBy(found, (c) => c.updatedAt, 'desc')
      .slice(0, LIMIT)
      .map((c) => ({ id: c.id, label: c.label, clientId: c.clientId, clientName: c.clientName, state: c.state }));
  }

  app.get<{ Querystring: { q: string } }>(
    '/api/search',
    {
      preHandler: app.requireSession,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['q'],
          // Two characters that are not spaces: one letter finds half the firm.
          properties: { q: { type: 'string', minLength: QUICK_SEARCH_MIN_LENGTH, maxLength: 100, pattern: '\\S.*\\S' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['clients', 'contracts'],
            properties: { clients: { type: 'array', items: clientItem }, contracts: { type: 'array', items: contractItem } },
          },
        },
      },
    },
    async (request): Promise<QuickSearchResult> => {
      const role = request.session!.user.role;
      const q = request.query.q.trim();
      const [clients, contracts] = await Promise.all([
        hasPermission(role, MENU_ITEMS.clients) ? findClients(request, q) : [],
        hasPermission(role, MENU_ITEMS.contracts) ? findContracts(request, q) : [],
      ]);
      return { clients, contracts };
    },
  );
}
