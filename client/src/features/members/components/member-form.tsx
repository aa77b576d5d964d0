import { useForm, useWatch, type FieldErrors, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/members';
import { EmailField } from '@/components/forms/email-field';
import { asOptional, asText } from '@/components/forms/field-values';
import { FormActions } from '@/components/forms/form-actions';
import { InputField } from '@/components/forms/input-field';
import { PasswordRules } from '@/components/forms/password-rules';
import { SelectField } from '@/components/forms/select-field';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';
import { useEmailCheck } from '@/components/forms/use-email-check';
import { useFormFeedback } from '@/components/forms/use-form-feedback';
import { useVersionedSave } from '@/components/forms/use-versioned-save';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { roleLabelKey } from '@/lib/role-label';
import type { MemberUpdate } from '@shared/schemas/members';
import type { Role } from '@shared/schemas/people';
import { updateMember } from '@/features/members/api/update-member';
import { MEMBER_FORM_FIELDS, memberResolver, memberValues, newMemberValues, type MemberFormValues } from '@/features/members/member-form-rules';
import { GRANTABLE_ROLES } from '@shared/policies';

type MemberField = keyof MemberFormValues;

/**
 * Name, e-mail, role and password of a team member: a new one (password required, `onSubmit`
 * creates it) or an existing one (`member`: the row as the list holds it now), whose save sends only
 * the fields changed, over the version shown.
 */
export function MemberForm({
  member,
  submitLabel,
  busyLabel,
  onSubmit,
  onSaved,
  onCancel,
}: {
  member?: Member;
  submitLabel: string;
  busyLabel: string;
  /** a new member's creation */
  onSubmit?: (input: MemberUpdate) => Promise<void>;
  /** an existing member saved */
  onSaved?: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<MemberFormValues>({ defaultValues: member ? memberValues(member) : newMemberValues(), resolver: memberResolver(!member), mode: 'onTouched', shouldFocusError: false });
  const { register, handleSubmit, control, formState } = form;
  const feedback = useFormFeedback<MemberFormValues>(form);
  const emailCheck = useEmailCheck(useWatch({ control, name: 'email' }), member?.email ?? null);
  const password = useWatch({ control, name: 'password' }) ?? '';
  const idp = member ? `member-${member.id}` : 'member';
  const busy = formState.isSubmitting;

  // A taken address shows at once, while typing.
  const taken = (field: MemberField) => field === 'email' && emailCheck === 'taken' && !feedback.brokenRule(field);
  const errorOf = (field: MemberField): string | null => {
    const server = feedback.server[field];
    if (server) return server;
    const key = taken(field) ? 'emailTaken' : feedback.shownRule(field);
    return key ? t(`members.form.errors.${key}`) : null;
  };
  // The role and the password are absent until chosen or typed (an update then keeps the password).
  const bind = (field: MemberField, options?: RegisterOptions<MemberFormValues, MemberField>) => ({ id: `${idp}-${field}`, error: errorOf(field), ...register(field, options) });
  /** Focuses the first field refused by the rules (of a submit: `errors`), the e-mail check or the BFF. */
  const focusFirst = (errors: FieldErrors<MemberFormValues>) => feedback.focusFirst(errors, taken('email') ? ['email'] : []);

  /** A refusal of the BFF: beside the field it names, else in a toast. */
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'email_taken') {
      feedback.setServer({ email: i18n.resolvedLanguage === 'fr' && error.serverMessage ? error.serverMessage : t('members.form.errors.emailTaken') });
      document.getElementById(`${idp}-email`)?.focus();
    } else if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
      const field = error.field && feedback.hasField(error.field) ? (error.field as MemberField) : null;
      if (field) feedback.setServer({ [field]: error.serverMessage });
      else toastForError(error);
    } else {
      toastForError(error);
    }
  };
  const versioned = useVersionedSave({
    record: member ?? null,
    valuesOf: memberValues,
    fields: MEMBER_FORM_FIELDS,
    form,
    write: ({ patch, version, record }) => updateMember(record.id, patch, version),
    labelOf: (field) => t(`members.form.${field}`),
    show: (field, value) => (field === 'role' && value ? t(roleLabelKey(value as Role)) : undefined),
    savedToast: 'business.saved',
    onSaved,
    onError: refused,
  });

  const save = async (values: MemberFormValues) => {
    if (focusFirst({})) return;
    const { confirmation: _confirmation, ...input } = values;
    try {
      if (member) await versioned.save(values);
      else await onSubmit?.(input);
    } catch (error) {
      refused(error);
    }
  };
  const submit = handleSubmit(save, focusFirst);

  return (
    <form noValidate onSubmit={feedback.submitWith(submit)} data-testid="member-form">
      {versioned.notice}
      {/* Off while saving: the page's own navigation after a save is not a loss. */}
      <UnsavedChangesGuard dirty={formState.isDirty && !busy} />
      <div className="form-grid form-grid-2">
        <InputField {...bind('name', { setValueAs: asText })} label={t('members.form.name')} required autoComplete="off" maxLength={200} />
        <EmailField {...bind('email', { setValueAs: asText })} label={t('members.form.email')} check={emailCheck} required autoComplete="off" />
        <SelectField
          {...bind('role', { setValueAs: asOptional })}
          label={t('members.form.role')}
          hint={t('members.form.roleHint')}
          required
          className="span-all"
          placeholder={t('business.choose')}
          values={GRANTABLE_ROLES}
          labelOf={(role) => t(roleLabelKey(role))}
        />
        <InputField
          {...bind('password', { setValueAs: asOptional, deps: ['confirmation'] })}
          label={member ? t('members.form.newPassword') : t('members.form.password')}
          hint={member ? t('members.form.newPasswordHint') : undefined}
          required={!member}
          describedBy={`${idp}-rules`}
          type="password"
          autoComplete="new-password"
        />
        <InputField {...bind('confirmation')} label={t('members.form.confirmation')} required={!member} type="password" autoComplete="new-password" />
        <div className="span-all">
          <PasswordRules password={password} id={`${idp}-rules`} />
        </div>
      </div>
      <FormActions busy={busy || versioned.busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onCancel} />
      {versioned.dialog}
    </form>
  );
}
