import { useEffect, useMemo, useState, type FocusEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import type { Client, ClientInput } from '@shared/schemas/clients';
import { CLIENT_STATUSES, MARITAL_STATUSES } from '@shared/schemas/people';
import type { SessionUser } from '@shared/schemas/session';
import { serviceName } from '@shared/services';
import { formatPhone, normalizeSocialSecurityNumber, SOCIAL_SECURITY_NUMBER_TYPED_MAX } from '@shared/validation';
import { DateField } from '@/components/forms/date-field';
import { DeletedRecordDialog, type DeletedBy, type TypedValue } from '@/components/forms/deleted-record-dialog';
import { plainText } from '@/components/forms/plain-text';
import { EmailField } from '@/components/forms/email-field';
import { asChoiceOrNull, asCountOrNull, asIdOrNull, asText, asTextOrNull } from '@/components/forms/field-values';
import { FormActions } from '@/components/forms/form-actions';
import { InputField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';
import { useEmailCheck } from '@/components/forms/use-email-check';
import { useFormFeedback } from '@/components/forms/use-form-feedback';
import { useVersionedSave } from '@/components/forms/use-versioned-save';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { formatDate, today } from '@/lib/format';
import { useStaff } from '@/features/clients/api/get-staff';
import { updateClient } from '@/features/clients/api/update-client';
import {
  CLIENT_FORM_FIELDS,
  clientResolver,
  clientValues,
  fieldId,
  newClientValues,
  type ClientFormField,
  type ClientFormValues,
  type FieldName,
} from '@/features/clients/client-form-rules';
import { PATHS } from '@shared/paths';
import { choosesExpert, isStaff } from '@shared/policies';
import { AddressFields, CivilityField, SwitchRow, FormSection, ServicesField, type Bind } from './client-form-parts';

type ServerError = { message: string; key: string | null };

/** A server refusal that names a field of the form: 409 email_taken, or a 400 "Champ invalide : <field> (...)". */
function serverFieldError(error: unknown, hasField: (name: string) => boolean): ({ field: FieldName } & ServerError) | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'email_taken') return { field: 'email', message: error.serverMessage ?? '', key: 'emailTaken' };
  if (error.code === 'social_security_key_mismatch') return { field: 'socialSecurityKey', message: error.serverMessage ?? '', key: 'socialSecurityKey' };
  if (error.status !== 400 || !error.serverMessage || !error.field) return null;
  if (!hasField(error.field)) return null;
  const field = error.field as FieldName;
  const key = field === 'socialSecurityKey' ? 'socialSecurityKey' : field.endsWith('zipCode') ? 'zipCode' : null;
  return { field, message: error.serverMessage, key };
}

/**
 * A client's account: a new one (`onSubmit` creates it), or the card's Informations tab: `client` is
 * the record as the cache holds it now, and a save sends only the fields changed, over the version
 * shown (react-hook-form over the BFF's input, the rules of client-form-rules.ts).
 */
export function ClientForm({
  client,
  me,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  canCreateMembers = false,
}: {
  /** absent: a new client */
  client?: Client;
  me: SessionUser;
  submitLabel: string;
  busyLabel: string;
  /** a new client's creation */
  onSubmit?: (input: ClientInput) => Promise<void>;
  onCancel?: () => void;
  canCreateMembers?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<ClientFormValues>({
    defaultValues: client ? clientValues(client) : newClientValues(me),
    resolver: clientResolver,
    // A field's rules are checked once it is left, then as it is typed in.
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { register, handleSubmit, setValue, getValues, reset, control, formState } = form;
  const navigate = useNavigate();
  // The client was deleted by someone else before this save: the dialog (by whom, when the BFF says), then maybe leaving.
  const [deleted, setDeleted] = useState<{ by?: DeletedBy } | null>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (leaving) navigate(PATHS.clients);
  }, [leaving, navigate]);
  const feedback = useFormFeedback<ClientFormValues, ServerError>(form);
  const emailCheck = useEmailCheck(useWatch({ control, name: 'email' }), client?.email ?? null);
  const staff = useStaff(choosesExpert(me.role));
  const busy = formState.isSubmitting;

  // A taken address shows at once, while typing.
  const taken = (name: FieldName) => name === 'email' && emailCheck === 'taken' && !feedback.brokenRule(name);
  const errorOf = (name: FieldName): string | null => {
    const server = feedback.server[name];
    if (server) return server.key && i18n.resolvedLanguage !== 'fr' ? t(`clients.form.errors.${server.key}`) : server.message || t(`clients.form.errors.${server.key}`);
    const key = taken(name) ? 'emailTaken' : feedback.shownRule(name);
    return key ? t(`clients.form.errors.${key}`) : null;
  };
  const takenEmail = taken('email') ? ['email'] : [];
  const problems = feedback.problemFields(formState.errors, takenEmail);
  /** Focuses the first field refused by the rules (of a submit: `errors`), the e-mail check or the BFF. */
  const focusFirst = (errors: FieldErrors<ClientFormValues>) => feedback.focusFirst(errors, takenEmail);

  const formatOnBlur = (name: 'mobilePhone' | 'officePhone') => (event: FocusEvent<HTMLInputElement>) => {
    if (event.target.value.trim() !== '') setValue(name, formatPhone(event.target.value), { shouldDirty: true });
  };
  const bind: Bind = (name, options) => ({ id: fieldId(name), error: errorOf(name), ...register(name, { setValueAs: asText, ...options }) });
  const text: Bind = (name, options) => ({ type: 'text', autoComplete: 'off', ...bind(name, options) });

  // The responsible expert: the team list when the role may read it, else the current user (and the client's own).
  const experts = useMemo(() => {
    const list = new Map<string, string>();
    list.set(String(me.id), t('clients.form.expertMe', { name: me.name }));
    if (client?.expertId != null) list.set(String(client.expertId), client.expertName ?? `#${client.expertId}`);
    for (const member of staff.data?.items ?? []) {
      if (isStaff(member.role) && !list.has(String(member.id))) list.set(String(member.id), member.name);
    }
    return list;
  }, [staff.data, me, client, t]);

  /** A refusal of the BFF: beside the field it names, a client deleted meanwhile in its dialog, else in a toast. */
  const refused = (error: unknown) => {
    if (client && error instanceof ApiError && error.status === 404) {
      setDeleted({ by: error.deletedBy });
      return;
    }
    const named = serverFieldError(error, feedback.hasField);
    if (named) {
      feedback.setServer((current) => ({ ...current, [named.field]: { message: named.message, key: named.key } }));
      window.requestAnimationFrame(() => document.getElementById(fieldId(named.field))?.focus());
    } else {
      toastForError(error);
    }
  };

  const choice = (field: ClientFormField, value: unknown): string | undefined => {
    if (value === null || value === undefined) return undefined;
    if (field === 'civility') return t(`business.civilities.${String(value)}`);
    if (field === 'status') return t(`business.clientStatuses.${String(value)}`);
    if (field === 'maritalStatus') return t(`clients.marital.${String(value)}`);
    if (field === 'expertId') return experts.get(String(value)) ?? `#${String(value)}`;
    if (field === 'birthDate') return formatDate(String(value));
    if (field === 'services' && Array.isArray(value)) return value.map((code: string) => serviceName(code, i18n.resolvedLanguage)).join(', ') || undefined;
    return undefined;
  };
  const labelOf = (field: ClientFormField) => t(`clients.form.${field === 'expertId' ? 'expert' : field}`);
  /** What the form holds now, field by field, in words (the values left empty left out). */
  const typedValues = (): TypedValue[] => {
    const words = { empty: '', yes: t('business.yes'), no: t('business.no') };
    const values = getValues();
    return CLIENT_FORM_FIELDS.map((field) => ({ label: labelOf(field), value: choice(field, values[field]) ?? plainText(values[field], words) })).filter((row) => row.value !== '');
  };
  const versioned = useVersionedSave({
    record: client ?? null,
    valuesOf: clientValues,
    fields: CLIENT_FORM_FIELDS,
    form,
    write: ({ patch, version, record }) => updateClient(record.id, patch, version),
    labelOf,
    show: choice,
    savedToast: 'business.saved',
    onSaved: () => feedback.setSubmitted(false),
    onError: refused,
  });

  const save = async (values: ClientFormValues) => {
    if (focusFirst({}) || emailCheck === 'checking') return;
    try {
      if (client) {
        await versioned.save(values);
      } else if (onSubmit) {
        await onSubmit(values);
        // What was saved is the form's new starting point: nothing left unsaved (the page moves on to the new card).
        reset(values, { keepValues: true });
        feedback.setSubmitted(false);
      }
    } catch (error) {
      refused(error);
    }
  };
  const submit = handleSubmit(save, focusFirst);

  return (
    <form noValidate onSubmit={feedback.submitWith(submit)} className="client-form" data-testid="client-form">
      {versioned.notice}
      {feedback.submitted && problems.size > 0 && (
        <div className="alert alert-danger d-flex align-items-center gap-2" role="alert" data-testid="form-summary">
          <CircleAlert size={18} aria-hidden="true" />
          {t('clients.form.fixErrors', { count: problems.size })}
        </div>
      )}
      <FormSection id="personal" step={1}>
        <CivilityField id={fieldId('civility')} error={errorOf('civility')} control={control} />
        <InputField {...text('firstName')} label={t('clients.form.firstName')} required />
        <InputField {...text('lastName')} label={t('clients.form.lastName')} required />
        <InputField {...text('maidenName')} label={t('clients.form.maidenName')} />
        <EmailField {...text('email')} label={t('clients.form.email')} inputMode="email" required className="span-2" check={emailCheck} />
        <InputField {...text('mobilePhone', { onBlur: formatOnBlur('mobilePhone') })} label={t('clients.form.mobilePhone')} type="tel" inputMode="tel" hint={t('clients.form.phoneHint')} />
        <InputField {...text('officePhone', { onBlur: formatOnBlur('officePhone') })} label={t('clients.form.officePhone')} type="tel" inputMode="tel" />
        <DateField control={control} name="birthDate" id={fieldId('birthDate')} error={errorOf('birthDate')} label={t('clients.form.birthDate')} max={today()} />
        <InputField {...text('birthPlace')} label={t('clients.form.birthPlace')} />
      </FormSection>
      <FormSection id="administrative" step={2}>
        <InputField
          {...text('socialSecurityNumber', { setValueAs: normalizeSocialSecurityNumber, deps: ['socialSecurityKey'] })}
          label={t('clients.form.socialSecurityNumber')}
          maxLength={SOCIAL_SECURITY_NUMBER_TYPED_MAX}
          hint={t('clients.form.socialSecurityNumberHint')}
          className="span-2"
        />
        <InputField {...text('socialSecurityKey', { deps: ['socialSecurityNumber'] })} label={t('clients.form.socialSecurityKey')} inputMode="numeric" maxLength={2} hint={t('clients.form.socialSecurityKeyHint')} />
        <SelectField {...bind('maritalStatus', { setValueAs: asChoiceOrNull })} label={t('clients.form.maritalStatus')} placeholder={t('clients.form.choose')} values={MARITAL_STATUSES} labelOf={(v) => t(`clients.marital.${v}`)} />
        <InputField {...text('childrenNumber', { setValueAs: asCountOrNull })} label={t('clients.form.childrenNumber')} type="number" inputMode="numeric" />
        <SwitchRow id={fieldId('militaryService')} registration={register('militaryService')} label={t('clients.form.militaryService')} />
        <SelectField {...bind('expertId', { setValueAs: asIdOrNull })} label={t('clients.form.expert')} values={[...experts.keys()]} labelOf={(v) => experts.get(v) ?? v} />
        {!client && (
          <SelectField
            id="client-role"
            label={t('clients.form.role')}
            hint={canCreateMembers ? <>{t('clients.form.roleHint')} <Link to={PATHS.createMember}>{t('clients.form.createMember')}</Link></> : undefined}
            values={['Client']}
            labelOf={() => t('roles.client')}
            value="Client"
            onChange={() => undefined}
          />
        )}
      </FormSection>
      <FormSection id="personalAddress" step={3}>
        <AddressFields group="personalAddress" text={text} />
      </FormSection>
      <FormSection id="companyAddress" step={4}>
        <InputField {...text('companyName')} label={t('clients.form.companyName')} autoComplete="organization" className="span-all" />
        <AddressFields group="companyAddress" text={text} />
      </FormSection>
      <FormSection id="follow" step={5}>
        <SelectField {...bind('status', { setValueAs: asChoiceOrNull })} label={t('clients.form.status')} placeholder={t('clients.form.choose')} values={CLIENT_STATUSES} labelOf={(v) => t(`business.clientStatuses.${v}`)} />
        <InputField {...text('businessIntroducer', { setValueAs: asTextOrNull })} label={t('clients.form.businessIntroducer')} />
        <SwitchRow id={fieldId('feePaid')} registration={register('feePaid')} label={t('clients.form.feePaid')} />
        <ServicesField control={control} />
      </FormSection>
      {/* Not while saving: the page may move on (to the new client's card) before the save is noted. */}
      <UnsavedChangesGuard dirty={formState.isDirty && !busy && !leaving} />
      <FormActions busy={busy || versioned.busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
      {versioned.dialog}
      {deleted && (
        <DeletedRecordDialog
          text="clients.form.deleted"
          deletedBy={deleted.by}
          typed={typedValues()}
          leaveLabel={t('clients.form.leaveDeleted')}
          onLeave={() => setLeaving(true)}
          onClose={() => setDeleted(null)}
        />
      )}
    </form>
  );
}
