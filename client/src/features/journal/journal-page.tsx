import './i18n';
import './journal.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown, FunnelX, ScrollText, ShieldCheck } from 'lucide-react';
import { JOURNAL_ACTIONS, JOURNAL_KINDS, type JournalEntry, type JournalVerification } from '@shared/schemas/journal';
import { normalizeRole } from '@shared/schemas/people';
import { DateFilter } from '@/components/forms/date-filter';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { EmptyState } from '@/components/ui/list-states';
import { ListScreen } from '@/components/ui/list-screen';
import { PageHeading } from '@/components/ui/page-heading';
import { toastForError } from '@/lib/error-toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { roleLabelKey } from '@/lib/role-label';
import { useDebouncedDraft } from '@/lib/use-debounced-draft';
import { useUrlState } from '@/lib/use-url-state';
import { journalCsvUrl, useJournal, useTeam, verifyJournal, type JournalFilters } from './api/get-journal';
import { ACTION_LOOKS, EntryActor, EntryChanges, EntryOutcome, EntryRecord, EntryWhen } from './components/entry-parts';
import { HistoryTimeline } from './components/history-list';
import type { JournalFields } from './journal-fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TABLE = {
  sorts: ['at'],
  defaultSort: 'at',
  defaultOrder: 'desc',
  filters: { kind: JOURNAL_KINDS, recordId: /^[\w-]{1,40}$/, actorId: /^\d{1,12}$/, action: JOURNAL_ACTIONS, from: DAY, to: DAY },
} as const;
const FILTER_NAMES = ['kind', 'recordId', 'actorId', 'action', 'from', 'to'] as const;
/** Below it, a table of six columns would scroll sideways: the entries show as a timeline. */
const NARROW = '(max-width: 767.98px)';

/** The chain's check, said: intact (how many entries walked) or broken (where). */
function Verdict({ verdict, onClose }: { verdict: JournalVerification; onClose: () => void }) {
  const { t } = useTranslation();
  const broken = !verdict.ok;
  return (
    <div className={`alert ${broken ? 'alert-danger' : 'alert-success'} d-flex align-items-start gap-2 journal-verdict`} role={broken ? 'alert' : 'status'} data-testid="journal-verdict">
      <ShieldCheck size={18} className="flex-shrink-0 mt-1" aria-hidden="true" />
      <span className="me-auto">{broken ? t(verdict.problem === 'cut-tail' ? 'journal.page.cutTail' : 'journal.page.broken', { id: verdict.firstBroken ?? verdict.checked }) : t('journal.page.intact', { count: verdict.checked })}</span>
      <button type="button" className="btn-close flex-shrink-0" aria-label={t('business.close')} onClick={onClose} />
    </div>
  );
}

/** /app/journal (admin): every change and every look at personal data, filtered in the URL; its CSV and the check of its chain. */
export default function JournalPage({ fields }: { fields: JournalFields }) {
  const { t } = useTranslation();
  const table = useUrlState(TABLE);
  const filters: JournalFilters = table.filters;
  const query = useJournal({ ...filters, page: table.page, perPage: table.perPage });
  const team = useTeam();
  const recordId = useDebouncedDraft(filters.recordId ?? '', (text) => table.setFilter('recordId', text.trim()));
  const [verdict, setVerdict] = useState<JournalVerification | null>(null);
  const [verifying, setVerifying] = useState(false);
  const filtered = FILTER_NAMES.some((name) => filters[name] !== null);
  const badRange = filters.from !== null && filters.to !== null && filters.from > filters.to;
  const members = team.data?.items ?? [];
  const narrow = useMediaQuery(NARROW);

  /** A filter chosen in a list, its label above it. */
  const choice = <V extends string>(name: 'kind' | 'actorId' | 'action', values: readonly V[], labelOf: (value: V) => string, label: string, allLabel: string) => (
    <div>
      <FilterSelect id={`journal-${name}`} labelClassName="form-label" className="form-select form-select-sm" label={label} allLabel={allLabel}
        values={values} labelOf={labelOf} value={filters[name] as V | null} onValue={(value) => table.setFilter(name, value)}
      />
    </div>
  );
  /** A day the entries start or end on. */
  const day = (name: 'from' | 'to', bounds: { min?: string; max?: string }) => (
    <div>
      <label className="form-label" htmlFor={`journal-${name}`}>
        {t(`journal.page.${name}`)}
      </label>
      <DateFilter id={`journal-${name}`} value={filters[name]} {...bounds} onApply={(value) => table.setFilter(name, value)} />
    </div>
  );

  const verify = async () => {
    setVerifying(true);
    try {
      setVerdict(await verifyJournal());
    } catch (error) {
      toastForError(error);
    } finally {
      setVerifying(false);
    }
  };

  const columns: Array<Column<JournalEntry>> = [
    {
      key: 'at',
      header: t('journal.page.columns.at'),
      cell: (entry) => (
        <>
          <EntryWhen at={entry.at} />
          <small className="d-block text-body-secondary">{t('journal.page.number', { id: entry.id })}</small>
        </>
      ),
    },
    {
      key: 'actor',
      header: t('journal.page.columns.actor'),
      cell: (entry) => (
        <>
          <EntryActor actor={entry.actor} />
          <small className="d-block text-body-secondary">{t(roleLabelKey(normalizeRole(entry.actor.role)))}</small>
        </>
      ),
    },
    {
      key: 'action',
      header: t('journal.page.columns.action'),
      className: 'col-action',
      cell: (entry) => (
        <>
          <span className={`badge badge-soft tone-${ACTION_LOOKS[entry.action][1]}`}>{t(`journal.actions.${entry.action}`)}</span> <EntryOutcome entry={entry} />
        </>
      ),
    },
    { key: 'record', header: t('journal.page.columns.record'), cell: (entry) => <EntryRecord entry={entry} /> },
    { key: 'changes', header: t('journal.page.columns.changes'), cell: (entry) => <EntryChanges entry={entry} fields={fields} /> },
    {
      key: 'origin',
      header: t('journal.page.columns.origin'),
      className: 'col-origin',
      cell: (entry) => (
        <span className="journal-origin d-block">
          {entry.device}
          <span className="d-block">{entry.ip}</span>
        </span>
      ),
    },
  ];

  const emptyState = (
    <EmptyState
      icon={<ScrollText size={28} />}
      title={t('journal.empty')}
      text={filtered ? t('journal.page.emptyFiltered') : undefined}
      action={
        filtered && (
          <button type="button" className="btn btn-sm btn-label-primary" onClick={() => table.clearFilters(FILTER_NAMES)}>
            {t('journal.page.clear')}
          </button>
        )
      }
    />
  );

  return (
    <>
      <PageHeading
        title={t('journal.page.title')}
        subtitle={t('journal.page.subtitle')}
        icon={<ScrollText size={22} />}
        actions={
          <>
            <a className="btn btn-label-primary" href={journalCsvUrl(filters)} download data-testid="journal-export">
              <FileDown size={16} aria-hidden="true" />
              {t('journal.page.export')}
            </a>
            <button type="button" className="btn btn-primary" onClick={() => void verify()} disabled={verifying} data-testid="journal-verify">
              <ShieldCheck size={16} aria-hidden="true" />
              {verifying ? t('journal.page.verifying') : t('journal.page.verify')}
            </button>
          </>
        }
      />
      {verdict && <Verdict verdict={verdict} onClose={() => setVerdict(null)} />}
      <ListScreen
        state={table}
        query={query}
        label={t('journal.page.label')}
        idPrefix="journal"
        columns={6}
        keepRowsWhileLoading
        emptyState={emptyState}
        toolbar={
          <fieldset className="journal-filters">
            <legend className="visually-hidden">{t('journal.page.filters')}</legend>
            {choice('kind', JOURNAL_KINDS, (kind) => t(`journal.kinds.${kind}`), t('journal.page.kind'), t('journal.page.allKinds'))}
            <div>
              <label className="form-label" htmlFor="journal-record">
                {t('journal.page.recordId')}
              </label>
              <input id="journal-record" className="form-control form-control-sm" inputMode="numeric" autoComplete="off" value={recordId.text}
                placeholder={t('journal.page.recordIdHint')} onChange={(event) => recordId.setText(event.target.value)}
                onKeyDown={(event) => event.key === 'Enter' && recordId.send(recordId.text)}
              />
            </div>
            {choice('actorId', members.map((member) => String(member.id)), (id) => members.find((member) => String(member.id) === id)?.name ?? id, t('journal.page.person'), t('journal.page.everyone'))}
            {choice('action', JOURNAL_ACTIONS, (action) => t(`journal.actions.${action}`), t('journal.page.action'), t('journal.page.allActions'))}
            {day('from', { max: filters.to ?? undefined })}
            {day('to', { min: filters.from ?? undefined })}
            {filtered && (
              <div className="journal-filters-end">
                <button type="button" className="btn btn-sm btn-label-secondary" onClick={() => table.clearFilters(FILTER_NAMES)}>
                  <FunnelX size={14} aria-hidden="true" />
                  {t('journal.page.clear')}
                </button>
              </div>
            )}
            {badRange && (
              <p className="text-danger small mb-0" role="alert">
                {t('journal.page.badRange')}
              </p>
            )}
          </fieldset>
        }
      >
        {(entries) =>
          narrow ? (
            <div className="journal-page-timeline" data-testid="journal-timeline">
              <HistoryTimeline entries={entries} fields={fields} />
            </div>
          ) : (
            <DataTable rows={entries} columns={columns} label={t('journal.page.label')} testId="journal-table" className="journal-table" rowProps={() => ({ 'data-testid': 'journal-row' })} />
          )
        }
      </ListScreen>
    </>
  );
}
