import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from '@/components/sign-in-icons';
import { TextField } from '@/components/text-field';
import type { PathLink } from './login-navigation';

interface LoginFormProps {
  email: string;
  password: string;
  busy: boolean;
  Link: PathLink;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  onSubmit: () => void;
}

export function LoginForm({ email, password, busy, Link, onEmailChange, onPasswordChange, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <form className="login-form" onSubmit={submit} aria-busy={busy}>
      <TextField
        id="login-email"
        name="email"
        type="email"
        label={t('login.email')}
        autoComplete="username"
        placeholder={t('login.emailPlaceholder')}
        required
        autoFocus
        value={email}
        onChange={onEmailChange}
      />
      <div className="mb-4">
        <div className="login-password-head">
          <label htmlFor="login-password" className="form-label">
            {t('login.password')}
          </label>
          <Link to="/pages/forgot-password" className="login-forgot">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <div className="input-group input-group-merge">
          <input
            id="login-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            className="form-control"
            autoComplete="current-password"
            placeholder="••••••••"
            required
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
          <button
            type="button"
            className="input-group-text password-toggle"
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            aria-controls="login-password"
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        </div>
      </div>
      <button type="submit" className="btn btn-primary w-100 login-submit" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
