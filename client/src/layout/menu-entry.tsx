import './menu-entry.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuItem } from '@shared/menu';
import { MenuIcon } from '@/components/menu-icon';
import { MenuBadge } from './menu-badge';

interface MenuEntryProps {
  item: MenuItem;
  active: boolean;
  unreadCount: number;
  onNavigate?: () => void;
  className?: string;
}

/** One menu link (sidebar or horizontal menu): icon, title, badge; the active one says so. */
export function MenuEntry({ item, active, unreadCount, onNavigate, className = 'menu-link' }: MenuEntryProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={item.navLink}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
      data-menu-id={item.id}
      onClick={onNavigate}
    >
      <MenuIcon name={item.icon} size={20} className="menu-icon" />
      <span className="menu-title">{t(item.title)}</span>
      <MenuBadge item={item} unreadCount={unreadCount} />
    </Link>
  );
}
