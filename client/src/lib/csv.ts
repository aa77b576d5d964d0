/** CSV files as French Excel opens them: UTF-8 with a BOM, ';' between cells, CRLF between lines. */

/** One cell: quoted when needed, and defused when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s(])/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\ufeff${[header, ...rows].map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** Cents as a spreadsheet reads a French amount: '1234,50' (no currency sign, no thousands separator). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export function downloadCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
