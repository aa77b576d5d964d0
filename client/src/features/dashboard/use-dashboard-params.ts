import { useCallback, useMemo } from 'react';
import { clampIndex, currentIndex, PERIOD_KINDS, type Period, type PeriodKind } from '@shared/periods';
import type { StaffBy } from '@shared/schemas/statistics';
import { readSort, sortPatch, useUrlParams, type SortConfig } from '@/lib/use-url-state';
import { STAFF_SORTS, type StaffSort } from './figures';

const FIRST_YEAR = 2000;

/** The staff table's sort: finished turnover first; names and roles start ascending, figures descending. */
const STAFF_SORT: SortConfig<StaffSort> = {
  sorts: STAFF_SORTS,
  defaultSort: 'endedCents',
  defaultOrder: 'desc',
  orderOf: (column) => (column === 'name' || column === 'role' ? 'asc' : 'desc'),
  sortParam: 'staffSort',
  orderParam: 'staffOrder',
};

/**
 * The dashboard's state in the URL (period, year, index, staff toggle and sort): a view can be
 * bookmarked and shared. Defaults (this month, executor, finished turnover first) stay out of it.
 */
export function useDashboardParams() {
  const { params, update } = useUrlParams({ replace: true });
  const thisYear = new Date().getFullYear();

  const state = useMemo(() => {
    const rawKind = params.get('period');
    const kind: PeriodKind = (PERIOD_KINDS as readonly string[]).includes(rawKind ?? '') ? (rawKind as PeriodKind) : 'month';
    const rawYear = Number(params.get('year'));
    const year = Number.isInteger(rawYear) && rawYear >= FIRST_YEAR && rawYear <= thisYear ? rawYear : thisYear;
    const rawIndex = params.get('n');
    const index = rawIndex === null ? currentIndex(kind, year) : clampIndex(kind, year, Number(rawIndex));
    const by: StaffBy = params.get('by') === 'creator' ? 'creator' : 'executor';
    const { sort: staffSort, order: staffOrder } = readSort(params, STAFF_SORT);
    return { period: { kind, year, index } as Period, by, staffSort, staffOrder };
  }, [params, thisYear]);

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
    (column: StaffSort) => update(sortPatch(column, { sort: state.staffSort, order: state.staffOrder }, STAFF_SORT)),
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
