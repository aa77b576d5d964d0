import '@/layout/blank-layout.css';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { readHistoryLoginState } from '@/features/auth/login-state';
import { LoginScreen } from '@/features/auth/login-screen';
import { apiGet } from '@/lib/api-client';
import { pageHref } from '@/lib/base-url';
import type { PublicConfig } from '@shared/schemas/config';
import type { SessionUser } from '@shared/schemas/session';

/**
 * A fresh load of the login page: the same screen as in the full app, without the router, the
 * layouts, SWR or the page catalogue, so the page is usable after a fraction of the app's script.
 * Links are full page loads; once signed in, the landing page replaces this one in the history.
 */

/**
 * Toasts come only after the visitor acts (a failed sign-in), by which time this has loaded: it
 * stays out of the page's first load (its budget: test/server/asset-budgets.test.ts).
 */
const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

function PlainLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  return (
    <a href={pageHref(to)} className={className}>
      {children}
    </a>
  );
}

/**
 * Once signed in: choosing their password after a temporary one, else the page that sent the user
 * here if their role may open it, else their landing page.
 */
async function leaveFor(user: SessionUser, from: string | undefined): Promise<void> {
  // The menu and the page catalogue decide: fetched now rather than with the page.
  const { afterSignInPath } = await import('@/features/auth/after-login-path');
  window.location.replace(pageHref(afterSignInPath(user, from)));
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
        <LoginScreen config={config} Link={PlainLink} onSignedIn={(user) => leaveFor(user, from)} onStart={warmUp} />
      </main>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

/**
 * Draws the login page once GET session and GET config answered (the demo accounts show with the
 * form). A visitor already signed in gets the full app in place, whose login route sends them on
 * as it always did (no second page load: a page load started now would race the visitor's own).
 * `from` is the router's location state, kept in history.state: a reload of the page the app sent
 * here still returns there after sign-in.
 */
export async function start(root: HTMLElement, session: Promise<SessionUser | null>): Promise<void> {
  const config = apiGet<PublicConfig>('config').catch(() => undefined);
  if (await session.catch(() => null)) {
    const app = await import('./app');
    app.start(root, session);
    return;
  }
  const { from } = readHistoryLoginState();
  createRoot(root).render(
    <StrictMode>
      <LoginApp config={await config} from={from} />
    </StrictMode>,
  );
}
