import '@/i18n/shell-resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LockKeyhole } from 'lucide-react';
import { initials } from '@/lib/initials';
import { useSession } from '@/lib/session';
import { TemplateAuthForm } from './template-auth-form';

export default function LockScreenPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const name = user?.name ?? t('authPages.lock.guest');
  return (
    <TemplateAuthForm
      page="authPages.lock"
      header={
        <div className="lock-user">
          <span className="avatar avatar-lg" aria-hidden="true">
            <span className="avatar-initials">{initials(name)}</span>
            <span className="lock-badge">
              <LockKeyhole size={14} />
            </span>
          </span>
          <span className="lock-user-name">{name}</span>
        </div>
      }
      fields={[
        {
          id: 'lock-password', type: 'password', label: t('login.password'), autoComplete: 'current-password',
          value: password, onChange: setPassword, error: password ? null : t('authPages.errors.passwordRequired'),
        },
      ]}
      footer={
        <p className="auth-basic-alt">
          {t('authPages.lock.notYou')} <Link to="/pages/login">{t('authPages.lock.otherAccount')}</Link>
        </p>
      }
    />
  );
}
