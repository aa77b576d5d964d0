import './blank-layout.css';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';

/** Full-screen pages without the sidebar: login, not-authorized, not found. */
export function BlankLayout() {
  return (
    <>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="blank-layout">
        <Suspense fallback={<PageSpinner fullScreen />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
