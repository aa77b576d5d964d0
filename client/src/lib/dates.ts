/** Date helpers in the user's time zone (no date library): day keys, month names; the ISO weeks come from shared/periods.ts. */
export { addDays, isoWeekOf, parseDay, startOfIsoWeek } from '@shared/periods';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as 'YYYY-MM-DD' in local time. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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
