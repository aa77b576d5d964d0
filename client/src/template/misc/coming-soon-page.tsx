import './coming-soon.css';
import '@/i18n/shell-resources';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Rocket } from 'lucide-react';
import { MiscShell } from '@/components/misc-shell';
import { focusFirstInvalid, isEmail } from '@/lib/form-checks';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('miscPages.comingSoon.title'));
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const error = sent && !isEmail(email) ? t('authPages.errors.email') : null;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSent(true);
    if (!isEmail(email)) return focusFirstInvalid(formRef.current);
    showToast({ variant: 'info', key: 'miscPages.comingSoon.demo' });
  };

  return (
    <MiscShell mark={<Rocket size={56} />} title={t('miscPages.comingSoon.title')} text={t('miscPages.comingSoon.text')}>
      <form ref={formRef} noValidate onSubmit={submit} className="notify-form">
        <label htmlFor="notify-email" className="visually-hidden">
          {t('login.email')}
        </label>
        <div className="notify-row">
          <input
            id="notify-email"
            type="email"
            className={error ? 'form-control is-invalid' : 'form-control'}
            placeholder={t('login.emailPlaceholder')}
            value={email}
            autoComplete="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'notify-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            {t('miscPages.comingSoon.notify')}
          </button>
        </div>
        {error && (
          <div id="notify-email-error" className="invalid-feedback d-block text-start">
            {error}
          </div>
        )}
      </form>
      <Link to="/" className="misc-link">
        {t('notFound.backHome')}
      </Link>
    </MiscShell>
  );
}
