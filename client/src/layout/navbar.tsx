import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import type { SessionUser } from '../../../shared/types.js';
import { BrandLogo } from '../components/brand-logo';
import { LanguageDropdown } from './language-dropdown';
import { SIDEBAR_ID } from './sidebar';
import { Greeting } from './greeting';
import { UserDropdown } from './user-dropdown';

interface NavbarProps {
  user: SessionUser;
  menuOpen: boolean;
  onOpenMenu: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}

export function Navbar({ user, menuOpen, onOpenMenu, toggleRef }: NavbarProps) {
  const { t } = useTranslation();
  return (
    <header className="layout-navbar">
      <div className="navbar-card">
        <button
          ref={toggleRef}
          type="button"
          className="btn nav-icon-button menu-toggle d-xl-none"
          aria-label={t('menu.open')}
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onOpenMenu}
          data-testid="menu-toggle"
        >
          <Menu size={22} aria-hidden="true" />
        </button>
        <BrandLogo size={30} className="navbar-logo d-xl-none" />
        <Greeting name={user.name} />
        <div className="navbar-actions">
          <LanguageDropdown />
          <span className="navbar-divider" aria-hidden="true" />
          <UserDropdown user={user} />
        </div>
      </div>
    </header>
  );
}
