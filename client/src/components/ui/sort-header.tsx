import './business.css';
import './table.css';
import './sort-header.css';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortOrder } from '@/lib/use-url-state';
import '@/components/ui/i18n';

/** A sortable column header: a real button, and aria-sort on the cell. */
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
  const { t } = useTranslation();
  const active = column === sort;
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button type="button" className={`sort-button${active ? ' active' : ''}`} onClick={() => onSort(column)} title={t('business.sortBy', { column: label })}>
        <span>{label}</span>
        <Icon size={14} aria-hidden="true" />
      </button>
    </th>
  );
}
