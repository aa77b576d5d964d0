import { getCoreRowModel, getFilteredRowModel, getPaginationRowModel, getSortedRowModel } from '@tanstack/react-table';
import type { UrlTableState } from './use-table-url-state';

/**
 * The options useReactTable takes alike for the template's tables whose rows are all in the browser
 * and whose view is in the URL: the URL's handlers, one sort at a time, the row models (filtered,
 * sorted, paged), and no jump to the first page on a change (useLastPageAtMost keeps the page in range).
 */
export function urlTableOptions(url: UrlTableState) {
  return {
    onSortingChange: url.onSortingChange,
    onColumnFiltersChange: url.onColumnFiltersChange,
    onPaginationChange: url.onPaginationChange,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  };
}
