import type { TFunction } from 'i18next';
import { formatEuros } from '@shared/fees';
import { clientCardPath, contractPath } from '@shared/paths';
import type { JournalEntry, JournalKind } from '@shared/schemas/journal';
import { plainText } from '@/components/forms/plain-text';
import { formatDate, formatTime } from '@/lib/format';

/**
 * How a field's value reads: an amount in cents (« 1 234,50 € »), a nested value said in a word (a
 * contract's fee form), a choice's label (the i18n prefix of its values), or the screen's own words.
 * Otherwise a value reads as the forms show it: dates dd/mm/yyyy, Oui/Non, « (vide) », an address on
 * one line.
 */
export type ValueWords = 'cents' | 'summary' | { choices: string } | ((value: unknown, t: TFunction, language: string | undefined) => string);

export interface FieldSpec {
  /** i18n key of the field's name, as the record's form says it */
  label: string;
  value?: ValueWords;
}

/** A record kind's fields, in the order its form shows them; null: a field never shown (an id beside its name). */
export type KindFields = Readonly<Record<string, FieldSpec | null>>;
/** The fields of every kind the journal speaks of: the screens' own labels (app/ gathers them from the features). */
export type JournalFields = Readonly<Partial<Record<JournalKind, KindFields>>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A value longer than this (a note) is cut in a history line; the printable export shows it whole. */
const LONG_TEXT = 160;

/** A date-time as the journal says it: « 28/11/2026 à 13:46 ». */
export function whenText(t: TFunction, at: string): string {
  return t('journal.at', { date: formatDate(at), time: formatTime(at) });
}

/** A field's value in words, as its form shows it (`whole`: never cut). */
export function valueText(value: unknown, spec: FieldSpec | null | undefined, t: TFunction, language: string | undefined, whole = false): string {
  const words = { empty: t('business.versions.empty'), yes: t('business.yes'), no: t('business.no') };
  const shown = spec?.value;
  const one = (item: unknown): string => {
    if (item === null || item === undefined || item === '') return words.empty;
    if (typeof shown === 'function') return shown(item, t, language);
    if (shown === 'cents' && typeof item === 'number') return formatEuros(item);
    if (typeof shown === 'object' && typeof item === 'string') return t(`${shown.choices}.${item}`, { defaultValue: item });
    if (typeof item === 'string' && DAY.test(item)) return formatDate(item);
    if (typeof item === 'string' && DATE_TIME.test(item)) return whenText(t, item);
    return plainText(item, words);
  };
  const text = Array.isArray(value) && value.length > 0 ? value.map(one).join(', ') : one(value);
  return whole || text.length <= LONG_TEXT ? text : `${text.slice(0, LONG_TEXT - 1).trimEnd()}…`;
}

/** A value of a change in words; `empty`: it had none (« (vide) »). */
export interface ChangeValue {
  text: string;
  empty: boolean;
}

/** One changed field of an entry: before and after (a creation has no before, a deletion no after; a nested whole is one word). */
export interface ChangeRow {
  field: string;
  label: string;
  before: ChangeValue | null;
  after: ChangeValue | null;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The shown fields of a kind present in `values`, in the form's order (the unknown ones last, by their own name). */
export function shownFields(fields: JournalFields, kind: JournalKind, names: readonly string[]): Array<[string, FieldSpec | undefined]> {
  const known = fields[kind] ?? {};
  const order = Object.keys(known);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return names
    .filter((name) => known[name] !== null)
    .sort((a, b) => rank(a) - rank(b))
    .map((name): [string, FieldSpec | undefined] => [name, known[name] ?? undefined]);
}

/** « Champ : ancienne valeur → nouvelle valeur », field by field, as the record's form names and shows them (`whole`: no text cut). */
export function changeRows(entry: JournalEntry, fields: JournalFields, t: TFunction, language: string | undefined, whole = false): ChangeRow[] {
  const changes = entry.changes ?? {};
  return shownFields(fields, entry.record.kind, Object.keys(changes)).map(([field, spec]) => {
    const [before, after] = changes[field];
    const label = spec ? t(spec.label) : field;
    if (spec?.value === 'summary') {
      return { field, label, before: null, after: { text: t(before !== null && after !== null ? 'journal.formChanged' : 'journal.formSet'), empty: false } };
    }
    const words = (value: unknown): ChangeValue => ({ text: valueText(value, spec, t, language, whole), empty: isEmpty(value) });
    return { field, label, before: entry.action === 'create' ? null : words(before), after: entry.action === 'delete' ? null : words(after) };
  });
}

/** Where an entry's record opens, when it still may: a client's card (their tasks' and documents' tabs), a contract's page. */
export function recordLink({ action, record }: JournalEntry): string | null {
  if (action === 'delete' || record.id === null) return null;
  const id = Number(record.id);
  if (!Number.isInteger(id)) return null;
  if (record.kind === 'client') return clientCardPath(id);
  if (record.kind === 'contract') return contractPath(id);
  if (record.clientId !== undefined && (record.kind === 'task' || record.kind === 'document')) return clientCardPath(record.clientId, record.kind === 'task' ? 'tasks' : 'documents');
  return null;
}
