import './choose-password-i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { AuthCard } from '@/components/auth-card';
import { PasswordForm } from '@/components/forms/password-form';
import { PageSpinner } from '@/components/page-spinner';
import { toastForError } from '@/lib/error-toast';
import { logout, refreshSession, useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { landingPath } from '@shared/menu';
import { PATHS } from '@shared/paths';

/**
 * /pages/choose-password: a session opened with a temporary password comes here whatever page it
 * asks for (app/require-session.tsx, and any 403 password_change_required). The temporary password,
 * the new one with its rules ticked as they are met, its confirmation; then the role's own page.
 */
export default function ChoosePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(t('choosePassword.title'));

  if (isLoading) return <PageSpinner fullScreen />;
  if (!user) return <Navigate to={PATHS.login} replace />;
  if (!user.mustChangePassword && !leaving) return <Navigate to={landingPath(user.role)} replace />;

  const chosen = async () => {
    setLeaving(true);
    // The answer set a new cookie: GET session no longer says mustChangePassword.
    const now = await refreshSession().catch(() => null);
    navigate(landingPath((now ?? user).role), { replace: true });
  };
  const signOut = async () => {
    try {
      await logout(() => navigate(PATHS.login, { replace: true, state: { signedOut: true } }));
    } catch (error) {
      toastForError(error);
    }
  };

  return (
    <AuthCard title={t('choosePassword.title')} subtitle={t('choosePassword.subtitle')}>
      <p className="fw-medium mb-3" data-testid="choose-password-user">
        {t('choosePassword.greeting', { name: user.name })}
      </p>
      <PasswordForm temporary autoFocus onChanged={() => void chosen()} />
      <p className="auth-basic-alt">
        <button type="button" className="btn btn-link auth-basic-back p-0" onClick={() => void signOut()}>
          <LogOut size={16} aria-hidden="true" className="flip-rtl" />
          {t('choosePassword.signOut')}
        </button>
      </p>
    </AuthCard>
  );
}
