/**
 * The upstream's KPI statistics (month-keyed, in euros) and what the dashboard counts itself: every
 * contract of the firm, the clients created. Each call checks the answer and adapts it.
 */
import type { Client } from '../../../shared/schemas/clients.js';
import type { Contract } from '../../../shared/schemas/contracts.js';
import type { MemberStatistics, MonthIncome, ServicesByState } from '../../../shared/schemas/statistics.js';
import { toContract } from '../adapters/contracts.js';
import { toClient } from '../adapters/clients.js';
import { listOf } from '../adapters/people.js';
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

/** Every contract of the firm (admin and Consultant: the upstream's /documents lists them all). */
export async function firmContracts(upstream: UserUpstream): Promise<Contract[]> {
  const rows = await upstream.read({ method: 'GET', path: '/documents' }, listOf, 'contracts is not a list');
  return rows.map((row) => toContract(row)).filter((c): c is Contract => c !== null);
}

/** How many of the clients the caller's account lists were created in [start, end). */
export async function clientsCreatedBetween(upstream: UserUpstream, start: Date, end: Date): Promise<number> {
  const rows = await upstream.read({ method: 'GET', path: '/users', query: { kind: 'client' } }, listOf, 'clients is not a list');
  return rows
    .map(toClient)
    .filter((c): c is Client => c !== null)
    .filter((c) => Date.parse(c.createdAt) >= start.getTime() && Date.parse(c.createdAt) < end.getTime()).length;
}
