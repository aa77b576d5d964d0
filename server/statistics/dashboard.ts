/**
 * GET /api/statistics/dashboard: everything the KPI screen draws for one period, in one answer.
 * The year's monthly series come from the firm's contracts in the read model (counted once per change
 * of them) and the firm API's statistics for what the contracts cannot give (kept a while); a week is
 * counted from the contracts the caller reaches (an admin: all, a Consultant: their own) and the
 * clients created that week.
 */
import type { FastifyRequest } from 'fastify';
import { indexCount, monthsOf, monthsTouched, weekRange, type Period } from '../../shared/periods.js';
import { seesWholeFirm } from '../../shared/policies.js';
import type { Dashboard, DashboardQuery, MemberStatistics, MonthIncome, ServicesByState, StaffBy } from '../../shared/schemas/statistics.js';
import { HttpError } from '../http-error.js';
import type { UserUpstream } from '../upstream/user-upstream.js';
import { upstreamIncome, upstreamMembers, upstreamServices } from '../upstream/resources/statistics.js';
import { figureOf } from '../read-model/figures.js';
import { contractsList } from '../read-model/lists/contracts.js';
import { clientsList } from '../read-model/lists/clients.js';
import { reachesClient, reachesContract, type Reacher } from '../../shared/reach.js';
import { reacherOfUpstream } from '../upstream/user-upstream.js';
import { incomeFromContracts, membersFromContracts } from './months.js';
import { servicesFromContracts, servicesFromStats, staffFromContracts, staffFromStats, tilesFromContracts, tilesFromIncome } from './period-figures.js';

export const yearOf = (year: number | undefined): number => year ?? new Date().getFullYear();

/** The firm's contracts (the managers' view: every one), as the read model keeps them. */
const firmContracts = (request: FastifyRequest) => request.server.readModel.view(request, contractsList);
/**
 * The firm API's statistics of a year, kept a while (figures.ts) and shared by the dashboard's
 * readers: kept only once the firm API says the caller is still one it answers with the whole firm.
 */
const upstreamFigure = <T>(request: FastifyRequest, name: string, year: number, load: (upstream: UserUpstream, year: number) => Promise<T>) =>
  request.server.readModel.upstreamFigures.get(`${name}:${year}`, async () => {
    const figures = await load(request.upstream, year);
    await request.server.firmPeople.confirmNow(request);
    return figures;
  });

/** The year's 12 months of income, counted from the firm's contracts (once per change of them), with the clients the firm API counted. */
export async function yearIncome(request: FastifyRequest, year: number): Promise<MonthIncome[]> {
  const [upstreamMonths, firm] = await Promise.all([upstreamFigure(request, 'income', year, upstreamIncome), firmContracts(request)]);
  const months = figureOf(firm, `income:${year}`, (contracts) => incomeFromContracts(contracts, year, []));
  return months.map((m, i) => ({ ...m, clientsCount: upstreamMonths[i]?.clientsCount ?? 0 }));
}

/** The staff's contracts and turnover for each month of the year, by who executes or who created them. */
export async function yearMembers(request: FastifyRequest, year: number, by: StaffBy): Promise<MemberStatistics[]> {
  const [roster, firm] = await Promise.all([upstreamFigure(request, 'members', year, upstreamMembers), firmContracts(request)]);
  return figureOf(firm, `members:${year}:${by}`, (contracts) => membersFromContracts(roster, contracts, year, by), roster);
}

export const yearServices = (request: FastifyRequest, year: number): Promise<ServicesByState> => upstreamFigure(request, 'services', year, upstreamServices);

/** The period the query names; an index beyond its kind's (month 13, week 54) is a 400. */
export function periodOf(query: DashboardQuery): Period {
  const kind = query.period ?? 'month';
  const year = yearOf(query.year);
  const index = kind === 'year' ? 1 : (query.index ?? 1);
  if (index > indexCount(kind, year)) throw new HttpError(400, 'invalid_request', `index : au plus ${indexCount(kind, year)} pour cette période.`, 'index');
  return { kind, year, index };
}

/** How many of the clients the caller reaches were created in [start, end): counted once per change of the clients. */
async function clientsCreatedBetween(request: FastifyRequest, user: Reacher, start: Date, end: Date): Promise<number> {
  const clients = await request.server.readModel.view(request, clientsList);
  return figureOf(clients, `created:${start.toISOString()}:${reachKey(user)}`, (rows) =>
    rows.filter((c) => reachesClient(user, c) && Date.parse(c.createdAt) >= start.getTime() && Date.parse(c.createdAt) < end.getTime()).length,
  );
}

/** Whose reach a figure is counted for: the admin's is the whole firm's. */
const reachKey = (user: Reacher) => (seesWholeFirm(user.role) ? 'firm' : `${user.role}:${user.id}`);

/**
 * The dashboard of a period. The week is counted from the contracts the caller reaches; the months,
 * quarters and years are the firm's monthly figures.
 */
export async function dashboardOf(request: FastifyRequest, query: DashboardQuery): Promise<Dashboard> {
  const period = periodOf(query);
  const by = query.by ?? 'executor';
  const common = { period, highlight: monthsTouched(period) };

  if (period.kind !== 'week') {
    const numbers = monthsOf(period);
    const [months, services, members] = await Promise.all([yearIncome(request, period.year), yearServices(request, period.year), yearMembers(request, period.year, by)]);
    return { ...common, tiles: tilesFromIncome(months, numbers), months, pies: servicesFromStats(services, numbers), staff: staffFromStats(members, numbers) };
  }

  const { start, end } = weekRange(period);
  const user = reacherOfUpstream(request.upstream);
  const [months, roster, firm, prospects] = await Promise.all([
    yearIncome(request, period.year),
    upstreamFigure(request, 'members', period.year, upstreamMembers),
    firmContracts(request),
    clientsCreatedBetween(request, user, start, end),
  ]);
  const wholeFirm = seesWholeFirm(user.role);
  // Counted once per change of the contracts (or of the roster, the prospects): a week's request costs its answer.
  const week = figureOf(firm, `week:${start.toISOString()}:${by}:${reachKey(user)}:${prospects}`, (rows) => {
    const contracts = rows.filter((c) => reachesContract(user, c));
    return {
      tiles: tilesFromContracts(contracts, prospects, start, end),
      pies: servicesFromContracts(contracts, start, end),
      // A Consultant's week is made of their own contracts: the others' zeros would mean nothing.
      staff: staffFromContracts(contracts, roster, by, start, end).filter((row) => wholeFirm || row.waiting + row.running + row.ended > 0),
    };
  }, roster);
  return { ...common, ...week, months };
}
