import './navbar.css';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { landingPath } from '@shared/menu';
import { Brand } from '@/components/brand';
import { BrandLogo } from '@/components/brand-logo';
import { IconButton } from '@/components/ui/icon-button';
import { BookmarkBar } from '@/features/bookmarks/bookmark-bar';
import { QuickSearch } from '@/features/search/quick-search';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import type { NavbarColor, NavbarType } from './customizer/settings';
import { HorizontalMenu } from './horizontal-menu';
import { LanguageDropdown } from './language-dropdown';
import { ModeToggle } from './mode-toggle';
import { SIDEBAR_ID } from './sidebar';
import { UserDropdown } from './user-dropdown';
import type { SessionUser } from '@shared/schemas/session';

/** Spec §9: the navbar takes its scrolled look past this. */
const NAVBAR_SCROLL_PX = 50;

interface NavbarProps {
  user: SessionUser;
  type: Exclude<NavbarType, 'hidden'>;
  color: NavbarColor;
  /** the horizontal layout: brand at the start and the menu under the bar */
  horizontal: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}

export function Navbar({ user, type, color, horizontal, menuOpen, onOpenMenu, toggleRef }: NavbarProps) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_PX);
  const classes = ['layout-navbar', `navbar-${type}`, `navbar-color-${color}`];
  if (scrolled) classes.push('scrolled');
  return (
    <header className={classes.join(' ')} data-testid="navbar" data-navbar-type={type} data-scrolled={scrolled}>
      <div className="navbar-card">
        <IconButton
          ref={toggleRef}
          icon={Menu}
          size={22}
          label={t('menu.open')}
          className="nav-icon-button menu-toggle d-xl-none"
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onOpenMenu}
          data-testid="menu-toggle"
        />
        {horizontal ? (
          <Link to={landingPath(user.role)} className="navbar-brand-link">
            <Brand size={30} />
          </Link>
        ) : (
          <BrandLogo size={30} className="navbar-logo d-xl-none d-none d-sm-block" />
        )}
        <BookmarkBar />
        <div className="navbar-actions">
          <QuickSearch />
          <ModeToggle />
          <LanguageDropdown />
          <span className="navbar-divider" aria-hidden="true" />
          <UserDropdown user={user} />
        </div>
      </div>
      {horizontal && <HorizontalMenu role={user.role} />}
    </header>
  );
}
