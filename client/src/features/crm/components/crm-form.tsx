import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Save } from 'lucide-react';
import { crmEntryProblems } from '@shared/rules/crm-rules';
import { CRM_ACTIONS, CRM_ENTRY_FIELDS, CRM_OBJECTS, CrmEntryReplace, type CrmAction, type CrmEntry, type CrmEntryInput, type CrmObject } from '@shared/schemas/crm';
import { createDefaults, writableFields, writableValues } from '@shared/schemas/record-fields';
import { DateField } from '@/components/forms/date-field';
import { EmailField } from '@/components/forms/email-field';
import { asText } from '@/components/forms/field-values';
import { FormActions } from '@/components/forms/form-actions';
import { FormField } from '@/components/forms/form-field';
import { InputField } from '@/components/forms/input-field';
import { keysByField, schemaResolver } from '@/components/forms/resolvers';
import { SelectField } from '@/components/forms/select-field';
import { useFormFeedback } from '@/components/forms/use-form-feedback';
import { useVersionedSave } from '@/components/forms/use-versioned-save';
import { toastForError } from '@/lib/error-toast';
import { formatDate, today } from '@/lib/format';
import { updateCrmEntry } from '@/features/crm/api/update-crm-entry';

/** The actions that go with an object: an e-mail is received, a call has an outcome. */
export function actionsFor(object: CrmObject): CrmAction[] {
  return object === 'Email' ? ['Email reçu'] : CRM_ACTIONS.filter((a) => a !== 'Email reçu');
}

/** The object an action goes with, keeping the current one when it fits (a call stays incoming or outgoing). */
export function objectFor(action: CrmAction, current: CrmObject): CrmObject {
  if (action === 'Email reçu') return 'Email';
  return current === 'Email' ? 'Appel entrant' : current;
}

/** A new entry: the field table's defaults, then the form's own first choices (an incoming call that made an appointment, today). */
function newEntryValues(): DefaultValues<CrmEntryInput> {
  return { ...createDefaults(CRM_ENTRY_FIELDS), object: 'Appel entrant', action: 'Rendez-vous pris', date: today(), name: '' };
}

/** A stored entry's fields. */
const entryValues = (entry: CrmEntry): CrmEntryInput => writableValues(CRM_ENTRY_FIELDS, entry);
const ENTRY_FIELDS = writableFields(CRM_ENTRY_FIELDS);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message key (crm.form.errors.*) of a field the schema refuses. */
function schemaRuleKey(field: string): string {
  if (field === 'date') return 'dateRequired';
  if (field === 'name') return 'nameRequired';
  return field;
}

/** The BFF's schema, the entry's rules (shared/rules: no date after today) and the form's help rule: an address with its domain. */
const crmResolver = schemaResolver<CrmEntryInput, typeof CrmEntryReplace>(CrmEntryReplace, {
  keyOf: schemaRuleKey,
  rules: (entry) => keysByField([...crmEntryProblems(entry, today()), ...(entry.email !== '' && !EMAIL.test(entry.email) ? [{ field: 'email', key: 'email' }] : [])]),
  dates: ['date'],
});

/**
 * "Créer un KPI" (and its edit form): object, action (only "Email reçu" for an e-mail), a date
 * that is not in the future, the person, and a note. Checked here first, then by the BFF. A stored
 * `entry` (the row as the list holds it now) is saved with only the fields changed, over the version shown.
 */
export function CrmForm({
  entry,
  idPrefix,
  submitLabel,
  busyLabel,
  onSubmit,
  onSaved,
  onCancel,
  resetAfterSubmit = false,
}: {
  /** absent: a new entry */
  entry?: CrmEntry;
  idPrefix: string;
  submitLabel: string;
  busyLabel: string;
  /** a new entry's creation: whether it was made */
  onSubmit?: (entry: CrmEntryInput) => Promise<boolean>;
  /** a stored entry saved */
  onSaved?: () => void;
  onCancel?: () => void;
  resetAfterSubmit?: boolean;
}) {
  const { t } = useTranslation();
  // Errors show after a submit, then follow the corrections as they are typed.
  const form = useForm<CrmEntryInput>({ defaultValues: entry ? entryValues(entry) : newEntryValues(), resolver: crmResolver, shouldFocusError: false });
  const { register, handleSubmit, setValue, getValues, reset, control, formState } = form;
  const feedback = useFormFeedback<CrmEntryInput>(form);
  const object = useWatch({ control, name: 'object' });
  const versioned = useVersionedSave({
    record: entry ?? null,
    valuesOf: entryValues,
    fields: ENTRY_FIELDS,
    form,
    write: ({ patch, version, record }) => updateCrmEntry(record.id, patch, version),
    labelOf: (field) => t(`crm.form.${field}`),
    show: (field, value) => (field === 'object' ? t(`crm.objects.${value}`) : field === 'action' ? t(`crm.actions.${value}`) : field === 'date' ? formatDate(String(value)) : undefined),
    savedToast: 'crm.form.updated',
    onSaved,
  });
  const save = async (values: CrmEntryInput) => {
    if (entry) {
      await versioned.save(values).catch(toastForError);
      return;
    }
    if ((await onSubmit?.(values)) && resetAfterSubmit) reset({ ...newEntryValues(), object: values.object, action: values.action });
  };
  const submit = handleSubmit(save, (errors) => feedback.focusFirst(errors));
  const error = (name: 'date' | 'name' | 'email' | 'phone') => {
    const key = feedback.shownRule(name);
    return key ? t(`crm.form.errors.${key}`) : null;
  };
  const field = (name: 'date' | 'name' | 'email' | 'phone') => ({ id: `${idPrefix}-${name}`, error: error(name), ...register(name, { setValueAs: asText }) });
  return (
    <form noValidate className="crm-form" data-testid={`${idPrefix}-form`} onSubmit={feedback.submitWith(submit)}>
      {versioned.notice}
      <div className="crm-form-grid">
        <SelectField id={`${idPrefix}-object`} label={t('crm.form.object')} required values={CRM_OBJECTS} labelOf={(value) => t(`crm.objects.${value}`)}
          {...register('object', {
            onChange: (event: { target: { value: CrmObject } }) => {
              const allowed = actionsFor(event.target.value);
              if (!allowed.includes(getValues('action'))) setValue('action', allowed[0]);
            },
          })} />
        {/* Every action of the journal is offered; choosing one brings the object that goes with it. */}
        <SelectField id={`${idPrefix}-action`} label={t('crm.form.action')} required hint={object === 'Email' ? t('crm.form.actionEmail') : undefined} values={CRM_ACTIONS}
          labelOf={(action) => t(`crm.actions.${action}`)}
          {...register('action', { onChange: (event: { target: { value: CrmAction } }) => setValue('object', objectFor(event.target.value, getValues('object'))) })} />
        <DateField control={control} name="date" empty="" id={`${idPrefix}-date`} error={error('date')} label={t('crm.form.date')} required max={today()} />
        <InputField {...field('name')} label={t('crm.form.name')} required type="text" autoComplete="off" maxLength={200} />
        <EmailField {...field('email')} label={t('crm.form.email')} autoComplete="off" maxLength={254} />
        <InputField {...field('phone')} label={t('crm.form.phone')} type="tel" autoComplete="off" />
        <FormField id={`${idPrefix}-note`} label={t('crm.form.note')} className="span-all">
          {(props) => <textarea {...props} className="form-control" rows={3} maxLength={5000} {...register('note')} />}
        </FormField>
      </div>
      <FormActions
        busy={formState.isSubmitting || versioned.busy}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        onCancel={onCancel}
        submitIcon={onCancel ? <Save size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
        submitTestId={`${idPrefix}-submit`}
      />
      {versioned.dialog}
    </form>
  );
}
