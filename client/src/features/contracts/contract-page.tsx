import './i18n';
import './contract-editor.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, FileSignature, Printer, Save, Trash2, UserRound } from 'lucide-react';
import { computeFees, type FeeForm } from '@shared/fees';
import type { Contract, ContractState, PaymentMethod, PaymentSwitches as Switches } from '@shared/types';
import { ConfirmDialog } from '@/components/business/confirm-dialog';
import { formatDate } from '@/components/business/format';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/business/list-states';
import { PageHeading } from '@/components/business/page-heading';
import { ServiceChips } from '@/components/business/service-chips';
import { UnsavedChangesDialog, useUnsavedChanges } from '@/components/money/unsaved-changes';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useContractClient } from './api/client';
import { useContractTemplate } from './api/contract-template';
import { deleteContract, setPayments, updateContract, useContract } from './api/contracts';
import { ContractPrint } from './components/contract-print';
import { ContractSettings, knownMethod } from './components/contract-settings';
import { FeeEditor } from './components/fee-editor';
import { PaymentSwitches } from './components/payment-switches';
import { StateBadge } from './components/state-badge';
import { TotalsCard } from './components/totals-card';
import { useProblems } from './components/use-problems';
import { contractLabel } from './contract-label';
import { clientCardPath, PATHS } from '@shared/paths';

interface Draft {
  form: FeeForm;
  state: ContractState;
  paymentMethod: PaymentMethod | '';
}

const draftOf = (contract: Contract): Draft => ({ form: contract.form, state: contract.state, paymentMethod: knownMethod(contract.paymentMethod) });

/** /pages/contract/:id: state, payments, method and lines of one contract; save and print. */
export default function ContractPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: contract, error, mutate } = useContract(validId ? id : null);
  const client = useContractClient(contract?.clientId ?? null);
  // The general terms of sale printed with the contract are the firm's template's.
  const template = useContractTemplate();
  const [saved, setSaved] = useState<Draft | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const problems = useProblems();

  // The first answer (or another contract's) fills the form; revalidations keep what is being typed.
  const loadedId = contract?.id;
  useEffect(() => {
    if (contract) {
      setSaved(draftOf(contract));
      setDraft(draftOf(contract));
    }
  }, [loadedId]); // only when another contract is loaded, on purpose

  const dirty = saved !== null && draft !== null && JSON.stringify(saved) !== JSON.stringify(draft);
  const { blocker, release } = useUnsavedChanges(dirty);
  const totals = useMemo(() => (draft ? computeFees(draft.form) : null), [draft]);

  if (!validId) return <Navigate to={PATHS.contracts} replace />;

  const back = (
    <Link to={PATHS.contracts} className="back-link">
      <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
      {t('contracts.contract.back')}
    </Link>
  );

  if (!contract || !draft || !totals || !saved) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <>
        {back}
        <PageHeading title={t('contracts.contract.documentTitle')} icon={<FileSignature size={22} />} />
        <section className="card">
          {notFound ? (
            <EmptyState title={t('contracts.contract.documentTitle')} text={t('contracts.contract.notFound')} />
          ) : error ? (
            <ErrorState error={error} onRetry={() => void mutate()} />
          ) : (
            <TableSkeleton rows={6} columns={4} />
          )}
        </section>
      </>
    );
  }

  const noSection = !Object.values(draft.form.sections).some(Boolean);
  const save = async () => {
    if (noSection) {
      showToast({ variant: 'danger', key: 'contracts.create.noSection' });
      return;
    }
    if (problems.count > 0) {
      showToast({ variant: 'danger', key: 'contracts.template.invalid' });
      return;
    }
    setSaving(true);
    try {
      const answer = await updateContract(contract.id, draft);
      setSaved(draftOf(answer));
      setDraft(draftOf(answer));
      showToast({ variant: 'success', key: 'contracts.contract.saved' });
    } catch (err) {
      toastForError(err);
    } finally {
      setSaving(false);
    }
  };

  const changePayments = async (switches: Switches) => {
    try {
      const answer = await setPayments(contract.id, { ...switches, ...(draft.paymentMethod ? { method: draft.paymentMethod } : {}) });
      // The payments are saved; the rest of the form keeps what is being typed.
      setSaved((current) => (current ? { ...current, paymentMethod: knownMethod(answer.paymentMethod) } : current));
      const undone = (contract.depositPaid && !switches.deposit) || (contract.balancePaid && !switches.balance);
      showToast({ variant: 'success', key: undone ? 'contracts.contract.paymentUndone' : 'contracts.contract.paymentSaved' });
    } catch (err) {
      toastForError(err);
    }
  };

  // Closing is a state change of its own: what is being typed elsewhere in the form stays a draft.
  const finish = async () => {
    try {
      const answer = await updateContract(contract.id, { state: 'Terminé', form: saved.form, paymentMethod: saved.paymentMethod });
      setSaved((current) => (current ? { ...current, state: answer.state } : current));
      setDraft((current) => (current ? { ...current, state: answer.state } : current));
      showToast({ variant: 'success', key: 'contracts.contract.finished' });
    } catch (err) {
      toastForError(err);
    }
  };

  const remove = async () => {
    try {
      await deleteContract(contract.id);
      showToast({ variant: 'success', key: 'contracts.list.deleted' });
      release();
      navigate(PATHS.contracts, { replace: true });
    } catch (err) {
      toastForError(err);
    }
  };

  const subtitle: ReactNode = (
    <span className="contract-meta">
      <StateBadge state={contract.state} />
      <ServiceChips services={contract.services} />
      <Link to={clientCardPath(contract.clientId)} className="contract-client-link">
        <UserRound size={14} aria-hidden="true" />
        {contract.clientName}
        <span className="visually-hidden"> ({t('contracts.contract.client')})</span>
      </Link>
      <span>{t('contracts.contract.created', { date: formatDate(contract.createdAt) })}</span>
      <span>{t('contracts.contract.updated', { date: formatDate(contract.updatedAt) })}</span>
    </span>
  );
  const saveButton = (testId?: string) => (
    <button type="submit" className="btn btn-primary" disabled={saving || !dirty} data-testid={testId}>
      <Save size={16} aria-hidden="true" />
      {saving ? t('contracts.contract.saving') : t('contracts.contract.save')}
    </button>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {back}
      <PageHeading
        title={contractLabel(t, contract.label) || t('contracts.contract.documentTitle')}
        documentTitle={contractLabel(t, contract.label)}
        subtitle={subtitle}
        icon={<FileSignature size={22} />}
        actions={
          <>
            <button type="button" className="btn btn-label-primary" onClick={() => window.print()}>
              <Printer size={16} aria-hidden="true" />
              {t('contracts.print.action')}
            </button>
            <button type="button" className="btn btn-label-danger" onClick={() => setConfirmDelete(true)}>
              <Trash2 size={16} aria-hidden="true" />
              {t('contracts.contract.delete')}
            </button>
            {saveButton('save-contract')}
          </>
        }
      />
      <div className="contract-layout">
        <div className="contract-main">
          <section className="card" aria-labelledby="contract-sections">
            <div className="card-body">
              <div className="card-title-row">
                <h2 id="contract-sections">{t('contracts.contract.lines')}</h2>
              </div>
              <FeeEditor mode="contract" form={draft.form} onForm={(form) => setDraft({ ...draft, form })} texts={contract.texts} reporter={problems.reporter} idPrefix="contract" />
            </div>
          </section>
        </div>
        <aside className="contract-aside">
          <section className="card" aria-labelledby="contract-follow">
            <div className="card-body">
              <div className="card-title-row">
                <h2 id="contract-follow">{t('contracts.contract.follow')}</h2>
              </div>
              <ContractSettings
                idPrefix="contract"
                state={draft.state}
                method={draft.paymentMethod}
                onState={(state) => setDraft({ ...draft, state })}
                onMethod={(paymentMethod) => setDraft({ ...draft, paymentMethod })}
              />
              <h3 className="h6 mt-4 mb-3">{t('contracts.contract.payments')}</h3>
              <PaymentSwitches contract={contract} onChange={changePayments} onFinish={finish} />
            </div>
          </section>
          <TotalsCard
            mode="contract"
            form={draft.form}
            totals={totals}
            texts={contract.texts}
            onForm={(form) => setDraft({ ...draft, form })}
            reporter={problems.reporter}
            idPrefix="contract"
            footer={<div className="totals-actions">{saveButton()}</div>}
          />
        </aside>
      </div>
      <ContractPrint
        reference={contract.id}
        label={contractLabel(t, contract.label)}
        client={client.data}
        clientName={contract.clientName}
        form={draft.form}
        texts={contract.texts}
        totals={totals}
        generalConditions={template.data?.generalConditions ?? null}
        payment={{
          method: draft.paymentMethod,
          depositPaid: contract.depositPaid,
          depositDate: contract.depositDate,
          balancePaid: contract.balancePaid,
          balanceDate: contract.balanceDate,
        }}
        issuedAt={contract.createdAt}
      />
      <ConfirmDialog show={confirmDelete} text={t('contracts.list.deleteConfirm', { id: contract.id, name: contract.clientName })} onConfirm={remove} onClose={() => setConfirmDelete(false)} />
      <UnsavedChangesDialog
        blocker={blocker}
        title={t('contracts.unsaved.title')}
        text={t('contracts.unsaved.text')}
        leaveLabel={t('contracts.unsaved.leave')}
        stayLabel={t('contracts.unsaved.stay')}
      />
    </form>
  );
}
