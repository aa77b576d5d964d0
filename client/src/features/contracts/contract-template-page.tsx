import './i18n';
import './contract-editor.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutTemplate, RotateCcw } from 'lucide-react';
import { type FeeForm } from '@shared/schemas/fees';
import type { ContractTemplate } from '@shared/schemas/contract-template';
import type { SectionText } from '@shared/schemas/fees';
import { PageHeading } from '@/components/ui/page-heading';
import { useUnsavedChanges } from '@/components/forms/unsaved-changes';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { useContractTemplate } from './api/get-contract-template';
import { saveContractTemplate } from './api/save-contract-template';
import { ContractEditorLayout, ContractEditorPending, EditorCard, EditorSaveButton } from './components/contract-editor-layout';
import { FeeEditor } from './components/fee-editor';
import { TotalsCard } from './components/totals-card';
import { readyToSave, useEditorDraft } from './components/use-editor-draft';

interface Draft {
  form: FeeForm;
  texts: SectionText[];
  generalConditions: string;
}

const draftOf = (template: ContractTemplate): Draft => ({ form: template.form, texts: template.texts, generalConditions: template.generalConditions });

/** /app/contractTemplate: the sections, prices, percentages and terms every new contract starts from. */
export default function ContractTemplatePage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useContractTemplate();
  const { saved, draft, setDraft, load, dirty, totals, problems } = useEditorDraft<Draft>();
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  // The first answer fills the form; later revalidations do not overwrite what is being typed.
  useEffect(() => {
    if (data && saved === null) load(draftOf(data));
  }, [data, saved, load]);

  const { blocker } = useUnsavedChanges(dirty);

  const heading = (actions?: ReactNode) => (
    <PageHeading title={t('contracts.template.title')} subtitle={t('contracts.template.subtitle')} icon={<LayoutTemplate size={22} />} actions={actions} />
  );

  if (!draft || !totals || !saved) {
    return <ContractEditorPending heading={heading()} error={error} onRetry={() => void mutate()} rows={7} />;
  }

  const save = async () => {
    setTried(true);
    const missingTitle = draft.texts.some((text) => text.title.trim() === '');
    if (!readyToSave(draft.form, problems.count, { needsSection: false, invalid: missingTitle })) return;
    setSaving(true);
    try {
      load(draftOf(await saveContractTemplate(draft)));
      setTried(false);
      showToast({ variant: 'success', key: 'contracts.template.saved' });
    } catch (err) {
      toastForError(err);
    } finally {
      setSaving(false);
    }
  };

  const actions = (
    <>
      <span className={`save-state${dirty ? ' is-dirty' : ''}`} role="status" data-testid="save-state">
        {dirty ? t('contracts.template.dirty') : t('contracts.template.clean')}
      </span>
      {dirty && (
        <button type="button" className="btn btn-label-secondary" onClick={() => setDraft(saved)} disabled={saving}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('contracts.template.reset')}
        </button>
      )}
      <EditorSaveButton
        label={saving ? t('contracts.template.saving') : t('contracts.template.save')}
        onClick={() => void save()}
        disabled={saving}
        testId="save-template"
      />
    </>
  );
  const onForm = (form: FeeForm) => setDraft({ ...draft, form });

  return (
    <ContractEditorLayout
      className="contract-template-page"
      heading={heading(actions)}
      blocker={blocker}
      onSave={save}
      main={
        <>
          <EditorCard id="template-sections-title" title={t('contracts.template.sections')}>
            <p className="card-hint">{t('contracts.template.sectionsHint')}</p>
            <FeeEditor
              mode="template"
              form={draft.form}
              onForm={onForm}
              texts={draft.texts}
              onTexts={(texts) => setDraft({ ...draft, texts })}
              reporter={problems.reporter}
              idPrefix="template"
              titleErrors={tried}
            />
          </EditorCard>
          <EditorCard id="template-conditions-title" title={<label htmlFor="template-conditions">{t('contracts.template.conditions')}</label>}>
            <p className="card-hint" id="template-conditions-hint">
              {t('contracts.template.conditionsHint')}
            </p>
            <textarea
              id="template-conditions"
              className="form-control conditions-input"
              rows={10}
              maxLength={50_000}
              value={draft.generalConditions}
              aria-describedby="template-conditions-hint"
              onChange={(event) => setDraft({ ...draft, generalConditions: event.target.value })}
            />
          </EditorCard>
        </>
      }
      aside={<TotalsCard mode="template" form={draft.form} totals={totals} texts={draft.texts} onForm={onForm} reporter={problems.reporter} idPrefix="template" />}
    />
  );
}
