/**
 * /api/statistics/*: the KPI dashboard's figures for a year (admin, Consultant). Every amount is
 * summed here from the contracts, recomputed in cents by shared/fees.ts, so that the dashboard
 * shows exactly what the contracts list shows (the upstream's own sums use the legacy amounts,
 * truncated to whole euros). Counts the contracts cannot give (clients created, services by
 * state, the staff roster) come from the upstream's statistics.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberMonth, MemberStatistics, MonthIncome, ServicesByState } from '../../shared/types.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { requireArea } from '../auth/role-guard.js';
import { toContract } from '../upstream/adapters/contracts.js';
import { listOf } from '../upstream/adapters/people.js';
import { toIncome, toMembers, toServices } from '../upstream/adapters/statistics.js';
import { UpstreamError } from '../upstream/client.js';
import { expectSuccess, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';

const yearQuery = (extra: Record<string, object> = {}) => ({
  type: 'object',
  additionalProperties: false,
  properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 }, ...extra },
});

/** The month (1..12) of an ISO date in `year`, or null. */
function monthIn(iso: string | null, year: number): number | null {
  return iso && Number(iso.slice(0, 4)) === year ? Number(iso.slice(5, 7)) : null;
}

export function incomeFromContracts(contracts: Contract[], year: number, clientsCreated: number[]): MonthIncome[] {
  const months: MonthIncome[] = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    clientsCount: clientsCreated[i] ?? 0,
    depositCount: 0,
    depositCents: 0,
    balanceCount: 0,
    balanceCents: 0,
    endedCount: 0,
    endedCents: 0,
    opportunityCount: 0,
    opportunityCents: 0,
    totalCents: 0,
  }));
  for (const c of contracts) {
    const deposit = c.depositPaid ? monthIn(c.depositDate, year) : null;
    if (deposit) (months[deposit - 1].depositCount++, (months[deposit - 1].depositCents += c.depositCents));
    const balance = c.balancePaid ? monthIn(c.balanceDate, year) : null;
    if (balance) {
      months[balance - 1].balanceCount++;
      months[balance - 1].balanceCents += c.balanceCents;
      if (c.state === 'Terminé') (months[balance - 1].endedCount++, (months[balance - 1].endedCents += c.totalTtcCents));
    }
    const created = c.state === 'En attente' ? monthIn(c.createdAt, year) : null;
    if (created) (months[created - 1].opportunityCount++, (months[created - 1].opportunityCents += c.totalTtcCents));
  }
  for (const m of months) m.totalCents = m.depositCents + m.balanceCents;
  return months;
}

export function membersFromContracts(roster: MemberStatistics[], contracts: Contract[], year: number, by: 'executor' | 'creator'): MemberStatistics[] {
  return roster.map((member) => {
    const months: MemberMonth[] = Array.from({ length: 12 }, () => ({ waiting: 0, running: 0, ended: 0, created: 0, waitingCents: 0, runningCents: 0, endedCents: 0 }));
    for (const c of contracts) {
      const m = monthIn(c.createdAt, year);
      if (!m) continue;
      if (c.creatorId === member.id) months[m - 1].created++;
      if ((by === 'executor' ? c.expertId : c.creatorId) !== member.id) continue;
      const month = months[m - 1];
      if (c.state === 'En attente') (month.waiting++, (month.waitingCents += c.totalTtcCents));
      if (c.state === 'En cours') (month.running++, (month.runningCents += c.totalTtcCents));
      if (c.state === 'Terminé') (month.ended++, (month.endedCents += c.totalTtcCents));
    }
    return { ...member, months };
  });
}

export default async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireArea('dashboard');
  const fetchYear = async (request: FastifyRequest, path: string, year: number) =>
    expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'GET', path, query: { year } })).body;

  async function allContracts(request: FastifyRequest): Promise<Contract[]> {
    // admin and Consultant: the upstream's /documents lists every contract.
    const rows = listOf(expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'GET', path: '/documents' })).body);
    if (!rows) throw upstreamFailure(new UpstreamError('bad_response', 'contracts is not a list'));
    return rows.map((row) => toContract(row)).filter((c): c is Contract => c !== null);
  }

  const yearOf = (year: number | undefined) => year ?? new Date().getFullYear();

  app.get<{ Querystring: { year?: number } }>('/api/statistics/income', { preHandler: guard, schema: { querystring: yearQuery() } }, async (request): Promise<{ months: MonthIncome[] }> => {
    const year = yearOf(request.query.year);
    const [upstream, contracts] = await Promise.all([fetchYear(request, '/get_statistics_total_income', year), allContracts(request)]);
    return { months: incomeFromContracts(contracts, year, toIncome(upstream).map((m) => m.clientsCount)) };
  });

  app.get<{ Querystring: { year?: number } }>('/api/statistics/services', { preHandler: guard, schema: { querystring: yearQuery() } }, async (request): Promise<ServicesByState> => {
    const services = toServices(await fetchYear(request, '/getPrestation', yearOf(request.query.year)));
    if (!services) throw upstreamFailure(new UpstreamError('bad_response', 'getPrestation is not [waiting, running, ended]'));
    return services;
  });

  app.get<{ Querystring: { year?: number; by?: 'executor' | 'creator' } }>(
    '/api/statistics/members',
    { preHandler: guard, schema: { querystring: yearQuery({ by: { type: 'string', enum: ['executor', 'creator'], default: 'executor' } }) } },
    async (request): Promise<{ members: MemberStatistics[] }> => {
      const year = yearOf(request.query.year);
      const [upstream, contracts] = await Promise.all([fetchYear(request, '/getMembersPrestation', year), allContracts(request)]);
      const roster = toMembers(upstream, 'executor');
      if (!roster) throw upstreamFailure(new UpstreamError('bad_response', 'getMembersPrestation is not a list'));
      return { members: membersFromContracts(roster, contracts, year, request.query.by ?? 'executor') };
    },
  );
}
