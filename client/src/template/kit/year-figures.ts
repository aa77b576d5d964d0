/**
 * What the template draws from the firm's figures of a year (GET api/statistics/dashboard): the
 * analytics dashboard and the charts showcase (pure: unit-tested in test/client).
 */
import type { Dashboard, ServiceCounts, StaffRow } from '@shared/schemas/statistics';
import { SERVICE_CODES } from '@shared/services';
import { capitalize, monthNames } from '@/lib/dates';

/** The items' values added up. */
export const sumOf = <T>(items: readonly T[], pick: (item: T) => number): number => items.reduce((total, item) => total + pick(item), 0);

/** The months' names of a chart: short on its axis ('Janv'), long in its table ('Janvier'). */
export function monthLabels(locale: string): { short: string[]; long: string[] } {
  return {
    short: monthNames(locale, 'short').map((name) => capitalize(name.replace(/\.$/, ''))),
    long: monthNames(locale, 'long').map((name) => capitalize(name)),
  };
}

/** Services of the contracts created in the year, whatever their state. */
export function servicesOfYear(pies: Dashboard['pies']): ServiceCounts {
  return Object.fromEntries(SERVICE_CODES.map((code) => [code, pies.waiting[code] + pies.running[code] + pies.ended[code]])) as ServiceCounts;
}

/** A staff member's contracts created in the year, and their amount in cents. */
export function staffTotals(row: StaffRow): { contracts: number; cents: number } {
  return { contracts: row.waiting + row.running + row.ended, cents: row.waitingCents + row.runningCents + row.endedCents };
}

/** The staff with the largest amounts first (then by name), without those who created nothing; at most `top`. */
export function topStaff(rows: readonly StaffRow[], top = 5): Array<StaffRow & { contracts: number; cents: number }> {
  return rows
    .map((row) => ({ ...row, ...staffTotals(row) }))
    .filter((row) => row.contracts > 0)
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, 'fr'))
    .slice(0, top);
}

/** '40 k€': axis ticks, cents in. */
export function compactEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 0 }).format(cents / 100);
}

/**
 * A year's monthly values, null for the months still to come (this year's later months, every
 * month of a later year): a chart stops at today instead of falling to 0.
 */
export function pastMonths(values: readonly number[], year: number, today = new Date()): Array<number | null> {
  const last = year < today.getFullYear() ? 12 : year > today.getFullYear() ? 0 : today.getMonth() + 1;
  return values.map((value, i) => (i < last ? value : null));
}
