import '@/layout/blank-layout.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { readHistoryLoginState } from '@/features/auth/login-state';
import { LoginScreen } from '@/features/auth/login-screen';
import { apiGet } from '@/lib/api-client';
import { pageHref } from '@/lib/base-url';
import type { PublicConfig } from '@shared/schemas/config';
import type { Role } from '@shared/schemas/people';
import type { SessionUser } from '@shared/schemas/session';
import { Toaster } from './toaster';

/**
 * A fresh load of the login page: the same screen as in the full app, without the router, the
 * layouts, SWR or the page catalogue, so the page is usable after a fraction of the app's script.
 * Links are full page loads; once signed in, the landing page replaces this one in the history.
 */

function PlainLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  return (
    <a href={pageHref(to)} className={className}>
      {children}
    </a>
  );
}

/** The page a signed-in user goes to: the one that sent them here, if their role may open it. */
async function leaveFor(role: Role | null, from: string | undefined): Promise<void> {
  // The menu and the page catalogue decide: fetched now rather than with the page.
  const { afterLoginPath } = await import('@/features/auth/after-login-path');
  window.location.replace(pageHref(afterLoginPath(role, from)));
}

/** Fetches the full app while the visitor types: the page after the sign-in then starts at once. */
function warmUp(): void {
  import('./app').catch(() => undefined);
}

function LoginApp({ config, from }: { config: PublicConfig | undefined; from: string | undefined }) {
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="blank-layout">
        <LoginScreen config={config} Link={PlainLink} onSignedIn={(user) => leaveFor(user.role, from)} onStart={warmUp} />
      </main>
      <Toaster />
    </>
  );
}

/**
 * Draws the login page once GET session and GET config answered (the demo accounts show with the
 * form), or sends a visitor already signed in to their page. `from` is the router's location state,
 * kept in history.state: a reload of the page the app sent here still returns there after sign-in.
 */
export async function start(root: HTMLElement, session: Promise<SessionUser | null>): Promise<void> {
  const { from } = readHistoryLoginState();
  const config = apiGet<PublicConfig>('config').catch(() => undefined);
  // A fresh answer: unlike the full app's cached session, there is no sign-out in flight to wait for.
  const user = await session.catch(() => null);
  if (user) {
    try {
      await leaveFor(user.role, from);
      return;
    } catch {
      // The way on failed to load: the login page is still better than a blank one.
    }
  }
  createRoot(root).render(
    <StrictMode>
      <LoginApp config={await config} from={from} />
    </StrictMode>,
  );
}
