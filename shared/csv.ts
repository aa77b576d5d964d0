/**
 * CSV as French Excel opens it: UTF-8 with a BOM, ';' between cells, CRLF between lines. Used by
 * every export, in the browser and in the BFF. No text cell can run as a formula: one that starts
 * with =, +, -, @, a tab or a carriage return is written with a leading apostrophe. Amounts are
 * written as numbers from cents (amountCell), never through the text path.
 */

/** A cell that holds an amount: written as a French decimal number ('1234,50', '-12,50'). */
export interface AmountCell {
  readonly cents: number;
}
export type CsvValue = string | number | AmountCell;

export const amountCell = (cents: number): AmountCell => ({ cents });

/** Cents as a spreadsheet reads a French amount: '1234,50' (no currency sign, no thousands separator). */
export function frenchDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** One cell: a number as a number, an amount as a French decimal, a text defused and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return frenchDecimal(value.cents);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(';')}\r\n`;

/** The byte order mark French Excel needs to read UTF-8. */
export const CSV_BOM = '\ufeff';

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join('');
}
