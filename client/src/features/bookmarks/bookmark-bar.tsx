import './bookmarks.css';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MenuIcon } from '@/components/menu-icon';
import { useMediaQuery } from '@/lib/use-media-query';
import { groupBookmarks, moveId } from './bookmark-order';
import { BookmarkOverflow } from './bookmark-overflow';
import { BookmarkPicker } from './bookmark-picker';
import { useBookmarks } from './use-bookmarks';

/** Below this width the bar folds into its dropdown: the navbar keeps only icons that always fit. */
const NARROW_QUERY = '(max-width: 991.98px)';

/**
 * The navbar's starred bookmarks (spec §4): up to ten icon links, reordered by dragging them or,
 * from the keyboard, with Alt + arrow keys; the rest wait in the overflow dropdown.
 */
export function BookmarkBar() {
  const { t } = useTranslation();
  const { list, setStarred, reorder } = useBookmarks();
  const narrow = useMediaQuery(NARROW_QUERY);
  const { bar, overflow, starred } = groupBookmarks(list);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const refocus = useRef<string | null>(null);
  const helpId = useId();

  // React may move the focused link in the DOM while reordering: put the focus back on it.
  useEffect(() => {
    if (refocus.current === null) return;
    links.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const move = (from: number, to: number): void => {
    if (to < 0 || to >= bar.length || from === to) return;
    const moved = bar[from];
    reorder(moveId(starred.map((bookmark) => bookmark.id), from, to));
    setAnnouncement(t('bookmarks.moved', { title: moved.title, position: to + 1, count: bar.length }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number): void => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    // Alt+arrow is also the browser's back/forward: this one moves the bookmark instead.
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    refocus.current = bar[index].id;
    move(index, forward ? index + 1 : index - 1);
  };

  const onDragStart = (event: DragEvent<HTMLLIElement>, id: string): void => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', id);
    setDragged(id);
  };
  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number): void => {
    if (dragged === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (target !== index) setTarget(index);
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, index: number): void => {
    event.preventDefault();
    const from = bar.findIndex((bookmark) => bookmark.id === dragged);
    if (from >= 0) move(from, index);
    setDragged(null);
    setTarget(null);
  };
  const onDragEnd = (): void => {
    setDragged(null);
    setTarget(null);
  };

  const folded = narrow ? starred : overflow;
  const draggedIndex = bar.findIndex((bookmark) => bookmark.id === dragged);

  return (
    <div className="navbar-bookmarks" data-testid="bookmarks">
      {!narrow && bar.length > 0 && (
        <ul className="bookmark-bar" aria-label={t('bookmarks.bar')} data-testid="bookmark-bar">
          {bar.map((bookmark, index) => {
            const classes = ['bookmark-item'];
            if (bookmark.id === dragged) classes.push('dragging');
            if (target === index && dragged !== null && index !== draggedIndex) {
              classes.push(index < draggedIndex ? 'drop-before' : 'drop-after');
            }
            return (
              <li
                key={bookmark.id}
                className={classes.join(' ')}
                draggable
                onDragStart={(event) => onDragStart(event, bookmark.id)}
                onDragOver={(event) => onDragOver(event, index)}
                onDrop={(event) => onDrop(event, index)}
                onDragEnd={onDragEnd}
                data-bookmark-id={bookmark.id}
              >
                <Link
                  ref={(element) => {
                    if (element) links.current.set(bookmark.id, element);
                    else links.current.delete(bookmark.id);
                  }}
                  to={bookmark.link}
                  className="btn nav-icon-button bookmark-link"
                  draggable={false}
                  aria-label={bookmark.title}
                  aria-describedby={helpId}
                  data-tooltip={bookmark.title}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <MenuIcon name={bookmark.icon} size={20} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <span id={helpId} hidden>
        {t('bookmarks.moveHelp')}
      </span>
      {folded.length > 0 && <BookmarkOverflow bookmarks={folded} all={narrow} />}
      <BookmarkPicker list={list} onToggle={setStarred} />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="bookmark-announcement">
        {announcement}
      </div>
    </div>
  );
}
