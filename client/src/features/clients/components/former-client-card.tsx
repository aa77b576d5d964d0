import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { FormerClient } from '@shared/schemas/former-clients';
import { formatDate } from '@/lib/format';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { initials } from '@/lib/initials';
import { useFormerClient } from '@/features/clients/api/get-former-client';
import { fullName } from '@/lib/person-name';

/** The read-only record of a former client, in a dialog; `onDelete` only for a role that may delete it. */
export function FormerClientCard({ id, onClose, onDelete }: { id: string | null; onClose: () => void; onDelete?: (client: FormerClient) => void }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useFormerClient(id);
  const none = t('business.none');
  const name = data ? fullName(data) : '';
  const rows: Array<[string, string]> = data
    ? [
        [t('formerClients.fields.civility'), data.civility ? t(`business.civilities.${data.civility}`) : none],
        [t('formerClients.fields.email'), data.email || none],
        [t('formerClients.fields.mobilePhone'), data.mobilePhone || none],
        [t('formerClients.fields.officePhone'), data.officePhone || none],
        [t('formerClients.fields.birthDate'), formatDate(data.birthDate) || none],
        [
          t('formerClients.fields.address'),
          [data.address.address, data.address.address2, `${data.address.zipCode} ${data.address.city}`.trim(), data.address.country].filter((s) => s.trim()).join(', ') || none,
        ],
        [t('formerClients.fields.expert'), data.expertName ?? none],
        [t('formerClients.fields.createdAt'), formatDate(data.createdAt) || none],
        [t('formerClients.legacyId'), data.id],
      ]
    : [];
  return (
    <Dialog
      show={id !== null}
      onHide={onClose}
      titleId="former-card-title"
      title={t('formerClients.cardTitle')}
      className="business-modal"
      testId="former-card"
      footer={
        <>
          {onDelete && data && (
            <button type="button" className="btn btn-label-danger me-auto" onClick={() => onDelete(data)}>
              <Trash2 size={16} aria-hidden="true" />
              {t('formerClients.deleteNamed', { name })}
            </button>
          )}
          <button type="button" className="btn btn-label-secondary" onClick={onClose}>
            {t('business.close')}
          </button>
        </>
      }
    >
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <TableSkeleton rows={5} columns={2} />
      ) : (
        <>
          <div className="d-flex align-items-center gap-3 mb-4">
            <span className="avatar" aria-hidden="true">
              {initials(data)}
            </span>
            <div>
              <p className="h5 mb-0">{name}</p>
              <small className="text-body-secondary">{t('formerClients.origin')}</small>
            </div>
          </div>
          <dl className="detail-list">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Dialog>
  );
}
