import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onPasswordChangeRequired, onSessionEnded } from '@/lib/api-client';
import { clearSession, markPasswordChangeRequired } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { PATHS } from '@shared/paths';

/**
 * The root of every route: turns a 401 from any call into a return to the login page, and a 403
 * password_change_required into the "Choisissez votre mot de passe" screen.
 */
export function RootRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;

  useEffect(() => {
    onSessionEnded(() => {
      showToast({ variant: 'info', key: 'errors.sessionExpired' });
      navigate(PATHS.login, { replace: true, state: { from: here.current, signedOut: true } });
      void clearSession();
    });
    onPasswordChangeRequired(() => {
      void markPasswordChangeRequired().then(() => navigate(PATHS.choosePassword, { replace: true }));
    });
    return () => {
      onSessionEnded(null);
      onPasswordChangeRequired(null);
    };
  }, [navigate]);

  return <Outlet />;
}
