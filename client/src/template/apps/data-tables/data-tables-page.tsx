import './i18n';
import './data-tables.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  flexRender,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type RowSelectionState,
} from '@tanstack/react-table';
import { Download, FilterX, Sheet } from 'lucide-react';
import type { GridData, GridRow } from '@shared/schemas/template-grid';
import { PageHeading } from '@/components/ui/page-heading';
import { SearchBox } from '@/components/ui/search-box';
import { SortHeaderCell } from '@/components/ui/sort-header';
import { downloadCsv } from '@/lib/csv';
import { toCsv } from '@shared/csv';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { collator, fold, french } from '@/template/kit/contacts-table';
import { ContactsTableView } from '@/template/kit/contacts-table-view';
import { urlTableOptions } from '@/template/kit/url-table-options';
import { useLastPageAtMost, useTableUrlState, type TableUrlConfig } from '@/template/kit/use-table-url-state';
import { IndeterminateCheckbox } from '@/template/kit/indeterminate-checkbox';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';

type ColumnId = 'name' | 'company' | 'city' | 'email' | 'followers' | 'joined';
const DATA_COLUMNS: readonly ColumnId[] = ['name', 'company', 'city', 'email', 'followers', 'joined'];
const PAGE_SIZES = [10, 25, 50] as const;

/** The search (q), the city, the sort and the page in the URL; by name by default. */
const DATA_TABLE: TableUrlConfig = {
  sorts: DATA_COLUMNS,
  defaultSorting: [{ id: 'name', desc: false }],
  filters: { city: /^.{1,100}$/s },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 10,
};

const fullName = (row: GridRow) => `${row.firstname} ${row.lastname}`;

/** The search box: the words typed, each found in the name, company, city or e-mail (accents and case aside). */
const everyWord: FilterFn<GridRow> = (row, _id, value: string) => {
  const haystack = fold([fullName(row.original), row.original.company, row.original.city, row.original.email].join(' '));
  return fold(value).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
};
const sameCity: FilterFn<GridRow> = (row, id, value: string) => value === '' || row.getValue(id) === value;


/**
 * /tables/data-tables: the grid's contacts (GET /api/aggrid/data) as a classic data table, with
 * TanStack Table like /tables/agGrid but another presentation: one search box and a city filter,
 * rows ticked with checkboxes (across pages and filters), and the ticked rows (or, with none, the
 * filtered ones) exported as CSV. The search, the city, the sort and the page are in the URL.
 */
export default function DataTablesPage() {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR<GridData>('api/aggrid/data');
  const url = useTableUrlState(DATA_TABLE);
  const { sorting, globalFilter, pagination } = url;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR'), [i18n.resolvedLanguage]);
  const cities = useMemo(() => [...new Set((data?.data ?? []).map((row) => row.city))].sort(collator.compare), [data]);
  // A city no contact lives in (an old or edited link) filters nothing.
  const columnFilters = useMemo(() => url.columnFilters.filter((filter) => cities.includes(String(filter.value))), [url.columnFilters, cities]);
  const city = (columnFilters.find((filter) => filter.id === 'city')?.value as string | undefined) ?? '';

  const columns = useMemo<Array<ColumnDef<GridRow>>>(
    () => [
      {
        id: 'select',
        enableSorting: false,
        header: ({ table }) => (
          <IndeterminateCheckbox
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={() => table.toggleAllPageRowsSelected(!table.getIsAllPageRowsSelected())}
            aria-label={t(table.getIsAllPageRowsSelected() ? 'dataTables.deselectAllPage' : 'dataTables.selectAllPage')}
            data-testid="select-page"
          />
        ),
        cell: ({ row }) => (
          <input type="checkbox" className="form-check-input" checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()}
            aria-label={t(row.getIsSelected() ? 'dataTables.deselectRow' : 'dataTables.selectRow', { name: fullName(row.original) })} />
        ),
      },
      { id: 'name', accessorFn: fullName, sortingFn: french },
      { id: 'company', accessorKey: 'company', sortingFn: french },
      { id: 'city', accessorKey: 'city', sortingFn: french, filterFn: sameCity },
      { id: 'email', accessorKey: 'email', sortingFn: french, cell: (info) => <a className="cell-link" href={`mailto:${info.getValue<string>()}`}>{info.getValue<string>()}</a> },
      { id: 'followers', accessorKey: 'followers', sortingFn: 'basic', cell: (info) => numbers.format(info.getValue<number>()) },
      { id: 'joined', accessorKey: 'joined', sortingFn: 'basic', cell: (info) => formatDate(info.getValue<string>()) },
    ],
    [t, numbers],
  );

  // TanStack Table's instance is mutable by design: the React Compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    ...urlTableOptions(url),
    data: data?.data ?? [],
    columns,
    getRowId: (row) => String(row.id),
    state: { sorting, globalFilter, columnFilters, rowSelection, pagination },
    onGlobalFilterChange: url.onGlobalFilterChange,
    onRowSelectionChange: setRowSelection,
    // By name unless said: a third click flips the order again rather than leaving the rows unsorted.
    enableSortingRemoval: false,
    globalFilterFn: everyWord,
  });

  const filtered = table.getPrePaginationRowModel().rows;
  useLastPageAtMost(url, filtered.length, Boolean(data));
  const selectedCount = Object.keys(rowSelection).length;
  const filtering = globalFilter !== '' || city !== '';
  const { clearFilters } = url;

  const exportCsv = () => {
    // The selection in the table's order (sorted), whatever the filter; else the filtered rows.
    const rows = selectedCount > 0 ? table.getSortedRowModel().rows.filter((row) => row.getIsSelected()) : filtered;
    const header = DATA_COLUMNS.map((id) => t(`dataTables.columns.${id}`));
    downloadCsv(toCsv(header, rows.map((row) => DATA_COLUMNS.map((id) => row.getValue<string | number>(id)))), t('dataTables.filename'));
    showToast({ variant: 'success', key: selectedCount > 0 ? 'dataTables.exportedSelection' : 'dataTables.exportedFiltered' });
  };

  const body = (
    <ContactsTableView
      table={table}
      query={{ data, error, isLoading, mutate }}
      strings="dataTables"
      testId="data-table"
      className="data-tables-table"
      skeletonColumns={6}
      headerCell={(header) =>
        header.column.id === 'select' ? (
          <th key={header.id} scope="col" className="select-cell">{flexRender(header.column.columnDef.header, header.getContext())}</th>
        ) : (
          <SortHeaderCell key={header.id} label={t(`dataTables.columns.${header.column.id}`)} direction={header.column.getIsSorted()}
            onSort={header.column.getToggleSortingHandler()} className={header.column.id === 'followers' ? 'text-end' : undefined} />
        )
      }
      rowProps={(row) => ({ 'data-testid': 'data-row', className: row.getIsSelected() ? 'is-selected' : undefined })}
      cellClassName={(id) => (id === 'select' ? 'select-cell' : id === 'followers' ? 'text-end' : undefined)}
      onClearFilters={clearFilters}
      idPrefix="data-tables"
      pageSizes={PAGE_SIZES}
    />
  );

  const title = t('dataTables.title');
  return (
    <>
      <PageBreadcrumb group="ui" title={title} />
      <PageHeading title={title} subtitle={t('dataTables.subtitle')} icon={<Sheet size={22} />} />
      <section className="card list-card" aria-label={t('dataTables.label')}>
        <div className="list-toolbar data-tables-toolbar">
          <div className="data-tables-filters">
            <SearchBox value={globalFilter} onSearch={(q) => table.setGlobalFilter(q)} id="data-tables-search" label={t('dataTables.search')}
              placeholder={t('dataTables.searchPlaceholder')} />
            <label className="visually-hidden" htmlFor="data-tables-city">{t('dataTables.city')}</label>
            <select id="data-tables-city" className="form-select form-select-sm" value={city}
              onChange={(event) => table.getColumn('city')?.setFilterValue(event.target.value === '' ? undefined : event.target.value)}>
              <option value="">{t('dataTables.allCities')}</option>
              {cities.map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
            {filtering && (
              <button type="button" className="btn btn-sm btn-label-secondary" onClick={clearFilters}>
                <FilterX size={16} aria-hidden="true" /> {t('dataTables.clearFilters')}
              </button>
            )}
          </div>
          <div className="list-toolbar-end">
            <button type="button" className="btn btn-sm btn-primary" onClick={exportCsv} disabled={!data || (selectedCount === 0 && filtered.length === 0)} data-testid="export">
              <Download size={16} aria-hidden="true" /> {selectedCount > 0 ? t('dataTables.exportSelected') : t('dataTables.exportFiltered')}
            </button>
          </div>
        </div>
        {data && (
          <div className="data-tables-selection" role="status" aria-live="polite" data-testid="selection-bar">
            {selectedCount > 0 ? (
              <>
                <span>{t('dataTables.selected', { count: selectedCount })}</span>
                {filtered.some((row) => !row.getIsSelected()) && (
                  <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setRowSelection((current) => ({ ...current, ...Object.fromEntries(filtered.map((row) => [row.id, true])) }))}>
                    {t('dataTables.selectAllFiltered', { count: filtered.length })}
                  </button>
                )}
                <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setRowSelection({})}>{t('dataTables.clearSelection')}</button>
              </>
            ) : null}
          </div>
        )}
        <div aria-busy={isLoading}>{body}</div>
      </section>
    </>
  );
}
