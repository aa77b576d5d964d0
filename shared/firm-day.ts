/**
 * Today in the firm's time zone (France), for the BFF and the screens alike: a date typed today is
 * never "in the future" after midnight there, and a task due today is never "overdue" on one side
 * and « aujourd'hui » on the other.
 */
export function firmToday(now = new Date()): string {
  return isoDayOfNumber(firmDayNumber(now.getTime()));
}

const SECOND_MS = 1000;
const DAY_MS = 86_400_000;
const parisClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** How far the firm's clock is ahead of UTC at `time`, in ms. */
function firmOffsetMs(time: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of parisClock.formatToParts(time)) part[type] = Number(value);
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - (time - (((time % SECOND_MS) + SECOND_MS) % SECOND_MS));
}

/** Each UTC day's offset, or null on a day the clocks change (then asked of each time). */
const offsetOfUtcDay = new Map<number, number | null>();

/**
 * The firm's day (France) of an instant, as a number of days since 1970-01-01. Intl is asked once
 * per UTC day, not once per date: an export of 60 000 contracts writes 120 000 dates, at several
 * microseconds each through Intl.
 */
export function firmDayNumber(time: number): number {
  const utcDay = Math.floor(time / DAY_MS);
  let offset = offsetOfUtcDay.get(utcDay);
  if (offset === undefined) {
    const first = firmOffsetMs(utcDay * DAY_MS);
    offset = first === firmOffsetMs((utcDay + 1) * DAY_MS - 1) ? first : null;
    if (offsetOfUtcDay.size >= 100_000) offsetOfUtcDay.clear();
    offsetOfUtcDay.set(utcDay, offset);
  }
  return Math.floor((time + (offset ?? firmOffsetMs(time))) / DAY_MS);
}

/** A day number (firmDayNumber) as YYYY-MM-DD. */
export const isoDayOfNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
