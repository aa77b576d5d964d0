import './i18n';
import './grid.css';
import { useMemo, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  useReactTable,
  type Column,
  type ColumnDef,
  type FilterFn,
  type VisibilityState,
} from '@tanstack/react-table';
import { Columns3, Download, FilterX, Table2 } from 'lucide-react';
import type { GridData, GridRow } from '@shared/schemas/template-grid';
import { DateFilter } from '@/components/forms/date-filter';
import { PageHeading } from '@/components/ui/page-heading';
import { SortHeaderCell } from '@/components/ui/sort-header';
import { downloadCsv } from '@/lib/csv';
import { toCsv } from '@shared/csv';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { useDebouncedDraft } from '@/lib/use-debounced-draft';
import { fold, french } from '@/template/kit/contacts-table';
import { ContactsTableView } from '@/template/kit/contacts-table-view';
import { urlTableOptions } from '@/template/kit/url-table-options';
import { useLastPageAtMost, useTableUrlState, type TableUrlConfig } from '@/template/kit/use-table-url-state';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';

type Key = keyof Omit<GridRow, 'id'>;
const KEYS: readonly Key[] = ['firstname', 'lastname', 'company', 'city', 'zip', 'email', 'phone', 'followers', 'joined'];
const PAGE_SIZES = [10, 20, 50, 100] as const;
const TEXT = /^.{1,100}$/s;

/** Sort, a filter per column (under the column's id), page and page size: in the URL. */
const GRID_TABLE: TableUrlConfig = {
  sorts: KEYS,
  defaultSorting: [],
  filters: { ...Object.fromEntries(KEYS.map((key) => [key, TEXT])), followers: /^\d{1,9}$/, joined: /^\d{4}-\d{2}-\d{2}$/ },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 10,
};

/** Text columns: the typed text anywhere in the cell, accents and case aside. */
const contains: FilterFn<GridRow> = (row, id, value: string) => fold(String(row.getValue(id))).includes(fold(value.trim()));
/** The number column: at least the typed number. */
const atLeast: FilterFn<GridRow> = (row, id, value: string) => value.trim() === '' || Number(row.getValue(id)) >= Number(value);
/** The date column: on or after the chosen day (ISO dates compare as text). */
const since: FilterFn<GridRow> = (row, id, value: string) => value === '' || String(row.getValue(id)) >= value;

/** An address that may break before its @, and only there, when its column is narrow. */
function breakBeforeAt(address: string) {
  const at = address.indexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      <span className="text-nowrap">{address.slice(at)}</span>
    </>
  );
}

/** A column's filter: what is typed reaches the URL after a short pause. */
function ColumnFilter({ column, label }: { column: Column<GridRow>; label: string }) {
  const { t } = useTranslation();
  const value = (column.getFilterValue() as string | undefined) ?? '';
  const { text, setText } = useDebouncedDraft(value, (next) => column.setFilterValue(next === '' ? undefined : next));
  const common = {
    className: 'form-control form-control-sm',
    value: text,
    'aria-label': t('grid.filterOf', { column: label }),
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };
  if (column.id === 'joined') return <DateFilter value={value} onApply={(next) => column.setFilterValue(next === '' ? undefined : next)} aria-label={common['aria-label']} title={t('grid.from')} />;
  if (column.id === 'followers') return <input {...common} type="number" min={0} inputMode="numeric" placeholder={t('grid.atLeast')} />;
  return <input {...common} type="search" />;
}

/**
 * /tables/agGrid: the template's data grid over GET /api/aggrid/data (300 read-only rows), with
 * TanStack Table (headless): sort by a header, a filter per column, pages (all three in the URL),
 * the columns to show, and the filtered rows exported as CSV. It fits its card on a wide screen;
 * narrower, it scrolls inside the card with its first column kept in view.
 */
export default function GridPage() {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR<GridData>('api/aggrid/data');
  const url = useTableUrlState(GRID_TABLE);
  const { sorting, columnFilters, pagination } = url;
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR'), [i18n.resolvedLanguage]);

  const columns = useMemo<Array<ColumnDef<GridRow>>>(
    () =>
      KEYS.map((key) => ({
        id: key,
        accessorKey: key,
        header: t(`grid.columns.${key}`),
        filterFn: key === 'followers' ? atLeast : key === 'joined' ? since : contains,
        sortingFn: key === 'followers' || key === 'joined' ? 'basic' : french,
        cell: (info) => {
          const value = info.getValue<string | number>();
          if (key === 'followers') return numbers.format(value as number);
          if (key === 'joined') return formatDate(value as string);
          if (key === 'email') return <a className="cell-link" href={`mailto:${value}`}>{breakBeforeAt(String(value))}</a>;
          return value;
        },
      })),
    [t, numbers],
  );

  // TanStack Table's instance is mutable by design: the React Compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    ...urlTableOptions(url),
    data: data?.data ?? [],
    columns,
    state: { sorting, columnFilters, columnVisibility, pagination },
    onColumnVisibilityChange: setColumnVisibility,
  });

  const filtered = table.getPrePaginationRowModel().rows;
  const visible = table.getVisibleLeafColumns();
  useLastPageAtMost(url, filtered.length, Boolean(data));
  /** The first column shown stays in view when the table scrolls sideways. */
  const stuck = (id: string) => (id === visible[0]?.id ? 'is-stuck' : undefined);

  const exportCsv = () => {
    const header = visible.map((column) => t(`grid.columns.${column.id}`));
    const rows = filtered.map((row) => visible.map((column) => row.getValue<string | number>(column.id)));
    downloadCsv(toCsv(header, rows), t('grid.filename'));
    showToast({ variant: 'success', key: 'grid.exported' });
  };

  const body = (
    <ContactsTableView
      table={table}
      query={{ data, error, isLoading, mutate }}
      strings="grid"
      testId="grid-table"
      className="grid-table"
      skeletonColumns={7}
      headerCell={(header) => (
        <SortHeaderCell key={header.id} label={t(`grid.columns.${header.column.id}`)} direction={header.column.getIsSorted()}
          onSort={header.column.getToggleSortingHandler()} dataColumn={header.column.id} className={stuck(header.column.id)} />
      )}
      headerRow={
        <tr className="grid-filters">
          {visible.map((column) => (
            <th key={column.id} scope="col" className={stuck(column.id)}>
              <ColumnFilter column={column} label={t(`grid.columns.${column.id}`)} />
            </th>
          ))}
        </tr>
      }
      rowProps={() => ({ 'data-testid': 'grid-row' })}
      cellClassName={(id) => [stuck(id), id === 'followers' ? 'text-end' : ''].filter(Boolean).join(' ') || undefined}
      onClearFilters={url.clearFilters}
      idPrefix="grid"
      pageSizes={PAGE_SIZES}
    />
  );

  const title = t('grid.title');
  return (
    <>
      <PageBreadcrumb group="ui" title={title} />
      <PageHeading title={title} subtitle={t('grid.subtitle')} icon={<Table2 size={22} />} />
      <section className="card list-card" aria-label={t('grid.label')}>
        <div className="list-toolbar">
          <Dropdown autoClose="outside">
            <Dropdown.Toggle variant="label-secondary" size="sm" className="btn-label-secondary" data-testid="grid-columns-toggle">
              <Columns3 size={16} aria-hidden="true" /> {t('grid.columnsMenu')}
            </Dropdown.Toggle>
            <Dropdown.Menu className="grid-columns-menu" aria-label={t('grid.columnsMenuLabel')}>
              {table.getAllLeafColumns().map((column) => (
                <label key={column.id} className="dropdown-item form-check">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    checked={column.getIsVisible()}
                    disabled={column.getIsVisible() && visible.length === 1}
                    onChange={column.getToggleVisibilityHandler()}
                  />
                  <span className="form-check-label">{t(`grid.columns.${column.id}`)}</span>
                </label>
              ))}
            </Dropdown.Menu>
          </Dropdown>
          {columnFilters.length > 0 && (
            <button type="button" className="btn btn-sm btn-label-secondary" onClick={url.clearFilters}>
              <FilterX size={16} aria-hidden="true" /> {t('grid.clearFilters')}
            </button>
          )}
          <div className="list-toolbar-end">
            <button type="button" className="btn btn-sm btn-primary" onClick={exportCsv} disabled={!data || filtered.length === 0}>
              <Download size={16} aria-hidden="true" /> {t('grid.export')}
            </button>
          </div>
        </div>
        <div aria-busy={isLoading}>{body}</div>
      </section>
    </>
  );
}
