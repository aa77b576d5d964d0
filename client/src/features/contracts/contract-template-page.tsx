import './i18n';
import './contract-editor.css';
import type { ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LayoutTemplate, RotateCcw } from 'lucide-react';
import { CONTRACT_TEMPLATE_FIELDS, ContractTemplateUpdate, type ContractTemplate } from '@shared/schemas/contract-template';
import { writableFields } from '@shared/schemas/record-fields';
import type { FeeForm, SectionNumber, SectionText } from '@shared/schemas/fees';
import { PageHeading } from '@/components/ui/page-heading';
import { schemaResolver } from '@/components/forms/resolvers';
import { useUnsavedChanges } from '@/components/forms/unsaved-changes';
import { useVersionedSave } from '@/components/forms/use-versioned-save';
import { useContractTemplate } from './api/get-contract-template';
import { saveContractTemplate } from './api/save-contract-template';
import { ContractEditorLayout, ContractEditorPending, EditorCard, EditorSaveButton } from './components/contract-editor-layout';
import { FeeEditor } from './components/fee-editor';
import { feeDifferences, sectionTitle } from './components/fee-text';
import { TotalsCard } from './components/totals-card';
import { useFeeEditor } from './components/use-fee-editor';

/** The template as the page edits it: the BFF's input (its totals are the BFF's). */
const templateValues = ({ form, texts, generalConditions }: ContractTemplate): ContractTemplateUpdate => ({ form, texts, generalConditions });
const TEMPLATE_FIELDS = writableFields(CONTRACT_TEMPLATE_FIELDS);

/** The BFF's schema, and the page's own rule: every section has a title. */
const templateResolver = schemaResolver<ContractTemplateUpdate, typeof ContractTemplateUpdate>(ContractTemplateUpdate, {
  keyOf: () => 'invalid',
  rules: (values) => Object.fromEntries(values.texts.flatMap((text, i) => (text.title.trim() === '' ? [[`texts.${i}.title`, 'titleRequired']] : []))),
});

/** /app/contractTemplate: the sections, prices, percentages and terms every new contract starts from. */
export default function ContractTemplatePage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useContractTemplate(true, { followChanges: true });
  const heading = (actions?: ReactNode) => (
    <PageHeading title={t('contracts.template.title')} subtitle={t('contracts.template.subtitle')} icon={<LayoutTemplate size={22} />} actions={actions} />
  );
  if (!data) return <ContractEditorPending heading={heading()} error={error} onRetry={() => void mutate()} rows={7} />;
  // The first answer fills the form; later ones refresh what is not being typed.
  return <TemplateEditor template={data} heading={heading} />;
}

function TemplateEditor({ template, heading }: { template: ContractTemplate; heading: (actions?: ReactNode) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const form = useForm<ContractTemplateUpdate>({ defaultValues: templateValues(template), resolver: templateResolver });
  const { control, register, handleSubmit, formState } = form;
  const fees = useController({ control, name: 'form' }).field;
  const texts = useController({ control, name: 'texts' }).field;
  const versioned = useVersionedSave({
    record: template,
    valuesOf: templateValues,
    fields: TEMPLATE_FIELDS,
    form,
    write: ({ patch, version }) => saveContractTemplate(patch, version),
    labelOf: (field) => t(`contracts.template.fields.${field}`),
    show: (field, value, other) => {
      if (field === 'form') return feeDifferences(t, value as FeeForm, other as FeeForm, texts.value, i18n.resolvedLanguage);
      if (field === 'texts') return (value as SectionText[]).map((_, i) => sectionTitle(t, value as SectionText[], (i + 1) as SectionNumber)).join(' · ');
      return undefined;
    },
    savedToast: 'contracts.template.saved',
  });
  const { totals, problems, saving, save } = useFeeEditor(fees.value, handleSubmit, async (values) => {
    await versioned.save(values);
  });
  const dirty = formState.isDirty;
  const { blocker } = useUnsavedChanges(dirty);

  const actions = (
    <>
      <span className={`save-state${dirty ? ' is-dirty' : ''}`} role="status" data-testid="save-state">
        {dirty ? t('contracts.template.dirty') : t('contracts.template.clean')}
      </span>
      {dirty && (
        <button type="button" className="btn btn-label-secondary" onClick={versioned.discard} disabled={saving}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('contracts.template.reset')}
        </button>
      )}
      <EditorSaveButton label={saving ? t('contracts.template.saving') : t('contracts.template.save')} onClick={() => void save()} disabled={saving} testId="save-template" />
    </>
  );

  return (
    <ContractEditorLayout
      className="contract-template-page"
      heading={heading(actions)}
      blocker={blocker}
      onSave={save}
      notice={versioned.notice}
      main={
        <>
          <EditorCard id="template-sections-title" title={t('contracts.template.sections')}>
            <p className="card-hint">{t('contracts.template.sectionsHint')}</p>
            <FeeEditor
              mode="template"
              form={fees.value}
              onForm={fees.onChange}
              texts={texts.value}
              onTexts={texts.onChange}
              reporter={problems.reporter}
              idPrefix="template"
              titleErrors={formState.isSubmitted && !formState.isSubmitSuccessful}
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
              aria-describedby="template-conditions-hint"
              {...register('generalConditions')}
            />
          </EditorCard>
        </>
      }
      aside={<TotalsCard mode="template" form={fees.value} totals={totals} texts={texts.value} onForm={fees.onChange} reporter={problems.reporter} idPrefix="template" />}
    >
      {versioned.dialog}
    </ContractEditorLayout>
  );
}
