import './i18n';
import './contracts.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Download, FileText, Users } from 'lucide-react';
import { MENU_ITEMS } from '@shared/menu';
import { CONTRACT_STATES, type Contract, type ContractState } from '@shared/types';
import { ConfirmDialog } from '@/components/business/confirm-dialog';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/business/list-states';
import { PageHeading } from '@/components/business/page-heading';
import { PaginationBar } from '@/components/business/pagination-bar';
import { SearchBox } from '@/components/business/search-box';
import { useTableState } from '@/components/business/use-table-state';
import { downloadCsv } from '@/components/money/csv';
import { toastForError } from '@/lib/error-toast';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { CONTRACT_SORTS, deleteContract, fetchAllContracts, useContracts } from './api/contracts';
import { ContractsTable } from './components/contracts-table';
import { OverduePanel } from './components/overdue-panel';
import { contractsCsv } from './contracts-csv';
import { seesWholeFirm } from '@shared/policies';

const TABLE = { sorts: CONTRACT_SORTS, defaultSort: 'updatedAt', defaultOrder: 'desc' } as const;

/** /app/AllContracts: every contract the user may see, filtered, sorted and paged in the URL. */
export default function ContractsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const table = useTableState(TABLE);
  const isAdmin = seesWholeFirm(user?.role);
  // Consultants and Experts only ever get their own contracts from the BFF: no choice to offer.
  const scope = isAdmin && table.params.get('scope') === 'mine' ? 'mine' : 'all';
  const rawState = table.params.get('state');
  const state = (CONTRACT_STATES as readonly string[]).includes(rawState ?? '') ? (rawState as ContractState) : null;
  const query = { scope, state, q: table.q, sort: table.sort, order: table.order } as const;
  const { data, error, isLoading, mutate } = useContracts({ ...query, page: table.page, perPage: table.perPage });
  const [toDelete, setToDelete] = useState<Contract | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtered = table.q !== '' || state !== null;

  const remove = async (contract: Contract) => {
    try {
      await deleteContract(contract.id);
      showToast({ variant: 'success', key: 'contracts.list.deleted' });
    } catch (err) {
      toastForError(err);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllContracts(query);
      downloadCsv(contractsCsv(t, rows), `${t('contracts.list.csvFile')}-${new Date().toISOString().slice(0, 10)}`);
      showToast({ variant: 'success', key: 'contracts.list.exported' });
    } catch (err) {
      toastForError(err);
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <TableSkeleton columns={9} />;
  else if (data.items.length === 0)
    body = (
      <EmptyState
        icon={<FileText size={28} />}
        title={filtered ? t('business.emptyTitle') : t('contracts.list.emptyTitle')}
        text={filtered ? t('contracts.list.emptyFiltered') : `${t(scope === 'mine' || !isAdmin ? 'contracts.list.emptyMine' : 'contracts.list.emptyAll')} ${t('contracts.list.newHint')}`}
        action={
          filtered ? (
            <button type="button" className="btn btn-sm btn-label-primary" onClick={() => table.update({ q: null, state: null })}>
              {t('contracts.list.clearFilters')}
            </button>
          ) : (
            <Link to={MENU_ITEMS.clients.navLink} className="btn btn-sm btn-primary">
              <Users size={16} aria-hidden="true" />
              {t('contracts.list.toClients')}
            </Link>
          )
        }
      />
    );
  else
    body = (
      <>
        <div className="table-legend" aria-hidden="true">
          <span>
            <i className="legend-paid" />
            {t('contracts.list.finishedPaid')}
          </span>
          <span>
            <i className="legend-unpaid" />
            {t('contracts.list.finishedUnpaid')}
          </span>
        </div>
        <ContractsTable contracts={data.items} sort={table.sort} order={table.order} onSort={table.setSort} onDelete={setToDelete} />
        <PaginationBar page={table.page} perPage={table.perPage} total={data.total} onPage={table.setPage} onPerPage={table.setPerPage} idPrefix="contracts" />
      </>
    );

  return (
    <div className="page-stack">
      <PageHeading
        title={t('contracts.list.title')}
        subtitle={t('contracts.list.subtitle')}
        icon={<FileText size={22} />}
        actions={
          <button type="button" className="btn btn-label-primary" onClick={() => void exportCsv()} disabled={exporting || !data || data.total === 0} data-testid="export-contracts">
            <Download size={16} aria-hidden="true" />
            {exporting ? t('contracts.list.exporting') : t('contracts.list.export')}
          </button>
        }
      />
      <OverduePanel scope={scope} />
      <section className="card list-card" aria-label={t('contracts.list.label')}>
        <div className="list-toolbar">
          <SearchBox value={table.q} onSearch={table.setSearch} id="contracts-search" />
          <div className="contracts-filters">
            <label htmlFor="contracts-state" className="visually-hidden">
              {t('contracts.list.stateFilter')}
            </label>
            <select id="contracts-state" className="form-select" value={state ?? ''} onChange={(event) => table.update({ state: event.target.value || null })}>
              <option value="">{t('contracts.list.allStates')}</option>
              {CONTRACT_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`contracts.states.${value}`)}
                </option>
              ))}
            </select>
            {isAdmin ? (
              <div className="segmented" role="group" aria-label={t('contracts.list.scope')}>
                <button type="button" aria-pressed={scope === 'mine'} onClick={() => table.update({ scope: 'mine' })}>
                  {t('contracts.list.mine')}
                </button>
                <button type="button" aria-pressed={scope === 'all'} onClick={() => table.update({ scope: null })}>
                  {t('contracts.list.all')}
                </button>
              </div>
            ) : (
              <span className="form-text m-0">{t('contracts.list.limited')}</span>
            )}
          </div>
        </div>
        <div aria-busy={isLoading}>{body}</div>
      </section>
      <ConfirmDialog
        show={toDelete !== null}
        text={toDelete ? t('contracts.list.deleteConfirm', { id: toDelete.id, name: toDelete.clientName }) : ''}
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
