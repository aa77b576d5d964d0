import '@/components/business/table.css';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { CrmEntry } from '@shared/types';
import { formatDate } from '@/components/business/format';
import { ACTION_TONES } from './crm-chart';

/** The log's entries, newest first, with edit and delete per row. */
export function CrmTable({ entries, onEdit, onDelete }: { entries: readonly CrmEntry[]; onEdit: (entry: CrmEntry) => void; onDelete: (entry: CrmEntry) => void }) {
  const { t } = useTranslation();
  const none = <span className="text-body-secondary">{t('business.none')}</span>;
  return (
    <div className="table-responsive">
      <table className="table table-hover business-table crm-table" aria-label={t('crm.list.label')} data-testid="crm-table">
        <thead>
          <tr>
            <th scope="col">{t('crm.list.columns.date')}</th>
            <th scope="col" className="col-object">
              {t('crm.list.columns.object')}
            </th>
            <th scope="col">{t('crm.list.columns.action')}</th>
            <th scope="col">{t('crm.list.columns.name')}</th>
            <th scope="col" className="col-phone">
              {t('crm.list.columns.phone')}
            </th>
            <th scope="col" className="col-note">
              {t('crm.list.columns.note')}
            </th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">{t('business.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="crm-row" data-entry-id={entry.id}>
              <td>{formatDate(entry.date)}</td>
              <td className="col-object">{t(`crm.objects.${entry.object}`)}</td>
              <td>
                <span className={`badge rounded-pill badge-soft tone-${ACTION_TONES[entry.action]}`}>{t(`crm.actions.${entry.action}`)}</span>
              </td>
              <td>
                <span className="crm-person">
                  <span className="cell-strong">{entry.name || none}</span>
                  {entry.email && (
                    <a className="cell-link small" href={`mailto:${entry.email}`}>
                      {entry.email}
                    </a>
                  )}
                </span>
              </td>
              <td className="col-phone">
                {entry.phone ? (
                  <a className="cell-link" href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`}>
                    {entry.phone}
                  </a>
                ) : (
                  none
                )}
              </td>
              <td className="col-note" title={entry.note || undefined}>{entry.note ? <span className="crm-note">{entry.note}</span> : none}</td>
              <td className="text-end">
                <span className="row-actions">
                  <button type="button" className="btn-icon" aria-label={t('crm.list.edit', { name: entry.name })} title={t('business.edit')} onClick={() => onEdit(entry)}>
                    <Pencil size={17} aria-hidden="true" />
                  </button>
                  <button type="button" className="btn-icon btn-icon-danger" aria-label={t('crm.list.delete', { name: entry.name })} title={t('business.delete')} onClick={() => onDelete(entry)}>
                    <Trash2 size={17} aria-hidden="true" />
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
