import './i18n';
import './clients.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Archive, Download, Eye, History, Trash2 } from 'lucide-react';
import { mayDeleteFormerClients } from '@shared/menu';
import type { FormerClient } from '@shared/schemas/former-clients';
import { DataTable, NoneText, type Column } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { PageHeading } from '@/components/ui/page-heading';
import { useDeleteConfirm } from '@/components/ui/use-delete-confirm';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { useUrlState } from '@/lib/use-url-state';
import { deleteFormerClient } from './api/delete-former-client';
import { FORMER_CLIENT_SORTS, type FormerClientSort } from '@shared/schemas/former-clients';
import { formerClientsExportUrl, useFormerClients } from './api/get-former-clients';
import { FormerClientCard } from './components/former-client-card';
import { downloadCsvFrom } from '@/lib/csv';
import { fullName } from '@/lib/person-name';


const TABLE = { sorts: FORMER_CLIENT_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' } as const;

export default function OldClientsPage() {
  const { t, i18n } = useTranslation();
  const table = useUrlState(TABLE);
  const query = useFormerClients({ q: table.q, sort: table.sort, order: table.order, page: table.page, perPage: table.perPage });
  const deletion = useDeleteConfirm<FormerClient>({
    text: (row) => t('formerClients.deleteConfirm', { name: fullName(row) }),
    remove: deleteFormerClient,
    doneKey: 'formerClients.deleted',
  });
  const viewing = table.params.get('view');
  const mayDelete = mayDeleteFormerClients(useSession().user?.role ?? null);

  const viewLink = (id: string) => {
    const next = new URLSearchParams(table.params);
    next.set('view', id);
    return `?${next.toString()}`;
  };

  const header = (sort: FormerClientSort) => ({ key: sort, sort, header: t(`formerClients.columns.${sort}`) });

  // One request: the BFF writes every former client of the search (all pages), and journals the export.
  const exportCsv = () => {
    downloadCsvFrom(formerClientsExportUrl({ q: table.q, sort: table.sort, order: table.order }, i18n.resolvedLanguage === 'en' ? 'en' : 'fr'));
    showToast({ variant: 'success', key: 'formerClients.exported' });
  };

  const columns: Array<Column<FormerClient, FormerClientSort>> = [
    {
      ...header('firstName'),
      cellClassName: 'cell-strong',
      cell: (row) => <Link to={viewLink(row.id)} aria-label={t('formerClients.view', { name: fullName(row) })}>{row.firstName}</Link>,
    },
    { ...header('lastName'), cellClassName: 'cell-strong', cell: (row) => row.lastName },
    { ...header('expertName'), cell: (row) => row.expertName ?? <NoneText /> },
    {
      ...header('email'),
      cell: (row) =>
        row.email ? (
          <a className="cell-link" href={`mailto:${row.email}`}>
            {row.email}
          </a>
        ) : (
          <NoneText />
        ),
    },
    { ...header('createdAt'), cell: (row) => formatDate(row.createdAt) },
  ];

  return (
    <>
      <PageHeading title={t('formerClients.title')} subtitle={t('formerClients.subtitle')} icon={<Archive size={22} />} />
      <div className="alert former-origin" data-testid="former-origin">
        <History size={20} aria-hidden="true" />
        <div>
          <strong>{t('formerClients.origin')}</strong> {t('formerClients.originText')}
        </div>
      </div>
      <ListScreen state={table} query={query} label={t('formerClients.listLabel')} searchId="former-search" idPrefix="former" columns={5}
        toolbar={
          <div className="list-toolbar-end">
            <button type="button" className="btn btn-label-primary" onClick={exportCsv} disabled={!query.data || query.data.total === 0}>
              <Download size={16} aria-hidden="true" />
              {t('formerClients.export')}
            </button>
          </div>
        }
        empty={{ title: t('formerClients.emptyTitle'), text: t('formerClients.emptyText') }}
      >
        {(rows) => (
          <DataTable rows={rows} columns={columns} label={t('formerClients.listLabel')} testId="former-table" sorting={table}
            rowProps={() => ({ className: 'row-link', 'data-testid': 'former-row' })}
            onRowClick={(row) => table.update({ view: row.id }, { keepPage: true })}
            actions={(row) => (
              <span className="row-actions">
                <Link to={viewLink(row.id)} className="btn-icon" title={t('business.view')} aria-label={t('formerClients.view', { name: fullName(row) })} tabIndex={-1}>
                  <Eye size={18} aria-hidden="true" />
                </Link>
                {mayDelete && (
                  <button type="button" className="btn-icon btn-icon-danger" title={t('business.delete')} aria-label={t('formerClients.deleteNamed', { name: fullName(row) })} onClick={() => deletion.ask(row)}>
                    <Trash2 size={18} aria-hidden="true" />
                  </button>
                )}
              </span>
            )}
          />
        )}
      </ListScreen>
      <FormerClientCard
        id={viewing}
        onClose={() => table.update({ view: null }, { keepPage: true })}
        onDelete={
          mayDelete
            ? (row) => {
                table.update({ view: null }, { keepPage: true });
                deletion.ask(row);
              }
            : undefined
        }
      />
      {deletion.dialog}
    </>
  );
}
