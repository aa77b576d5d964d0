import '../i18n';
import '../journal.css';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { LOOK_ACTIONS, type JournalEntry, type JournalKind } from '@shared/schemas/journal';
import { IconTile } from '@/components/ui/icon-tile';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { useHistory } from '../api/get-history';
import { whenText, type JournalFields } from '../journal-fields';
import { ACTION_LOOKS, EntryActor, EntryChanges, EntryOutcome, EntryRecord, EntryRecordToken, EntryWhen } from './entry-parts';

/** The record whose history is shown: its own entries need not name it. */
export interface HistorySubject {
  kind: JournalKind;
  id: number;
}

const isSubject = (entry: JournalEntry, subject: HistorySubject | undefined) =>
  subject !== undefined && entry.record.kind === subject.kind && String(entry.record.id) === String(subject.id);

/** The same look at personal data by the same person, one after the other (a card opened again and again): one line. */
interface Run {
  entry: JournalEntry;
  /** the oldest of the run, when there are several */
  first?: JournalEntry;
  count: number;
}

const sameLook = (a: JournalEntry, b: JournalEntry) =>
  LOOK_ACTIONS.includes(a.action) && a.action === b.action && String(a.actor.id) === String(b.actor.id) && a.record.kind === b.record.kind && String(a.record.id) === String(b.record.id);

function runsOf(entries: readonly JournalEntry[]): Run[] {
  const runs: Run[] = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (last && sameLook(last.entry, entry)) {
      last.first = entry;
      last.count += 1;
    } else runs.push({ entry, count: 1 });
  }
  return runs;
}

/** One line of a history: who did what (to which record, unless the subject), when, from which device, and the fields changed. */
function HistoryEntry({ entry, fields, subject, whole, first, count = 1 }: TimelineProps & { entry: JournalEntry } & Partial<Omit<Run, 'entry'>>) {
  const { t } = useTranslation();
  const [Icon, tone] = ACTION_LOOKS[entry.action];
  return (
    <li className="journal-item" data-testid="history-entry" data-action={entry.action}>
      <IconTile className={`journal-marker tone-${tone}`}>
        <Icon size={16} />
      </IconTile>
      <div className="journal-item-body">
        <p className="journal-item-head">
          <EntryActor actor={entry.actor} /> <span className="journal-did">{t(`journal.did.${entry.action}`)}</span>
          {!isSubject(entry, subject) ? (
            <>
              {' '}
              <EntryRecord entry={entry} />
            </>
          ) : (
            entry.record.token && (
              <>
                {' '}
                <EntryRecordToken entry={entry} />
              </>
            )
          )}{' '}
          <EntryOutcome entry={entry} />
        </p>
        <p className="journal-item-meta">
          {[
            <EntryWhen key="at" at={entry.at} />,
            first && <span key="repeated">{t('journal.repeated', { count, when: whenText(t, first.at) })}</span>,
            entry.device && <span key="device">{entry.device}</span>,
          ]
            .filter(Boolean)
            .flatMap((part, index) => (index === 0 ? [part] : [<span key={`dot-${index}`} className="journal-dot" aria-hidden="true">·</span>, part]))}
        </p>
        <EntryChanges entry={entry} fields={fields} whole={whole} />
      </div>
    </li>
  );
}

interface TimelineProps {
  fields: JournalFields;
  /** the record the history is of: its own entries need not name it */
  subject?: HistorySubject;
  /** every changed field, every word (a printed page) */
  whole?: boolean;
}

/** Entries, newest first, as a timeline (the runs of one look, one line each). */
export function HistoryTimeline({ entries, ...props }: TimelineProps & { entries: readonly JournalEntry[] }) {
  const { t } = useTranslation();
  return (
    <ol className="journal-timeline" aria-label={t('journal.list')}>
      {runsOf(entries).map(({ entry, first, count }) => (
        <HistoryEntry key={entry.id} entry={entry} first={first} count={count} {...props} />
      ))}
    </ol>
  );
}

/**
 * A record's history (api/<records>/:id/history), newest first: a timeline of who did what and when,
 * with « Afficher plus » for older entries. It asks for its first page when it is first shown.
 */
export function HistoryList({ path, fields, subject }: { path: string; fields: JournalFields; subject?: HistorySubject }) {
  const { t } = useTranslation();
  const history = useHistory(path);
  if (history.error && !history.loaded) return <ErrorState error={history.error} onRetry={history.retry} />;
  if (!history.loaded) return <TableSkeleton rows={4} columns={3} />;
  if (history.entries.length === 0) return <EmptyState icon={<History size={28} />} title={t('journal.empty')} text={t('journal.emptyText')} />;
  return (
    <div className="journal-history" data-testid="history">
      <HistoryTimeline entries={history.entries} fields={fields} subject={subject} />
      <div className="journal-history-foot">
        <span className="text-body-secondary small" aria-live="polite">
          {t('journal.shown', { shown: history.entries.length, total: history.total })}
        </span>
        {history.hasMore && (
          <button type="button" className="btn btn-sm btn-label-primary" onClick={history.more} disabled={history.loadingMore}>
            {history.loadingMore ? t('journal.loadingMore') : t('journal.more')}
          </button>
        )}
      </div>
    </div>
  );
}
