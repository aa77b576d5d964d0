import './login.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from '@/components/sign-in-icons';
import { Brand } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { storeSignedInUser } from '@/lib/stored-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DemoAccounts } from './demo-accounts';
import { LoginForm } from './login-form';
import { LoginIllustration } from './login-illustration';
import type { PathLink } from './login-navigation';
import { login } from './login-request';
import type { PublicConfig, DemoAccount } from '@shared/schemas/config';
import type { SessionUser } from '@shared/schemas/session';

export interface LoginScreenProps {
  /** GET config, once it came: in demo mode it lists the demo accounts */
  config: PublicConfig | undefined;
  /** how the screen links to the app's other pages (the router's Link, or a plain <a href>) */
  Link: PathLink;
  /** the user is signed in: take them on (the screen stays busy until the page goes) */
  onSignedIn: (user: SessionUser) => Promise<void>;
  /** the visitor started filling the form: a good moment to fetch what comes after it */
  onStart?: () => void;
}

/**
 * The sign-in screen, in the full app (app/login-route.tsx) and on a fresh load of the login page
 * (app/login-app.tsx). It knows nothing of the router: the app around it says how to link and
 * where a signed-in user goes.
 */
export function LoginScreen({ config, Link, onSignedIn, onStart }: LoginScreenProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A temporary password past its 7 days: said in the form, with whom to ask for a new one.
  const [expired, setExpired] = useState(false);
  const started = useRef(false);
  useDocumentTitle(t('login.documentTitle'));

  const start = (): void => {
    if (started.current) return;
    started.current = true;
    onStart?.();
  };

  const submit = async (): Promise<void> => {
    start();
    setBusy(true);
    setExpired(false);
    try {
      const answer = await login({ email: email.trim(), password });
      // A refusal flagged by the upstream shows nothing (spec §8).
      if (answer.error !== false) {
        setBusy(false);
        return;
      }
      storeSignedInUser(answer.user);
      await onSignedIn(answer.user);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'temporary_password_expired') setExpired(true);
      else toastForError(error);
      setBusy(false);
    }
  };

  const pick = (account: DemoAccount): void => {
    start();
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
          {expired && (
            <p className="alert alert-danger py-2" role="alert" data-testid="login-expired">
              {t('errors.temporaryPasswordExpired')}
            </p>
          )}
          <LoginForm
            email={email}
            password={password}
            busy={busy}
            Link={Link}
            onEmailChange={(value) => {
              start();
              setEmail(value);
            }}
            onPasswordChange={(value) => {
              start();
              setExpired(false);
              setPassword(value);
            }}
            onSubmit={() => void submit()}
          />
          {demoAccounts.length > 0 && <DemoAccounts accounts={demoAccounts} onPick={pick} />}
        </div>
      </section>
    </div>
  );
}
