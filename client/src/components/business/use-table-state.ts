import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PER_PAGE_VALUES } from '@shared/schemas/common';

export type SortOrder = 'asc' | 'desc';
/** The page sizes every list offers: the BFF's own list (perPage). */
export const PAGE_SIZES = PER_PAGE_VALUES;
export const DEFAULT_PAGE_SIZE = 25;

export interface TableState<S extends string> {
  q: string;
  sort: S;
  order: SortOrder;
  page: number;
  perPage: number;
}

export interface TableConfig<S extends string> {
  sorts: readonly S[];
  defaultSort: S;
  /** order of the default sort; any other column starts ascending */
  defaultOrder: SortOrder;
}

/** Params to set; null or '' removes one. */
export type UrlPatch = Record<string, string | number | null>;

/** The sort column and order in the URL, or their defaults (another column starts ascending). */
export function readSort<S extends string>(params: URLSearchParams, config: TableConfig<S>): { sort: S; order: SortOrder } {
  const rawSort = params.get('sort');
  const sort = rawSort !== null && (config.sorts as readonly string[]).includes(rawSort) ? (rawSort as S) : config.defaultSort;
  const rawOrder = params.get('order');
  const order: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : sort === config.defaultSort ? config.defaultOrder : 'asc';
  return { sort, order };
}

/** The page (1 unless a whole number above 1) and the page size (one of PAGE_SIZES, else the default). */
export function readPaging(params: URLSearchParams): { page: number; perPage: number } {
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const size = Number(params.get('perPage'));
  return { page, perPage: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE };
}

/** The whole table state a query string describes. */
export function readTableState<S extends string>(params: URLSearchParams, config: TableConfig<S>): TableState<S> {
  return { q: params.get('q') ?? '', ...readSort(params, config), ...readPaging(params) };
}

/**
 * A query string with `patch` applied. A change goes back to page 1 unless it sets the page or
 * keeps it; page 1 and the default page size stay out of the URL.
 */
export function patchParams(current: URLSearchParams, patch: UrlPatch, { keepPage = false }: { keepPage?: boolean } = {}): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in patch) && !keepPage) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('perPage') === String(DEFAULT_PAGE_SIZE)) next.delete('perPage');
  return next;
}

/** A click on a column's header: the same column flips its order, another starts with its own; the default sort leaves the URL. */
export function sortPatch<S extends string>(column: S, current: { sort: S; order: SortOrder }, config: TableConfig<S>): UrlPatch {
  const order: SortOrder =
    column === current.sort ? (current.order === 'asc' ? 'desc' : 'asc') : column === config.defaultSort ? config.defaultOrder : 'asc';
  const isDefault = column === config.defaultSort && order === config.defaultOrder;
  return { sort: isDefault ? null : column, order: isDefault ? null : order };
}

/**
 * Search, sort, order, page and page size of a table, kept in the URL so a view can be bookmarked,
 * shared and restored by the Back button. Default values stay out of the URL.
 */
export function useTableState<S extends string>(config: TableConfig<S>) {
  const [params, setParams] = useSearchParams();
  const { sorts, defaultSort, defaultOrder } = config;

  const state = useMemo(
    (): TableState<S> => readTableState(params, { sorts, defaultSort, defaultOrder }),
    [params, sorts, defaultSort, defaultOrder],
  );

  /** Sets some params (null or '' removes one); a filter or sort change goes back to page 1 (unless keepPage). */
  const update = useCallback(
    (patch: UrlPatch, options: { replace?: boolean; keepPage?: boolean } = {}) => {
      setParams((current) => patchParams(current, patch, options), { replace: options.replace });
    },
    [setParams],
  );

  const setSort = useCallback(
    (column: S) => update(sortPatch(column, state, { sorts, defaultSort, defaultOrder })),
    [state, sorts, defaultSort, defaultOrder, update],
  );

  return {
    ...state,
    params,
    update,
    setSort,
    setSearch: (q: string) => update({ q: q.trim() === '' ? null : q }, { replace: true }),
    setPage: (page: number) => update({ page }),
    setPerPage: (perPage: number) => update({ perPage }),
  };
}
