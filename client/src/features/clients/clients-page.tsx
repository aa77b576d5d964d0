import './i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserPlus, Users } from 'lucide-react';
import { ConfirmDialog } from '@/components/business/confirm-dialog';
import { ErrorState, ListEmptyState, TableSkeleton } from '@/components/business/list-states';
import { PageHeading } from '@/components/business/page-heading';
import { PaginationBar } from '@/components/business/pagination-bar';
import { SearchBox } from '@/components/business/search-box';
import { useTableState } from '@/components/business/use-table-state';
import { toastForError } from '@/lib/error-toast';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { deleteClient } from './api/delete-client';
import { useClients } from './api/get-clients';
import { CLIENT_SORTS } from '@shared/schemas/clients';
import { PATHS } from '@shared/paths';
import { ClientsTable } from './components/clients-table';
import { filedName } from './person-name';
import { seesWholeFirm } from '@shared/policies';
import type { Client } from '@shared/schemas/clients';
import type { Role } from '@shared/schemas/people';

const TABLE = { sorts: CLIENT_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' } as const;

type Scope = 'mine' | 'all';

/** A Consultant or an Expert follows their own clients first; the admin oversees the firm's. */
function defaultScope(role: Role | null | undefined): Scope {
  return seesWholeFirm(role) ? 'all' : 'mine';
}

export default function ClientsPage() {
  const { t } = useTranslation();
  const table = useTableState(TABLE);
  const { user } = useSession();
  const chosen = table.params.get('scope');
  // An explicit choice is always in the URL, so that a reload or a shared link keeps it whatever the default.
  const scope: Scope = chosen === 'mine' || chosen === 'all' ? chosen : defaultScope(user?.role);
  const { data, error, isLoading, mutate } = useClients({ scope, q: table.q, sort: table.sort, order: table.order, page: table.page, perPage: table.perPage });
  const [toDelete, setToDelete] = useState<Client | null>(null);

  const remove = async (client: Client) => {
    try {
      await deleteClient(client.id);
      showToast({ variant: 'success', key: 'clients.deleted' });
    } catch (err) {
      toastForError(err);
    }
  };

  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data || isLoading) body = <TableSkeleton columns={8} />;
  else if (data.items.length === 0)
    body = (
      <ListEmptyState
        q={table.q}
        onClearSearch={() => table.setSearch('')}
        title={t('clients.emptyTitle')}
        text={t(scope === 'mine' ? 'clients.emptyMine' : 'clients.emptyAll')}
        action={
          <Link to={PATHS.createClient} className="btn btn-sm btn-primary">
            <UserPlus size={16} aria-hidden="true" />
            {t('clients.create')}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <ClientsTable clients={data.items} sort={table.sort} order={table.order} onSort={table.setSort} onDelete={setToDelete} />
        <PaginationBar page={table.page} perPage={table.perPage} total={data.total} onPage={table.setPage} onPerPage={table.setPerPage} idPrefix="clients" />
      </>
    );

  return (
    <>
      <PageHeading
        title={t('clients.title')}
        subtitle={t('clients.subtitle')}
        icon={<Users size={22} />}
        actions={
          <Link to={PATHS.createClient} className="btn btn-primary">
            <UserPlus size={18} aria-hidden="true" />
            {t('clients.create')}
          </Link>
        }
      />
      <section className="card list-card" aria-label={t('clients.listLabel')}>
        <div className="list-toolbar">
          <SearchBox value={table.q} onSearch={table.setSearch} id="clients-search" />
          <div className="segmented" role="group" aria-label={t('clients.scope')}>
            <button type="button" aria-pressed={scope === 'mine'} onClick={() => table.update({ scope: 'mine' })}>
              {t('clients.mine')}
            </button>
            <button type="button" aria-pressed={scope === 'all'} onClick={() => table.update({ scope: 'all' })}>
              {t('clients.all')}
            </button>
          </div>
        </div>
        <div aria-busy={isLoading}>{body}</div>
      </section>
      <ConfirmDialog
        show={toDelete !== null}
        text={toDelete ? t('clients.deleteConfirm', { name: filedName(toDelete) }) : ''}
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
