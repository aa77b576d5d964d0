import useSWR from 'swr';
import type { Dashboard } from '@shared/schemas/statistics';

/**
 * GET api/statistics/dashboard for a whole year: the firm's own figures (tiles, the 12 months,
 * services by state, staff), as the KPI screen reads them. Shared by the analytics dashboard and
 * the charts showcase (SWR keeps one answer per year).
 */
export function useYearFigures(year: number) {
  return useSWR<Dashboard>(`api/statistics/dashboard?period=year&year=${year}`, { keepPreviousData: true });
}
