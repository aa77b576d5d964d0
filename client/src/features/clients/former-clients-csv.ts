import type { FormerClient } from '@shared/schemas/former-clients';
import { formatDate } from '@/lib/format';

/** One CSV cell: quoted when needed, and defused when a spreadsheet would read it as a formula. */
export function csvCell(value: string): string {
  let text = value;
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s(])/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as French Excel opens them: UTF-8 with a BOM, ';' between cells, CRLF between lines. */
export function formerClientsCsv(header: string[], rows: FormerClient[]): string {
  const lines = [header, ...rows.map((c) => [
    c.id,
    c.civility ?? '',
    c.firstName,
    c.lastName,
    c.email,
    c.mobilePhone,
    c.officePhone,
    [c.address.address, c.address.address2].filter(Boolean).join(', '),
    c.address.zipCode,
    c.address.city,
    c.address.country,
    formatDate(c.birthDate),
    c.expertName ?? '',
    formatDate(c.createdAt),
  ])];
  return `\ufeff${lines.map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
