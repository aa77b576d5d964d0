import '@/components/ui/table.css';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { CrmEntry } from '@shared/schemas/crm';
import { DataTable, NoneText, type Column } from '@/components/ui/data-table';
import { PhoneLink } from '@/components/ui/phone-link';
import { CRM_ACTION_TONES } from '@/components/ui/status-tones';
import { formatDate } from '@/lib/format';

/** The log's entries, newest first, with edit and delete per row. */
export function CrmTable({ entries, onEdit, onDelete }: { entries: readonly CrmEntry[]; onEdit: (entry: CrmEntry) => void; onDelete: (entry: CrmEntry) => void }) {
  const { t } = useTranslation();
  const columns: Array<Column<CrmEntry>> = [
    { key: 'date', header: t('crm.list.columns.date'), cell: (entry) => formatDate(entry.date) },
    { key: 'object', header: t('crm.list.columns.object'), className: 'col-object', cell: (entry) => t(`crm.objects.${entry.object}`) },
    {
      key: 'action',
      header: t('crm.list.columns.action'),
      cell: (entry) => <span className={`badge rounded-pill badge-soft tone-${CRM_ACTION_TONES[entry.action]}`}>{t(`crm.actions.${entry.action}`)}</span>,
    },
    {
      key: 'name',
      header: t('crm.list.columns.name'),
      cell: (entry) => (
        <span className="crm-person">
          <span className="cell-strong">{entry.name || <NoneText />}</span>
          {entry.email && (
            <a className="cell-link small" href={`mailto:${entry.email}`}>
              {entry.email}
            </a>
          )}
        </span>
      ),
    },
    {
      key: 'phone',
      header: t('crm.list.columns.phone'),
      className: 'col-phone',
      cell: (entry) =>
        entry.phone ? (
          <PhoneLink className="cell-link" phone={entry.phone} />
        ) : (
          <NoneText />
        ),
    },
    {
      key: 'note',
      header: t('crm.list.columns.note'),
      className: 'col-note',
      cellProps: (entry) => ({ title: entry.note || undefined }),
      cell: (entry) => (entry.note ? <span className="crm-note">{entry.note}</span> : <NoneText />),
    },
  ];
  return (
    <DataTable rows={entries} columns={columns} label={t('crm.list.label')} testId="crm-table" className="crm-table"
      rowProps={(entry) => ({ 'data-testid': 'crm-row', 'data-entry-id': entry.id })}
      actions={(entry) => (
        <span className="row-actions">
          <button type="button" className="btn-icon" aria-label={t('crm.list.edit', { name: entry.name })} title={t('business.edit')} onClick={() => onEdit(entry)}>
            <Pencil size={17} aria-hidden="true" />
          </button>
          <button type="button" className="btn-icon btn-icon-danger" aria-label={t('crm.list.delete', { name: entry.name })} title={t('business.delete')} onClick={() => onDelete(entry)}>
            <Trash2 size={17} aria-hidden="true" />
          </button>
        </span>
      )}
    />
  );
}
