/** Small readers that turn the upstream's loosely typed values into the resource types. */
import { SERVICE_CODES, type ServiceCode } from '../../../shared/services.js';
import { CLIENT_STATUSES, MARITAL_STATUSES, type Civility, type ClientStatus, type MaritalStatus } from '../../../shared/schemas/people.js';

export type Row = Record<string, unknown>;

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

export function textOrNull(value: unknown): string | null {
  const t = text(value);
  return t === '' ? null : t;
}

export function integerOrNull(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** 'Monsieur', 'M', 'M.' -> 'M.'; 'Madame', 'Mme', 'Mlle' -> 'Mme'. */
export function civility(value: unknown): Civility | null {
  const t = text(value).toLowerCase().replace(/\.$/, '');
  if (t === 'm' || t === 'monsieur' || t === 'mr') return 'M.';
  if (t === 'mme' || t === 'madame' || t === 'mlle' || t === 'mademoiselle') return 'Mme';
  return null;
}

/** 'Termine', 'terminé', 'perdu', 'Pending...' -> the canonical status. */
export function clientStatus(value: unknown): ClientStatus | null {
  const t = text(value).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (t === '') return null;
  if (t.startsWith('en attente') || t.startsWith('pending')) return 'En attente';
  if (t.startsWith('en cours')) return 'En cours';
  if (t.startsWith('termin')) return 'Terminé';
  if (t.startsWith('perdu')) return 'Perdu';
  return (CLIENT_STATUSES as readonly string[]).includes(text(value)) ? (text(value) as ClientStatus) : null;
}

export function maritalStatus(value: unknown): MaritalStatus | null {
  const t = text(value);
  return (MARITAL_STATUSES as readonly string[]).includes(t) ? (t as MaritalStatus) : null;
}

/** "CH / SIMU" -> ['CH', 'SIMU'], unknown codes dropped, no duplicates. */
export function services(value: unknown): ServiceCode[] {
  const codes = text(value).toUpperCase().split(/[\s/,;]+/);
  return SERVICE_CODES.filter((code) => codes.includes(code));
}

export function joinServices(codes: readonly ServiceCode[]): string {
  return codes.join(' / ');
}

/** "YYYY-MM-DD HH:mm:ss" or ISO -> ISO date-time; garbage -> null. */
export function dateTime(value: unknown): string | null {
  const t = text(value);
  if (t === '') return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(t) ? t.replace(' ', 'T') + 'Z' : t);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A date (YYYY-MM-DD) out of a date or date-time text. */
export function dateOnly(value: unknown): string | null {
  const t = text(value);
  return /^\d{4}-\d{2}-\d{2}/.test(t) ? t.slice(0, 10) : null;
}

/** A nested {name} or a bare string, as business_introducer and parent come. */
export function nameOf(value: unknown): string | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) return textOrNull((value as Row).name);
  return textOrNull(value);
}
