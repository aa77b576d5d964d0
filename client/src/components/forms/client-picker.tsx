import '@/components/ui/business.css';
import '@/components/ui/search-box.css';
import './client-picker.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import '@/components/ui/i18n';

export interface PickerOption {
  id: number;
  label: string;
  hint?: string;
}

/**
 * A search-as-you-type combobox for one client among hundreds (a select cannot hold them all).
 * `search` is the feature's own fetcher.
 */
export function ClientPicker({
  id,
  value,
  onChange,
  search,
  describedBy,
  invalid,
}: {
  id: string;
  value: PickerOption | null;
  onChange: (option: PickerOption | null) => void;
  search: (q: string) => Promise<PickerOption[]>;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<PickerOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setLoading(true);
    const timer = window.setTimeout(() => {
      search(text)
        .then((found) => {
          if (!cancelled) {
            setOptions(found);
            setActive(0);
          }
        })
        .catch(() => !cancelled && setOptions([]))
        .finally(() => !cancelled && setLoading(false));
    }, 250);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [text, open, search]);

  const pick = (option: PickerOption) => {
    onChange(option);
    setText('');
    setOpen(false);
  };

  if (value) {
    return (
      <div className="client-picker-value form-control" id={`${id}-value`}>
        <span className="text-truncate">
          <strong>{value.label}</strong>
          {value.hint && <span className="text-body-secondary ms-2 small">{value.hint}</span>}
        </span>
        <button
          type="button"
          className="btn-icon btn-icon-sm"
          id={id}
          aria-label={`${t('business.pickClientClear')} : ${value.label}`}
          aria-describedby={describedBy}
          onClick={() => {
            onChange(null);
            window.requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          <X size={14} aria-hidden="true" />
        </button>
      </div>
    );
  }

  return (
    <div className="client-picker">
      <Search size={16} className="search-box-icon" aria-hidden="true" />
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options[active] ? `${listId}-${options[active].id}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t('business.pickClient')}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((n) => Math.min(n + 1, options.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((n) => Math.max(n - 1, 0));
          } else if (event.key === 'Enter' && open && options[active]) {
            event.preventDefault();
            pick(options[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {open && (
        <ul className="client-picker-list dropdown-menu show" id={listId} role="listbox">
          {loading && options.length === 0 && <li className="dropdown-item-text text-body-secondary">{t('business.pickClientLoading')}</li>}
          {!loading && options.length === 0 && <li className="dropdown-item-text text-body-secondary">{t('business.pickClientEmpty')}</li>}
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={index === active}
              className={`dropdown-item${index === active ? ' active' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="text-truncate">{option.label}</span>
              {option.hint && <span className="small text-body-secondary text-truncate">{option.hint}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
