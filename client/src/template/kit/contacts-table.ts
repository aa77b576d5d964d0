import type { SortingFn } from '@tanstack/react-table';
import type { GridRow } from '@shared/schemas/template-grid';

/** What the grid (/tables/agGrid) and the data table (/tables/data-tables) share over the same contacts. */

export const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
/** Text columns sort as a French reader expects: accents and case aside (Écully among the E). */
export const french: SortingFn<GridRow> = (a, b, id) => collator.compare(String(a.getValue(id)), String(b.getValue(id)));

export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
