import '../styles/layout.css';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { areaOfPath } from '../../../shared/menu.js';
import { PageSpinner } from '../components/page-spinner';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { useMediaQuery } from '../lib/use-media-query';
import { useSession } from '../lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';

/** Below this width the sidebar leaves the page and opens over it (spec §2: hidden below 1200 px). */
const COMPACT_QUERY = '(max-width: 1199.98px)';

export default function MainLayout() {
  const { user } = useSession();
  const location = useLocation();
  const compact = useMediaQuery(COMPACT_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const overlay = compact && menuOpen;

  /** Closing after a menu link was followed: the new page takes over. */
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  /** Closing by the X, the backdrop or Escape: focus goes back to the toggle that opened it. */
  const dismissMenu = useCallback(() => {
    setMenuOpen(false);
    window.requestAnimationFrame(() => toggleRef.current?.focus());
  }, []);

  useEffect(() => {
    if (!compact) setMenuOpen(false);
  }, [compact]);

  useEffect(() => {
    if (!overlay) return;
    closeRef.current?.focus();
    document.body.classList.add('menu-overlay-open');
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') dismissMenu();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('menu-overlay-open');
      document.removeEventListener('keydown', onKey);
    };
  }, [overlay, dismissMenu]);

  // The guard only renders this layout with a user; a logout in progress may clear it first.
  if (!user) return <Navigate to="/pages/login" replace />;

  return (
    <div className="layout-wrapper">
      <SkipLink />
      <Sidebar
        role={user.role}
        open={overlay}
        hidden={compact && !menuOpen}
        onNavigate={closeMenu}
        onDismiss={dismissMenu}
        closeButtonRef={closeRef}
      />
      {overlay && <div className="layout-backdrop" onClick={dismissMenu} aria-hidden="true" data-testid="menu-backdrop" />}
      <div className="layout-page" inert={overlay}>
        <Navbar user={user} menuOpen={overlay} onOpenMenu={() => setMenuOpen(true)} toggleRef={toggleRef} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout-content">
          {/* A boundary per area: the router navigates in a transition, which would otherwise keep
              the previous screen up, spinner-less, while the next one's chunk loads. */}
          <Suspense key={areaOfPath(location.pathname)?.id ?? location.pathname} fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </div>
  );
}
