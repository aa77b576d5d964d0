import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { House, LockKeyhole, LogIn, LogOut } from 'lucide-react';
import { landingPath } from '@shared/menu';
import { PATHS } from '@shared/paths';
import { MiscShell } from '@/components/misc-shell';
import { PageSpinner } from '@/components/page-spinner';
import { toastForError } from '@/lib/error-toast';
import { logout, useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

const NOT_AUTHORIZED = PATHS.notAuthorized;

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  useDocumentTitle(t('notAuthorized.title'));
  if (isLoading) return <PageSpinner fullScreen />;

  const home = user ? landingPath(user.role) : null;
  const signOut = async (): Promise<void> => {
    try {
      await logout(() => navigate(PATHS.login, { replace: true, state: { signedOut: true } }));
    } catch (error) {
      toastForError(error);
    }
  };

  let action;
  if (!user) {
    action = (
      <Link to="/pages/login" className="btn btn-primary">
        <LogIn size={18} aria-hidden="true" />
        {t('notAuthorized.signIn')}
      </Link>
    );
  } else if (home && home !== NOT_AUTHORIZED) {
    action = (
      <Link to={home} className="btn btn-primary">
        <House size={18} aria-hidden="true" />
        {t('notAuthorized.backHome')}
      </Link>
    );
  } else {
    // A role with no screen at all: the only way forward is another account.
    action = (
      <button type="button" className="btn btn-primary" onClick={() => void signOut()}>
        <LogOut size={18} aria-hidden="true" />
        {t('user.logout')}
      </button>
    );
  }

  return (
    <MiscShell mark={<LockKeyhole size={56} />} title={t('notAuthorized.title')} text={t('notAuthorized.text')}>
      {action}
    </MiscShell>
  );
}
