import './i18n';
import './contract-editor.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, FilePlus, Printer, Save } from 'lucide-react';
import { computeFees, type FeeForm } from '@shared/fees';
import type { ContractState, PaymentMethod, SectionText } from '@shared/types';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/business/list-states';
import { PageHeading } from '@/components/business/page-heading';
import { UnsavedChangesDialog, useUnsavedChanges } from '@/components/money/unsaved-changes';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useContractClient } from './api/client';
import { useContractTemplate } from './api/contract-template';
import { createContract } from './api/contracts';
import { ContractClientCard } from './components/contract-client-card';
import { ContractPrint } from './components/contract-print';
import { ContractSettings } from './components/contract-settings';
import { FeeEditor } from './components/fee-editor';
import { TotalsCard } from './components/totals-card';
import { useProblems } from './components/use-problems';
import { clientCardPath, PATHS, contractPath } from '@shared/paths';

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
  const client = useContractClient(validId ? clientId : null);
  // Every role that may create a contract starts from the firm's template (prices, texts, terms).
  const template = useContractTemplate();
  const [initial, setInitial] = useState<Draft | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [texts, setTexts] = useState<SectionText[]>([]);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const problems = useProblems();

  useEffect(() => {
    if (initial !== null) return;
    const base = template.data?.form;
    if (!base) return;
    const start: Draft = { form: base, state: 'En attente', paymentMethod: '' };
    setInitial(start);
    setDraft(start);
    setTexts(template.data?.texts ?? []);
  }, [template.data, initial]);

  const dirty = initial !== null && draft !== null && JSON.stringify(initial) !== JSON.stringify(draft);
  const { blocker, release } = useUnsavedChanges(dirty && !saving);
  const totals = useMemo(() => (draft ? computeFees(draft.form) : null), [draft]);

  if (!validId) return <Navigate to={PATHS.contracts} replace />;

  const name = client.data ? `${client.data.firstName} ${client.data.lastName}`.trim() : '';
  const back = (
    <Link to={clientCardPath(clientId, 'contracts')} className="back-link">
      <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
      {t('contracts.create.backToClient')}
    </Link>
  );
  const heading = (actions: ReactNode) => (
    <PageHeading
      title={t('contracts.create.title')}
      subtitle={name ? t('contracts.create.subtitle', { name }) : undefined}
      documentTitle={name ? `${t('contracts.create.documentTitle')} · ${name}` : t('contracts.create.documentTitle')}
      icon={<FilePlus size={22} />}
      actions={actions}
    />
  );

  const loadError = client.error ?? template.error;
  if (!client.data || !draft || !totals) {
    const notFound = client.error instanceof ApiError && client.error.status === 404;
    return (
      <>
        {back}
        {heading(null)}
        <section className="card">
          {notFound ? (
            <EmptyState title={t('contracts.create.title')} text={t('contracts.create.clientNotFound')} />
          ) : loadError ? (
            <ErrorState
              error={loadError}
              onRetry={() => {
                void client.mutate();
                void template.mutate();
              }}
            />
          ) : (
            <TableSkeleton rows={6} columns={4} />
          )}
        </section>
      </>
    );
  }

  const noSection = !Object.values(draft.form.sections).some(Boolean);
  const save = async () => {
    setTried(true);
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
    <button type="submit" className="btn btn-primary" disabled={saving} data-testid={testId}>
      <Save size={16} aria-hidden="true" />
      {saving ? t('contracts.create.saving') : t('contracts.create.save')}
    </button>
  );
  const printButton = (
    <button type="button" className="btn btn-label-primary" onClick={() => window.print()}>
      <Printer size={16} aria-hidden="true" />
      {t('contracts.print.action')}
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
      {heading(
        <>
          {printButton}
          {saveButton('save-contract')}
        </>,
      )}
      <div className="contract-layout">
        <div className="contract-main">
          <section className="card" aria-labelledby="new-contract-client">
            <div className="card-body">
              <div className="card-title-row">
                <h2 id="new-contract-client">{t('contracts.create.client')}</h2>
              </div>
              <ContractClientCard client={client.data} />
            </div>
          </section>
          <section className="card" aria-labelledby="new-contract-sections">
            <div className="card-body">
              <div className="card-title-row">
                <h2 id="new-contract-sections">{t('contracts.contract.lines')}</h2>
              </div>
              {tried && noSection && (
                <div className="alert alert-danger py-2" role="alert" data-testid="no-section">
                  {t('contracts.create.noSection')}
                </div>
              )}
              <FeeEditor mode="contract" form={draft.form} onForm={(form) => setDraft({ ...draft, form })} texts={texts} reporter={problems.reporter} idPrefix="new-contract" />
            </div>
          </section>
        </div>
        <aside className="contract-aside">
          <section className="card" aria-labelledby="new-contract-settings">
            <div className="card-body">
              <div className="card-title-row">
                <h2 id="new-contract-settings">{t('contracts.create.settings')}</h2>
              </div>
              <ContractSettings
                idPrefix="new-contract"
                state={draft.state}
                method={draft.paymentMethod}
                onState={(state) => setDraft({ ...draft, state })}
                onMethod={(paymentMethod) => setDraft({ ...draft, paymentMethod })}
              />
            </div>
          </section>
          <TotalsCard
            mode="contract"
            form={draft.form}
            totals={totals}
            texts={texts}
            onForm={(form) => setDraft({ ...draft, form })}
            reporter={problems.reporter}
            idPrefix="new-contract"
            footer={<div className="totals-actions">{saveButton()}</div>}
          />
        </aside>
      </div>
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
