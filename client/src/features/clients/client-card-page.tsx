import './i18n';
import '@/components/ui/split-grid.css';
import './clients.css';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Download, FileSignature, FolderOpen, History, ListChecks, MessageSquare, NotebookPen, Printer, UserRound, type LucideIcon } from 'lucide-react';
import { MENU_ITEMS } from '@shared/menu';
import { givesClientAccess, readsJournal } from '@shared/policies';
import { GiveAccess } from '@/components/access/give-access';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { TabLinks } from '@/components/ui/tab-links';
import type { Client } from '@shared/schemas/clients';
import { ApiError } from '@/lib/api-client';
import { apiUrl } from '@/lib/base-url';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { deleteClient } from './api/delete-client';
import { giveClientAccess } from './api/give-client-access';
import { useClient } from './api/get-client';
import { clientKeys } from './api/get-clients';
import { CLIENT_TABS, clientCardPath, clientExportPath, type ClientTab } from '@shared/paths';
import { ClientForm } from './components/client-form';
import { ClientNotes } from './components/client-notes';
import { ClientSummary } from './components/client-summary';
import { fullName } from '@/lib/person-name';

/**
 * The tabs drawn by other areas (contracts, documents, tasks of the client, and their history from the
 * journal). The card does not know them: the route composes them (app/composed-screens.tsx), each
 * loaded with its tab only.
 */
export type ClientCardPanels = Record<'contracts' | 'documents' | 'tasks' | 'history', ComponentType<{ client: Client; name: string }>>;

const TAB_ICONS: Record<ClientTab, LucideIcon> = {
  info: UserRound,
  notes: NotebookPen,
  contracts: FileSignature,
  documents: FolderOpen,
  tasks: ListChecks,
  comments: MessageSquare,
  history: History,
};

/** /app/user/edit/:id/:tab: the client card. */
export default function ClientCardPage({ panels }: { panels: ClientCardPanels }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { user } = useSession();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const tab = (CLIENT_TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as ClientTab) : null;
  const { data: client, error, mutate } = useClient(validId ? id : null);
  const [confirming, setConfirming] = useState(false);

  if (!validId) return <Navigate to={MENU_ITEMS.clients.navLink} replace />;
  if (tab === null) return <Navigate to={clientCardPath(id)} replace />;

  const back = <BackLink to={MENU_ITEMS.clients.navLink} label={t('clients.card.back')} />;

  if (!client) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageHeading title={t('clients.card.documentTitle')} actions={back} />
        <section className="card">
          {error ? (
            notFound ? (
              <EmptyState title={t('clients.card.notFoundTitle')} text={t('clients.card.notFound')} />
            ) : (
              <ErrorState error={error} onRetry={() => void mutate()} />
            )
          ) : (
            <TableSkeleton rows={5} columns={3} />
          )}
        </section>
      </>
    );
  }

  const name = fullName(client);
  const panelFallback = <TableSkeleton rows={4} columns={4} />;
  let panel: ReactNode;
  switch (tab) {
    case 'info':
      panel = user && (
        <ClientForm key={client.id} client={client} me={user} submitLabel={t('business.save')} busyLabel={t('business.saving')} />
      );
      break;
    case 'notes':
      panel = <ClientNotes key={client.id} client={client} />;
      break;
    case 'comments':
      panel = <ClientNotes key={`${client.id}-comments`} client={client} field="comments" />;
      break;
    default: {
      const Panel = panels[tab];
      panel = (
        <Suspense fallback={panelFallback}>
          <Panel client={client} name={name} />
        </Suspense>
      );
    }
  }

  return (
    <>
      <PageHeading title={name} subtitle={client.email} documentTitle={`${name} · ${t('clients.card.documentTitle')}`} actions={back} />
      <div className="split-grid split-grid-xl client-card-layout">
        <ClientSummary
          client={client}
          onDelete={() => setConfirming(true)}
          access={
            user &&
            givesClientAccess(user.role, Number(user.id), client) && (
              <GiveAccess name={name} addressee={client} email={client.email} state={client.access} audience="client" give={() => giveClientAccess(client.id)} />
            )
          }
          dataExport={
            readsJournal(user?.role) && (
              <>
                <a className="btn btn-label-primary w-100" href={apiUrl(`${clientKeys.one(client.id)}/export`)} download data-testid="client-export-json">
                  <Download size={16} aria-hidden="true" />
                  {t('clients.card.exportData')}
                </a>
                <Link className="btn btn-label-secondary w-100 mt-2" to={clientExportPath(client.id)} data-testid="client-export-print">
                  <Printer size={16} aria-hidden="true" />
                  {t('clients.card.printable')}
                </Link>
              </>
            )
          }
        />
        <div className="client-card-main">
          <TabLinks
            label={t('clients.card.tabs')}
            current={tab}
            tabs={CLIENT_TABS.map((name) => ({ id: name, to: clientCardPath(client.id, name), icon: TAB_ICONS[name], label: t(`clients.card.${name}`) }))}
          />
          <section className="card" aria-labelledby="client-tab-title">
            <div className="card-body">
              <h2 id="client-tab-title" className="visually-hidden">
                {t(`clients.card.${tab}`)}
              </h2>
              {panel}
            </div>
          </section>
        </div>
      </div>
      <ConfirmDialog
        show={confirming}
        text={t('clients.deleteConfirm', { name: fullName(client) })}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await deleteClient(client, { onCard: true });
          showToast({ variant: 'success', key: 'clients.deleted' });
          navigate(MENU_ITEMS.clients.navLink);
        }}
      />
    </>
  );
}
