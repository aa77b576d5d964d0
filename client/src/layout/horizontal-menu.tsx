import './horizontal-menu.css';
import { useLayoutEffect, useRef, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Ellipsis } from 'lucide-react';
import { areaOfPath, visibleMenu } from '@shared/menu';
import { MenuIcon } from '@/components/menu-icon';
import { useUnreadCount } from '@/features/tasks/api/get-unread-count';
import { MenuBadge } from './menu-badge';
import { MenuEntry } from './menu-entry';
import type { Role } from '@shared/schemas/people';

/** Room kept for the "More" button at the end of the bar. */
const MORE_WIDTH = 96;

/**
 * The menu of the horizontal layout: the role's entries in its order on one line; those that do
 * not fit go, still in order, into a "More" dropdown that shows when it holds the active entry.
 */
export function HorizontalMenu({ role }: { role: Role | null }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const items = visibleMenu(role);
  const activeId = areaOfPath(location.pathname)?.id;
  const unreadCount = useUnreadCount(items.some((item) => item.badgeCount === 'unread_count'));
  const listRef = useRef<HTMLUListElement>(null);
  const widths = useRef<number[]>([]);
  const [fit, setFit] = useState(items.length);
  const [measureKey, setMeasureKey] = useState('');
  const itemsKey = `${i18n.resolvedLanguage}|${items.map((item) => item.id).join()}|${unreadCount}`;

  // Measure every entry once shown in full (first render, new language or badge), then fit on resize.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const compute = (): void => {
      const available = list.clientWidth;
      const total = widths.current.reduce((sum, width) => sum + width, 0);
      if (total <= available) return setFit(items.length);
      let used = MORE_WIDTH;
      let count = 0;
      while (count < widths.current.length && used + widths.current[count] <= available) used += widths.current[count++];
      setFit(count);
    };
    if (measureKey !== itemsKey) {
      widths.current = [...list.children].slice(0, items.length).map((child) => (child as HTMLElement).offsetWidth + 4);
      setMeasureKey(itemsKey);
    }
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(list);
    return () => observer.disconnect();
  }, [itemsKey, measureKey, items.length]);

  const measuring = measureKey !== itemsKey;
  const shown = measuring ? items : items.slice(0, fit);
  const more = measuring ? [] : items.slice(fit);
  const moreActive = more.some((item) => item.id === activeId);

  return (
    <nav className="horizontal-menu" aria-label={t('menu.mainMenu')} data-testid="horizontal-menu">
      <ul ref={listRef} className="horizontal-menu-list">
        {shown.map((item) => (
          <li key={item.id} className="horizontal-menu-item">
            <MenuEntry item={item} active={item.id === activeId} unreadCount={unreadCount} />
          </li>
        ))}
        {more.length > 0 && (
          <li className="horizontal-menu-item">
            <Dropdown>
              <Dropdown.Toggle
                variant="link"
                className={moreActive ? 'menu-link menu-more active' : 'menu-link menu-more'}
                aria-label={t('layout.moreMenu', { count: more.length })}
              >
                <Ellipsis size={20} aria-hidden="true" className="menu-icon" />
                <span className="menu-title">{t('layout.more')}</span>
              </Dropdown.Toggle>
              <Dropdown.Menu className="horizontal-more-menu">
                {more.map((item) => (
                  <Dropdown.Item
                    key={item.id}
                    as={Link}
                    to={item.navLink}
                    active={item.id === activeId}
                    aria-current={item.id === activeId ? 'page' : undefined}
                    data-menu-id={item.id}
                  >
                    <MenuIcon name={item.icon} size={18} />
                    <span className="flex-grow-1">{t(item.title)}</span>
                    <MenuBadge item={item} unreadCount={unreadCount} />
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
          </li>
        )}
      </ul>
    </nav>
  );
}
