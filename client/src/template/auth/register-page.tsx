import '@/i18n/shell-resources';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { TextField } from '@/components/text-field';
import { focusFirstInvalid, isEmail, MIN_PASSWORD_LENGTH } from '@/lib/form-checks';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The template's sign-up page: accounts are created by an administrator, so sending says so. */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('authPages.register.title'));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = {
    name: name.trim() ? null : t('authPages.errors.name'),
    email: isEmail(email) ? null : t('authPages.errors.email'),
    password: password.length >= MIN_PASSWORD_LENGTH ? null : t('authPages.errors.password', { min: MIN_PASSWORD_LENGTH }),
    terms: terms ? null : t('authPages.errors.terms'),
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSent(true);
    if (Object.values(errors).some(Boolean)) return focusFirstInvalid(formRef.current);
    showToast({ variant: 'info', key: 'authPages.register.demo' });
  };

  return (
    <AuthCard title={t('authPages.register.title')} subtitle={t('authPages.register.subtitle')}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextField
          id="register-name"
          label={t('authPages.fields.name')}
          value={name}
          onChange={setName}
          error={sent ? errors.name : null}
          autoComplete="name"
          placeholder={t('authPages.fields.namePlaceholder')}
          autoFocus
        />
        <TextField
          id="register-email"
          type="email"
          label={t('login.email')}
          value={email}
          onChange={setEmail}
          error={sent ? errors.email : null}
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
        />
        <TextField
          id="register-password"
          type="password"
          label={t('login.password')}
          value={password}
          onChange={setPassword}
          error={sent ? errors.password : null}
          autoComplete="new-password"
          placeholder="••••••••"
        />
        <div className="form-check mb-4">
          <input
            id="register-terms"
            type="checkbox"
            className={sent && errors.terms ? 'form-check-input is-invalid' : 'form-check-input'}
            checked={terms}
            aria-invalid={sent && errors.terms ? true : undefined}
            aria-describedby={sent && errors.terms ? 'register-terms-error' : undefined}
            onChange={(event) => setTerms(event.target.checked)}
          />
          <label htmlFor="register-terms" className="form-check-label">
            {t('authPages.register.terms')}
          </label>
          {sent && errors.terms && (
            <div id="register-terms-error" className="invalid-feedback">
              {errors.terms}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-primary w-100">
          {t('authPages.register.submit')}
        </button>
      </form>
      <p className="auth-basic-alt">
        {t('authPages.register.haveAccount')} <Link to="/pages/login">{t('login.submit')}</Link>
      </p>
    </AuthCard>
  );
}
