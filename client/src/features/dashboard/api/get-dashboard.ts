import useSWR from 'swr';
import type { Period } from '@shared/periods';
import type { Dashboard, StaffBy } from '@shared/schemas/statistics';
import { resourceKeys } from '@/lib/cache-keys';

const dashboardKeys = resourceKeys('api/statistics/dashboard');

/**
 * GET api/statistics/dashboard: everything the screen draws for a period (tiles, the year's chart,
 * service pies, staff table), computed by the BFF and scoped to the caller. The previous period's
 * figures stay on screen while the next one loads.
 */
export function useDashboard(period: Period, by: StaffBy) {
  const index = period.kind === 'year' ? undefined : period.index;
  return useSWR<Dashboard>(dashboardKeys.list({ period: period.kind, year: period.year, index, by }), { keepPreviousData: true });
}
