import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import type { Client } from '@shared/schemas/clients';
import { DataTable, NoneText, type Column, type Sorting } from '@/components/ui/data-table';
import { PhoneLink } from '@/components/ui/phone-link';
import { ServiceChips } from '@/components/ui/service-chips';
import { formatDate } from '@/lib/format';
import type { ClientSort } from '@shared/schemas/clients';
import { clientCardPath } from '@shared/paths';
import { fullName } from '@/lib/person-name';


/** The clients of the list: a row opens the client's card; the phone and the address are links. */
export function ClientsTable({ clients, sorting, onDelete }: { clients: Client[]; sorting: Sorting<ClientSort>; onDelete: (client: Client) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const header = (sort: ClientSort) => ({ key: sort, sort, header: t(`clients.columns.${sort}`) });
  const columns: Array<Column<Client, ClientSort>> = [
    { ...header('createdAt'), cell: (client) => formatDate(client.createdAt) },
    {
      ...header('lastName'),
      cellClassName: 'cell-strong',
      cell: (client) => <Link to={clientCardPath(client.id)} aria-label={t('clients.open', { name: fullName(client) })}>{client.lastName}</Link>,
    },
    { ...header('firstName'), cell: (client) => client.firstName },
    {
      key: 'services',
      header: t('clients.columns.services'),
      className: 'col-services',
      cell: (client) => (client.services.length ? <ServiceChips services={client.services} /> : <NoneText />),
    },
    {
      ...header('mobilePhone'),
      cell: (client) =>
        client.mobilePhone ? (
          <PhoneLink className="cell-link" phone={client.mobilePhone} title={t('clients.call', { phone: client.mobilePhone })} />
        ) : (
          <NoneText />
        ),
    },
    {
      ...header('email'),
      cellClassName: 'col-email',
      cell: (client) => (
        <a className="cell-link" href={`mailto:${client.email}`} title={t('clients.write', { email: client.email })}>
          {client.email}
        </a>
      ),
    },
    { ...header('expertName'), className: 'col-expert', cell: (client) => client.expertName ?? <NoneText /> },
    { ...header('businessIntroducer'), className: 'col-introducer', cellClassName: 'cell-wrap col-introducer', cell: (client) => client.businessIntroducer ?? <NoneText /> },
  ];
  return (
    <DataTable rows={clients} columns={columns} label={t('clients.listLabel')} testId="clients-table" sorting={sorting}
      rowProps={() => ({ className: 'row-link', 'data-testid': 'client-row' })}
      onRowClick={(client) => navigate(clientCardPath(client.id))}
      actions={(client) => (
        <button type="button" className="btn-icon btn-icon-danger" aria-label={t('clients.deleteNamed', { name: fullName(client) })} title={t('business.delete')} onClick={() => onDelete(client)}>
          <Trash2 size={18} aria-hidden="true" />
        </button>
      )}
    />
  );
}
