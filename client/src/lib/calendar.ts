/** Calendar helpers in the user's time zone (no date library): ISO weeks, month keys, day keys. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as 'YYYY-MM-DD' in local time. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' (a calendar date) -> local midnight of that day. */
export function parseDay(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
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

/** Month names of a language, January first ('janvier'... or 'janv.'...). */
export function monthNames(locale: string, style: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: style });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(2000, m, 1)));
}

export function localeOf(language: string | undefined): string {
  return language === 'en' ? 'en-GB' : 'fr-FR';
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export { capitalize };
