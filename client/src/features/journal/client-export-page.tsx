import './i18n';
import './journal.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Download, FileSignature, FolderOpen, History, ListChecks, PhoneCall, Printer, UserRound, type LucideIcon } from 'lucide-react';
import { clientCardPath, PATHS } from '@shared/paths';
import type { JournalKind } from '@shared/schemas/journal';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionCard } from '@/components/ui/section-card';
import { ApiError } from '@/lib/api-client';
import { apiUrl } from '@/lib/base-url';
import { formatDate } from '@/lib/format';
import { fullName } from '@/lib/person-name';
import { useClientExport } from './api/get-client-export';
import { HistoryTimeline } from './components/history-list';
import { shownFields, valueText, whenText, type JournalFields } from './journal-fields';

/** A record's fields as its form names and shows them, whole (the nested ones said elsewhere, and `omit`, left out). */
function RecordFacts({ kind, record, fields, omit = [] }: { kind: JournalKind; record: object; fields: JournalFields; omit?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const values = record as Record<string, unknown>;
  const shown = shownFields(fields, kind, Object.keys(values)).filter(([name, spec]) => spec !== undefined && spec.value !== 'summary' && !omit.includes(name));
  return (
    <dl className="data-facts">
      {shown.map(([name, spec]) => (
        <div key={name}>
          <dt>{spec ? t(spec.label) : name}</dt>
          <dd>{valueText(values[name], spec, t, i18n.resolvedLanguage, true)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One section of the export: its records, or « Aucun ». */
function DataSection<T>({ id, title, icon, items, children }: { id: string; title: string; icon: LucideIcon; items: readonly T[]; children: (items: readonly T[]) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <SectionCard titleId={`data-${id}`} title={`${title} (${items.length})`} icon={icon} testId={`data-${id}`}>
      {items.length === 0 ? <p className="text-body-secondary mb-0">{t('journal.export.none')}</p> : children(items)}
    </SectionCard>
  );
}

/** Paper is white: while the page prints, its sheet takes the light theme whatever the screen's. */
function usePrintedLight() {
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const light = () => sheet.current?.setAttribute('data-bs-theme', 'light');
    const back = () => sheet.current?.removeAttribute('data-bs-theme');
    window.addEventListener('beforeprint', light);
    window.addEventListener('afterprint', back);
    return () => {
      window.removeEventListener('beforeprint', light);
      window.removeEventListener('afterprint', back);
    };
  }, []);
  return sheet;
}

/** /app/user/export/:id (admin): everything the firm keeps about a client, in words, to read or print (RGPD articles 15 and 20). */
export default function ClientExportPage({ fields }: { fields: JournalFields }) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, error, mutate } = useClientExport(validId ? id : null);
  const sheet = usePrintedLight();

  if (!validId) return <Navigate to={PATHS.clients} replace />;
  const back = <BackLink to={clientCardPath(id)} label={t('journal.export.back')} />;

  if (!data) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageHeading title={t('journal.export.documentTitle')} actions={back} />
        <section className="card">
          {notFound ? <EmptyState title={t('journal.export.documentTitle')} text={t('journal.export.notFound')} /> : error ? <ErrorState error={error} onRetry={() => void mutate()} /> : <TableSkeleton rows={6} columns={3} />}
        </section>
      </>
    );
  }

  const name = fullName(data.client);
  const record = (key: number, title: string, body: ReactNode) => (
    <div className="data-record" key={key}>
      <h3 className="data-record-title">{title}</h3>
      {body}
    </div>
  );
  return (
    <div className="data-export" data-testid="client-export" ref={sheet}>
      <PageHeading
        title={`${t('journal.export.title')} · ${name}`}
        documentTitle={`${name} · ${t('journal.export.documentTitle')}`}
        subtitle={t('journal.export.subtitle', { name, date: whenText(t, data.exportedAt) })}
        icon={<UserRound size={22} />}
        actions={
          <span className="d-print-none d-flex flex-wrap gap-2">
            {back}
            <a className="btn btn-label-primary" href={apiUrl(`api/clients/${id}/export`)} download>
              <Download size={16} aria-hidden="true" />
              {t('journal.export.download')}
            </a>
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              <Printer size={16} aria-hidden="true" />
              {t('journal.export.print')}
            </button>
          </span>
        }
      />
      <SectionCard titleId="data-identity" title={t('journal.export.identity')} icon={UserRound} testId="data-identity">
        <RecordFacts kind="client" record={data.client} fields={fields} />
      </SectionCard>
      <DataSection id="contracts" title={t('journal.export.contracts')} icon={FileSignature} items={data.contracts}>
        {(contracts) => contracts.map((contract) => record(contract.id, `${contract.reference} · ${contract.label}`, <RecordFacts kind="contract" record={contract} fields={fields} omit={['reference', 'label', 'clientName']} />))}
      </DataSection>
      <DataSection id="tasks" title={t('journal.export.tasks')} icon={ListChecks} items={data.tasks}>
        {(tasks) => tasks.map((task) => record(task.id, task.title, <RecordFacts kind="task" record={task} fields={fields} omit={['title', 'customerName']} />))}
      </DataSection>
      <DataSection id="documents" title={t('journal.export.documents')} icon={FolderOpen} items={data.documents}>
        {(documents) => (
          <ul className="data-files">
            {documents.map((file) => (
              <li key={file.id}>
                <a href={apiUrl(file.download)} download={file.filename} aria-label={t('journal.export.fileDownload', { name: file.filename })}>
                  {file.filename}
                </a>
                <span className="text-body-secondary">{formatDate(file.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </DataSection>
      <DataSection id="crm" title={t('journal.export.crm')} icon={PhoneCall} items={data.crmEntries}>
        {(entries) =>
          entries.map((entry) => {
            const object = valueText(entry.object, fields.crmEntry?.object, t, i18n.resolvedLanguage);
            return record(entry.id, `${formatDate(entry.date)} · ${object}`, <RecordFacts kind="crmEntry" record={entry} fields={fields} omit={['date', 'object']} />);
          })
        }
      </DataSection>
      <DataSection id="journal" title={t('journal.export.journal')} icon={History} items={data.journal}>
        {(entries) => <HistoryTimeline entries={entries} fields={fields} subject={{ kind: 'client', id }} whole />}
      </DataSection>
    </div>
  );
}
