/** Date helpers in the user's time zone (no date library): day keys, month names; the ISO weeks come from shared/periods.ts. */
export { addDays, isoWeekOf, parseDay, startOfIsoWeek } from '@shared/periods';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as 'YYYY-MM-DD' in local time. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat made once per locale and options, for the whole page's life: making one
 * costs the screen that renders it (the first of a page 20 to 50 ms, each later one about 0.3 ms).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const months = new Map<string, readonly string[]>();

/** Month names of a language, January first ('janvier'... or 'janv.'...). */
export function monthNames(locale: string, style: 'long' | 'short'): readonly string[] {
  const key = `${locale} ${style}`;
  let names = months.get(key);
  if (names === undefined) {
    const format = dateFormat(locale, { month: style });
    names = Object.freeze(Array.from({ length: 12 }, (_, m) => format.format(new Date(2000, m, 1))));
    months.set(key, names);
  }
  return names;
}

export function localeOf(language: string | undefined): string {
  return language === 'en' ? 'en-GB' : 'fr-FR';
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export { capitalize };
