import type { ReactNode } from 'react';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_USER_ROLES, type TemplateUser, type TemplateUserPatch } from '@shared/schemas/template-users';
import { CIVILITIES, MARITAL_STATUSES } from '@shared/schemas/people';
import { IconTile } from '@/components/ui/icon-tile';
import { FormActions } from '@/components/forms/form-actions';
import { DateField } from '@/components/forms/date-field';
import { InputField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';
import { useFormFeedback } from '@/components/forms/use-form-feedback';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { today } from '@/lib/format';
import { draftOf, patchOf, USER_FIELDS, userResolver, type UserDraft, type UserField } from './user-form-rules';

function Section({ id, step, title, children }: { id: string; step: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section" aria-labelledby={`user-section-${id}`}>
      <h2 className="form-section-title" id={`user-section-${id}`}>
        <IconTile className="step">{step}</IconTile>
        {title}
      </h2>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}

/** A sample user's account and personal information (react-hook-form, the rules of user-form-rules.ts); saves only what changed. */
export function UserForm({ user, onSave, onCancel }: { user: TemplateUser; onSave: (patch: TemplateUserPatch) => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm<UserDraft>({ defaultValues: draftOf(user), resolver: userResolver, mode: 'onTouched', shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const feedback = useFormFeedback<UserDraft>(form);
  const busy = formState.isSubmitting;
  const fieldId = (field: UserField) => `user-${field.replace('personal_informations.', '')}`;

  const errorOf = (field: UserField): string | null => {
    const server = feedback.server[field];
    if (server) return server;
    const key = feedback.shownRule(field);
    return key ? t(`templateUsers.errors.${key}`) : null;
  };
  const bind = (field: UserField) => ({ id: fieldId(field), error: errorOf(field), ...register(field) });
  const focusFirst = (errors: FieldErrors<UserDraft>) => {
    const first = USER_FIELDS.find((field) => get(errors, field) || feedback.server[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
    return first !== undefined;
  };

  const save = async (draft: UserDraft) => {
    if (focusFirst({})) return;
    const patch = patchOf(draft, formState.dirtyFields);
    if (!patch) {
      showToast({ variant: 'info', key: 'templateUsers.unchanged' });
      return;
    }
    try {
      await onSave(patch);
    } catch (error) {
      const field = error instanceof ApiError ? (USER_FIELDS as string[]).find((f) => f === error.field) as UserField | undefined : undefined;
      if (error instanceof ApiError && error.code === 'email_taken') {
        feedback.setServer({ email: i18n.resolvedLanguage === 'fr' && error.serverMessage ? error.serverMessage : t('templateUsers.errors.emailTaken') });
        document.getElementById(fieldId('email'))?.focus();
      } else if (error instanceof ApiError && error.status === 400 && field && error.serverMessage) {
        feedback.setServer({ [field]: i18n.resolvedLanguage === 'fr' ? error.serverMessage : t('templateUsers.errors.invalid') });
        document.getElementById(fieldId(field))?.focus();
      } else {
        toastForError(error);
      }
    }
  };
  const submit = handleSubmit(save, focusFirst);
  const label = (key: string) => t(`templateUsers.fields.${key}`);
  const address = (kind: 'personal' | 'society') => (
    <>
      <InputField {...bind(`personal_informations.${kind}_address`)} label={label('address')} className="span-all" autoComplete="off" maxLength={200} />
      <InputField {...bind(`personal_informations.${kind}_zip_code`)} label={label('zip_code')} autoComplete="off" maxLength={10} />
      <InputField {...bind(`personal_informations.${kind}_city`)} label={label('city')} autoComplete="off" maxLength={100} />
      <InputField {...bind(`personal_informations.${kind}_country`)} label={label('country')} autoComplete="off" maxLength={100} />
    </>
  );

  return (
    <form noValidate onSubmit={feedback.submitWith(submit)} data-testid="user-form">
      <UnsavedChangesGuard dirty={formState.isDirty && !busy && !formState.isSubmitSuccessful} />
      <Section id="account" step={1} title={t('templateUsers.account')}>
        <InputField {...bind('name')} label={label('name')} required autoComplete="off" maxLength={200} />
        <InputField {...bind('email')} label={label('email')} required type="email" autoComplete="off" maxLength={254} />
        <SelectField {...bind('role')} label={label('role')} required values={TEMPLATE_USER_ROLES} labelOf={(role) => t(`templateUsers.roles.${role}`)} />
        <div className="form-field user-switch-field">
          <div className="form-check form-switch">
            <input className="form-check-input" type="checkbox" role="switch" id={fieldId('valid_account')} {...register('valid_account')} />
            <label className="form-check-label" htmlFor={fieldId('valid_account')}>
              {label('valid_account')}
            </label>
          </div>
        </div>
      </Section>
      <Section id="personal" step={2} title={t('templateUsers.personal')}>
        <SelectField {...bind('personal_informations.civility')} label={label('civility')} values={CIVILITIES} labelOf={(c) => t(`business.civilities.${c}`)} />
        <InputField {...bind('personal_informations.first_name')} label={label('first_name')} autoComplete="off" maxLength={100} />
        <InputField {...bind('personal_informations.last_name')} label={label('last_name')} autoComplete="off" maxLength={100} />
        <DateField control={form.control} name="personal_informations.birth_date" empty="" id={fieldId('personal_informations.birth_date')} error={errorOf('personal_informations.birth_date')} label={label('birth_date')} max={today()} />
        <SelectField {...bind('personal_informations.martial_status')} label={label('martial_status')} values={MARITAL_STATUSES}
          labelOf={(status) => t(`templateUsers.marital.${status}`)}
        />
        <InputField {...bind('personal_informations.children_number')} label={label('children_number')} type="number" inputMode="numeric" min={0} max={20} step={1} />
        <InputField {...bind('personal_informations.mobile_number')} label={label('mobile_number')} type="tel" autoComplete="off" maxLength={30} />
        <InputField {...bind('personal_informations.office_number')} label={label('office_number')} type="tel" autoComplete="off" maxLength={30} />
      </Section>
      <Section id="home" step={3} title={t('templateUsers.personalAddress')}>
        {address('personal')}
      </Section>
      <Section id="society" step={4} title={t('templateUsers.societyAddress')}>
        {address('society')}
      </Section>
      <FormActions busy={busy} submitLabel={t('business.save')} busyLabel={t('business.saving')} onCancel={onCancel} submitTestId="user-save" />
    </form>
  );
}
