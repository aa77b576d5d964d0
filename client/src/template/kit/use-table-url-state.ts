/**
 * A TanStack table's state kept in the URL, like the business lists' (lib/use-url-state.ts): the
 * sort (`sort`, `order`), each column filter under its column's id, the search (`q`), the page and
 * the page size, so a reload, a bookmark or the Back button finds the same view. Defaults stay out
 * of the URL; a value the table does not accept is read as its default.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { ColumnFiltersState, PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { readFilters, readPaging, useUrlParams, type FilterRules, type UrlPatch } from '@/lib/use-url-state';

export interface TableUrlConfig {
  /** the columns that sort */
  sorts: readonly string[];
  /** the sort with no sort in the URL ([]: unsorted) */
  defaultSorting: SortingState;
  /** each filterable column's accepted values: a list, or a pattern */
  filters: FilterRules;
  pageSizes: readonly number[];
  defaultPageSize: number;
}

const resolve = <T,>(updater: Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

const sameSorting = (a: SortingState, b: SortingState) => a.length === b.length && a.every((s, i) => s.id === b[i].id && s.desc === b[i].desc);

/** The state to give useReactTable, and its change handlers writing the URL. The config is best a module constant. */
export function useTableUrlState(config: TableUrlConfig) {
  const { sorts, defaultSorting, filters: rules, pageSizes, defaultPageSize } = config;
  const { params, update } = useUrlParams({ defaultPerPage: defaultPageSize });

  const sorting = useMemo((): SortingState => {
    const sort = params.get('sort');
    const order = params.get('order');
    if (sort === null || !sorts.includes(sort) || (order !== 'asc' && order !== 'desc')) return defaultSorting;
    return [{ id: sort, desc: order === 'desc' }];
  }, [params, sorts, defaultSorting]);

  const columnFilters = useMemo(
    (): ColumnFiltersState =>
      Object.entries(readFilters(params, rules))
        .filter((entry): entry is [string, string] => entry[1] !== null)
        .map(([id, value]) => ({ id, value })),
    [params, rules],
  );

  const globalFilter = params.get('q') ?? '';

  const pagination = useMemo((): PaginationState => {
    const { page, perPage } = readPaging(params, pageSizes, defaultPageSize);
    return { pageIndex: page - 1, pageSize: perPage };
  }, [params, pageSizes, defaultPageSize]);

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = resolve(updater, sorting);
      const [first] = next;
      update(!first || sameSorting(next, defaultSorting) ? { sort: null, order: null } : { sort: first.id, order: first.desc ? 'desc' : 'asc' });
    },
    [sorting, defaultSorting, update],
  );

  const onColumnFiltersChange = useCallback(
    (updater: Updater<ColumnFiltersState>) => {
      const next = resolve(updater, columnFilters);
      const patch: UrlPatch = Object.fromEntries(Object.keys(rules).map((id) => [id, null]));
      for (const { id, value } of next) if (id in rules) patch[id] = value === undefined || value === null ? null : String(value);
      update(patch, { replace: true });
    },
    [columnFilters, rules, update],
  );

  const onGlobalFilterChange = useCallback(
    (updater: Updater<string>) => {
      const q = resolve(updater, globalFilter);
      update({ q: q.trim() === '' ? null : q }, { replace: true });
    },
    [globalFilter, update],
  );

  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>, { replace = false }: { replace?: boolean } = {}) => {
      const next = resolve(updater, pagination);
      const perPage = next.pageSize === defaultPageSize ? null : next.pageSize;
      // A new page size starts again from the first page.
      update(next.pageSize === pagination.pageSize ? { page: next.pageIndex + 1 } : { perPage }, { replace });
    },
    [pagination, defaultPageSize, update],
  );

  /** The search and every filter cleared at once (two URL writes in a row would each start from the same URL). */
  const clearFilters = useCallback(() => update({ q: null, ...Object.fromEntries(Object.keys(rules).map((id) => [id, null])) }), [rules, update]);

  return { sorting, columnFilters, globalFilter, pagination, onSortingChange, onColumnFiltersChange, onGlobalFilterChange, onPaginationChange, clearFilters };
}

export type UrlTableState = ReturnType<typeof useTableUrlState>;

/** A page past the last one (the rows changed since the link was made) is replaced by the last page, once the rows are there. */
export function useLastPageAtMost({ pagination, onPaginationChange }: UrlTableState, rows: number, ready: boolean): void {
  const pages = Math.max(1, Math.ceil(rows / pagination.pageSize));
  useEffect(() => {
    if (ready && pagination.pageIndex >= pages) onPaginationChange({ ...pagination, pageIndex: pages - 1 }, { replace: true });
  }, [ready, pages, pagination, onPaginationChange]);
}
