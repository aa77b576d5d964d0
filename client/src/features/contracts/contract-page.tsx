import './i18n';
import './contract-editor.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { FileSignature, FileText, Trash2, UserRound } from 'lucide-react';
import { type FeeForm } from '@shared/schemas/fees';
import type { Contract, ContractState, PaymentMethod } from '@shared/schemas/contracts';
import type { PaymentSwitches as Switches } from '@shared/schemas/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { PageHeading } from '@/components/ui/page-heading';
import { ServiceChips } from '@/components/ui/service-chips';
import { useUnsavedChanges } from '@/components/forms/unsaved-changes';
import { clientCardPath, PATHS } from '@shared/paths';
import { canOpen } from '@shared/menu';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useClient } from './api/get-client';
import { useContract } from './api/get-contract';
import { useContractTemplate } from './api/get-contract-template';
import { deleteContract } from './api/delete-contract';
import { setContractPayments } from './api/set-contract-payments';
import { updateContract } from './api/update-contract';
import { BackLink } from '@/components/ui/back-link';
import { ContractEditorLayout, ContractEditorPending, EditorCard, EditorSaveButton, PrintButton } from './components/contract-editor-layout';
import { ContractPrint } from './components/contract-print';
import { ContractSettings, knownMethod } from './components/contract-settings';
import { FeeEditor } from './components/fee-editor';
import { PaymentSwitches } from './components/payment-switches';
import { StateBadge } from './components/state-badge';
import { TotalsCard } from './components/totals-card';
import { readyToSave, useEditorDraft } from './components/use-editor-draft';
import { contractLabel } from './contract-label';

interface Draft {
  form: FeeForm;
  state: ContractState;
  paymentMethod: PaymentMethod | '';
}

/** The template's invoice page, filled with a contract's lines by `?contract=<id>` (for the roles that may open it). */
const INVOICE_PATH = '/pages/invoice';

const draftOf = (contract: Contract): Draft => ({ form: contract.form, state: contract.state, paymentMethod: knownMethod(contract.paymentMethod) });

/** /pages/contract/:id: state, payments, method and lines of one contract; save and print. */
export default function ContractPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: contract, error, mutate } = useContract(validId ? id : null);
  const client = useClient(contract?.clientId ?? null);
  // The general terms of sale printed with the contract are the firm's template's.
  const template = useContractTemplate();
  const { saved, setSaved, draft, setDraft, load, dirty, totals, problems } = useEditorDraft<Draft>();
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The first answer (or another contract's) fills the form; revalidations keep what is being typed.
  const loadedId = contract?.id;
  useEffect(() => {
    if (contract) load(draftOf(contract));
  }, [loadedId]); // only when another contract is loaded, on purpose

  const { blocker, release } = useUnsavedChanges(dirty);

  if (!validId) return <Navigate to={PATHS.contracts} replace />;

  const back = <BackLink to={PATHS.contracts} label={t('contracts.contract.back')} className="back-link" />;

  if (!contract || !draft || !totals || !saved) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <ContractEditorPending
        back={back}
        heading={<PageHeading title={t('contracts.contract.documentTitle')} icon={<FileSignature size={22} />} />}
        notFound={notFound ? { title: t('contracts.contract.documentTitle'), text: t('contracts.contract.notFound') } : null}
        error={error}
        onRetry={() => void mutate()}
      />
    );
  }

  const save = async () => {
    if (!readyToSave(draft.form, problems.count)) return;
    setSaving(true);
    try {
      load(draftOf(await updateContract(contract.id, draft)));
      showToast({ variant: 'success', key: 'contracts.contract.saved' });
    } catch (err) {
      toastForError(err);
    } finally {
      setSaving(false);
    }
  };

  const changePayments = async (switches: Switches) => {
    try {
      const answer = await setContractPayments(contract.id, { ...switches, ...(draft.paymentMethod ? { method: draft.paymentMethod } : {}) });
      // The payments (and the state asked with them) are saved; the rest of the form keeps what is being typed.
      setSaved((current) => (current ? { ...current, paymentMethod: knownMethod(answer.paymentMethod), state: answer.state } : current));
      if (switches.state) setDraft((current) => (current ? { ...current, state: answer.state } : current));
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
    <EditorSaveButton label={saving ? t('contracts.contract.saving') : t('contracts.contract.save')} disabled={saving || !dirty} testId={testId} />
  );
  const onForm = (form: FeeForm) => setDraft({ ...draft, form });
  const heading = (
    <PageHeading
      title={contractLabel(t, contract.label) || t('contracts.contract.documentTitle')}
      documentTitle={contractLabel(t, contract.label)}
      subtitle={subtitle}
      icon={<FileSignature size={22} />}
      actions={
        <>
          <PrintButton />
          {canOpen(user?.role ?? null, INVOICE_PATH) && (
            <Link to={`${INVOICE_PATH}?contract=${contract.id}`} className="btn btn-label-primary" data-testid="contract-invoice">
              <FileText size={16} aria-hidden="true" />
              {t('contracts.contract.invoice')}
            </Link>
          )}
          <button type="button" className="btn btn-label-danger" onClick={() => setConfirmDelete(true)}>
            <Trash2 size={16} aria-hidden="true" />
            {t('contracts.contract.delete')}
          </button>
          {saveButton('save-contract')}
        </>
      }
    />
  );

  return (
    <ContractEditorLayout
      back={back}
      heading={heading}
      blocker={blocker}
      onSave={save}
      main={
        <EditorCard id="contract-sections" title={t('contracts.contract.lines')}>
          <FeeEditor mode="contract" form={draft.form} onForm={onForm} texts={contract.texts} reporter={problems.reporter} idPrefix="contract" />
        </EditorCard>
      }
      aside={
        <>
          <EditorCard id="contract-follow" title={t('contracts.contract.follow')}>
            <ContractSettings
              idPrefix="contract"
              state={draft.state}
              method={draft.paymentMethod}
              onState={(state) => setDraft({ ...draft, state })}
              onMethod={(paymentMethod) => setDraft({ ...draft, paymentMethod })}
            />
            <h3 className="h6 mt-4 mb-3">{t('contracts.contract.payments')}</h3>
            <PaymentSwitches contract={contract} onChange={changePayments} onFinish={finish} />
          </EditorCard>
          <TotalsCard
            mode="contract"
            form={draft.form}
            totals={totals}
            texts={contract.texts}
            onForm={onForm}
            reporter={problems.reporter}
            idPrefix="contract"
            footer={<div className="totals-actions">{saveButton()}</div>}
          />
        </>
      }
    >
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
    </ContractEditorLayout>
  );
}
