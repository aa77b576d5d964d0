/** The upstream's KPI statistics (month-keyed, in euros): each call checks the answer and adapts it. */
import type { MemberStatistics, MonthIncome, ServicesByState } from '../../../shared/schemas/statistics.js';
import { toIncome, toMembers, toServices } from '../adapters/statistics.js';
import type { UserUpstream } from '../user-upstream.js';

const ofYear = (path: string, year: number) => ({ method: 'GET' as const, path, query: { year } });

/** The upstream's 12 months of income (its own sums, in whole euros; the BFF recounts the amounts). */
export async function upstreamIncome(upstream: UserUpstream, year: number): Promise<MonthIncome[]> {
  return toIncome(await upstream.body(ofYear('/get_statistics_total_income', year)));
}

export function upstreamServices(upstream: UserUpstream, year: number): Promise<ServicesByState> {
  return upstream.read(ofYear('/getPrestation', year), toServices, 'getPrestation is not [waiting, running, ended]');
}

/** The staff roster with the upstream's monthly figures (by who executes). */
export function upstreamMembers(upstream: UserUpstream, year: number): Promise<MemberStatistics[]> {
  return upstream.read(ofYear('/getMembersPrestation', year), (body) => toMembers(body, 'executor'), 'getMembersPrestation is not a list');
}

