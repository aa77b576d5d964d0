import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { afterSignInPath } from '@/features/auth/after-login-path';
import { readLoginState } from '@/features/auth/login-state';
import { LoginScreen } from '@/features/auth/login-screen';
import { setSessionUser, useSession } from '@/lib/session';
import { usePublicConfig } from '@/lib/use-public-config';
import type { SessionUser } from '@shared/schemas/session';

/**
 * The login page inside the full app: reached by the app itself (a guarded page while signed out,
 * a sign-out, a 401), with the page wanted and the sign-out in the router's location state.
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { from, signedOut } = readLoginState(location.state);
  const session = useSession();
  const config = usePublicConfig();
  // Signing in fills the session before the screen navigates: it, not the redirect below, leads on.
  const [signingIn, setSigningIn] = useState(false);

  if (session.isLoading) return <PageSpinner fullScreen />;
  if (session.user && !signedOut && !signingIn) return <Navigate to={afterSignInPath(session.user, from)} replace />;

  const onSignedIn = async (user: SessionUser): Promise<void> => {
    setSigningIn(true);
    await setSessionUser(user);
    navigate(afterSignInPath(user, from), { replace: true });
  };

  return <LoginScreen config={config} Link={Link} onSignedIn={onSignedIn} />;
}
