/**
 * Period maths of the KPI dashboard, shared by the screen (its picker and URL) and the BFF (the
 * figures of a period): ISO weeks, the months a period covers, the index of "now". Dates are in the
 * local time zone of whoever computes them (no date library).
 */

export const PERIOD_KINDS = ['month', 'quarter', 'year', 'week'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  kind: PeriodKind;
  year: number;
  /** month 1–12, quarter 1–4, ISO week 1–53; ignored for a year */
  index: number;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** 'YYYY-MM-DD' (a calendar date) -> local midnight of that day. */
export function parseDay(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** Monday 00:00 of the ISO week holding `date`. */
export function startOfIsoWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return addDays(start, -((start.getDay() + 6) % 7));
}

/** The ISO week (year and number) of a date: the week belongs to the year of its Thursday. */
export function isoWeekOf(date: Date): { year: number; week: number } {
  const thursday = addDays(startOfIsoWeek(date), 3);
  const firstThursday = addDays(startOfIsoWeek(new Date(thursday.getFullYear(), 0, 4)), 3);
  return { year: thursday.getFullYear(), week: 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000)) };
}

/** 52 or 53. */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(new Date(year, 11, 28)).week;
}

/** [Monday 00:00, next Monday 00:00) of ISO week `week` of `year`. */
export function isoWeekRange(year: number, week: number): { start: Date; end: Date } {
  const start = addDays(startOfIsoWeek(new Date(year, 0, 4)), (week - 1) * 7);
  return { start, end: addDays(start, 7) };
}

/** Whether an ISO date-time (or a 'YYYY-MM-DD' day) falls in [start, end). */
export function within(value: string | null, start: Date, end: Date): boolean {
  if (!value) return false;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value).getTime() : Date.parse(value);
  return time >= start.getTime() && time < end.getTime();
}

/** How many months, quarters or weeks a year has (a year: one). */
export function indexCount(kind: PeriodKind, year: number): number {
  return kind === 'month' ? 12 : kind === 'quarter' ? 4 : kind === 'week' ? isoWeeksInYear(year) : 1;
}

export function clampIndex(kind: PeriodKind, year: number, index: number): number {
  return Number.isInteger(index) && index >= 1 && index <= indexCount(kind, year) ? index : 1;
}

/** The months (1–12) a month, quarter or year covers; a week has none of its own. */
export function monthsOf(period: Period): number[] {
  if (period.kind === 'month') return [period.index];
  if (period.kind === 'quarter') return [1, 2, 3].map((i) => (period.index - 1) * 3 + i);
  if (period.kind === 'year') return Array.from({ length: 12 }, (_, i) => i + 1);
  return [];
}

/** The bounds of a week period, [Monday 00:00, next Monday 00:00). */
export function weekRange(period: Period): { start: Date; end: Date } {
  return isoWeekRange(period.year, period.index);
}

/** The months the period touches: its own, or the one or two a week overlaps (the chart highlights them). */
export function monthsTouched(period: Period): number[] {
  if (period.kind !== 'week') return monthsOf(period);
  const { start, end } = weekRange(period);
  return [...new Set([start.getMonth() + 1, new Date(end.getTime() - 1).getMonth() + 1])];
}

/** The index of "now" for a kind of period in a year (January, Q1, week 1 for a past year). */
export function currentIndex(kind: PeriodKind, year: number, now = new Date()): number {
  if (kind === 'year') return 1;
  if (kind === 'week') {
    const week = isoWeekOf(now);
    return week.year === year ? week.week : year < week.year ? isoWeeksInYear(year) : 1;
  }
  if (year !== now.getFullYear()) return year < now.getFullYear() ? (kind === 'month' ? 12 : 4) : 1;
  return kind === 'month' ? now.getMonth() + 1 : Math.floor(now.getMonth() / 3) + 1;
}

/** The period one step before or after. */
export function shiftPeriod(period: Period, step: -1 | 1): Period {
  const { kind, year, index } = period;
  if (kind === 'year') return { kind, year: year + step, index: 1 };
  const next = index + step;
  if (next < 1) return { kind, year: year - 1, index: indexCount(kind, year - 1) };
  if (next > indexCount(kind, year)) return { kind, year: year + 1, index: 1 };
  return { kind, year, index: next };
}
