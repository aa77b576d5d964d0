import '@/i18n/shell-resources';
import './register-i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import type { TemplateAuthAnswer } from '@shared/schemas/template-auth';
import { passwordProblems } from '@shared/validation';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { isEmail } from '@/lib/form-checks';
import { showToast } from '@/lib/toast-store';
import { TemplateAuthForm } from './template-auth-form';

type Field = 'name' | 'email' | 'password';

/**
 * The template's sign-up page, on the template's authentication (POST api/authenticate/register): it
 * creates a template account, not a back-office session, and says so. The BFF's English refusals
 * ('This email is already in use.', 'Please enter your name.') show in English, mapped in French.
 */
export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  /** The BFF's refusal of a field: its message (the spec's English) and the key of its French text. */
  const [refused, setRefused] = useState<Partial<Record<Field, { key: string; message?: string }>>>({});
  const [created, setCreated] = useState<string | null>(null);
  const termsError = terms ? null : t('authPages.errors.terms');
  const english = i18n.resolvedLanguage === 'en';

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setRefused(({ [field]: _gone, ...others }) => others);
  };
  // Shown as the BFF says it in English, translated in French (so it follows the language switch).
  const serverError = (field: Field): string | null => {
    const refusal = refused[field];
    if (!refusal) return null;
    return english && refusal.message ? refusal.message : t(refusal.key);
  };
  const problems = passwordProblems(password);
  const passwordError = problems.length === 0 ? null : t('templateRegister.password', { rules: problems.map((p) => t(`business.passwordRules.${p}`)).join(', ') });

  const send = async (): Promise<boolean> => {
    setCreated(null);
    try {
      const answer = await apiRequest<TemplateAuthAnswer>('api/authenticate/register', { method: 'POST', body: { email: email.trim(), password, name } });
      setCreated(answer.user.email);
      showToast({ variant: 'success', key: 'templateRegister.createdToast' });
      setName('');
      setEmail('');
      setPassword('');
      setTerms(false);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toastForError(error);
        return false;
      }
      const message = error.serverMessage;
      if (error.code === 'email_taken') setRefused({ email: { key: 'templateRegister.emailTaken', message } });
      else if (error.status === 400 && error.field === 'name') setRefused({ name: { key: 'templateRegister.nameMissing', message } });
      else if (error.status === 400 && error.field === 'email') setRefused({ email: { key: 'authPages.errors.email' } });
      else if (error.code === 'demo_accounts_full') showToast({ variant: 'warning', key: 'templateRegister.full' });
      else toastForError(error);
      return false;
    }
  };

  return (
    <TemplateAuthForm
      page="authPages.register"
      send={send}
      notice={
        created && (
          <div className="alert alert-success d-flex gap-2" role="status" data-testid="register-created">
            <CircleCheck size={20} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <div className="flex-grow-1 text-break">
              <strong className="d-block">{t('templateRegister.created', { email: created })}</strong>
              {t('templateRegister.createdText')}
            </div>
          </div>
        )
      }
      fields={[
        {
          id: 'register-name', label: t('authPages.fields.name'), autoComplete: 'name', placeholder: t('authPages.fields.namePlaceholder'),
          value: name, onChange: edit('name', setName), error: serverError('name') ?? (name.trim() ? null : t('authPages.errors.name')),
        },
        {
          id: 'register-email', type: 'email', label: t('login.email'), autoComplete: 'email', placeholder: t('login.emailPlaceholder'),
          value: email, onChange: edit('email', setEmail), error: serverError('email') ?? (isEmail(email) ? null : t('authPages.errors.email')),
        },
        {
          id: 'register-password', type: 'password', label: t('login.password'), autoComplete: 'new-password',
          value: password, onChange: edit('password', setPassword), error: passwordError,
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
