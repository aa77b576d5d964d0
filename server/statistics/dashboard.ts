/**
 * GET /api/statistics/dashboard: everything the KPI screen draws for one period, in one answer.
 * The year's monthly series come from the firm's contracts (and the upstream's statistics for what
 * the contracts cannot give); a week is counted from the contracts the caller may see (an admin:
 * all, a Consultant: their own) and the clients created that week.
 */
import type { FastifyRequest } from 'fastify';
import { indexCount, monthsOf, monthsTouched, weekRange, type Period } from '../../shared/periods.js';
import { seesWholeFirm } from '../../shared/policies.js';
import type { Dashboard, DashboardQuery, MemberStatistics, MonthIncome, StaffBy } from '../../shared/schemas/statistics.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { HttpError } from '../http-error.js';
import type { UserUpstream } from '../upstream/user-upstream.js';
import { clientsCreatedBetween, firmContracts, upstreamIncome, upstreamMembers, upstreamServices } from '../upstream/resources/statistics.js';
import { incomeFromContracts, membersFromContracts } from './months.js';
import { servicesFromContracts, servicesFromStats, staffFromContracts, staffFromStats, tilesFromContracts, tilesFromIncome } from './period-figures.js';

export const yearOf = (year: number | undefined): number => year ?? new Date().getFullYear();

/** The year's 12 months of income, from the firm's contracts (fetched here unless given). */
export async function yearIncome(upstream: UserUpstream, year: number, contracts?: Promise<Contract[]>): Promise<MonthIncome[]> {
  const [upstreamMonths, firm] = await Promise.all([upstreamIncome(upstream, year), contracts ?? firmContracts(upstream)]);
  return incomeFromContracts(firm, year, upstreamMonths.map((m) => m.clientsCount));
}

/** The staff's contracts and turnover for each month of the year, by who executes or who created them. */
export async function yearMembers(upstream: UserUpstream, year: number, by: StaffBy, contracts?: Promise<Contract[]>): Promise<MemberStatistics[]> {
  const [roster, firm] = await Promise.all([upstreamMembers(upstream, year), contracts ?? firmContracts(upstream)]);
  return membersFromContracts(roster, firm, year, by);
}

/** The period the query names; an index beyond its kind's (month 13, week 54) is a 400. */
export function periodOf(query: DashboardQuery): Period {
  const kind = query.period ?? 'month';
  const year = yearOf(query.year);
  const index = kind === 'year' ? 1 : (query.index ?? 1);
  if (index > indexCount(kind, year)) throw new HttpError(400, 'invalid_request', `index : au plus ${indexCount(kind, year)} pour cette période.`, 'index');
  return { kind, year, index };
}

/**
 * The dashboard of a period. `callerContracts` are the contracts the caller may see (the week is
 * theirs); the months, quarters and years are the firm's monthly statistics.
 */
export async function dashboardOf(request: FastifyRequest, query: DashboardQuery, callerContracts: () => Promise<Contract[]>): Promise<Dashboard> {
  const { upstream } = request;
  const period = periodOf(query);
  const by = query.by ?? 'executor';
  const firm = firmContracts(upstream);
  firm.catch(() => {}); // awaited below; never an unhandled rejection while the others settle
  const common = { period, highlight: monthsTouched(period) };

  if (period.kind !== 'week') {
    const numbers = monthsOf(period);
    const [months, services, members] = await Promise.all([
      yearIncome(upstream, period.year, firm),
      upstreamServices(upstream, period.year),
      yearMembers(upstream, period.year, by, firm),
    ]);
    return { ...common, tiles: tilesFromIncome(months, numbers), months, pies: servicesFromStats(services, numbers), staff: staffFromStats(members, numbers) };
  }

  const { start, end } = weekRange(period);
  const [months, roster, contracts, prospects] = await Promise.all([
    yearIncome(upstream, period.year, firm),
    upstreamMembers(upstream, period.year),
    callerContracts(),
    clientsCreatedBetween(upstream, start, end),
  ]);
  const wholeFirm = seesWholeFirm(request.session?.user.role);
  return {
    ...common,
    tiles: tilesFromContracts(contracts, prospects, start, end),
    months,
    pies: servicesFromContracts(contracts, start, end),
    // A Consultant's week is made of their own contracts: the others' zeros would mean nothing.
    staff: staffFromContracts(contracts, roster, by, start, end).filter((row) => wholeFirm || row.waiting + row.running + row.ended > 0),
  };
}
