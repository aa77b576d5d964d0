import './business.css';
import './table.css';
import './sort-header.css';
import type { HTMLAttributes, Key, MouseEvent, ReactNode, TdHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@/lib/use-url-state';
import { ActionsHeaderCell } from './actions-header-cell';
import { SortHeader } from './sort-header';
import '@/components/ui/i18n';

type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/** One column of a DataTable: its header, and what each row shows in it. */
export interface Column<T, S extends string = string> {
  key: string;
  /** the header's text (the sort button's label when the column sorts) */
  header: string;
  /** the sort key, when the column sorts */
  sort?: S;
  /** class of the header and of the cells */
  className?: string;
  /** class of the cells, when it differs from the header's */
  cellClassName?: string;
  /** more attributes of a row's cell (a test id, a title) */
  cellProps?: (row: T) => TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
  cell: (row: T) => ReactNode;
}

/** The sort of a table: the column, the order and what a header's click does (useUrlState fits). */
export interface Sorting<S extends string> {
  sort: S;
  order: SortOrder;
  setSort: (column: S) => void;
}

/** A click anywhere on a row, unless it was on a link, a button or a field of the row. */
function fromControl(event: MouseEvent): boolean {
  return (event.target as HTMLElement).closest('a, button, input, label') !== null;
}

/**
 * A business list's table: sortable headers (aria-sort and a real button), one row per item, an
 * unlabelled actions column at the end, and a row that opens its item when clicked. Absent
 * columns (`false`) are skipped, so a role's columns can be written inline. Rows are keyed by id.
 */
export function DataTable<T extends { id: Key }, S extends string = string>({
  rows,
  columns,
  actions,
  label,
  testId,
  className,
  sorting,
  rowProps,
  onRowClick,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<Column<T, S> | false>;
  /** the row's buttons, in the last column */
  actions?: (row: T) => ReactNode;
  /** the table's accessible name */
  label: string;
  testId: string;
  /** classes added to `table table-hover business-table` */
  className?: string;
  /** without it, no header sorts */
  sorting?: Sorting<S>;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  onRowClick?: (row: T) => void;
}) {
  const shown = columns.filter((column): column is Column<T, S> => column !== false);
  return (
    <div className="table-responsive">
      <table className={`table table-hover business-table${className ? ` ${className}` : ''}`} aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            {shown.map((column) =>
              sorting && column.sort ? (
                <SortHeader key={column.key} column={column.sort} label={column.header} sort={sorting.sort} order={sorting.order} onSort={sorting.setSort} className={column.className} />
              ) : (
                <th key={column.key} scope="col" className={column.className}>
                  {column.header}
                </th>
              ),
            )}
            {actions && <ActionsHeaderCell />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} {...rowProps?.(row)} onClick={onRowClick ? (event) => !fromControl(event) && onRowClick(row) : undefined}>
              {shown.map((column) => (
                <td key={column.key} className={column.cellClassName ?? column.className} {...column.cellProps?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && <td className="text-end">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The grey dash of an empty cell. */
export function NoneText() {
  const { t } = useTranslation();
  return <span className="text-body-secondary">{t('business.none')}</span>;
}
