import './i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserPlus, Users } from 'lucide-react';
import type { Client } from '@shared/schemas/clients';
import type { Role } from '@shared/schemas/people';
import { ListScreen } from '@/components/ui/list-screen';
import { PageHeading } from '@/components/ui/page-heading';
import { Segmented } from '@/components/ui/segmented';
import { useDeleteConfirm } from '@/components/ui/use-delete-confirm';
import { useUrlState } from '@/lib/use-url-state';
import { useSession } from '@/lib/session';
import { deleteClient } from './api/delete-client';
import { useClients } from './api/get-clients';
import { CLIENT_SORTS } from '@shared/schemas/clients';
import { PATHS } from '@shared/paths';
import { ClientsTable } from './components/clients-table';
import { fullName } from '@/lib/person-name';
import { seesWholeFirm } from '@shared/policies';

const TABLE = { sorts: CLIENT_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc', filters: { scope: ['mine', 'all'] } } as const;

type Scope = 'mine' | 'all';

/** A Consultant or an Expert follows their own clients first; the admin oversees the firm's. */
function defaultScope(role: Role | null | undefined): Scope {
  return seesWholeFirm(role) ? 'all' : 'mine';
}

export default function ClientsPage() {
  const { t } = useTranslation();
  const table = useUrlState(TABLE);
  const { user } = useSession();
  // An explicit choice is always in the URL, so that a reload or a shared link keeps it whatever the default.
  const scope: Scope = table.filters.scope ?? defaultScope(user?.role);
  const query = useClients({ scope, q: table.q, sort: table.sort, order: table.order, page: table.page, perPage: table.perPage });
  const deletion = useDeleteConfirm<Client>({
    text: (client) => t('clients.deleteConfirm', { name: fullName(client) }),
    remove: deleteClient,
    doneKey: 'clients.deleted',
  });

  const createLink = (size: number, className: string) => (
    <Link to={PATHS.createClient} className={className}>
      <UserPlus size={size} aria-hidden="true" />
      {t('clients.create')}
    </Link>
  );

  return (
    <>
      <PageHeading title={t('clients.title')} subtitle={t('clients.subtitle')} icon={<Users size={22} />} actions={createLink(18, 'btn btn-primary')} />
      <ListScreen state={table} query={query} label={t('clients.listLabel')} searchId="clients-search" idPrefix="clients" columns={8}
        toolbar={
          <Segmented
            label={t('clients.scope')}
            value={scope}
            options={[
              { value: 'mine', label: t('clients.mine') },
              { value: 'all', label: t('clients.all') },
            ]}
            onChange={(value) => table.setFilter('scope', value)}
          />
        }
        empty={{
          title: t('clients.emptyTitle'),
          text: t(scope === 'mine' ? 'clients.emptyMine' : 'clients.emptyAll'),
          action: createLink(16, 'btn btn-sm btn-primary'),
        }}
      >
        {(clients) => <ClientsTable clients={clients} sorting={table} onDelete={deletion.ask} />}
      </ListScreen>
      {deletion.dialog}
    </>
  );
}
