import '@/i18n/shell-resources';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronLeft } from 'lucide-react';
import { AuthCard } from '@/components/auth-card';
import { TextField } from '@/components/text-field';
import { focusFirstInvalid, isEmail } from '@/lib/form-checks';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('authPages.forgot.title'));
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const error = isEmail(email) ? null : t('authPages.errors.email');

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSent(true);
    if (error) return focusFirstInvalid(formRef.current);
    showToast({ variant: 'info', key: 'authPages.forgot.demo' });
  };

  return (
    <AuthCard title={t('authPages.forgot.title')} subtitle={t('authPages.forgot.subtitle')}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextField
          id="forgot-email"
          type="email"
          label={t('login.email')}
          value={email}
          onChange={setEmail}
          error={sent ? error : null}
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          autoFocus
        />
        <button type="submit" className="btn btn-primary w-100">
          {t('authPages.forgot.submit')}
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
