import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canOpen, landingPath } from '@shared/menu';
import { PATHS } from '@shared/paths';
import { PageSpinner } from '@/components/page-spinner';
import { useSession } from '@/lib/session';
import { SessionError } from './session-error';

/**
 * Guards the main layout's routes: signed out goes to login (remembering where), forbidden to
 * not-authorized, a session opened with a temporary password to choosing one's own. '/' is home: the analytics dashboard for the roles of the template pages; signed
 * out it leads to login (which then lands on the landing page), and any other role goes on to its
 * landing page.
 */
export function RequireSession() {
  const { user, isLoading, error, retry } = useSession();
  const location = useLocation();
  const home = location.pathname === '/';

  if (isLoading) return <PageSpinner fullScreen />;
  if (error && !user) return <SessionError onRetry={retry} />;
  if (!user) {
    return <Navigate to="/pages/login" replace state={home ? undefined : { from: `${location.pathname}${location.search}` }} />;
  }
  // Signed in with a temporary password: nothing opens before the user chose theirs.
  if (user.mustChangePassword) return <Navigate to={PATHS.choosePassword} replace />;
  if (!canOpen(user.role, location.pathname)) return <Navigate to={home ? landingPath(user.role) : PATHS.notAuthorized} replace />;
  return <Outlet />;
}
