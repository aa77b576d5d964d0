import '@/i18n/shell-resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isEmail, MIN_PASSWORD_LENGTH } from '@/lib/form-checks';
import { DemoAuthForm } from './demo-auth-form';

/** The template's sign-up page: accounts are created by an administrator, so sending says so. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const termsError = terms ? null : t('authPages.errors.terms');

  return (
    <DemoAuthForm
      page="authPages.register"
      fields={[
        {
          id: 'register-name', label: t('authPages.fields.name'), autoComplete: 'name', placeholder: t('authPages.fields.namePlaceholder'),
          value: name, onChange: setName, error: name.trim() ? null : t('authPages.errors.name'),
        },
        {
          id: 'register-email', type: 'email', label: t('login.email'), autoComplete: 'email', placeholder: t('login.emailPlaceholder'),
          value: email, onChange: setEmail, error: isEmail(email) ? null : t('authPages.errors.email'),
        },
        {
          id: 'register-password', type: 'password', label: t('login.password'), autoComplete: 'new-password',
          value: password, onChange: setPassword,
          error: password.length >= MIN_PASSWORD_LENGTH ? null : t('authPages.errors.password', { min: MIN_PASSWORD_LENGTH }),
        },
      ]}
      otherErrors={[termsError]}
      extra={(sent) => {
        const shown = sent ? termsError : null;
        return (
          <div className="form-check mb-4">
            <input
              id="register-terms"
              type="checkbox"
              className={shown ? 'form-check-input is-invalid' : 'form-check-input'}
              checked={terms}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? 'register-terms-error' : undefined}
              onChange={(event) => setTerms(event.target.checked)}
            />
            <label htmlFor="register-terms" className="form-check-label">
              {t('authPages.register.terms')}
            </label>
            {shown && (
              <div id="register-terms-error" className="invalid-feedback">
                {shown}
              </div>
            )}
          </div>
        );
      }}
      footer={
        <p className="auth-basic-alt">
          {t('authPages.register.haveAccount')} <Link to="/pages/login">{t('login.submit')}</Link>
        </p>
      }
    />
  );
}
