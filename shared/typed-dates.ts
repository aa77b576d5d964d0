/**
 * The dates a person types in a form's date field (a day 'YYYY-MM-DD', or a day and time
 * 'YYYY-MM-DDTHH:mm'), checked the same way by every form: a field holds a whole real date, or
 * nothing, and never anything else than what it shows.
 */

/**
 * What a date field holds while it shows a date that cannot be read: impossible (31/02/2025) or not
 * finished (12/03/aaaa). The browser gives such a field the value '', as if it were empty; the form
 * gets this instead, so that it refuses it rather than sending nothing.
 */
export const UNREADABLE_DATE = 'unreadable-date';

export type DateKind = 'day' | 'minute';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Days in a month of the Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A real day of the calendar whose year has its four digits: a year under 1000 is a year typed
 * short (02 for 2002), which a date field shows as 0002 and no one means.
 */
function isRealDay(year: string, month: string, day: string): boolean {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  return y >= 1000 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** 'YYYY-MM-DD' of a real day (2024-02-29 is one, 2025-02-29 and 2025-02-31 are not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  return match !== null && isRealDay(match[1], match[2], match[3]);
}

/** 'YYYY-MM-DDTHH:mm' (seconds optional) of a real day and time, as a datetime-local field gives it. */
export function isCalendarMinute(text: string): boolean {
  const match = MINUTE.exec(text);
  return match !== null && isRealDay(match[1], match[2], match[3]);
}

/**
 * What is wrong with a date field's value: 'unreadable' when it holds neither nothing (null, '') nor
 * a whole real date of its kind, null otherwise. Whether a date is required, past or in range is the
 * form's own rule.
 */
export function typedDateProblem(value: string | null | undefined, kind: DateKind = 'day'): 'unreadable' | null {
  if (value === null || value === undefined || value === '') return null;
  return (kind === 'day' ? isCalendarDay(value) : isCalendarMinute(value)) ? null : 'unreadable';
}
