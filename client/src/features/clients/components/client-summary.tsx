import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Mail, Medal, Phone, Trash2, UserRound } from 'lucide-react';
import type { Client } from '@shared/schemas/clients';
import { formatDate } from '@/lib/format';
import { PhoneLink } from '@/components/ui/phone-link';
import { ServiceChips } from '@/components/ui/service-chips';
import { CLIENT_STATUS_TONES } from '@/components/ui/status-tones';
import { initials } from '@/lib/initials';
import { fullName } from '@/lib/person-name';

/**
 * The left card of the client card: who they are, how to reach them, their access to the client space
 * (`access`, for whoever gives it) and the export of their data (`dataExport`, the admin's).
 */
export function ClientSummary({ client, onDelete, access, dataExport }: { client: Client; onDelete: () => void; access?: ReactNode; dataExport?: ReactNode }) {
  const { t } = useTranslation();
  const name = fullName(client);
  return (
    <section className="card client-summary" aria-label={name}>
      <div className="card-body">
        <div className="person-card-head client-summary-head">
          <span className="avatar avatar-xl" aria-hidden="true">
            {initials(client)}
          </span>
          <p className="client-summary-name">
            {client.civility ? `${t(`business.civilities.${client.civility}`)} ` : ''}
            {name}
          </p>
          {client.maidenName && <p className="text-body-secondary small mb-1">{t('clients.card.maidenNameIs', { name: client.maidenName })}</p>}
          <div className="d-flex flex-wrap justify-content-center gap-2">
            {client.status && <span className={`badge badge-soft tone-${CLIENT_STATUS_TONES[client.status]}`}>{t(`business.clientStatuses.${client.status}`)}</span>}
            {(client.status === 'En cours' || client.status === 'Terminé') && (
              <span className={`badge badge-soft tone-${client.feePaid ? 'success' : 'danger'}`}>{t(client.feePaid ? 'clients.card.feePaid' : 'clients.card.feeUnpaid')}</span>
            )}
          </div>
          <ServiceChips services={client.services} className="justify-content-center mt-2" />
        </div>
        <dl className="client-summary-details">
          <div>
            <dt>
              <Mail size={16} aria-hidden="true" />
              <span className="visually-hidden">{t('clients.form.email')}</span>
            </dt>
            <dd>
              <a href={`mailto:${client.email}`}>{client.email}</a>
            </dd>
          </div>
          {client.mobilePhone && (
            <div>
              <dt>
                <Phone size={16} aria-hidden="true" />
                <span className="visually-hidden">{t('clients.form.mobilePhone')}</span>
              </dt>
              <dd>
                <PhoneLink phone={client.mobilePhone} />
              </dd>
            </div>
          )}
          <div>
            <dt>
              <UserRound size={16} aria-hidden="true" />
              <span className="visually-hidden">{t('clients.card.expert')}</span>
            </dt>
            <dd>
              {t('clients.card.expertIs', { name: client.expertName ?? t('business.none') })}
            </dd>
          </div>
          <div>
            <dt>
              <Medal size={16} aria-hidden="true" />
              <span className="visually-hidden">{t('clients.card.militaryService')}</span>
            </dt>
            <dd>{t(client.militaryService ? 'clients.card.militaryServiceDone' : 'clients.card.militaryServiceNotDone')}</dd>
          </div>
          <div>
            <dt>
              <CalendarDays size={16} aria-hidden="true" />
              <span className="visually-hidden">{t('clients.columns.createdAt')}</span>
            </dt>
            <dd>{t('clients.card.since', { date: formatDate(client.createdAt) })}</dd>
          </div>
        </dl>
        {access && <div className="client-summary-access">{access}</div>}
        {dataExport && (
          <div className="client-summary-access">
            <p className="small text-body-secondary mb-2">{t('clients.card.exportHint')}</p>
            {dataExport}
          </div>
        )}
        <button type="button" className="btn btn-label-danger w-100 mt-3" onClick={onDelete}>
          <Trash2 size={16} aria-hidden="true" />
          {t('clients.card.delete')}
        </button>
      </div>
    </section>
  );
}
