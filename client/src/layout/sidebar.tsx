import './sidebar.css';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CircleDot, Circle, X } from 'lucide-react';
import { areaOfPath, landingPath, visibleMenu } from '@shared/menu';
import { Brand } from '@/components/brand';
import { IconButton } from '@/components/ui/icon-button';
import { useUnreadCount } from '@/features/tasks/api/get-unread-count';
import { MenuEntry } from './menu-entry';
import type { Role } from '@shared/schemas/people';

export const SIDEBAR_ID = 'layout-menu';

/** Spec §9: the shadow under the menu header appears once the menu list is scrolled past this. */
const MENU_SHADOW_PX = 100;

interface SidebarProps {
  role: Role | null;
  /** shown over the page (small screens) */
  open: boolean;
  /** off-screen: out of the tab order and of the accessibility tree */
  hidden: boolean;
  /** the 80 px icon rail of the desktop layout */
  collapsed: boolean;
  /** the user's pinned choice (the profile page may collapse the rail without it) */
  pinnedCollapsed: boolean;
  /** semi-dark: only the menu is dark */
  dark: boolean;
  /** a menu link was followed */
  onNavigate: () => void;
  /** the close button was pressed */
  onDismiss: () => void;
  onToggleCollapsed: () => void;
  closeButtonRef: Ref<HTMLButtonElement>;
}

export function Sidebar(props: SidebarProps) {
  const { role, open, hidden, collapsed, pinnedCollapsed, dark, onNavigate, onDismiss, onToggleCollapsed, closeButtonRef } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const items = visibleMenu(role);
  const activeId = areaOfPath(location.pathname)?.id;
  const unreadCount = useUnreadCount(items.some((item) => item.badgeCount === 'unread_count'));
  const [shadow, setShadow] = useState(false);
  const listRef = useRef<HTMLElement>(null);

  // Show the active entry in a menu taller than the window. By hand: scrollIntoView would also move
  // the browser's Tab starting point onto the link.
  useEffect(() => {
    const list = listRef.current;
    const activeLink = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !activeLink) return;
    const top = activeLink.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + activeLink.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 2);
    }
  }, [activeId, open]);

  const classes = ['layout-menu'];
  if (open) classes.push('open');
  if (collapsed) classes.push('collapsed');

  return (
    <aside
      id={SIDEBAR_ID}
      className={classes.join(' ')}
      inert={hidden}
      data-bs-theme={dark ? 'dark' : undefined}
      data-testid="sidebar"
    >
      <div className="menu-header">
        <Link to={landingPath(role)} className="menu-brand" onClick={onNavigate}>
          <Brand />
        </Link>
        <IconButton
          icon={pinnedCollapsed ? Circle : CircleDot}
          size={18}
          label={t('layout.pinMenu')}
          className="nav-icon-button menu-collapse-toggle d-none d-xl-inline-flex"
          aria-pressed={!pinnedCollapsed}
          onClick={onToggleCollapsed}
          data-testid="menu-collapse-toggle"
        />
        <IconButton ref={closeButtonRef} icon={X} label={t('menu.close')} className="nav-icon-button menu-close d-xl-none" onClick={onDismiss} />
      </div>
      <div className={shadow ? 'menu-shadow visible' : 'menu-shadow'} aria-hidden="true" data-testid="menu-shadow" />
      <nav
        ref={listRef}
        className="menu-inner"
        aria-label={t('menu.mainMenu')}
        onScroll={(event) => setShadow(event.currentTarget.scrollTop > MENU_SHADOW_PX)}
      >
        <ul className="menu-list">
          {items.map((item) => (
            <li key={item.id} className="menu-item">
              <MenuEntry item={item} active={item.id === activeId} unreadCount={unreadCount} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
