import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canOpen } from '@shared/menu';
import { PATHS } from '@shared/paths';
import { PageSpinner } from '@/components/page-spinner';
import { useSession } from '@/lib/session';
import { SessionError } from './session-error';

/** Guards the business routes: signed out goes to login (remembering where), forbidden to not-authorized. */
export function RequireSession() {
  const { user, isLoading, error, retry } = useSession();
  const location = useLocation();

  if (isLoading) return <PageSpinner fullScreen />;
  if (error && !user) return <SessionError onRetry={retry} />;
  if (!user) {
    return <Navigate to="/pages/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!canOpen(user.role, location.pathname)) return <Navigate to={PATHS.notAuthorized} replace />;
  return <Outlet />;
}
