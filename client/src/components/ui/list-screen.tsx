import './business.css';
import type { ReactNode } from 'react';
import type { Paged } from '@shared/schemas/common';
import { ErrorState, ListEmptyState, TableSkeleton } from './list-states';
import { PaginationBar } from './pagination-bar';
import { SearchBox } from './search-box';

/** What a list screen reads of its URL state (useUrlState gives it all). */
export interface ListState {
  q: string;
  page: number;
  perPage: number;
  setSearch: (q: string) => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}

/** What a list screen reads of its fetch (an SWR answer). */
export interface ListQuery<T> {
  data?: Paged<T>;
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * The card of a business list: a toolbar (the search box, then the screen's own filters), and a
 * body that is, in turn, the error with a retry, grey rows while loading, the empty state, or
 * the screen's table with the pagination bar under it.
 */
export function ListScreen<T>({
  state,
  query,
  label,
  labelledBy,
  searchId,
  toolbar,
  toolbarClassName,
  columns,
  keepRowsWhileLoading = false,
  empty,
  emptyState,
  idPrefix,
  children,
}: {
  state: ListState;
  query: ListQuery<T>;
  /** the card's accessible name, or the id of its heading */
  label?: string;
  labelledBy?: string;
  /** the search box's id; no search box without it */
  searchId?: string;
  /** the toolbar's own filters, after the search box */
  toolbar?: ReactNode;
  toolbarClassName?: string;
  /** the loading rows' column count */
  columns: number;
  /** the previous page stays on screen while the next one loads (instead of grey rows) */
  keepRowsWhileLoading?: boolean;
  /** an empty list, said differently while searching (with a button to clear the search) */
  empty?: { title: string; text?: string; action?: ReactNode; icon?: ReactNode };
  /** the screen's own empty state, instead of `empty` */
  emptyState?: ReactNode;
  /** the pagination's ids */
  idPrefix: string;
  /** the table of a page's items */
  children: (items: T[]) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = query;
  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data || (isLoading && !keepRowsWhileLoading)) body = <TableSkeleton columns={columns} />;
  else if (data.items.length === 0)
    body = emptyState ?? (empty && <ListEmptyState q={state.q} onClearSearch={() => state.setSearch('')} {...empty} />);
  else
    body = (
      <>
        {children(data.items)}
        <PaginationBar page={state.page} perPage={state.perPage} total={data.total} onPage={state.setPage} onPerPage={state.setPerPage} idPrefix={idPrefix} />
      </>
    );
  return (
    <section className="card list-card" aria-label={label} aria-labelledby={labelledBy}>
      <div className={`list-toolbar${toolbarClassName ? ` ${toolbarClassName}` : ''}`}>
        {searchId && <SearchBox value={state.q} onSearch={state.setSearch} id={searchId} />}
        {toolbar}
      </div>
      <div aria-busy={isLoading}>{body}</div>
    </section>
  );
}
