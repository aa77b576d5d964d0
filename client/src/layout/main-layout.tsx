import './layout.css';
import '@/i18n/shell-resources';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { areaOfPath } from '@shared/menu';
import { PageSpinner } from '@/components/page-spinner';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSession } from '@/lib/session';
import { CustomizerToggle } from './customizer/customizer-toggle';
import { updateSettings, useSettings } from './customizer/settings-store';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';
import { useSidebarSwipe } from './use-sidebar-swipe';

/**
 * Spec §2 and §9: below 1200 px the sidebar leaves the page and opens over it, and the horizontal
 * layout turns vertical (1199 px or less).
 */
const COMPACT_QUERY = '(max-width: 1199.98px)';
/** The template's profile page shows with the menu collapsed (spec §2). */
const COLLAPSING_PATHS = new Set(['/pages/profile']);

export default function MainLayout() {
  const { user } = useSession();
  const location = useLocation();
  const settings = useSettings();
  const compact = useMediaQuery(COMPACT_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const overlay = compact && menuOpen;
  const horizontal = settings.layout === 'horizontal' && !compact;
  const collapsed = !compact && !horizontal && (settings.sidebarCollapsed || COLLAPSING_PATHS.has(location.pathname));

  /** Closing after a menu link was followed: the new page takes over. */
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  /** Closing by the X, the backdrop, a swipe or Escape: focus goes back to the toggle that opened it. */
  const dismissMenu = useCallback(() => {
    setMenuOpen(false);
    window.requestAnimationFrame(() => toggleRef.current?.focus({ preventScroll: true }));
  }, []);
  const openMenu = useCallback(() => setMenuOpen(true), []);

  useSidebarSwipe({ enabled: compact, open: menuOpen, rtl: settings.rtl, onOpen: openMenu, onClose: dismissMenu });

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

  const classes = [
    'layout-wrapper',
    horizontal ? 'layout-horizontal' : 'layout-vertical',
    `menu-color-${settings.menuColor}`,
    `navbar-type-${settings.navbarType}`,
    `footer-type-${settings.footerType}`,
  ];
  if (collapsed) classes.push('menu-collapsed');
  if (!settings.hideScrollToTop) classes.push('scroll-top-enabled');
  // A hidden navbar still shows below 1200 px: it holds the only way to open the menu there.
  const navbarType = settings.navbarType === 'hidden' && compact ? 'static' : settings.navbarType;

  return (
    <ThemeProvider dir={settings.rtl ? 'rtl' : 'ltr'}>
      <div className={classes.join(' ')} data-layout={horizontal ? 'horizontal' : 'vertical'} data-testid="layout">
        <SkipLink />
        {!horizontal && (
          <Sidebar
            role={user.role}
            open={overlay}
            hidden={compact && !menuOpen}
            collapsed={collapsed}
            pinnedCollapsed={settings.sidebarCollapsed}
            dark={settings.mode === 'semi-dark'}
            onNavigate={closeMenu}
            onDismiss={dismissMenu}
            onToggleCollapsed={() => updateSettings({ sidebarCollapsed: !settings.sidebarCollapsed })}
            closeButtonRef={closeRef}
          />
        )}
        {overlay && <div className="layout-backdrop" onClick={dismissMenu} aria-hidden="true" data-testid="menu-backdrop" />}
        <div className="layout-page" inert={overlay}>
          {navbarType === 'hidden' && horizontal && (
            // The bar is hidden, the menu is not: it is the only way around in this layout.
            <header className="layout-navbar navbar-static navbar-menu-only">
              <HorizontalMenu role={user.role} />
            </header>
          )}
          {navbarType !== 'hidden' && (
            <Navbar
              user={user}
              type={navbarType}
              color={settings.navbarColor}
              horizontal={horizontal}
              menuOpen={overlay}
              onOpenMenu={openMenu}
              toggleRef={toggleRef}
            />
          )}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout-content">
            {/* A boundary per area: the router navigates in a transition, which would otherwise keep
                the previous screen up, spinner-less, while the next one's chunk loads. */}
            <Suspense key={areaOfPath(location.pathname)?.id ?? location.pathname} fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          {settings.footerType !== 'hidden' && <Footer type={settings.footerType} />}
          {!settings.hideScrollToTop && <ScrollToTop />}
          <CustomizerToggle />
        </div>
      </div>
    </ThemeProvider>
  );
}
