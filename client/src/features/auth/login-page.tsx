import './login.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { Brand } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { PageSpinner } from '@/components/page-spinner';
import { toastForError } from '@/lib/error-toast';
import { setSessionUser, useSession } from '@/lib/session';
import { storeSignedInUser } from '@/lib/stored-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { afterLoginPath } from './after-login-path';
import { DemoAccounts } from './demo-accounts';
import { LoginForm } from './login-form';
import { LoginIllustration } from './login-illustration';
import { login } from './login-request';
import { readLoginState } from './login-state';
import { usePublicConfig } from '@/lib/use-public-config';
import type { DemoAccount } from '@shared/schemas/config';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { from, signedOut } = readLoginState(location.state);
  const session = useSession();
  const config = usePublicConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('login.documentTitle'));

  if (session.isLoading) return <PageSpinner fullScreen />;
  if (session.user && !signedOut && !busy) return <Navigate to={afterLoginPath(session.user.role, from)} replace />;

  const submit = async (): Promise<void> => {
    setBusy(true);
    try {
      const answer = await login({ email: email.trim(), password });
      // A refusal flagged by the upstream shows nothing (spec §8).
      if (answer.error === false) {
        storeSignedInUser(answer.user);
        await setSessionUser(answer.user);
        navigate(afterLoginPath(answer.user.role, from), { replace: true });
      }
    } catch (error) {
      toastForError(error);
    } finally {
      setBusy(false);
    }
  };

  const pick = (account: DemoAccount): void => {
    setEmail(account.email);
    setPassword(account.password);
  };

  const demoAccounts = config?.demo ? (config.demoAccounts ?? []) : [];

  return (
    <div className="auth-cover">
      <section className="auth-hero" aria-labelledby="auth-hero-title">
        <div className="auth-hero-brand">
          <Brand size={38} />
        </div>
        <div className="auth-hero-main">
          <div className="auth-hero-art">
            <LoginIllustration />
          </div>
          <div className="auth-hero-text">
            <h2 id="auth-hero-title" className="auth-hero-title">
              {t('login.heroTitle')}
            </h2>
            <p className="auth-hero-lead">{t('login.heroText')}</p>
            <ul className="auth-hero-points">
              {(['heroPoint1', 'heroPoint2', 'heroPoint3'] as const).map((key) => (
                <li key={key}>
                  <CircleCheck size={18} aria-hidden="true" />
                  {t(`login.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="auth-panel">
        <div className="auth-panel-top">
          <span className="auth-panel-brand">
            <Brand size={34} />
          </span>
          <LanguageSwitch />
        </div>
        <div className="auth-panel-body">
          <h1 className="auth-title">{t('login.title')}</h1>
          <p className="auth-subtitle">{t('login.subtitle')}</p>
          <LoginForm
            email={email}
            password={password}
            busy={busy}
            onEmailChange={setEmail}
            onPasswordChange={setPassword}
            onSubmit={() => void submit()}
          />
          {demoAccounts.length > 0 && <DemoAccounts accounts={demoAccounts} onPick={pick} />}
        </div>
      </section>
    </div>
  );
}
