import { useMemo, type FocusEvent } from 'react';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import type { Client, ClientInput } from '@shared/schemas/clients';
import { CLIENT_STATUSES, MARITAL_STATUSES } from '@shared/schemas/people';
import type { SessionUser } from '@shared/schemas/session';
import { formatPhone, SOCIAL_SECURITY_NUMBER_TYPED_MAX } from '@shared/validation';
import { EmailField } from '@/components/forms/email-field';
import { FormActions } from '@/components/forms/form-actions';
import { InputField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';
import { useEmailCheck } from '@/components/forms/use-email-check';
import { useFormFeedback } from '@/components/forms/use-form-feedback';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { useStaff } from '@/features/clients/api/get-staff';
import {
  clientDraftResolver, FIELD_ORDER, draftOf, emptyDraft, fieldId, inputOfDraft, type ClientDraft, type FieldName,
} from '@/features/clients/client-form-rules';
import { PATHS } from '@shared/paths';
import { choosesExpert, isStaff } from '@shared/policies';
import { AddressFields, CivilityField, FeePaidSwitch, FormSection, ServicesField, type Bind } from './client-form-parts';

type ServerError = { message: string; key: string | null };

/** A server refusal that names a field: 409 email_taken, or a 400 "Champ invalide : <field> (...)". */
function serverFieldError(error: unknown): ({ field: FieldName } & ServerError) | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'email_taken') return { field: 'email', message: error.serverMessage ?? '', key: 'emailTaken' };
  if (error.code === 'social_security_key_mismatch') return { field: 'socialSecurityKey', message: error.serverMessage ?? '', key: 'socialSecurityKey' };
  if (error.status !== 400 || !error.serverMessage || !error.field) return null;
  if (!(FIELD_ORDER as string[]).includes(error.field)) return null;
  const field = error.field as FieldName;
  const key = field === 'socialSecurityKey' ? 'socialSecurityKey' : field.endsWith('zipCode') ? 'zipCode' : null;
  return { field, message: error.serverMessage, key };
}

/** A client's account: a new one, or the card's Informations tab (react-hook-form, the rules of client-form-rules.ts). */
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
  onSubmit: (input: ClientInput) => Promise<void>;
  onCancel?: () => void;
  canCreateMembers?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<ClientDraft>({
    defaultValues: client ? draftOf(client) : emptyDraft(String(me.id)),
    resolver: clientDraftResolver,
    // A field's rules are checked once it is left, then as it is typed in.
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { register, handleSubmit, setValue, reset, watch, control, formState } = form;
  const feedback = useFormFeedback<ClientDraft, ServerError>(form);
  const emailCheck = useEmailCheck(watch('email'), client?.email ?? null);
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
  const problems = FIELD_ORDER.filter((name) => feedback.brokenRule(name) || taken(name) || feedback.server[name]);
  /** the first field refused by the rules (of a submit: `errors`), the e-mail check or the BFF */
  const firstProblem = (errors: FieldErrors<ClientDraft>) => FIELD_ORDER.find((name) => get(errors, name) || taken(name) || feedback.server[name]);

  const formatOnBlur = (name: 'mobilePhone' | 'officePhone') => (event: FocusEvent<HTMLInputElement>) => {
    if (event.target.value.trim() !== '') setValue(name, formatPhone(event.target.value), { shouldDirty: true });
  };
  const bind: Bind = (name, options) => ({ id: fieldId(name), error: errorOf(name), ...register(name, options) });
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

  const focus = (name: FieldName) => document.getElementById(fieldId(name))?.focus();
  const save = async (draft: ClientDraft) => {
    const first = firstProblem({});
    if (first || emailCheck === 'checking') {
      if (first) focus(first);
      return;
    }
    try {
      await onSubmit(inputOfDraft(draft));
      // What was saved is the form's new starting point: nothing left unsaved.
      reset(draft);
      feedback.setSubmitted(false);
    } catch (error) {
      const named = serverFieldError(error);
      if (named) {
        feedback.setServer((current) => ({ ...current, [named.field]: { message: named.message, key: named.key } }));
        window.requestAnimationFrame(() => focus(named.field));
      } else {
        toastForError(error);
      }
    }
  };
  const submit = handleSubmit(save, (errors) => {
    const first = firstProblem(errors);
    if (first) focus(first);
  });

  return (
    <form noValidate onSubmit={feedback.submitWith(submit)} className="client-form" data-testid="client-form">
      {feedback.submitted && problems.length > 0 && (
        <div className="alert alert-danger d-flex align-items-center gap-2" role="alert" data-testid="form-summary">
          <CircleAlert size={18} aria-hidden="true" />
          {t('clients.form.fixErrors', { count: problems.length })}
        </div>
      )}
      <FormSection id="personal" step={1}>
        <CivilityField id={fieldId('civility')} error={errorOf('civility')} registration={register('civility')} />
        <InputField {...text('firstName')} label={t('clients.form.firstName')} required />
        <InputField {...text('lastName')} label={t('clients.form.lastName')} required />
        <EmailField {...text('email')} label={t('clients.form.email')} inputMode="email" required className="span-2" check={emailCheck} />
        <InputField {...text('mobilePhone', { onBlur: formatOnBlur('mobilePhone') })} label={t('clients.form.mobilePhone')} type="tel" inputMode="tel" hint={t('clients.form.phoneHint')} />
        <InputField {...text('officePhone', { onBlur: formatOnBlur('officePhone') })} label={t('clients.form.officePhone')} type="tel" inputMode="tel" />
        <InputField {...text('birthDate')} label={t('clients.form.birthDate')} type="date" />
        <InputField {...text('birthPlace')} label={t('clients.form.birthPlace')} />
      </FormSection>
      <FormSection id="administrative" step={2}>
        <InputField
          {...text('socialSecurityNumber', { deps: ['socialSecurityKey'] })}
          label={t('clients.form.socialSecurityNumber')}
          maxLength={SOCIAL_SECURITY_NUMBER_TYPED_MAX}
          hint={t('clients.form.socialSecurityNumberHint')}
          className="span-2"
        />
        <InputField {...text('socialSecurityKey', { deps: ['socialSecurityNumber'] })} label={t('clients.form.socialSecurityKey')} inputMode="numeric" maxLength={2} hint={t('clients.form.socialSecurityKeyHint')} />
        <SelectField {...bind('maritalStatus')} label={t('clients.form.maritalStatus')} placeholder={t('clients.form.choose')} values={MARITAL_STATUSES} labelOf={(v) => t(`clients.marital.${v}`)} />
        <InputField {...text('childrenNumber')} label={t('clients.form.childrenNumber')} type="number" inputMode="numeric" />
        <SelectField {...bind('expertId')} label={t('clients.form.expert')} values={[...experts.keys()]} labelOf={(v) => experts.get(v) ?? v} />
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
        <SelectField {...bind('status')} label={t('clients.form.status')} placeholder={t('clients.form.choose')} values={CLIENT_STATUSES} labelOf={(v) => t(`business.clientStatuses.${v}`)} />
        <InputField {...text('businessIntroducer')} label={t('clients.form.businessIntroducer')} />
        <FeePaidSwitch id={fieldId('feePaid')} registration={register('feePaid')} />
        <ServicesField control={control} />
      </FormSection>
      {/* Not while saving: the page may move on (to the new client's card) before the save is noted. */}
      <UnsavedChangesGuard dirty={formState.isDirty && !busy} />
      <FormActions busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}
