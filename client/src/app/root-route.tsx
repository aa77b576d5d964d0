import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { onPasswordChangeRequired, onSessionEnded } from '@/lib/api-client';
import { clearSession, markPasswordChangeRequired } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { PATHS } from '@shared/paths';

/** What the toast says of a session the BFF ended: the firm API changed the person, or it simply ended. */
const ENDED_BECAUSE: Record<string, string> = { role_changed: 'errors.roleChanged', account_closed: 'errors.accountClosed' };

/**
 * The root of every route: turns a 401 from any call into a return to the login page, and a 403
 * password_change_required into the "Choisissez votre mot de passe" screen. A page opened anew
 * starts at its top (a saved contract, whichever of its buttons saved it); one returned to is
 * where it was left, and a change of its filters or page (its query) does not move it.
 */
export function RootRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;

  useEffect(() => {
    onSessionEnded((reason) => {
      showToast({ variant: 'info', key: ENDED_BECAUSE[reason ?? ''] ?? 'errors.sessionExpired' });
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

  return (
    <>
      <ScrollRestoration getKey={(where) => where.pathname} />
      <Outlet />
    </>
  );
}
