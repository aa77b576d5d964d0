import './i18n';
import './contract-editor.css';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { FileSignature, FileText, History, Trash2, UserRound } from 'lucide-react';
import type { Contract, ContractUpdate } from '@shared/schemas/contracts';
import type { PaymentSwitches as Switches } from '@shared/schemas/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DisclosureCard } from '@/components/ui/disclosure-card';
import { TableSkeleton } from '@/components/ui/list-states';
import { formatDate } from '@/lib/format';
import { PageHeading } from '@/components/ui/page-heading';
import { ServiceChips } from '@/components/ui/service-chips';
import { useUnsavedChanges } from '@/components/forms/unsaved-changes';
import { ChangedElsewhereNotice } from '@/components/forms/changed-elsewhere-notice';
import { useVersionedSave } from '@/components/forms/use-versioned-save';
import type { FeeForm } from '@shared/schemas/fees';
import { clientCardPath, PATHS } from '@shared/paths';
import { canOpen } from '@shared/menu';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useClient } from './api/get-client';
import { useContract } from './api/get-contract';
import { deleteContract } from './api/delete-contract';
import { setContractPayments } from './api/set-contract-payments';
import { updateContract } from './api/update-contract';
import { BackLink } from '@/components/ui/back-link';
import { ContractEditorLayout, ContractEditorPending, EditorCard, EditorSaveButton, PrintButton } from './components/contract-editor-layout';
import { ContractPrint } from './components/contract-print';
import { contractResolver, contractValues } from './components/contract-form';
import { ContractSettings } from './components/contract-settings';
import { FeeEditor } from './components/fee-editor';
import { feeDifferences } from './components/fee-text';
import { PaymentSwitches } from './components/payment-switches';
import { StateBadge } from './components/state-badge';
import { TotalsCard } from './components/totals-card';
import { useFeeEditor } from './components/use-fee-editor';
import { contractLabel } from './contract-label';

/** The template's invoice page, filled with a contract's lines by `?contract=<id>` (for the roles that may open it). */
const INVOICE_PATH = '/pages/invoice';

/** A contract's history from the journal: the route gives it (app/composed-screens.tsx), its data asked for when opened. */
export type ContractHistory = ComponentType<{ contractId: number }>;

/** /pages/contract/:id: state, payments, method and lines of one contract; save and print; its history. */
export default function ContractPage({ history }: { history: ContractHistory }) {
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
  return <ContractEditor key={contract.id} contract={contract} back={back} history={history} />;
}

type ContractField = 'state' | 'form' | 'paymentMethod';
/** What the contract's form edits and may send (a contract keeps its client). */
const CONTRACT_FORM_FIELDS: readonly ContractField[] = ['state', 'form', 'paymentMethod'];
const FIELD_LABELS: Record<ContractField, string> = { state: 'contracts.contract.state', form: 'contracts.contract.lines', paymentMethod: 'contracts.contract.method' };

/** The payment switches as fields of the contract. */
type Payments = { deposit: boolean; balance: boolean };
const paymentsOf = (contract: Contract): Payments => ({ deposit: contract.depositPaid, balance: contract.balancePaid });

/** What a payment says: recording the balance, that both are paid; cancelling the deposit, that neither is; otherwise the one switched. */
function assertedPayments({ deposit, balance }: Switches, shown: Payments): Partial<Payments> {
  if (balance || !deposit) return { deposit, balance };
  return deposit !== shown.deposit ? { deposit } : { balance };
}

/**
 * One contract's form: its values are the BFF's input, from the stored contract (`contract`: the
 * latest the cache holds). The form, closing the contract and each payment switch send only what
 * changed, over the version shown.
 */
function ContractEditor({ contract, back, history: ContractHistory }: { contract: Contract; back: ReactNode; history: ContractHistory }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useClient(contract.clientId);
  const form = useForm<ContractUpdate>({ defaultValues: contractValues(contract), resolver: contractResolver });
  const { control, handleSubmit, getValues, formState } = form;
  const fees = useController({ control, name: 'form' }).field;
  const state = useController({ control, name: 'state' }).field;
  const method = useController({ control, name: 'paymentMethod' }).field;
  const versioned = useVersionedSave({
    record: contract,
    valuesOf: contractValues,
    fields: CONTRACT_FORM_FIELDS,
    form,
    write: ({ patch, version, record }) => updateContract(record.id, patch, version),
    labelOf: (field) => t(FIELD_LABELS[field]),
    show: (field, value, other) => {
      if (field === 'state') return t(`business.contractStates.${String(value)}`);
      if (field === 'paymentMethod') return value ? undefined : t('contracts.methods.none');
      if (field === 'form') return feeDifferences(t, value as FeeForm, other as FeeForm, contract.texts, i18n.resolvedLanguage);
      return undefined;
    },
    savedToast: 'contracts.contract.saved',
  });
  const payments = useVersionedSave({
    record: contract,
    valuesOf: paymentsOf,
    fields: ['deposit', 'balance'],
    labelOf: (field) => t(`contracts.contract.${field}Paid`),
  });
  const { totals, problems, saving, save } = useFeeEditor(fees.value, handleSubmit, async (values) => {
    await versioned.save(values);
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dirty = formState.isDirty;
  const { blocker, release } = useUnsavedChanges(dirty);

  // The payments (and the state asked with them) are saved; the rest of the form keeps what is being typed.
  const changePayments = async (switches: Switches) => {
    const undone = (contract.depositPaid && !switches.deposit) || (contract.balancePaid && !switches.balance);
    const typedMethod = getValues('paymentMethod');
    const extra = { ...(typedMethod ? { method: typedMethod } : {}), ...(switches.state ? { state: switches.state } : {}) };
    try {
      await payments.saveFields(assertedPayments(switches, paymentsOf(contract)), {
        // Balance paid is both paid, whatever the deposit's switch says.
        write: ({ values, version, record }) => setContractPayments(record.id, { deposit: values.deposit || values.balance, balance: values.balance, ...extra }, version),
        savedToast: undone ? 'contracts.contract.paymentUndone' : 'contracts.contract.paymentSaved',
      });
    } catch (err) {
      toastForError(err);
    }
  };

  // Closing is a state change of its own: what is being typed elsewhere in the form stays a draft.
  const finish = async () => {
    try {
      await versioned.saveFields({ state: 'Terminé' }, { savedToast: 'contracts.contract.finished' });
    } catch (err) {
      toastForError(err);
    }
  };

  const remove = async () => {
    await deleteContract(contract);
    showToast({ variant: 'success', key: 'contracts.list.deleted' });
    release();
    navigate(PATHS.contracts, { replace: true });
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
  /** What the fee editor and the totals card are both given. */
  const feeProps = { mode: 'contract', form: fees.value, onForm: fees.onChange, texts: contract.texts, reporter: problems.reporter, idPrefix: 'contract' } as const;
  const saveButton = (testId?: string) => (
    <EditorSaveButton label={saving ? t('contracts.contract.saving') : t('contracts.contract.save')} disabled={saving || !dirty} testId={testId} />
  );
  const heading = (
    <PageHeading
      title={`${contract.reference} · ${contractLabel(t, contract.label) || t('contracts.contract.documentTitle')}`}
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
      notice={
        <ChangedElsewhereNotice
          show={versioned.changedElsewhere || payments.changedElsewhere}
          changedBy={versioned.changedElsewhereBy ?? payments.changedElsewhereBy}
          onClose={() => {
            versioned.dismissNotice();
            payments.dismissNotice();
          }}
        />
      }
      main={
        <>
          <EditorCard id="contract-sections" title={t('contracts.contract.lines')}>
            <FeeEditor {...feeProps} />
          </EditorCard>
          <DisclosureCard title={t('contracts.contract.history')} icon={History} showLabel={t('contracts.contract.showHistory')} hideLabel={t('contracts.contract.hideHistory')} testId="contract-history">
            <Suspense fallback={<TableSkeleton rows={4} columns={3} />}>
              <ContractHistory contractId={contract.id} />
            </Suspense>
          </DisclosureCard>
        </>
      }
      aside={
        <>
          <EditorCard id="contract-follow" title={t('contracts.contract.follow')}>
            <ContractSettings idPrefix="contract" state={state.value} method={method.value} onState={state.onChange} onMethod={method.onChange} />
            <h3 className="h6 mt-4 mb-3">{t('contracts.contract.payments')}</h3>
            <PaymentSwitches contract={contract} onChange={changePayments} onFinish={finish} />
          </EditorCard>
          <TotalsCard {...feeProps} totals={totals} footer={<div className="totals-actions">{saveButton()}</div>} />
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
        generalConditions={contract.generalConditions}
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
      {versioned.dialog}
      {payments.dialog}
    </ContractEditorLayout>
  );
}
