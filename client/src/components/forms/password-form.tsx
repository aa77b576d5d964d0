import './password-form.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblems } from '@shared/validation';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { UnsavedChangesGuard } from './unsaved-changes';
import { FormField } from './form-field';
import { PasswordRules } from './password-rules';
import '@/components/ui/i18n';
import type { PasswordChange } from '@shared/schemas/profile';

type Field = keyof PasswordChange;
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmation'];
const isField = (name: string | undefined): name is Field => FIELDS.includes(name as Field);

/** POST api/profile/password -> 204 (400 naming the refused field); every signed-in role may. */
function changePassword(change: PasswordChange): Promise<null> {
  return apiRequest<null>('api/profile/password', { method: 'POST', body: change });
}

/**
 * Current password, new one with the shared rules, and its confirmation: the profile's Sécurité tab,
 * the user menu's dialog and, `temporary`, the first sign-in's "Choisissez votre mot de passe" (the
 * current one is then the temporary password). `onChanged` runs after a successful change;
 * `guardLeaving` asks before leaving the page with typed passwords (the page form, not the dialog).
 */
export function PasswordForm({
  onChanged,
  autoFocus = false,
  guardLeaving = false,
  temporary = false,
}: {
  onChanged?: () => void;
  autoFocus?: boolean;
  guardLeaving?: boolean;
  temporary?: boolean;
}) {
  const { t } = useTranslation();
  /** The texts that speak of the current password name the temporary one on a first sign-in. */
  const currentText = (key: 'label' | 'missing' | 'refused' | 'same' | 'submit', usual: string) => t(temporary ? `business.password.temporary.${key}` : usual);
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmation: '' });
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<{ field: Field; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const rules: Partial<Record<Field, string>> = {};
  if (values.currentPassword === '') rules.currentPassword = 'current';
  if (passwordProblems(values.newPassword).length > 0) rules.newPassword = 'rules';
  else if (values.newPassword === values.currentPassword) rules.newPassword = 'same';
  if (values.confirmation !== values.newPassword) rules.confirmation = 'confirmation';

  const errorOf = (field: Field): string | null => {
    if (server?.field === field) return server.message;
    const key = rules[field];
    if (!key || !(submitted || touched.has(field))) return null;
    if (key === 'current') return currentText('missing', 'business.password.errors.current');
    if (key === 'same') return currentText('same', 'business.password.errors.same');
    return t(`business.password.errors.${key}`);
  };
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (server?.field === field) setServer(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = FIELDS.find((f) => rules[f]);
    if (first) {
      document.getElementById(`password-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(values);
      showToast({ variant: 'success', key: 'business.password.changed' });
      setValues({ currentPassword: '', newPassword: '', confirmation: '' });
      setTouched(new Set());
      setSubmitted(false);
      onChanged?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && isField(error.field)) {
        const field = error.field;
        setServer({ field, message: field === 'currentPassword' ? currentText('refused', 'business.password.refused.currentPassword') : t(`business.password.refused.${field}`) });
        document.getElementById(`password-${field}`)?.focus();
      } else {
        toastForError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, autoComplete: string, extra?: string) => (
    <FormField id={`password-${field}`} label={field === 'currentPassword' ? currentText('label', 'business.password.currentPassword') : t(`business.password.${field}`)} error={errorOf(field)} required>
      {(aria) => (
        <input
          {...aria}
          aria-describedby={[aria['aria-describedby'], extra].filter(Boolean).join(' ') || undefined}
          type="password"
          className={`form-control${errorOf(field) ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          autoFocus={autoFocus && field === 'currentPassword'}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          onBlur={() => setTouched((s) => new Set(s).add(field))}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="password-form" data-testid="password-form">
      {guardLeaving && <UnsavedChangesGuard dirty={Object.values(values).some((v) => v !== '') && !busy} search />}
      <div className="form-grid form-grid-2">
        <div className="span-all">{input('currentPassword', 'current-password')}</div>
        {input('newPassword', 'new-password', 'password-rules')}
        {input('confirmation', 'new-password')}
        <div className="span-all">
          <PasswordRules password={values.newPassword} id="password-rules" />
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('business.password.changing') : currentText('submit', 'business.password.submit')}
        </button>
      </div>
    </form>
  );
}
