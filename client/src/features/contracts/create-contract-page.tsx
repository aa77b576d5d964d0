import './i18n';
import './contract-editor.css';
import { useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { FilePlus } from 'lucide-react';
import { contractProblems } from '@shared/rules/contract-rules';
import type { Client } from '@shared/schemas/clients';
import type { ContractTemplate } from '@shared/schemas/contract-template';
import type { ContractInput } from '@shared/schemas/contracts';
import { PageHeading } from '@/components/ui/page-heading';
import { useUnsavedChanges } from '@/components/forms/unsaved-changes';
import { clientCardPath, contractPath, PATHS } from '@shared/paths';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useClient } from './api/get-client';
import { useContractTemplate } from './api/get-contract-template';
import { createContract } from './api/create-contract';
import { ClientStatusChoice, STATUS_WITH_CONTRACT } from './components/client-status-choice';
import { ContractClientCard } from './components/contract-client-card';
import { BackLink } from '@/components/ui/back-link';
import { ContractEditorLayout, ContractEditorPending, EditorCard, EditorSaveButton, PrintButton } from './components/contract-editor-layout';
import { newContractResolver, newContractValues } from './components/contract-form';
import { ContractPrint } from './components/contract-print';
import { ContractSettings } from './components/contract-settings';
import { FeeEditor } from './components/fee-editor';
import { TotalsCard } from './components/totals-card';
import { useFeeEditor } from './components/use-fee-editor';
import { fullName } from '@/lib/person-name';

/** /pages/create-contract/:clientId: a contract for a client, from the template; save, then print. */
export default function CreateContractPage() {
  const { t } = useTranslation();
  const params = useParams();
  const clientId = Number(params.clientId);
  const validId = Number.isInteger(clientId) && clientId > 0;
  const client = useClient(validId ? clientId : null);
  // Every role that may create a contract starts from the firm's template (prices, texts, terms).
  const template = useContractTemplate();

  if (!validId) return <Navigate to={PATHS.contracts} replace />;

  const name = client.data ? fullName(client.data) : '';
  const back = <BackLink to={clientCardPath(clientId, 'contracts')} label={t('contracts.create.backToClient')} className="back-link" />;
  const heading = (actions?: ReactNode) => (
    <PageHeading
      title={t('contracts.create.title')}
      subtitle={name ? t('contracts.create.subtitle', { name }) : undefined}
      documentTitle={name ? `${t('contracts.create.documentTitle')} · ${name}` : t('contracts.create.documentTitle')}
      icon={<FilePlus size={22} />}
      actions={actions}
    />
  );

  if (!client.data || !template.data) {
    const notFound = client.error instanceof ApiError && client.error.status === 404;
    return (
      <ContractEditorPending
        back={back}
        heading={heading()}
        notFound={notFound ? { title: t('contracts.create.title'), text: t('contracts.create.clientNotFound') } : null}
        error={client.error ?? template.error}
        onRetry={() => {
          void client.mutate();
          void template.mutate();
        }}
      />
    );
  }

  return <NewContractEditor client={client.data} name={name} template={template.data} back={back} heading={heading} />;
}

/** The new contract's form: its values are the BFF's input, from the template's fees (leaving them untouched asks nothing). */
function NewContractEditor({
  client,
  name,
  template,
  back,
  heading,
}: {
  client: Client;
  name: string;
  template: ContractTemplate;
  back: ReactNode;
  heading: (actions?: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useForm<ContractInput>({ defaultValues: newContractValues(client.id, template), resolver: newContractResolver });
  const fees = useController({ control, name: 'form' }).field;
  const state = useController({ control, name: 'state' }).field;
  const method = useController({ control, name: 'paymentMethod' }).field;
  // The client's file status changes only if the user says so (a switch, off at first).
  const [movesStatus, setMovesStatus] = useState(false);
  const changesStatus = movesStatus && client.status !== STATUS_WITH_CONTRACT;
  // Not while saving: the page moves on to the new contract once it is saved.
  const { blocker, release } = useUnsavedChanges((formState.isDirty || movesStatus) && !formState.isSubmitting);
  const { totals, problems, saving, save } = useFeeEditor(fees.value, handleSubmit, async (values) => {
    const created = await createContract({ ...values, ...(changesStatus ? { clientStatus: STATUS_WITH_CONTRACT } : {}) });
    showToast({ variant: 'success', key: changesStatus ? 'contracts.create.createdWithStatus' : 'contracts.create.created' });
    release();
    navigate(contractPath(created.id), { replace: true });
  });
  const noSection = contractProblems({ form: fees.value }).length > 0;

  /** What the fee editor and the totals card are both given. */
  const feeProps = { mode: 'contract', form: fees.value, onForm: fees.onChange, texts: template.texts, reporter: problems.reporter, idPrefix: 'new-contract' } as const;
  const saveButton = (testId?: string) => (
    <EditorSaveButton label={saving ? t('contracts.create.saving') : t('contracts.create.save')} disabled={saving} testId={testId} />
  );

  return (
    <ContractEditorLayout
      back={back}
      heading={heading(
        <>
          <PrintButton />
          {saveButton('save-contract')}
        </>,
      )}
      blocker={blocker}
      onSave={save}
      main={
        <>
          <EditorCard id="new-contract-client" title={t('contracts.create.client')}>
            <ContractClientCard client={client} />
            <ClientStatusChoice status={client.status} moves={movesStatus} onMoves={setMovesStatus} />
          </EditorCard>
          <EditorCard id="new-contract-sections" title={t('contracts.contract.lines')}>
            {formState.isSubmitted && noSection && (
              <div className="alert alert-danger py-2" role="alert" data-testid="no-section">
                {t('contracts.create.noSection')}
              </div>
            )}
            <FeeEditor {...feeProps} />
          </EditorCard>
        </>
      }
      aside={
        <>
          <EditorCard id="new-contract-settings" title={t('contracts.create.settings')}>
            <ContractSettings idPrefix="new-contract" state={state.value} method={method.value} onState={state.onChange} onMethod={method.onChange} />
          </EditorCard>
          <TotalsCard {...feeProps} totals={totals} footer={<div className="totals-actions">{saveButton()}</div>} />
        </>
      }
    >
      <ContractPrint
        reference={null}
        label={t('contracts.print.draft')}
        client={client}
        clientName={name}
        form={fees.value}
        texts={template.texts}
        totals={totals}
        generalConditions={template.generalConditions}
        issuedAt={new Date().toISOString()}
      />
    </ContractEditorLayout>
  );
}
