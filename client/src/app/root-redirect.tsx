import { Navigate } from 'react-router-dom';
import { landingPath } from '@shared/menu';
import { PageSpinner } from '@/components/page-spinner';
import { useSession } from '@/lib/session';
import { SessionError } from './session-error';

/** '/' leads to the user's landing page, or to login. */
export function RootRedirect() {
  const { user, isLoading, error, retry } = useSession();
  if (isLoading) return <PageSpinner fullScreen />;
  if (error && !user) return <SessionError onRetry={retry} />;
  return <Navigate to={user ? landingPath(user.role) : '/pages/login'} replace />;
}
