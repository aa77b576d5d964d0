import '@/components/ui/sort-header.css';
import '@/components/ui/table.css';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flexRender, type Header, type Row, type Table } from '@tanstack/react-table';
import type { GridRow } from '@shared/schemas/template-grid';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PaginationBar } from '@/components/ui/pagination-bar';

type DataAttributes = { [name: `data-${string}`]: string | undefined };

interface ContactsTableViewProps {
  table: Table<GridRow>;
  /** GET api/aggrid/data's state, as SWR answers it */
  query: { data: unknown; error: unknown; isLoading: boolean; mutate: () => unknown };
  /** the page's strings: `${strings}.label`, `.emptyTitle`, `.emptyText`, `.clearFilters` */
  strings: 'grid' | 'dataTables';
  testId: string;
  /** classes added to `table table-hover business-table` */
  className: string;
  /** the grey rows' columns while the contacts load */
  skeletonColumns: number;
  headerCell: (header: Header<GridRow, unknown>) => ReactNode;
  /** a second header row (the grid's filters) */
  headerRow?: ReactNode;
  rowProps: (row: Row<GridRow>) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  cellClassName: (columnId: string) => string | undefined;
  onClearFilters: () => void;
  /** the pagination's ids and page sizes */
  idPrefix: string;
  pageSizes: readonly number[];
}

/**
 * A TanStack table of the grid's contacts (the advanced grid, the data table): while they load a
 * grey table, on failure the error and its retry; then the page of rows, and under it the pages,
 * or "no match" with a button that clears the filters.
 */
export function ContactsTableView({ table, query, strings, testId, className, skeletonColumns, headerCell, headerRow, rowProps, cellClassName, onClearFilters, idPrefix, pageSizes }: ContactsTableViewProps) {
  const { t } = useTranslation();
  if (query.error && !query.data) return <ErrorState error={query.error} onRetry={() => void query.mutate()} />;
  if (!query.data || query.isLoading) return <TableSkeleton rows={10} columns={skeletonColumns} />;
  const filtered = table.getPrePaginationRowModel().rows;
  const { pagination } = table.getState();
  return (
    <>
      <div className="table-responsive">
        <table className={`table table-hover business-table ${className}`} aria-label={t(`${strings}.label`)} data-testid={testId}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>{group.headers.map(headerCell)}</tr>
            ))}
            {headerRow}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} {...rowProps(row)}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-column={cell.column.id} className={cellClassName(cell.column.id)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {filtered.length === 0 ? (
        <EmptyState
          title={t(`${strings}.emptyTitle`)}
          text={t(`${strings}.emptyText`)}
          action={
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={onClearFilters}>
              {t(`${strings}.clearFilters`)}
            </button>
          }
        />
      ) : (
        <PaginationBar
          page={pagination.pageIndex + 1}
          perPage={pagination.pageSize}
          total={filtered.length}
          onPage={(page) => table.setPageIndex(page - 1)}
          onPerPage={(size) => table.setPageSize(size)}
          idPrefix={idPrefix}
          sizes={pageSizes}
        />
      )}
    </>
  );
}
