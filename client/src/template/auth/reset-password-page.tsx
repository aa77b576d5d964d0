import '@/i18n/shell-resources';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronLeft } from 'lucide-react';
import { AuthCard } from '@/components/auth-card';
import { TextField } from '@/components/text-field';
import { focusFirstInvalid, MIN_PASSWORD_LENGTH } from '@/lib/form-checks';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('authPages.reset.title'));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = {
    password: password.length >= MIN_PASSWORD_LENGTH ? null : t('authPages.errors.password', { min: MIN_PASSWORD_LENGTH }),
    confirm: confirm && confirm === password ? null : t('authPages.errors.confirm'),
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSent(true);
    if (errors.password || errors.confirm) return focusFirstInvalid(formRef.current);
    showToast({ variant: 'info', key: 'authPages.reset.demo' });
  };

  return (
    <AuthCard title={t('authPages.reset.title')} subtitle={t('authPages.reset.subtitle')}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextField
          id="reset-password"
          type="password"
          label={t('authPages.fields.newPassword')}
          value={password}
          onChange={setPassword}
          error={sent ? errors.password : null}
          autoComplete="new-password"
          placeholder="••••••••"
          autoFocus
        />
        <TextField
          id="reset-confirm"
          type="password"
          label={t('authPages.fields.confirmPassword')}
          value={confirm}
          onChange={setConfirm}
          error={sent ? errors.confirm : null}
          autoComplete="new-password"
          placeholder="••••••••"
        />
        <button type="submit" className="btn btn-primary w-100">
          {t('authPages.reset.submit')}
        </button>
      </form>
      <p className="auth-basic-alt">
        <Link to="/pages/login" className="auth-basic-back">
          <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
          {t('authPages.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
