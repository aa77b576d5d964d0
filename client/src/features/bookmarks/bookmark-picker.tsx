import './bookmarks.css';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Star } from 'lucide-react';
import { ControlLabel } from '@/components/forms/control-label';
import { MenuIcon } from '@/components/menu-icon';
import { matchesQuery } from '@/lib/text-match';
import { BOOKMARK_BAR_SIZE, type Bookmark } from '@shared/schemas/bookmarks';

interface BookmarkPickerProps {
  list: Bookmark[];
  onToggle: (id: string, starred: boolean) => void;
}

/** The star toggle's search: every page the role may open, each with a star to add or remove it. */
export function BookmarkPicker({ list, onToggle }: BookmarkPickerProps) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [query, setQuery] = useState('');
  const shown = query.trim() ? list.filter((bookmark) => matchesQuery(bookmark.title, query)) : list;
  const starredCount = list.filter((bookmark) => bookmark.starred).length;

  return (
    <Dropdown
      className="bookmark-picker"
      show={show}
      autoClose="outside"
      onToggle={(next) => {
        setShow(next);
        if (!next) setQuery('');
      }}
    >
      <Dropdown.Toggle variant="link" className="nav-icon-button bookmark-picker-toggle" aria-label={t('bookmarks.manage')} data-testid="bookmark-picker-toggle">
        <Star size={20} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="bookmark-picker-menu" data-testid="bookmark-picker">
        <div className="bookmark-picker-head">
          <ControlLabel htmlFor="bookmark-search">{t('bookmarks.searchLabel')}</ControlLabel>
          <input
            id="bookmark-search"
            type="search"
            className="form-control form-control-sm"
            placeholder={t('bookmarks.searchPlaceholder')}
            value={query}
            autoFocus
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className="bookmark-picker-count" aria-live="polite">
            {t('bookmarks.count', { count: starredCount, max: BOOKMARK_BAR_SIZE })}
          </p>
        </div>
        <ul className="bookmark-options" aria-label={t('bookmarks.pages')}>
          {shown.map((bookmark) => (
            <li key={bookmark.id} className="bookmark-option" data-bookmark-id={bookmark.id}>
              <Link to={bookmark.link} className="bookmark-option-link" onClick={() => setShow(false)}>
                <MenuIcon name={bookmark.icon} size={18} />
                <span className="text-truncate">{bookmark.title}</span>
              </Link>
              <button
                type="button"
                className={bookmark.starred ? 'star-toggle starred' : 'star-toggle'}
                aria-pressed={bookmark.starred}
                aria-label={t('bookmarks.star', { title: bookmark.title })}
                onClick={() => onToggle(bookmark.id, !bookmark.starred)}
                data-testid={`star-${bookmark.id}`}
              >
                <Star size={18} aria-hidden="true" />
              </button>
            </li>
          ))}
          {shown.length === 0 && <li className="bookmark-empty">{t('bookmarks.noMatch')}</li>}
        </ul>
      </Dropdown.Menu>
    </Dropdown>
  );
}
