import './i18n';
import './contract-editor.css';
import { useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { FileSignature, FileText, Trash2, UserRound } from 'lucide-react';
import type { Contract, ContractUpdate } from '@shared/schemas/contracts';
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
import { contractResolver, contractValues } from './components/contract-form';
import { ContractSettings } from './components/contract-settings';
import { FeeEditor } from './components/fee-editor';
import { PaymentSwitches } from './components/payment-switches';
import { StateBadge } from './components/state-badge';
import { TotalsCard } from './components/totals-card';
import { useFeeEditor } from './components/use-fee-editor';
import { contractLabel } from './contract-label';

/** The template's invoice page, filled with a contract's lines by `?contract=<id>` (for the roles that may open it). */
const INVOICE_PATH = '/pages/invoice';

/** /pages/contract/:id: state, payments, method and lines of one contract; save and print. */
export default function ContractPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: contract, error, mutate } = useContract(validId ? id : null);

  if (!validId) return <Navigate to={PATHS.contracts} replace />;

  const back = <BackLink to={PATHS.contracts} label={t('contracts.contract.back')} className="back-link" />;

  if (!contract) {
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

  // The first answer (or another contract's) fills the form; revalidations keep what is being typed.
  return <ContractEditor key={contract.id} contract={contract} back={back} />;
}

/** One contract's form: its values are the BFF's input, from the stored contract (`contract`: the latest the BFF answered, so the saved state). */
function ContractEditor({ contract, back }: { contract: Contract; back: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useClient(contract.clientId);
  // The general terms of sale printed with the contract are the firm's template's.
  const template = useContractTemplate();
  const { control, handleSubmit, getValues, setValue, reset, resetDefaultValues, formState } = useForm<ContractUpdate>({
    defaultValues: contractValues(contract),
    resolver: contractResolver,
  });
  const fees = useController({ control, name: 'form' }).field;
  const state = useController({ control, name: 'state' }).field;
  const method = useController({ control, name: 'paymentMethod' }).field;
  const { totals, problems, saving, save } = useFeeEditor(fees.value, handleSubmit, async (values) => {
    reset(contractValues(await updateContract(contract.id, values)));
    showToast({ variant: 'success', key: 'contracts.contract.saved' });
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dirty = formState.isDirty;
  const { blocker, release } = useUnsavedChanges(dirty);

  /** What the BFF saved becomes the form's starting point; the fields being typed elsewhere stay as they are (and unsaved). */
  const saved = (answer: Contract) => resetDefaultValues(contractValues(answer));

  const changePayments = async (switches: Switches) => {
    try {
      const typedMethod = getValues('paymentMethod');
      const answer = await setContractPayments(contract.id, { ...switches, ...(typedMethod ? { method: typedMethod } : {}) });
      // The payments (and the state asked with them) are saved; the rest of the form keeps what is being typed.
      if (switches.state) setValue('state', answer.state);
      saved(answer);
      const undone = (contract.depositPaid && !switches.deposit) || (contract.balancePaid && !switches.balance);
      showToast({ variant: 'success', key: undone ? 'contracts.contract.paymentUndone' : 'contracts.contract.paymentSaved' });
    } catch (err) {
      toastForError(err);
    }
  };

  // Closing is a state change of its own: what is being typed elsewhere in the form stays a draft.
  const finish = async () => {
    try {
      const answer = await updateContract(contract.id, { ...contractValues(contract), state: 'Terminé' });
      setValue('state', answer.state);
      saved(answer);
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
          <FeeEditor mode="contract" form={fees.value} onForm={fees.onChange} texts={contract.texts} reporter={problems.reporter} idPrefix="contract" />
        </EditorCard>
      }
      aside={
        <>
          <EditorCard id="contract-follow" title={t('contracts.contract.follow')}>
            <ContractSettings idPrefix="contract" state={state.value} method={method.value} onState={state.onChange} onMethod={method.onChange} />
            <h3 className="h6 mt-4 mb-3">{t('contracts.contract.payments')}</h3>
            <PaymentSwitches contract={contract} onChange={changePayments} onFinish={finish} />
          </EditorCard>
          <TotalsCard
            mode="contract"
            form={fees.value}
            totals={totals}
            texts={contract.texts}
            onForm={fees.onChange}
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
        form={fees.value}
        texts={contract.texts}
        totals={totals}
        generalConditions={template.data?.generalConditions ?? null}
        payment={{
          method: method.value,
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
