import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { DEFAULT_PER_PAGE, PER_PAGE_VALUES, type SortOrder } from '@shared/schemas/common';

export type { SortOrder };
/** The page sizes a list offers: the ones its route accepts. */
export const PAGE_SIZES = PER_PAGE_VALUES;
export const DEFAULT_PAGE_SIZE = DEFAULT_PER_PAGE;

/** Params to set; null or '' removes one. */
export type UrlPatch = Record<string, string | number | null>;

export interface UrlUpdateOptions {
  /** replace the history entry instead of adding one */
  replace?: boolean;
  /** keep the page number (any other change goes back to page 1) */
  keepPage?: boolean;
}

export interface PatchOptions {
  keepPage?: boolean;
  /** the list's own default page size, left out of the URL (DEFAULT_PAGE_SIZE unless said) */
  defaultPerPage?: number;
}

/**
 * A query string with `patch` applied. A change goes back to page 1 unless it sets the page or
 * keeps it; page 1 and the default page size stay out of the URL.
 */
export function patchParams(current: URLSearchParams, patch: UrlPatch, { keepPage = false, defaultPerPage = DEFAULT_PAGE_SIZE }: PatchOptions = {}): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in patch) && !keepPage) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('perPage') === String(defaultPerPage)) next.delete('perPage');
  return next;
}

/** The URL's query string as state: `params` to read, `update` to write (see patchParams). */
export function useUrlParams({ replace: replaceByDefault = false, defaultPerPage }: { replace?: boolean; defaultPerPage?: number } = {}) {
  const [params, setParams] = useSearchParams();
  // What was last written, until the URL says it: React Router's setSearchParams starts from the
  // params of the last render, so two changes before the next one (two fields typed in a row) would
  // each undo the other.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  const update = useCallback(
    (patch: UrlPatch, options: UrlUpdateOptions = {}) => {
      const next = patchParams(written.current ?? params, patch, { keepPage: options.keepPage, defaultPerPage });
      written.current = next;
      setParams(next, { replace: options.replace ?? replaceByDefault });
    },
    [params, setParams, replaceByDefault, defaultPerPage],
  );
  return { params, update };
}

export interface SortConfig<S extends string> {
  sorts: readonly S[];
  defaultSort: S;
  /** the order of the default sort */
  defaultOrder: SortOrder;
  /** the first order of another column (ascending unless said) */
  orderOf?: (column: S) => SortOrder;
  /** the params' names: `sort` and `order` unless said */
  sortParam?: string;
  orderParam?: string;
}

const firstOrder = <S extends string>(config: SortConfig<S>, column: S): SortOrder =>
  column === config.defaultSort ? config.defaultOrder : (config.orderOf?.(column) ?? 'asc');

/** The sort column and order in the URL, or their defaults. */
export function readSort<S extends string>(params: URLSearchParams, config: SortConfig<S>): { sort: S; order: SortOrder } {
  const rawSort = params.get(config.sortParam ?? 'sort');
  const sort = rawSort !== null && (config.sorts as readonly string[]).includes(rawSort) ? (rawSort as S) : config.defaultSort;
  const rawOrder = params.get(config.orderParam ?? 'order');
  const order: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : firstOrder(config, sort);
  return { sort, order };
}

/** A click on a column's header: the same column flips its order, another starts with its own; the default sort leaves the URL. */
export function sortPatch<S extends string>(column: S, current: { sort: S; order: SortOrder }, config: SortConfig<S>): UrlPatch {
  const order: SortOrder = column === current.sort ? (current.order === 'asc' ? 'desc' : 'asc') : firstOrder(config, column);
  const isDefault = column === config.defaultSort && order === config.defaultOrder;
  return { [config.sortParam ?? 'sort']: isDefault ? null : column, [config.orderParam ?? 'order']: isDefault ? null : order };
}

/** A filter's accepted values: a list, or a pattern a value must match. */
export type FilterRule = readonly string[] | RegExp;
export type FilterRules = Record<string, FilterRule>;
export type FilterValues<F extends FilterRules> = { [K in keyof F]: (F[K] extends readonly (infer V)[] ? V : string) | null };

/** Each filter's value in the URL, or null when absent or not accepted. */
export function readFilters<F extends FilterRules>(params: URLSearchParams, rules: F): FilterValues<F> {
  const values: Record<string, string | null> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = params.get(name);
    values[name] = value !== null && (rule instanceof RegExp ? rule.test(value) : rule.includes(value)) ? value : null;
  }
  return values as FilterValues<F>;
}

/** Page and page size in the URL, read defensively: a bad or unoffered value is the default. */
export function readPaging(params: URLSearchParams, sizes: readonly number[] = PAGE_SIZES, defaultSize = DEFAULT_PAGE_SIZE): { page: number; perPage: number } {
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const size = Number(params.get('perPage'));
  return { page, perPage: sizes.includes(size) ? size : defaultSize };
}

/** A list's search, sort, order, page and page size as the URL says them. */
export function readTableState<S extends string>(params: URLSearchParams, config: SortConfig<S>) {
  return { q: params.get('q') ?? '', ...readSort(params, config), ...readPaging(params) };
}

const NO_FILTERS = {};

/**
 * A list's state kept in the URL, so a view can be bookmarked, shared and restored by the Back
 * button: search, sort, order, page, page size and the list's own filters. Defaults stay out of
 * the URL. The config is best a module constant (the values are recomputed when it changes).
 */
export function useUrlState<S extends string, F extends FilterRules = Record<never, FilterRule>>(config: SortConfig<S> & { filters?: F }) {
  const { params, update } = useUrlParams();
  const { sorts, defaultSort, defaultOrder, orderOf, sortParam, orderParam, filters: rules = NO_FILTERS as F } = config;
  const sorting = useMemo(
    (): SortConfig<S> => ({ sorts, defaultSort, defaultOrder, orderOf, sortParam, orderParam }),
    [sorts, defaultSort, defaultOrder, orderOf, sortParam, orderParam],
  );

  const state = useMemo(() => ({ ...readTableState(params, sorting), filters: readFilters(params, rules) }), [params, sorting, rules]);

  const setSort = useCallback((column: S) => update(sortPatch(column, state, sorting)), [state, sorting, update]);

  return {
    ...state,
    params,
    update,
    setSort,
    setSearch: (q: string) => update({ q: q.trim() === '' ? null : q }, { replace: true }),
    setPage: (page: number) => update({ page }),
    setPerPage: (perPage: number) => update({ perPage }),
    /** sets one filter (null or '' clears it), back to page 1 */
    setFilter: (name: keyof F & string, value: string | null) => update({ [name]: value }),
    /** clears the given filters (and the search when 'q' is among them) */
    clearFilters: (names: ReadonlyArray<(keyof F & string) | 'q'>) => update(Object.fromEntries(names.map((name) => [name, null]))),
  };
}

