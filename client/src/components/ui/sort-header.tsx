import './business.css';
import './table.css';
import './sort-header.css';
import type { MouseEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortOrder } from '@/lib/use-url-state';
import '@/components/ui/i18n';

/**
 * A sortable column header cell: a real button (the label and an arrow), and aria-sort on the cell.
 * `direction` is the column's current sort, false when the table is not sorted by it.
 */
export function SortHeaderCell({
  label,
  direction,
  onSort,
  className,
  dataColumn,
}: {
  label: string;
  direction: SortOrder | false;
  onSort: MouseEventHandler<HTMLButtonElement> | undefined;
  className?: string;
  dataColumn?: string;
}) {
  const { t } = useTranslation();
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'} className={className} data-column={dataColumn}>
      <button type="button" className={`sort-button${direction ? ' active' : ''}`} onClick={onSort} title={t('business.sortBy', { column: label })}>
        <span>{label}</span>
        <Icon size={14} aria-hidden="true" />
      </button>
    </th>
  );
}

/** A sortable column header of a table sorted by one column (`sort`, `order`), as the URL says. */
export function SortHeader<S extends string>({
  column,
  label,
  sort,
  order,
  onSort,
  className,
}: {
  column: S;
  label: string;
  sort: S;
  order: SortOrder;
  onSort: (column: S) => void;
  className?: string;
}) {
  return <SortHeaderCell label={label} direction={column === sort && order} onSort={() => onSort(column)} className={className} />;
}
