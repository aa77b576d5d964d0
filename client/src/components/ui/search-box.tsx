import './business.css';
import './search-box.css';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { useDebouncedDraft } from '@/lib/use-debounced-draft';
import '@/components/ui/i18n';

/** The search box of a list: typed text reaches `onSearch` after a short pause (and at once on Enter). */
export function SearchBox({
  value,
  onSearch,
  id = 'list-search',
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  id?: string;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const { text, setText, send } = useDebouncedDraft(value, onSearch);

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
        placeholder={placeholder ?? t('business.search')}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
        }}
      />
      {text !== '' && (
        <button type="button" className="search-box-clear" aria-label={t('business.clearSearch')} onClick={() => send('')}>
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
