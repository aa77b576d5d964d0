/**
 * How the BFF reads and writes the firm API's loosely typed columns (docs/upstream-api.md): a codec
 * turns a column's value into the field's wire value and back. The quirks live here, once: flags as
 * 0/1 or "1", "oui"/"non", civilities and statuses spelt several ways, phones as typed.
 */
import { CLIENT_STATUSES, MARITAL_STATUSES, type Civility, type ClientStatus, type MaritalStatus } from '../../../shared/schemas/people.js';
import { SERVICE_CODES, type ServiceCode } from '../../../shared/services.js';
import { formatPhone } from '../../../shared/validation.js';

export type Row = Record<string, unknown>;

export interface Codec<V = unknown> {
  read(raw: unknown): V;
  /** the column's value for a field value; absent for a column the BFF only reads */
  write?(value: V): unknown;
}

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

export function textOrNull(value: unknown): string | null {
  const t = textOf(value);
  return t === '' ? null : t;
}

export function integerOrNull(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

export function flagOf(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** "YYYY-MM-DD HH:mm:ss" (the firm's SQL time, read as UTC) or ISO -> ISO date-time; garbage -> null. */
export function dateTimeOf(value: unknown): string | null {
  const t = textOf(value);
  if (t === '') return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(t) ? t.replace(' ', 'T') + 'Z' : t);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A date (YYYY-MM-DD) out of a date or date-time text. */
export function dateOf(value: unknown): string | null {
  const t = textOf(value);
  return /^\d{4}-\d{2}-\d{2}/.test(t) ? t.slice(0, 10) : null;
}

/** A nested {name} or a bare string, as business_introducer, parent and task_customer come. */
export function nameOf(value: unknown): string | null {
  return isRow(value) ? textOrNull(value.name) : textOrNull(value);
}

/** "CH / SIMU" -> ['CH', 'SIMU'], unknown codes dropped, no duplicates, the catalogue's order. */
export function servicesOf(value: unknown): ServiceCode[] {
  const codes = textOf(value).toUpperCase().split(/[\s/,;]+/);
  return SERVICE_CODES.filter((code) => codes.includes(code));
}

const folded = (value: unknown) => textOf(value).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export const text: Codec<string> = { read: textOf, write: (value) => value };
export const optionalText: Codec<string | null> = { read: textOrNull, write: (value) => value ?? '' };
/** Phones: French numbers in pairs (the firm API keeps whatever it was given: older rows as typed). */
export const phone: Codec<string> = { read: (raw) => formatPhone(textOf(raw)), write: (value) => formatPhone(value) };
export const integer: Codec<number | null> = { read: integerOrNull, write: (value) => value };
/** The id of another record: 0 is the PHP API's "none" (a task for no customer), read as null. */
export const reference: Codec<number | null> = { read: (raw) => integerOrNull(raw) || null, write: (value) => value };
/** Flags come as booleans, 0/1 or "1" (the PHP API's integers); written as 0/1. */
export const flag01: Codec<boolean> = { read: flagOf, write: (value) => (value ? 1 : 0) };
/** Flags the firm API keeps as booleans (tasks): read loosely, written as booleans. */
export const flag: Codec<boolean> = { read: flagOf, write: (value) => value };
/** The personal record's yes/no columns: "oui" / "non". */
export const ouiNon: Codec<boolean> = { read: (raw) => folded(raw) === 'oui' || flagOf(raw), write: (value) => (value ? 'oui' : 'non') };
export const date: Codec<string | null> = { read: dateOf, write: (value) => value };
export const dateTime: Codec<string | null> = { read: dateTimeOf };
export const name: Codec<string | null> = { read: nameOf };
/** "CH / SIMU": the services joined with " / ". */
export const services: Codec<ServiceCode[]> = { read: servicesOf, write: (codes) => codes.join(' / ') };

/** 'Monsieur', 'M', 'M.' -> 'M.'; 'Madame', 'Mme', 'Mlle' -> 'Mme'. */
export const civility: Codec<Civility | null> = {
  read(raw) {
    const t = folded(raw).replace(/\.$/, '');
    if (t === 'm' || t === 'monsieur' || t === 'mr') return 'M.';
    if (t === 'mme' || t === 'madame' || t === 'mlle' || t === 'mademoiselle') return 'Mme';
    return null;
  },
  write: (value) => value ?? '',
};

/** 'Termine', 'terminé', 'perdu', 'Pending...' -> the canonical status. */
export const clientStatus: Codec<ClientStatus | null> = {
  read(raw) {
    const t = folded(raw);
    if (t === '') return null;
    if (t.startsWith('en attente') || t.startsWith('pending')) return 'En attente';
    if (t.startsWith('en cours')) return 'En cours';
    if (t.startsWith('termin')) return 'Terminé';
    if (t.startsWith('perdu')) return 'Perdu';
    return (CLIENT_STATUSES as readonly string[]).includes(textOf(raw)) ? (textOf(raw) as ClientStatus) : null;
  },
  write: (value) => value,
};

/** martial_status (sic): one of the known statuses, or none; written as '' when none. */
export const maritalStatus: Codec<MaritalStatus | null> = {
  read: (raw) => ((MARITAL_STATUSES as readonly string[]).includes(textOf(raw)) ? (textOf(raw) as MaritalStatus) : null),
  write: (value) => value ?? '',
};

/** One of `values`, or `fallback` for anything else. */
export function oneOf<const V extends string, F extends V | null>(values: readonly V[], fallback: F): Codec<V | F> {
  return { read: (raw) => ((values as readonly string[]).includes(textOf(raw)) ? (textOf(raw) as V) : fallback), write: (value) => value };
}
