import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onSessionEnded } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { PATHS } from '@shared/paths';

/** The root of every route: turns a 401 from any call into a return to the login page. */
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
    return () => onSessionEnded(null);
  }, [navigate]);

  return <Outlet />;
}
