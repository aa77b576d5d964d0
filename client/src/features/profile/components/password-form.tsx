import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblems } from '../../../../../shared/validation.js';
import { FormField } from '../../../components/business/form-field';
import { PasswordRules } from '../../../components/business/password-rules';
import { ApiError } from '../../../lib/api-client';
import { toastForError } from '../../../lib/error-toast';
import { showToast } from '../../../lib/toast-store';
import { changePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmation';

/** The Sécurité tab: current password, new one with the shared rules, and its confirmation. */
export function PasswordForm() {
  const { t, i18n } = useTranslation();
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
    return key && (submitted || touched.has(field)) ? t(`profile.errors.${key}`) : null;
  };
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (server?.field === field) setServer(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = (['currentPassword', 'newPassword', 'confirmation'] as Field[]).find((f) => rules[f]);
    if (first) {
      document.getElementById(`password-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(values);
      showToast({ variant: 'success', key: 'profile.passwordChanged' });
      setValues({ currentPassword: '', newPassword: '', confirmation: '' });
      setTouched(new Set());
      setSubmitted(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        const text = error.serverMessage;
        const field: Field = /actuel|current/i.test(text) ? 'currentPassword' : /confirmation/i.test(text) ? 'confirmation' : 'newPassword';
        setServer({ field, message: i18n.resolvedLanguage === 'fr' ? text : t(field === 'currentPassword' ? 'profile.errors.current' : `profile.errors.${field === 'confirmation' ? 'confirmation' : 'rules'}`) });
        document.getElementById(`password-${field}`)?.focus();
      } else {
        toastForError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, label: string, autoComplete: string, extra?: string) => (
    <FormField id={`password-${field}`} label={label} error={errorOf(field)} required>
      {(aria) => (
        <input
          {...aria}
          aria-describedby={[aria['aria-describedby'], extra].filter(Boolean).join(' ') || undefined}
          type="password"
          className={`form-control${errorOf(field) ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          onBlur={() => setTouched((s) => new Set(s).add(field))}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="password-form">
      <div className="form-grid form-grid-2">
        <div className="span-all">{input('currentPassword', t('profile.currentPassword'), 'current-password')}</div>
        {input('newPassword', t('profile.newPassword'), 'new-password', 'password-rules')}
        {input('confirmation', t('profile.confirmation'), 'new-password')}
        <div className="span-all">
          <PasswordRules password={values.newPassword} id="password-rules" />
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('profile.changing') : t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}
