import '@/i18n/shell-resources';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LockKeyhole } from 'lucide-react';
import { AuthCard } from '@/components/auth-card';
import { TextField } from '@/components/text-field';
import { focusFirstInvalid } from '@/lib/form-checks';
import { initials } from '@/lib/initials';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function LockScreenPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('authPages.lock.title'));
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const error = password ? null : t('authPages.errors.passwordRequired');
  const name = user?.name ?? t('authPages.lock.guest');

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setSent(true);
    if (error) return focusFirstInvalid(formRef.current);
    showToast({ variant: 'info', key: 'authPages.lock.demo' });
  };

  return (
    <AuthCard title={t('authPages.lock.title')} subtitle={t('authPages.lock.subtitle')}>
      <div className="lock-user">
        <span className="avatar avatar-lg" aria-hidden="true">
          <span className="avatar-initials">{initials(name)}</span>
          <span className="lock-badge">
            <LockKeyhole size={14} />
          </span>
        </span>
        <span className="lock-user-name">{name}</span>
      </div>
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextField
          id="lock-password"
          type="password"
          label={t('login.password')}
          value={password}
          onChange={setPassword}
          error={sent ? error : null}
          autoComplete="current-password"
          placeholder="••••••••"
          autoFocus
        />
        <button type="submit" className="btn btn-primary w-100">
          {t('authPages.lock.submit')}
        </button>
      </form>
      <p className="auth-basic-alt">
        {t('authPages.lock.notYou')} <Link to="/pages/login">{t('authPages.lock.otherAccount')}</Link>
      </p>
    </AuthCard>
  );
}
