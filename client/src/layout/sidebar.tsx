import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { X } from 'lucide-react';
import { areaOfPath, landingPath, visibleMenu } from '../../../shared/menu.js';
import type { Role } from '../../../shared/types.js';
import { Brand } from '../components/brand';
import { MenuIcon } from '../components/menu-icon';
import { useUnreadCount } from '../features/tasks/use-unread-count';
import { MenuBadge } from './menu-badge';

export const SIDEBAR_ID = 'layout-menu';

interface SidebarProps {
  role: Role | null;
  /** shown over the page (small screens) */
  open: boolean;
  /** off-screen: out of the tab order and of the accessibility tree */
  hidden: boolean;
  /** a menu link was followed */
  onNavigate: () => void;
  /** the close button was pressed */
  onDismiss: () => void;
  closeButtonRef: Ref<HTMLButtonElement>;
}

export function Sidebar({ role, open, hidden, onNavigate, onDismiss, closeButtonRef }: SidebarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = visibleMenu(role);
  const activeId = areaOfPath(location.pathname)?.id;
  const unreadCount = useUnreadCount(items.some((item) => item.badgeCount === 'unread_count'));

  return (
    <aside id={SIDEBAR_ID} className={open ? 'layout-menu open' : 'layout-menu'} inert={hidden}>
      <div className="menu-header">
        <Link to={landingPath(role)} className="menu-brand" onClick={onNavigate}>
          <Brand />
        </Link>
        <button
          ref={closeButtonRef}
          type="button"
          className="btn nav-icon-button menu-close d-xl-none"
          aria-label={t('menu.close')}
          onClick={onDismiss}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <nav className="menu-inner" aria-label={t('menu.mainMenu')}>
        <ul className="menu-list">
          {items.map((item) => {
            const active = item.id === activeId;
            return (
              <li key={item.id} className="menu-item">
                <Link
                  to={item.navLink}
                  className={active ? 'menu-link active' : 'menu-link'}
                  aria-current={active ? 'page' : undefined}
                  data-menu-id={item.id}
                  onClick={onNavigate}
                >
                  <MenuIcon name={item.icon} size={20} className="menu-icon" />
                  <span className="menu-title">{t(item.title)}</span>
                  <MenuBadge item={item} unreadCount={unreadCount} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
