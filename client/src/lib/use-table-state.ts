import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortOrder = 'asc' | 'desc';
export const PAGE_SIZES = [10, 25, 50, 100] as const;
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

/**
 * Search, sort, order, page and page size of a table, kept in the URL so a view can be bookmarked,
 * shared and restored by the Back button. Default values stay out of the URL.
 */
export function useTableState<S extends string>(config: TableConfig<S>) {
  const [params, setParams] = useSearchParams();
  const { sorts, defaultSort, defaultOrder } = config;

  const state = useMemo((): TableState<S> => {
    const rawSort = params.get('sort');
    const sort = rawSort !== null && (sorts as readonly string[]).includes(rawSort) ? (rawSort as S) : defaultSort;
    const rawOrder = params.get('order');
    const order: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : sort === defaultSort ? defaultOrder : 'asc';
    const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
    const size = Number(params.get('perPage'));
    const perPage = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
    return { q: params.get('q') ?? '', sort, order, page, perPage };
  }, [params, sorts, defaultSort, defaultOrder]);

  /** Sets some params (null or '' removes one); a filter or sort change goes back to page 1 (unless keepPage). */
  const update = useCallback(
    (patch: Record<string, string | number | null>, options: { replace?: boolean; keepPage?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in patch) && !options.keepPage) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          if (next.get('perPage') === String(DEFAULT_PAGE_SIZE)) next.delete('perPage');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const setSort = useCallback(
    (column: S) => {
      const order: SortOrder =
        column === state.sort ? (state.order === 'asc' ? 'desc' : 'asc') : column === defaultSort ? defaultOrder : 'asc';
      const isDefault = column === defaultSort && order === defaultOrder;
      update({ sort: isDefault ? null : column, order: isDefault ? null : order });
    },
    [state.sort, state.order, defaultSort, defaultOrder, update],
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
