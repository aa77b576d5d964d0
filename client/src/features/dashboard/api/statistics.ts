import useSWR from 'swr';
import type { Contract, MemberStatistics, MonthIncome, Paged, ServicesByState } from '@shared/types';
import { apiGet } from '@/lib/api-client';
import type { Client } from '@shared/schemas/clients';

/** GET api/statistics/income?year= : 12 months in cents. */
export function useIncome(year: number) {
  return useSWR<{ months: MonthIncome[] }>(`api/statistics/income?year=${year}`, { keepPreviousData: true });
}

/** GET api/statistics/services?year= : services of the waiting, running and finished contracts, by month. */
export function useServices(year: number) {
  return useSWR<ServicesByState>(`api/statistics/services?year=${year}`, { keepPreviousData: true });
}

/** GET api/statistics/members?year=&by= : the staff's contracts and turnover, by month. */
export function useMemberStatistics(year: number, by: 'executor' | 'creator') {
  return useSWR<{ members: MemberStatistics[] }>(`api/statistics/members?year=${year}&by=${by}`, { keepPreviousData: true });
}

const PER_PAGE = 100;

/** Every contract the user may see (an admin: all), 100 a page. */
async function allContracts(): Promise<Contract[]> {
  const key = (page: number) => `api/contracts?scope=all&sort=createdAt&order=desc&perPage=${PER_PAGE}&page=${page}`;
  const first = await apiGet<Paged<Contract>>(key(1));
  const pages = Math.ceil(first.total / PER_PAGE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => apiGet<Paged<Contract>>(key(i + 2))));
  return [...first.items, ...rest.flatMap((p) => p.items)];
}

/** How many clients were created in [start, end): newest first, pages read until older than start. */
async function clientsCreated(start: Date, end: Date): Promise<number> {
  let count = 0;
  for (let page = 1; ; page++) {
    const answer = await apiGet<Paged<Client>>(`api/clients?scope=all&sort=createdAt&order=desc&perPage=${PER_PAGE}&page=${page}`);
    for (const client of answer.items) {
      const time = Date.parse(client.createdAt);
      if (time >= start.getTime() && time < end.getTime()) count++;
    }
    const last = answer.items[answer.items.length - 1];
    if (!last || Date.parse(last.createdAt) < start.getTime() || page * PER_PAGE >= answer.total) return count;
  }
}

/** The week view's sources: the contracts, and the clients created in the week. `null` skips the calls. */
export function useWeekSource(range: { start: Date; end: Date } | null) {
  const contracts = useSWR<Contract[]>(range ? 'kpi:contracts' : null, allContracts, { revalidateOnFocus: false });
  const prospects = useSWR<number>(range ? `kpi:clients-created:${range.start.toISOString()}` : null, () => clientsCreated(range!.start, range!.end), {
    revalidateOnFocus: false,
  });
  return { contracts, prospects };
}
