import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clampIndex, currentIndex, PERIOD_KINDS, type Period, type PeriodKind } from '@shared/periods';
import type { StaffBy } from '@shared/schemas/statistics';
import type { SortOrder } from '@/components/business/use-table-state';
import { STAFF_SORTS, type StaffSort } from './figures';

const FIRST_YEAR = 2000;

/**
 * The dashboard's state in the URL (period, year, index, staff toggle and sort): a view can be
 * bookmarked and shared. Defaults (this month, executor, finished turnover first) stay out of it.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();

  const state = useMemo(() => {
    const rawKind = params.get('period');
    const kind: PeriodKind = (PERIOD_KINDS as readonly string[]).includes(rawKind ?? '') ? (rawKind as PeriodKind) : 'month';
    const rawYear = Number(params.get('year'));
    const year = Number.isInteger(rawYear) && rawYear >= FIRST_YEAR && rawYear <= thisYear ? rawYear : thisYear;
    const rawIndex = params.get('n');
    const index = rawIndex === null ? currentIndex(kind, year) : clampIndex(kind, year, Number(rawIndex));
    const by: StaffBy = params.get('by') === 'creator' ? 'creator' : 'executor';
    const rawSort = params.get('staffSort');
    const staffSort: StaffSort = (STAFF_SORTS as readonly string[]).includes(rawSort ?? '') ? (rawSort as StaffSort) : 'endedCents';
    const rawOrder = params.get('staffOrder');
    const staffOrder: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : staffSort === 'name' || staffSort === 'role' ? 'asc' : 'desc';
    return { period: { kind, year, index } as Period, by, staffSort, staffOrder };
  }, [params, thisYear]);

  const update = useCallback(
    (patch: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPeriod = useCallback(
    (period: Period) => {
      const isDefaultIndex = period.index === currentIndex(period.kind, period.year);
      update({
        period: period.kind === 'month' ? null : period.kind,
        year: period.year === thisYear ? null : period.year,
        n: period.kind === 'year' || isDefaultIndex ? null : period.index,
      });
    },
    [update, thisYear],
  );

  const setStaffSort = useCallback(
    (column: StaffSort) => {
      const order: SortOrder = column === state.staffSort ? (state.staffOrder === 'asc' ? 'desc' : 'asc') : column === 'name' || column === 'role' ? 'asc' : 'desc';
      update({ staffSort: column === 'endedCents' && order === 'desc' ? null : column, staffOrder: column === 'endedCents' && order === 'desc' ? null : order });
    },
    [state.staffSort, state.staffOrder, update],
  );

  return {
    ...state,
    years: Array.from({ length: 5 }, (_, i) => thisYear - 4 + i).concat(state.period.year < thisYear - 4 ? [state.period.year] : []).sort((a, b) => b - a),
    setPeriod,
    setBy: (by: StaffBy) => update({ by: by === 'executor' ? null : by }),
    setStaffSort,
  };
}
