/** Dates and sizes shown the French way, by hand (no date library). */
import { firmToday } from '@shared/firm-day';
import { dateFormat } from './dates';

// Made when first used, not when a screen's chunk loads (see dateFormat).
const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** 'YYYY-MM-DD' (a calendar date, no time zone) or an ISO date-time -> 'DD/MM/YYYY'; '' when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat('fr-FR', DAY).format(date);
}

export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat('fr-FR', TIME).format(date);
}

/** The local calendar day of an ISO date-time, as 'YYYY-MM-DD' (to group by day). */
export function localDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether an ISO date-time falls on the local calendar day of now. */
export function isToday(value: string): boolean {
  return localDay(value) === localDay(new Date().toISOString());
}

/** Today as 'YYYY-MM-DD': the firm's day, the one the BFF's rules count in (shared/firm-day.ts). */
export function today(): string {
  return firmToday();
}

