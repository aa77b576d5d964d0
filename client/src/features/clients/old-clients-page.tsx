import './i18n';
import './clients.css';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Archive, Download, Eye, History, Trash2 } from 'lucide-react';
import { mayDeleteFormerClients } from '@shared/menu';
import type { FormerClient } from '@shared/schemas/former-clients';
import { ConfirmDialog } from '@/components/business/confirm-dialog';
import { formatDate, today } from '@/components/business/format';
import { ErrorState, ListEmptyState, TableSkeleton } from '@/components/business/list-states';
import { PageHeading } from '@/components/business/page-heading';
import { PaginationBar } from '@/components/business/pagination-bar';
import { SearchBox } from '@/components/business/search-box';
import { SortHeader } from '@/components/business/sort-header';
import { useTableState } from '@/components/business/use-table-state';
import { toastForError } from '@/lib/error-toast';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { deleteFormerClient } from './api/delete-former-client';
import { fetchAllFormerClients, FORMER_SORTS, useFormerClients, type FormerSort } from './api/get-former-clients';
import { FormerClientCard } from './components/former-client-card';
import { downloadText, formerClientsCsv } from './former-clients-csv';
import { filedName } from './person-name';

const TABLE = { sorts: FORMER_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' } as const;

export default function OldClientsPage() {
  const { t } = useTranslation();
  const table = useTableState(TABLE);
  const { data, error, isLoading, mutate } = useFormerClients({ q: table.q, sort: table.sort, order: table.order, page: table.page, perPage: table.perPage });
  const [toDelete, setToDelete] = useState<FormerClient | null>(null);
  const [exporting, setExporting] = useState(false);
  const viewing = table.params.get('view');
  const mayDelete = mayDeleteFormerClients(useSession().user?.role ?? null);

  const viewLink = (id: string) => {
    const next = new URLSearchParams(table.params);
    next.set('view', id);
    return `?${next.toString()}`;
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllFormerClients({ q: table.q, sort: table.sort, order: table.order });
      const header = t('formerClients.csvHeader', { returnObjects: true }) as string[];
      downloadText(formerClientsCsv(header, rows), `${t('formerClients.csvFile')}-${today()}.csv`, 'text/csv;charset=utf-8');
      showToast({ variant: 'success', key: 'formerClients.exported' });
    } catch (err) {
      toastForError(err);
    } finally {
      setExporting(false);
    }
  };

  const header = (column: FormerSort) => <SortHeader column={column} label={t(`formerClients.columns.${column}`)} sort={table.sort} order={table.order} onSort={table.setSort} />;

  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data || isLoading) body = <TableSkeleton columns={5} />;
  else if (data.items.length === 0)
    body = (
      <ListEmptyState q={table.q} onClearSearch={() => table.setSearch('')} title={t('formerClients.emptyTitle')} text={t('formerClients.emptyText')} />
    );
  else
    body = (
      <>
        <div className="table-responsive">
          <table className="table table-hover business-table" aria-label={t('formerClients.listLabel')} data-testid="former-table">
            <thead>
              <tr>
                {header('firstName')}
                {header('lastName')}
                {header('expertName')}
                {header('email')}
                {header('createdAt')}
                <th scope="col" className="text-end">
                  <span className="visually-hidden">{t('business.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => {
                const name = `${row.firstName} ${row.lastName}`.trim();
                return (
                  <tr
                    key={row.id}
                    className="row-link"
                    data-testid="former-row"
                    onClick={(event: MouseEvent) => {
                      if (!(event.target as HTMLElement).closest('a, button')) table.update({ view: row.id }, { keepPage: true });
                    }}
                  >
                    <td className="cell-strong">
                      <Link to={viewLink(row.id)} aria-label={t('formerClients.view', { name })}>
                        {row.firstName}
                      </Link>
                    </td>
                    <td className="cell-strong">{row.lastName}</td>
                    <td>{row.expertName ?? <span className="text-body-secondary">{t('business.none')}</span>}</td>
                    <td>
                      {row.email ? (
                        <a className="cell-link" href={`mailto:${row.email}`}>
                          {row.email}
                        </a>
                      ) : (
                        <span className="text-body-secondary">{t('business.none')}</span>
                      )}
                    </td>
                    <td>{formatDate(row.createdAt)}</td>
                    <td className="text-end">
                      <span className="row-actions">
                        <Link to={viewLink(row.id)} className="btn-icon" title={t('business.view')} aria-label={t('formerClients.view', { name })} tabIndex={-1}>
                          <Eye size={18} aria-hidden="true" />
                        </Link>
                        {mayDelete && (
                          <button type="button" className="btn-icon btn-icon-danger" title={t('business.delete')} aria-label={t('formerClients.deleteNamed', { name })} onClick={() => setToDelete(row)}>
                            <Trash2 size={18} aria-hidden="true" />
                          </button>
                        )}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <PaginationBar page={table.page} perPage={table.perPage} total={data.total} onPage={table.setPage} onPerPage={table.setPerPage} idPrefix="former" />
      </>
    );

  return (
    <>
      <PageHeading title={t('formerClients.title')} subtitle={t('formerClients.subtitle')} icon={<Archive size={22} />} />
      <div className="alert former-origin" data-testid="former-origin">
        <History size={20} aria-hidden="true" />
        <div>
          <strong>{t('formerClients.origin')}</strong> {t('formerClients.originText')}
        </div>
      </div>
      <section className="card list-card" aria-label={t('formerClients.listLabel')}>
        <div className="list-toolbar">
          <SearchBox value={table.q} onSearch={table.setSearch} id="former-search" />
          <div className="list-toolbar-end">
            <button type="button" className="btn btn-label-primary" onClick={() => void exportCsv()} disabled={exporting || !data || data.total === 0}>
              <Download size={16} aria-hidden="true" />
              {exporting ? t('formerClients.exporting') : t('formerClients.export')}
            </button>
          </div>
        </div>
        <div aria-busy={isLoading}>{body}</div>
      </section>
      <FormerClientCard
        id={viewing}
        onClose={() => table.update({ view: null }, { keepPage: true })}
        onDelete={
          mayDelete
            ? (row) => {
                table.update({ view: null }, { keepPage: true });
                setToDelete(row);
              }
            : undefined
        }
      />
      <ConfirmDialog
        show={toDelete !== null}
        text={toDelete ? t('formerClients.deleteConfirm', { name: filedName(toDelete) }) : ''}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteFormerClient(toDelete.id);
            showToast({ variant: 'success', key: 'formerClients.deleted' });
          } catch (err) {
            toastForError(err);
          }
        }}
      />
    </>
  );
}
