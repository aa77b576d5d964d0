import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRight, Download, Euro, Eye, FileDown, KeyRound, LogIn, LogOut, Pencil, Plus, Trash2, Upload, type LucideIcon } from 'lucide-react';
import type { JournalAction, JournalEntry } from '@shared/schemas/journal';
import type { ChartTone } from '@/components/charts/chart-scale';
import { changeRows, recordLink, whenText, type JournalFields } from '../journal-fields';

/** How each action is marked in a list: its icon and its tone (writes, deletions, looks at personal data, access). */
export const ACTION_LOOKS: Record<JournalAction, [LucideIcon, ChartTone]> = {
  create: [Plus, 'success'],
  replace: [Pencil, 'primary'],
  patch: [Pencil, 'primary'],
  notes: [Pencil, 'primary'],
  delete: [Trash2, 'danger'],
  payment: [Euro, 'success'],
  upload: [Upload, 'info'],
  download: [Download, 'info'],
  'read-nir': [Eye, 'warning'],
  'export-csv': [FileDown, 'warning'],
  'export-rgpd': [FileDown, 'warning'],
  access: [KeyRound, 'secondary'],
  password: [KeyRound, 'secondary'],
  'token-create': [KeyRound, 'secondary'],
  'token-revoke': [KeyRound, 'secondary'],
  'sessions-end': [LogOut, 'secondary'],
  'sign-in': [LogIn, 'secondary'],
  'sign-out': [LogOut, 'secondary'],
};

/** Who did it: their name, and « Jeton « nom » » when a script did it with one of their tokens (its id in the title). */
export function EntryActor({ actor }: { actor: JournalEntry['actor'] }) {
  const { t } = useTranslation();
  const { token } = actor;
  return (
    <>
      <strong className="journal-actor" data-testid="entry-actor">
        {actor.name}
      </strong>
      {actor.via === 'token' && (
        <span className="badge badge-soft tone-warning journal-token" title={token ? t('journal.tokenNamedHint', { id: token.id }) : t('journal.tokenHint')} data-testid="entry-token">
          {token ? t('journal.tokenNamed', { name: token.name }) : t('journal.token')}
        </span>
      )}
    </>
  );
}

/** The API token a token-create or token-revoke is about: « « nom » », its id in the title. */
export function EntryRecordToken({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  const { token } = entry.record;
  if (!token) return null;
  return (
    <span className="journal-record-token" title={t('journal.recordTokenHint', { id: token.id })} data-testid="entry-record-token">
      {t('journal.recordToken', { name: token.name })}
    </span>
  );
}

/**
 * « Résultat inconnu »: the entry was written before its write, whose end is not known (the firm API
 * did not answer, or the BFF stopped meanwhile): the change may or may not have been made.
 */
export function EntryOutcome({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  if (entry.outcome !== 'pending' && entry.outcome !== 'unknown') return null;
  return (
    <span className="badge badge-soft tone-warning journal-outcome" title={t('journal.outcomeUnknownHint')} data-testid="entry-outcome">
      {t('journal.outcomeUnknown')}
    </span>
  );
}

/** When: « 28/11/2026 à 13:46 », in the user's time. */
export function EntryWhen({ at }: { at: string }) {
  const { t } = useTranslation();
  return <time dateTime={at}>{whenText(t, at)}</time>;
}

/** What it was about: the kind of record and the name it had then, a link while it may still be opened. */
export function EntryRecord({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  const { kind, id, label } = entry.record;
  const to = recordLink(entry);
  const name = label || (id === null ? t('journal.unnamed') : t('journal.page.number', { id }));
  return (
    <span className="journal-record" data-testid="entry-record">
      <span className="badge badge-soft tone-secondary">{t(`journal.kinds.${kind}`)}</span>
      {to ? <Link to={to}>{name}</Link> : <span>{name}</span>}
      <EntryRecordToken entry={entry} />
    </span>
  );
}

/** How many changed fields show before « Voir les N autres champs ». */
const FIRST_FIELDS = 4;

/**
 * « Champ : ancienne valeur → nouvelle valeur », one line a field (a creation or a deletion: the value
 * alone); the first few, then the others on demand, unless `whole` (a printed page: every field, every word).
 */
export function EntryChanges({ entry, fields, whole = false }: { entry: JournalEntry; fields: JournalFields; whole?: boolean }) {
  const { t, i18n } = useTranslation();
  const rows = changeRows(entry, fields, t, i18n.resolvedLanguage, whole);
  if (rows.length === 0) return null;
  const line = (row: (typeof rows)[number]) => (
    <li key={row.field} data-testid={`change-${row.field}`}>
      <span className="journal-field">{t('journal.fieldLabel', { label: row.label })}</span>{' '}
      {row.before !== null && (
        <span className={`${row.after === null ? 'journal-value' : 'journal-before'}${row.before.empty ? ' is-empty' : ''}`} data-testid="change-before">
          {row.before.text}
        </span>
      )}
      {row.before !== null && row.after !== null && (
        <>
          {' '}
          <ArrowRight size={14} className="journal-arrow flip-rtl" aria-hidden="true" />
          <span className="visually-hidden">{t('journal.becomes')}</span>{' '}
        </>
      )}
      {row.after !== null && (
        <span className={`journal-value${row.after.empty ? ' is-empty' : ''}`} data-testid="change-after">
          {row.after.text}
        </span>
      )}
    </li>
  );
  const shown = whole ? rows.length : FIRST_FIELDS;
  const rest = rows.slice(shown);
  return (
    <div className="journal-changes">
      <ul>{rows.slice(0, shown).map(line)}</ul>
      {rest.length > 0 && (
        <details>
          <summary>{t('journal.fieldsMore', { count: rest.length })}</summary>
          <ul>{rest.map(line)}</ul>
        </details>
      )}
    </div>
  );
}
