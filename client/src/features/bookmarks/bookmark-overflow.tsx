import './bookmarks.css';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Bookmark as BookmarkIcon, ChevronDown } from 'lucide-react';
import { MenuIcon } from '@/components/menu-icon';
import type { Bookmark } from '@shared/schemas/bookmarks';

interface BookmarkOverflowProps {
  bookmarks: Bookmark[];
  /** small screens: the dropdown holds every starred bookmark, the bar is folded into it */
  all: boolean;
}

/** The starred bookmarks past the bar's ten (spec §4), or all of them on small screens. */
export function BookmarkOverflow({ bookmarks, all }: BookmarkOverflowProps) {
  const { t } = useTranslation();
  const label = all ? t('bookmarks.all', { count: bookmarks.length }) : t('bookmarks.overflow', { count: bookmarks.length });
  return (
    <Dropdown className="bookmark-overflow">
      <Dropdown.Toggle variant="link" className="nav-icon-button bookmark-overflow-toggle" aria-label={label} data-testid="bookmark-overflow-toggle">
        {all ? <BookmarkIcon size={20} aria-hidden="true" /> : <ChevronDown size={20} aria-hidden="true" />}
        {!all && (
          <span className="bookmark-overflow-count" aria-hidden="true">
            +{bookmarks.length}
          </span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="bookmark-overflow-menu" data-testid="bookmark-overflow-menu">
        <Dropdown.Header>{all ? t('bookmarks.bar') : t('bookmarks.overflowTitle')}</Dropdown.Header>
        {bookmarks.map((bookmark) => (
          <Dropdown.Item key={bookmark.id} as={Link} to={bookmark.link} data-bookmark-id={bookmark.id}>
            <MenuIcon name={bookmark.icon} size={18} />
            <span className="text-truncate">{bookmark.title}</span>
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
