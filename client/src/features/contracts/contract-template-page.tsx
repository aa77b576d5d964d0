import './i18n';
import './contract-editor.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutTemplate, RotateCcw, Save } from 'lucide-react';
import { computeFees, type FeeForm } from '@shared/fees';
import type { ContractTemplate, SectionText } from '@shared/types';
import { ErrorState, TableSkeleton } from '@/components/business/list-states';
import { PageHeading } from '@/components/business/page-heading';
import { UnsavedChangesDialog, useUnsavedChanges } from '@/components/money/unsaved-changes';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { saveContractTemplate, useContractTemplate } from './api/contract-template';
import { FeeEditor } from './components/fee-editor';
import { TotalsCard } from './components/totals-card';
import { useProblems } from './components/use-problems';

interface Draft {
  form: FeeForm;
  texts: SectionText[];
  generalConditions: string;
}

const draftOf = (template: ContractTemplate): Draft => ({ form: template.form, texts: template.texts, generalConditions: template.generalConditions });
const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** /app/contractTemplate: the sections, prices, percentages and terms every new contract starts from. */
export default function ContractTemplatePage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useContractTemplate();
  const [saved, setSaved] = useState<Draft | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const problems = useProblems();

  // The first answer fills the form; later revalidations do not overwrite what is being typed.
  useEffect(() => {
    if (data && saved === null) {
      setSaved(draftOf(data));
      setDraft(draftOf(data));
    }
  }, [data, saved]);

  const dirty = saved !== null && draft !== null && !same(saved, draft);
  const { blocker } = useUnsavedChanges(dirty);
  const totals = useMemo(() => (draft ? computeFees(draft.form) : null), [draft]);

  const heading = (actions?: ReactNode) => (
    <PageHeading title={t('contracts.template.title')} subtitle={t('contracts.template.subtitle')} icon={<LayoutTemplate size={22} />} actions={actions} />
  );

  if (!draft || !totals || !saved) {
    return (
      <>
        {heading()}
        <section className="card">{error ? <ErrorState error={error} onRetry={() => void mutate()} /> : <TableSkeleton rows={7} columns={4} />}</section>
      </>
    );
  }

  const missingTitle = draft.texts.some((text) => text.title.trim() === '');
  const save = async () => {
    setTried(true);
    if (problems.count > 0 || missingTitle) {
      showToast({ variant: 'danger', key: 'contracts.template.invalid' });
      return;
    }
    setSaving(true);
    try {
      const answer = await saveContractTemplate(draft);
      setSaved(draftOf(answer));
      setDraft(draftOf(answer));
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
      <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={saving} data-testid="save-template">
        <Save size={16} aria-hidden="true" />
        {saving ? t('contracts.template.saving') : t('contracts.template.save')}
      </button>
    </>
  );

  return (
    <form
      className="contract-template-page"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {heading(actions)}
      <div className="contract-layout">
        <div className="contract-main">
          <section className="card" aria-labelledby="template-sections-title">
            <div className="card-body">
              <div className="card-title-row">
                <h2 id="template-sections-title">{t('contracts.template.sections')}</h2>
              </div>
              <p className="card-hint">{t('contracts.template.sectionsHint')}</p>
              <FeeEditor
                mode="template"
                form={draft.form}
                onForm={(form) => setDraft({ ...draft, form })}
                texts={draft.texts}
                onTexts={(texts) => setDraft({ ...draft, texts })}
                reporter={problems.reporter}
                idPrefix="template"
                titleErrors={tried}
              />
            </div>
          </section>
          <section className="card" aria-labelledby="template-conditions-title">
            <div className="card-body">
              <div className="card-title-row">
                <h2 id="template-conditions-title">
                  <label htmlFor="template-conditions">{t('contracts.template.conditions')}</label>
                </h2>
              </div>
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
            </div>
          </section>
        </div>
        <aside className="contract-aside">
          <TotalsCard
            mode="template"
            form={draft.form}
            totals={totals}
            texts={draft.texts}
            onForm={(form) => setDraft({ ...draft, form })}
            reporter={problems.reporter}
            idPrefix="template"
          />
        </aside>
      </div>
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
