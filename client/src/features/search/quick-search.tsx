import './quick-search.css';
import '@/components/ui/i18n';
import type { TFunction } from 'i18next';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CornerDownLeft, Search, X } from 'lucide-react';
import { MenuIcon } from '@/components/menu-icon';
import { IconButton } from '@/components/ui/icon-button';
import { formatDate } from '@/lib/format';
import { matchesQuery } from '@/lib/text-match';
import { clientCardPath, contractPath } from '@shared/paths';
import { useMainSearch } from './main-search-api';
import { useRecordSearch } from './api/search-records';
import type { QuickSearchResult } from '@shared/schemas/search';
import type { SearchItem } from '@shared/schemas/bookmarks';

/** One line of the list: a page of the catalogue, a client or a contract. */
interface SearchOption {
  key: string;
  title: string;
  /** e-mail and phone of a client, client and state of a contract */
  detail?: string;
  link: string;
  icon: ReactNode;
}

interface ResultGroup {
  title: string;
  items: { item: SearchOption; index: number }[];
}

function pageOption(item: SearchItem): SearchOption {
  return { key: `page-${item.id}`, title: item.title, link: item.link, icon: <MenuIcon name={item.icon} size={18} /> };
}

/** The clients and contracts found; a contract by its reference and client, then its state and date (two of one client apart). */
function recordGroups(result: QuickSearchResult | undefined, t: TFunction): Array<{ title: string; items: SearchOption[] }> {
  if (!result) return [];
  const clients = result.clients.map((c) => ({
    key: `client-${c.id}`,
    title: c.name,
    detail: [c.email, c.phone].filter(Boolean).join(' · '),
    link: clientCardPath(c.id),
    icon: <MenuIcon name="users" size={18} />,
  }));
  const contracts = result.contracts.map((c) => ({
    key: `contract-${c.id}`,
    title: `${c.reference} · ${c.clientName}`,
    detail: t('search.contractDetail', { state: t(`business.contractStates.${c.state}`), date: formatDate(c.createdAt) }),
    link: contractPath(c.id),
    icon: <MenuIcon name="file" size={18} />,
  }));
  return [
    { title: t('search.clients'), items: clients },
    { title: t('search.contracts'), items: contracts },
  ];
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * The navbar's quick search over the catalogue of pages (spec §2) and the clients and contracts the
 * role may see (asked to the BFF once the typing pauses): a combobox whose list follows the typed
 * text; arrows move, Enter opens, Escape closes. Ctrl+K or / opens it from anywhere.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const groups = useMainSearch(open);
  const records = useRecordSearch(open ? query : '');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const { results, flat } = useMemo(() => {
    const found: ResultGroup[] = [];
    const all: SearchOption[] = [];
    if (query.trim()) {
      const pages = groups.map((group) => ({ title: group.groupTitle, items: group.data.filter((item) => matchesQuery(item.title, query)).map(pageOption) }));
      for (const group of [...pages, ...recordGroups(records.result, t)]) {
        if (group.items.length === 0) continue;
        found.push({ title: group.title, items: group.items.map((item) => ({ item, index: all.push(item) - 1 })) });
      }
    }
    return { results: found, flat: all };
  }, [groups, query, records.result, t]);

  const close = (returnFocus: boolean): void => {
    setOpen(false);
    setQuery('');
    setActive(-1);
    if (returnFocus) triggerRef.current?.focus();
  };

  const go = (item: SearchOption): void => {
    close(false);
    navigate(item.link);
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent): void => {
      const shortcut = (event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isTyping(event.target));
      if (!shortcut || open) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onPointer = (event: PointerEvent): void => {
      if (!boxRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? flat.length - 1 : (current + step + flat.length) % flat.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = flat[active] ?? flat[0];
      if (chosen) go(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const expanded = open && flat.length > 0;
  const noMatch = open && query.trim() !== '' && flat.length === 0 && groups.length > 0 && !records.pending;

  return (
    <>
      <IconButton
        ref={triggerRef}
        icon={Search}
        label={t('search.open')}
        className="nav-icon-button"
        aria-keyshortcuts="Control+K /"
        onClick={() => setOpen(true)}
        data-testid="quick-search-toggle"
      />
      {open && (
        <div ref={boxRef} className="navbar-search" role="search" data-testid="quick-search">
          <Search size={20} aria-hidden="true" className="navbar-search-icon" />
          <input
            ref={inputRef}
            type="text"
            className="navbar-search-input"
            role="combobox"
            aria-label={t('search.label')}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <kbd className="navbar-search-kbd d-none d-md-inline">Esc</kbd>
          <IconButton icon={X} label={t('search.close')} className="nav-icon-button" onClick={() => close(true)} />
          <div id={listId} role="listbox" aria-label={t('search.results')} className="navbar-search-results" hidden={!expanded}>
            {results.map((group, groupIndex) => (
              <div key={group.title} role="group" aria-labelledby={`${listId}-g${groupIndex}`} className="search-group">
                <div id={`${listId}-g${groupIndex}`} role="presentation" className="search-group-title">
                  {group.title}
                </div>
                {group.items.map(({ item, index }) => (
                  <div
                    key={item.key}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className={index === active ? 'search-option active' : 'search-option'}
                    onPointerMove={() => setActive(index)}
                    onClick={() => go(item)}
                    data-link={item.link}
                  >
                    {item.icon}
                    <span className="search-option-title">{item.title}</span>
                    {item.detail && <span className="search-option-detail">{item.detail}</span>}
                    <CornerDownLeft size={16} aria-hidden="true" className="search-option-enter" />
                  </div>
                ))}
              </div>
            ))}
          </div>
          <div className="visually-hidden" aria-live="polite">
            {open && query.trim() !== '' ? t('search.count', { count: flat.length }) : ''}
          </div>
          {noMatch && (
            <div className="navbar-search-results navbar-search-empty" data-testid="quick-search-empty">
              {t('search.noResult', { query: query.trim() })}
            </div>
          )}
        </div>
      )}
    </>
  );
}
