import './i18n';
import './contract-editor.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { FilePlus } from 'lucide-react';
import { type FeeForm } from '@shared/schemas/fees';
import type { ContractState, PaymentMethod } from '@shared/schemas/contracts';
import type { SectionText } from '@shared/schemas/fees';
import { PageHeading } from '@/components/ui/page-heading';
import { useUnsavedChanges } from '@/components/forms/unsaved-changes';
import { clientCardPath, contractPath, PATHS } from '@shared/paths';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useClient } from './api/get-client';
import { useContractTemplate } from './api/get-contract-template';
import { createContract } from './api/create-contract';
import { ContractClientCard } from './components/contract-client-card';
import { BackLink } from '@/components/ui/back-link';
import { ContractEditorLayout, ContractEditorPending, EditorCard, EditorSaveButton, PrintButton } from './components/contract-editor-layout';
import { ContractPrint } from './components/contract-print';
import { ContractSettings } from './components/contract-settings';
import { FeeEditor } from './components/fee-editor';
import { TotalsCard } from './components/totals-card';
import { readyToSave, useEditorDraft } from './components/use-editor-draft';
import { fullName } from '@/lib/person-name';

interface Draft {
  form: FeeForm;
  state: ContractState;
  paymentMethod: PaymentMethod | '';
}

/** /pages/create-contract/:clientId: a contract for a client, from the template; save, then print. */
export default function CreateContractPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const clientId = Number(params.clientId);
  const validId = Number.isInteger(clientId) && clientId > 0;
  const client = useClient(validId ? clientId : null);
  // Every role that may create a contract starts from the firm's template (prices, texts, terms).
  const template = useContractTemplate();
  // `saved` is the template's start: leaving untouched asks nothing.
  const { saved: initial, draft, setDraft, load, dirty, totals, problems } = useEditorDraft<Draft>();
  const [texts, setTexts] = useState<SectionText[]>([]);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (initial !== null) return;
    const base = template.data?.form;
    if (!base) return;
    load({ form: base, state: 'En attente', paymentMethod: '' });
    setTexts(template.data?.texts ?? []);
  }, [template.data, initial, load]);

  const { blocker, release } = useUnsavedChanges(dirty && !saving);

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

  if (!client.data || !draft || !totals) {
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

  const noSection = !Object.values(draft.form.sections).some(Boolean);
  const save = async () => {
    setTried(true);
    if (!readyToSave(draft.form, problems.count)) return;
    setSaving(true);
    try {
      const created = await createContract({ clientId, form: draft.form, state: draft.state, paymentMethod: draft.paymentMethod });
      showToast({ variant: 'success', key: 'contracts.create.created' });
      release();
      navigate(contractPath(created.id), { replace: true });
    } catch (err) {
      toastForError(err);
      setSaving(false);
    }
  };

  const saveButton = (testId?: string) => (
    <EditorSaveButton label={saving ? t('contracts.create.saving') : t('contracts.create.save')} disabled={saving} testId={testId} />
  );
  const onForm = (form: FeeForm) => setDraft({ ...draft, form });

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
            <ContractClientCard client={client.data} />
          </EditorCard>
          <EditorCard id="new-contract-sections" title={t('contracts.contract.lines')}>
            {tried && noSection && (
              <div className="alert alert-danger py-2" role="alert" data-testid="no-section">
                {t('contracts.create.noSection')}
              </div>
            )}
            <FeeEditor mode="contract" form={draft.form} onForm={onForm} texts={texts} reporter={problems.reporter} idPrefix="new-contract" />
          </EditorCard>
        </>
      }
      aside={
        <>
          <EditorCard id="new-contract-settings" title={t('contracts.create.settings')}>
            <ContractSettings
              idPrefix="new-contract"
              state={draft.state}
              method={draft.paymentMethod}
              onState={(state) => setDraft({ ...draft, state })}
              onMethod={(paymentMethod) => setDraft({ ...draft, paymentMethod })}
            />
          </EditorCard>
          <TotalsCard
            mode="contract"
            form={draft.form}
            totals={totals}
            texts={texts}
            onForm={onForm}
            reporter={problems.reporter}
            idPrefix="new-contract"
            footer={<div className="totals-actions">{saveButton()}</div>}
          />
        </>
      }
    >
      <ContractPrint
        reference={null}
        label={t('contracts.print.draft')}
        client={client.data}
        clientName={name}
        form={draft.form}
        texts={texts}
        totals={totals}
        generalConditions={template.data?.generalConditions ?? null}
        issuedAt={new Date().toISOString()}
      />
    </ContractEditorLayout>
  );
}
