import './business.css';
import './search-box.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import '@/components/ui/i18n';

const DEBOUNCE_MS = 300;

/** The search box of a list: typed text reaches `onSearch` after a short pause (and at once on Enter). */
export function SearchBox({ value, onSearch, id = 'list-search', label }: { value: string; onSearch: (q: string) => void; id?: string; label?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest onSearch, so that the pause is counted from the last keystroke only: a parent that
  // re-renders (a list loading, a badge polling) passes a new function each time, and restarting
  // the timer on each of those could hold the search back for as long as they keep coming.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed by itself (Back button, a link): follow it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onSearchRef.current(text);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const send = (q: string) => {
    sent.current = q;
    onSearch(q);
  };

  return (
    <div className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('business.searchLabel')}
      </label>
      <Search size={16} className="search-box-icon" aria-hidden="true" />
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={t('business.search')}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
        }}
      />
      {text !== '' && (
        <button
          type="button"
          className="search-box-clear"
          aria-label={t('business.clearSearch')}
          onClick={() => {
            setText('');
            send('');
          }}
        >
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
