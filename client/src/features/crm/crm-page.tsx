import './i18n';
import '@/components/ui/split-grid.css';
import './crm.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactRound, FunnelX } from 'lucide-react';
import { CRM_ACTIONS, CRM_OBJECTS, type CrmEntry, type CrmEntryInput } from '@shared/schemas/crm';
import { DateFilter } from '@/components/forms/date-filter';
import { Dialog } from '@/components/ui/dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { EmptyState } from '@/components/ui/list-states';
import { ListScreen } from '@/components/ui/list-screen';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionCard } from '@/components/ui/section-card';
import { useDeleteConfirm } from '@/components/ui/use-delete-confirm';
import { formatDate } from '@/lib/format';
import { latestRow } from '@/lib/latest-row';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useUrlState } from '@/lib/use-url-state';
import { createCrmEntry } from './api/create-crm-entry';
import { deleteCrmEntry } from './api/delete-crm-entry';
import { useCrmEntries } from './api/get-crm-entries';
import { CrmChart } from './components/crm-chart';
import { CrmForm } from './components/crm-form';
import { CrmTable } from './components/crm-table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TABLE = {
  sorts: ['date'],
  defaultSort: 'date',
  defaultOrder: 'desc',
  filters: { object: CRM_OBJECTS, action: CRM_ACTIONS, from: DAY, to: DAY, chart: ['month'] },
} as const;

/** /kpi: the CRM log: a form to add an entry, a chart by action, and the filtered, paged entries. */
export default function CrmPage() {
  const { t } = useTranslation();
  const table = useUrlState(TABLE);
  const { object, action, from, to } = table.filters;
  const badRange = from !== null && to !== null && from > to;
  const granularity = table.filters.chart ?? 'week';
  const query = useCrmEntries({ object, action, from, to, page: table.page, perPage: table.perPage });
  const [editing, setEditing] = useState<CrmEntry | null>(null);
  const deletion = useDeleteConfirm<CrmEntry>({
    text: (entry) => t('crm.list.deleteConfirm', { object: t(`crm.objects.${entry.object}`), name: entry.name || entry.email, date: formatDate(entry.date) }),
    remove: deleteCrmEntry,
    doneKey: 'crm.list.deleted',
  });
  const clearFilters = () => table.clearFilters(['object', 'action', 'from', 'to']);
  const filtered = object !== null || action !== null || from !== null || to !== null;

  const create = async (entry: CrmEntryInput) => {
    try {
      await createCrmEntry(entry);
      showToast({ variant: 'success', key: 'crm.form.created' });
      // The new entry is the newest: show the first page.
      if (table.page !== 1) table.setPage(1);
      return true;
    } catch (err) {
      toastForError(err);
      return false;
    }
  };
  const emptyState = (
    <EmptyState
      icon={<ContactRound size={28} />}
      title={t('crm.list.emptyTitle')}
      text={filtered ? t('crm.list.emptyFiltered') : t('crm.list.emptyText')}
      action={
        filtered && (
          <button type="button" className="btn btn-sm btn-label-primary" onClick={clearFilters}>
            {t('crm.list.clear')}
          </button>
        )
      }
    />
  );

  return (
    <div className="page-stack">
      <PageHeading title={t('crm.title')} subtitle={t('crm.subtitle')} icon={<ContactRound size={22} />} />
      <div className="split-grid split-grid-xl crm-top">
        <SectionCard titleId="crm-form-title" title={t('crm.form.title')}>
          <p className="card-hint">{t('crm.form.hint')}</p>
          <CrmForm idPrefix="crm-new" submitLabel={t('crm.form.create')} busyLabel={t('crm.form.creating')} onSubmit={create} resetAfterSubmit />
        </SectionCard>
        <CrmChart granularity={granularity} onGranularity={(g) => table.update({ chart: g === 'week' ? null : g }, { keepPage: true, replace: true })} />
      </div>
      <ListScreen state={table} query={query} labelledBy="crm-list-title" toolbarClassName="crm-filters" idPrefix="crm" columns={7} keepRowsWhileLoading emptyState={emptyState}
        toolbar={
          <>
            <h2 id="crm-list-title" className="h5 mb-0 me-auto">
              {t('crm.list.title')}
            </h2>
            <div className="crm-filter-fields" role="group" aria-label={t('crm.list.filters')}>
              <FilterSelect id="crm-filter-object" className="form-select form-select-sm" label={t('crm.list.columns.object')} allLabel={t('crm.list.allObjects')}
                values={CRM_OBJECTS} labelOf={(value) => t(`crm.objects.${value}`)} value={object} onValue={(value) => table.setFilter('object', value)}
              />
              <FilterSelect id="crm-filter-action" className="form-select form-select-sm" label={t('crm.list.columns.action')} allLabel={t('crm.list.allActions')}
                values={CRM_ACTIONS} labelOf={(value) => t(`crm.actions.${value}`)} value={action} onValue={(value) => table.setFilter('action', value)}
              />
              <label className="crm-date-filter">
                <span>{t('crm.list.from')}</span>
                <DateFilter value={from} max={to ?? undefined} onApply={(value) => table.setFilter('from', value)} />
              </label>
              <label className="crm-date-filter">
                <span>{t('crm.list.to')}</span>
                <DateFilter value={to} min={from ?? undefined} onApply={(value) => table.setFilter('to', value)} />
              </label>
              {filtered && (
                <button type="button" className="btn btn-sm btn-label-secondary" onClick={clearFilters}>
                  <FunnelX size={14} aria-hidden="true" />
                  {t('crm.list.clear')}
                </button>
              )}
            </div>
            {badRange && (
              <p className="crm-range-error w-100 mb-0" role="alert">
                {t('crm.list.badRange')}
              </p>
            )}
          </>
        }
      >
        {(entries) => <CrmTable entries={entries} onEdit={setEditing} onDelete={deletion.ask} />}
      </ListScreen>
      <Dialog show={editing !== null} onHide={() => setEditing(null)} size="lg" titleId="crm-edit-title" title={t('crm.form.editTitle')} className="business-modal">
          {editing && (
            <CrmForm
              entry={latestRow(query.data?.items, editing)}
              idPrefix="crm-edit"
              submitLabel={t('crm.form.save')}
              busyLabel={t('crm.form.saving')}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          )}
      </Dialog>
      {deletion.dialog}
    </div>
  );
}
