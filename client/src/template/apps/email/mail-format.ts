import type { Language } from '@shared/schemas/config';
import type { Mail, MailLabel } from '@shared/schemas/template-email';
import { localDay } from '@/lib/format';

/** The colour of each label's dot and badge (a tone of the screen kit). */
export const LABEL_TONES: Record<MailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
};

const locale = (language: Language) => (language === 'fr' ? 'fr-FR' : 'en-GB');

/** The list's date: the time today, the day and month this year, the full date before. */
export function listTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (localDay(iso) === localDay(now.toISOString())) return new Intl.DateTimeFormat(locale(language), { hour: '2-digit', minute: '2-digit' }).format(date);
  if (date.getFullYear() === now.getFullYear()) return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short' }).format(date);
  return new Intl.DateTimeFormat(locale(language), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** The reading pane's date: day, month, year and time. */
export function fullTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** The start of the message on one line, for the list. */
export function snippet(message: string, length = 140): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

/** The mail was written by the mailbox's owner (sent or draft): the list shows its recipients. */
export const isOwnMail = (mail: Mail) => mail.mailFolder === 'sent' || mail.mailFolder === 'draft';

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses of a comma (or semicolon) separated field, and those that are not addresses. */
export function parseAddresses(text: string): { addresses: string[]; invalid: string[] } {
  const addresses = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  return { addresses, invalid: addresses.filter((a) => !ADDRESS.test(a)) };
}
