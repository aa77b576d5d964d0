import { localDay } from '@/lib/format';

const locale = (language: string) => (language === 'en' ? 'en-GB' : 'fr-FR');

/** A message's hour, e.g. 09:41. */
export function messageHour(time: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { hour: '2-digit', minute: '2-digit' }).format(new Date(time));
}

/** The list's short date: the hour today, the day and month before. */
export function listTime(time: string, language: string): string {
  const date = new Date(time);
  if (localDay(time) === localDay(new Date().toISOString())) return messageHour(time, language);
  return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short' }).format(date);
}

/** The separator of a day in a thread: today, yesterday, or the long date. */
export function dayLabel(day: string, language: string, words: { today: string; yesterday: string }): string {
  const now = new Date();
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === localDay(now.toISOString())) return words.today;
  if (day === localDay(yesterday.toISOString())) return words.yesterday;
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(y, m - 1, d));
}
