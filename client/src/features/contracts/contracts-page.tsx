import './i18n';
import './contracts.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Download, FileText, Users } from 'lucide-react';
import { MENU_ITEMS } from '@shared/menu';
import { CONTRACT_STATES, type ContractListItem } from '@shared/schemas/contracts';
import { FilterSelect } from '@/components/ui/filter-select';
import { EmptyState } from '@/components/ui/list-states';
import { ListScreen } from '@/components/ui/list-screen';
import { PageHeading } from '@/components/ui/page-heading';
import { Segmented } from '@/components/ui/segmented';
import { useDeleteConfirm } from '@/components/ui/use-delete-confirm';
import { downloadCsvFrom } from '@/lib/csv';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { useUrlState } from '@/lib/use-url-state';
import { CONTRACT_SORTS } from '@shared/schemas/contracts';
import { deleteContract } from './api/delete-contract';
import { contractsExportUrl, useContracts } from './api/get-contracts';
import { ContractsTable } from './components/contracts-table';
import { OverduePanel } from './components/overdue-panel';
import { seesWholeFirm } from '@shared/policies';

const TABLE = { sorts: CONTRACT_SORTS, defaultSort: 'updatedAt', defaultOrder: 'desc', filters: { scope: ['mine'], state: CONTRACT_STATES } } as const;

/** /app/AllContracts: every contract the user may see, filtered, sorted and paged in the URL. */
export default function ContractsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const table = useUrlState(TABLE);
  const isAdmin = seesWholeFirm(user?.role);
  // Consultants and Experts only ever get their own contracts from the BFF: no choice to offer.
  const scope = isAdmin && table.filters.scope === 'mine' ? 'mine' : 'all';
  const state = table.filters.state;
  const query = { scope, state, q: table.q, sort: table.sort, order: table.order } as const;
  const list = useContracts({ ...query, page: table.page, perPage: table.perPage });
  const deletion = useDeleteConfirm<ContractListItem>({
    text: (contract) => t('contracts.list.deleteConfirm', { id: contract.id, name: contract.clientName }),
    remove: deleteContract,
    doneKey: 'contracts.list.deleted',
  });
  const filtered = table.q !== '' || state !== null;

  // One request: the BFF writes every contract of the query (all pages) as the browser saves it.
  const exportCsv = () => {
    downloadCsvFrom(contractsExportUrl(query, i18n.resolvedLanguage === 'en' ? 'en' : 'fr'));
    showToast({ variant: 'success', key: 'contracts.list.exported' });
  };

  const emptyState = (
    <EmptyState
      icon={<FileText size={28} />}
      title={filtered ? t('business.emptyTitle') : t('contracts.list.emptyTitle')}
      text={filtered ? t('contracts.list.emptyFiltered') : `${t(scope === 'mine' || !isAdmin ? 'contracts.list.emptyMine' : 'contracts.list.emptyAll')} ${t('contracts.list.newHint')}`}
      action={
        filtered ? (
          <button type="button" className="btn btn-sm btn-label-primary" onClick={() => table.clearFilters(['q', 'state'])}>
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

  return (
    <div className="page-stack">
      <PageHeading
        title={t('contracts.list.title')}
        subtitle={t('contracts.list.subtitle')}
        icon={<FileText size={22} />}
        actions={
          <button type="button" className="btn btn-label-primary" onClick={exportCsv} disabled={!list.data || list.data.total === 0} data-testid="export-contracts">
            <Download size={16} aria-hidden="true" />
            {t('contracts.list.export')}
          </button>
        }
      />
      <OverduePanel scope={scope} />
      <ListScreen state={table} query={list} label={t('contracts.list.label')} searchId="contracts-search" idPrefix="contracts" columns={9} keepRowsWhileLoading emptyState={emptyState}
        toolbar={
          <div className="contracts-filters">
            <FilterSelect
              id="contracts-state"
              label={t('contracts.list.stateFilter')}
              allLabel={t('contracts.list.allStates')}
              values={CONTRACT_STATES}
              labelOf={(value) => t(`business.contractStates.${value}`)}
              value={state}
              onValue={(value) => table.setFilter('state', value)}
            />
            {isAdmin ? (
              <Segmented
                label={t('contracts.list.scope')}
                value={scope}
                options={[
                  { value: 'mine', label: t('contracts.list.mine') },
                  { value: 'all', label: t('contracts.list.all') },
                ]}
                // "all" is the default: it leaves the URL
                onChange={(value) => table.setFilter('scope', value === 'mine' ? 'mine' : null)}
              />
            ) : (
              <span className="form-text m-0">{t('contracts.list.limited')}</span>
            )}
          </div>
        }
      >
        {(contracts) => (
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
            <ContractsTable contracts={contracts} sorting={table} onDelete={deletion.ask} />
          </>
        )}
      </ListScreen>
      {deletion.dialog}
    </div>
  );
}
