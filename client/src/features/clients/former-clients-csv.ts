import type { FormerClient } from '@shared/schemas/former-clients';
import { toCsv } from '@shared/csv';
import { formatDate } from '@/lib/format';

/** The former clients as rows of a spreadsheet (@shared/csv: French Excel, no formula). */
export function formerClientsCsv(header: string[], rows: FormerClient[]): string {
  return toCsv(header, rows.map((c) => [
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
  ]));
}
