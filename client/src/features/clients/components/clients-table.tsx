import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { formatDate } from '@/components/business/format';
import { ServiceChips } from '@/components/business/service-chips';
import { SortHeader } from '@/components/business/sort-header';
import type { SortOrder } from '@/components/business/use-table-state';
import type { ClientSort } from '@shared/schemas/clients';
import { clientCardPath } from '@shared/paths';
import type { Client } from '@shared/schemas/clients';

/** A click anywhere on a row opens the card, unless it was on a link or a button of the row. */
function fromControl(event: MouseEvent): boolean {
  return (event.target as HTMLElement).closest('a, button, input, label') !== null;
}

export function ClientsTable({
  clients,
  sort,
  order,
  onSort,
  onDelete,
}: {
  clients: Client[];
  sort: ClientSort;
  order: SortOrder;
  onSort: (column: ClientSort) => void;
  onDelete: (client: Client) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const header = (column: ClientSort, className?: string) => (
    <SortHeader column={column} label={t(`clients.columns.${column}`)} sort={sort} order={order} onSort={onSort} className={className} />
  );
  const none = <span className="text-body-secondary">{t('business.none')}</span>;
  return (
    <div className="table-responsive">
      <table className="table table-hover business-table" aria-label={t('clients.listLabel')} data-testid="clients-table">
        <thead>
          <tr>
            {header('createdAt')}
            {header('lastName')}
            {header('firstName')}
            <th scope="col" className="col-services">
              {t('clients.columns.services')}
            </th>
            {header('mobilePhone')}
            {header('email')}
            {header('expertName', 'col-expert')}
            {header('businessIntroducer', 'col-introducer')}
            <th scope="col" className="text-end">
              <span className="visually-hidden">{t('business.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => {
            const name = `${client.firstName} ${client.lastName}`.trim();
            const path = clientCardPath(client.id);
            return (
              <tr key={client.id} className="row-link" onClick={(event) => !fromControl(event) && navigate(path)} data-testid="client-row">
                <td>{formatDate(client.createdAt)}</td>
                <td className="cell-strong">
                  <Link to={path} aria-label={t('clients.open', { name })}>
                    {client.lastName}
                  </Link>
                </td>
                <td>{client.firstName}</td>
                <td className="col-services">{client.services.length ? <ServiceChips services={client.services} /> : none}</td>
                <td>
                  {client.mobilePhone ? (
                    <a className="cell-link" href={`tel:${client.mobilePhone.replace(/[^\d+]/g, '')}`} title={t('clients.call', { phone: client.mobilePhone })}>
                      {client.mobilePhone}
                    </a>
                  ) : (
                    none
                  )}
                </td>
                <td className="col-email">
                  <a className="cell-link" href={`mailto:${client.email}`} title={t('clients.write', { email: client.email })}>
                    {client.email}
                  </a>
                </td>
                <td className="col-expert">{client.expertName ?? none}</td>
                <td className="cell-wrap col-introducer">{client.businessIntroducer ?? none}</td>
                <td className="text-end">
                  <button type="button" className="btn-icon btn-icon-danger" aria-label={t('clients.deleteNamed', { name })} title={t('business.delete')} onClick={() => onDelete(client)}>
                    <Trash2 size={18} aria-hidden="true" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
