/** /api/statistics/*: the KPI dashboard's figures for a year (admin, Consultant). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberStatistics, MonthIncome, ServicesByState } from '../../shared/types.js';
import { requireArea } from '../auth/role-guard.js';
import { toIncome, toMembers, toServices } from '../upstream/adapters/statistics.js';
import { UpstreamError } from '../upstream/client.js';
import { expectSuccess, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';

const yearQuery = (extra: Record<string, object> = {}) => ({
  type: 'object',
  additionalProperties: false,
  properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 }, ...extra },
});

export default async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireArea('dashboard');
  const fetchYear = async (request: FastifyRequest, path: string, year: number | undefined) =>
    expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'GET', path, query: { year: year ?? new Date().getFullYear() } })).body;

  app.get<{ Querystring: { year?: number } }>('/api/statistics/income', { preHandler: guard, schema: { querystring: yearQuery() } }, async (request): Promise<{ months: MonthIncome[] }> => ({
    months: toIncome(await fetchYear(request, '/get_statistics_total_income', request.query.year)),
  }));

  app.get<{ Querystring: { year?: number } }>('/api/statistics/services', { preHandler: guard, schema: { querystring: yearQuery() } }, async (request): Promise<ServicesByState> => {
    const services = toServices(await fetchYear(request, '/getPrestation', request.query.year));
    if (!services) throw upstreamFailure(new UpstreamError('bad_response', 'getPrestation is not [waiting, running, ended]'));
    return services;
  });

  app.get<{ Querystring: { year?: number; by?: 'executor' | 'creator' } }>(
    '/api/statistics/members',
    { preHandler: guard, schema: { querystring: yearQuery({ by: { type: 'string', enum: ['executor', 'creator'], default: 'executor' } }) } },
    async (request): Promise<{ members: MemberStatistics[] }> => {
      const members = toMembers(await fetchYear(request, '/getMembersPrestation', request.query.year), request.query.by ?? 'executor');
      if (!members) throw upstreamFailure(new UpstreamError('bad_response', 'getMembersPrestation is not a list'));
      return { members };
    },
  );
}
