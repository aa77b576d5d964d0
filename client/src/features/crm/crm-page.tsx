import './i18n';
import './crm.css';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ContactRound, FunnelX } from 'lucide-react';
import { CRM_ACTIONS, CRM_OBJECTS, type CrmEntry, type CrmEntryInput } from '@shared/types';
import { ConfirmDialog } from '@/components/business/confirm-dialog';
import { formatDate } from '@/components/business/format';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/business/list-states';
import { PageHeading } from '@/components/business/page-heading';
import { PaginationBar } from '@/components/business/pagination-bar';
import { useTableState } from '@/components/business/use-table-state';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { createCrmEntry, deleteCrmEntry, updateCrmEntry, useCrmEntries } from './api/crm-entries';
import { CrmChart } from './components/crm-chart';
import { CrmForm, emptyEntry } from './components/crm-form';
import { CrmTable } from './components/crm-table';

const TABLE = { sorts: ['date'], defaultSort: 'date', defaultOrder: 'desc' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /kpi: the CRM log: a form to add an entry, a chart by action, and the filtered, paged entries. */
export default function CrmPage() {
  const { t } = useTranslation();
  const table = useTableState(TABLE);
  const pick = (name: string, allowed: readonly string[]) => {
    const value = table.params.get(name);
    return value !== null && allowed.includes(value) ? value : null;
  };
  const object = pick('object', CRM_OBJECTS);
  const action = pick('action', CRM_ACTIONS);
  const day = (name: string) => {
    const value = table.params.get(name);
    return value !== null && DAY.test(value) ? value : null;
  };
  const from = day('from');
  const to = day('to');
  const badRange = from !== null && to !== null && from > to;
  const granularity = table.params.get('chart') === 'month' ? 'month' : 'week';
  const { data, error, isLoading, mutate } = useCrmEntries({ object, action, from, to, page: table.page, perPage: table.perPage });
  const [editing, setEditing] = useState<CrmEntry | null>(null);
  const [toDelete, setToDelete] = useState<CrmEntry | null>(null);
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
  const update = async (entry: CrmEntryInput) => {
    if (!editing) return false;
    try {
      await updateCrmEntry(editing.id, entry);
      showToast({ variant: 'success', key: 'crm.form.updated' });
      setEditing(null);
      return true;
    } catch (err) {
      toastForError(err);
      return false;
    }
  };
  const remove = async (entry: CrmEntry) => {
    try {
      await deleteCrmEntry(entry.id);
      showToast({ variant: 'success', key: 'crm.list.deleted' });
    } catch (err) {
      toastForError(err);
    }
  };

  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <TableSkeleton columns={7} />;
  else if (data.items.length === 0)
    body = (
      <EmptyState
        icon={<ContactRound size={28} />}
        title={t('crm.list.emptyTitle')}
        text={filtered ? t('crm.list.emptyFiltered') : t('crm.list.emptyText')}
        action={
          filtered && (
            <button type="button" className="btn btn-sm btn-label-primary" onClick={() => table.update({ object: null, action: null, from: null, to: null })}>
              {t('crm.list.clear')}
            </button>
          )
        }
      />
    );
  else
    body = (
      <>
        <CrmTable entries={data.items} onEdit={setEditing} onDelete={setToDelete} />
        <PaginationBar page={table.page} perPage={table.perPage} total={data.total} onPage={table.setPage} onPerPage={table.setPerPage} idPrefix="crm" />
      </>
    );

  return (
    <div className="page-stack">
      <PageHeading title={t('crm.title')} subtitle={t('crm.subtitle')} icon={<ContactRound size={22} />} />
      <div className="crm-top">
        <section className="card" aria-labelledby="crm-form-title">
          <div className="card-body">
            <div className="card-title-row">
              <h2 id="crm-form-title">{t('crm.form.title')}</h2>
            </div>
            <p className="card-hint">{t('crm.form.hint')}</p>
            <CrmForm initial={emptyEntry()} idPrefix="crm-new" submitLabel={t('crm.form.create')} busyLabel={t('crm.form.creating')} onSubmit={create} resetAfterSubmit />
          </div>
        </section>
        <CrmChart granularity={granularity} onGranularity={(g) => table.update({ chart: g === 'week' ? null : g }, { keepPage: true, replace: true })} />
      </div>
      <section className="card list-card" aria-labelledby="crm-list-title">
        <div className="list-toolbar crm-filters">
          <h2 id="crm-list-title" className="h5 mb-0 me-auto">
            {t('crm.list.title')}
          </h2>
          <div className="crm-filter-fields" role="group" aria-label={t('crm.list.filters')}>
            <label className="visually-hidden" htmlFor="crm-filter-object">
              {t('crm.list.columns.object')}
            </label>
            <select id="crm-filter-object" className="form-select form-select-sm" value={object ?? ''} onChange={(event) => table.update({ object: event.target.value || null })}>
              <option value="">{t('crm.list.allObjects')}</option>
              {CRM_OBJECTS.map((value) => (
                <option key={value} value={value}>
                  {t(`crm.objects.${value}`)}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor="crm-filter-action">
              {t('crm.list.columns.action')}
            </label>
            <select id="crm-filter-action" className="form-select form-select-sm" value={action ?? ''} onChange={(event) => table.update({ action: event.target.value || null })}>
              <option value="">{t('crm.list.allActions')}</option>
              {CRM_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`crm.actions.${value}`)}
                </option>
              ))}
            </select>
            <label className="crm-date-filter">
              <span>{t('crm.list.from')}</span>
              <input type="date" className="form-control form-control-sm" value={from ?? ''} max={to ?? undefined} onChange={(event) => table.update({ from: event.target.value || null })} />
            </label>
            <label className="crm-date-filter">
              <span>{t('crm.list.to')}</span>
              <input type="date" className="form-control form-control-sm" value={to ?? ''} min={from ?? undefined} onChange={(event) => table.update({ to: event.target.value || null })} />
            </label>
            {filtered && (
              <button type="button" className="btn btn-sm btn-label-secondary" onClick={() => table.update({ object: null, action: null, from: null, to: null })}>
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
        </div>
        <div aria-busy={isLoading}>{body}</div>
      </section>
      <Modal show={editing !== null} onHide={() => setEditing(null)} centered size="lg" aria-labelledby="crm-edit-title" className="business-modal">
        <Modal.Header closeButton closeLabel={t('business.close')}>
          <Modal.Title id="crm-edit-title" as="h2" className="h5">
            {t('crm.form.editTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {editing && (
            <CrmForm
              initial={{ object: editing.object, action: editing.action, date: editing.date, name: editing.name, email: editing.email, phone: editing.phone, note: editing.note }}
              idPrefix="crm-edit"
              submitLabel={t('crm.form.save')}
              busyLabel={t('crm.form.saving')}
              onSubmit={update}
              onCancel={() => setEditing(null)}
            />
          )}
        </Modal.Body>
      </Modal>
      <ConfirmDialog
        show={toDelete !== null}
        text={toDelete ? t('crm.list.deleteConfirm', { object: t(`crm.objects.${toDelete.object}`), name: toDelete.name || toDelete.email, date: formatDate(toDelete.date) }) : ''}
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
