import './menu-entry.css';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@shared/menu';

interface MenuBadgeProps {
  item: MenuItem;
  unreadCount: number;
}

/** The pill at the end of a menu entry: a static text, or '<count> news' from GET unread_count. */
export function MenuBadge({ item, unreadCount }: MenuBadgeProps) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (item.badgeCount === 'unread_count') text = unreadCount > 0 ? t('menu.news', { count: unreadCount }) : null;
  else if (item.badgeText) text = item.badgeText;
  if (!text) return null;
  return (
    <span className={`badge rounded-pill menu-badge bg-${item.badge ?? 'primary'}`} data-testid={`badge-${item.id}`}>
      {text}
    </span>
  );
}
