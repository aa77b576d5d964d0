import { useCallback, useMemo } from 'react';
import { isoWeekOf, isoWeeksInYear } from '@/lib/calendar';
import { readSort, sortPatch, useUrlParams, type SortConfig } from '@/lib/use-url-state';
import { clampIndex, PERIOD_KINDS, STAFF_SORTS, type Period, type PeriodKind, type StaffSort } from './figures';

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

/** The index of "now" for a kind of period in a year (January, Q1, week 1 for a past year). */
export function currentIndex(kind: PeriodKind, year: number, now = new Date()): number {
  if (kind === 'year') return 1;
  if (kind === 'week') {
    const week = isoWeekOf(now);
    return week.year === year ? week.week : year < week.year ? isoWeeksInYear(year) : 1;
  }
  if (year !== now.getFullYear()) return year < now.getFullYear() ? (kind === 'month' ? 12 : 4) : 1;
  return kind === 'month' ? now.getMonth() + 1 : Math.floor(now.getMonth() / 3) + 1;
}

/** The period one step before or after. */
export function shiftPeriod(period: Period, step: -1 | 1): Period {
  const { kind, year, index } = period;
  if (kind === 'year') return { kind, year: year + step, index: 1 };
  const max = kind === 'month' ? 12 : kind === 'quarter' ? 4 : isoWeeksInYear(year);
  const next = index + step;
  if (next < 1) return { kind, year: year - 1, index: kind === 'week' ? isoWeeksInYear(year - 1) : kind === 'month' ? 12 : 4 };
  if (next > max) return { kind, year: year + 1, index: 1 };
  return { kind, year, index: next };
}

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
    const by: 'executor' | 'creator' = params.get('by') === 'creator' ? 'creator' : 'executor';
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
    setBy: (by: 'executor' | 'creator') => update({ by: by === 'executor' ? null : by }),
    setStaffSort,
  };
}
