/**
 * The form's local dates and times <-> the ISO date-times (with their offset) the BFF stores. An
 * all-day event is shown with its last day (inclusive) and stored with the next midnight as its end
 * (exclusive), as the calendar reads it.
 */
import { isCalendarDay, isCalendarMinute } from '@shared/typed-dates';

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** 'YYYY-MM-DD' of a date, in local time. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DDTHH:mm' of a date, in local time (a datetime-local input's value). */
export function minuteOf(date: Date): string {
  return `${dayOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local date as an ISO date-time with the local offset: 2026-03-10T09:00:00+01:00. */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${minuteOf(date)}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' (local) of a real day -> Date, or null. */
export function parseLocal(value: string): Date | null {
  if (!isCalendarDay(value) && !isCalendarMinute(value)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, m, d, h = '0', min = '0'] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d), Number(h), Number(min));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes());
}
