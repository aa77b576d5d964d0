import { startTransition, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { preload } from 'swr';
import { SESSION_KEY } from '@/lib/session-probe';
import { leavePage } from '@/lib/toast-store';
import type { SessionUser } from '@shared/schemas/session';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { Toaster } from './toaster';

export function App() {
  const [router] = useState(createAppRouter);
  // The Toaster lives outside the router: it hears of page changes from the router itself.
  useEffect(() => router.subscribe((state) => leavePage(state.location.pathname)), [router]);
  return (
    <Providers>
      <RouterProvider router={router} />
      <Toaster />
    </Providers>
  );
}

/** Starts the full app; the session main.tsx asked for is SWR's first answer for it. */
export function start(root: HTMLElement, session: Promise<SessionUser | null>): void {
  preload(SESSION_KEY, () => session);
  const reactRoot = createRoot(root);
  // As a transition, the first mount of the layout and the page yields to the browser every few
  // milliseconds instead of holding the main thread for one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
