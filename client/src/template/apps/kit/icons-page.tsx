import '@/components/ui/search-box.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feather, Search } from 'lucide-react';
import { MENU_ICONS } from '@/components/menu-icon';
import { ShowcasePage } from './showcase';

const NAMES = Object.keys(MENU_ICONS).sort();
/** Lucide's own name of the drawing (its component's display name, e.g. SquarePen). */
const lucideName = (name: string) => MENU_ICONS[name].displayName ?? '';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function IconSet() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<{ name: string; ok: boolean } | null>(null);
  const shown = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return needle === '' ? NAMES : NAMES.filter((name) => name.includes(needle) || lucideName(name).toLowerCase().includes(needle));
  }, [q]);
  return (
    <>
      <div className="kit-row">
        <div className="search-box flex-grow-1">
          <Search size={16} aria-hidden="true" className="search-box-icon" />
          <input type="search" className="form-control" value={q} onChange={(event) => setQ(event.target.value)} aria-label={t('kit.icons.search')} placeholder={t('kit.icons.search')} data-testid="icon-search" />
        </div>
        <span className="kit-status" aria-live="polite" data-testid="icon-count">{t('kit.icons.count', { count: shown.length })}</span>
      </div>
      <p className="kit-status" role="status" data-testid="icon-copied">
        {status ? (status.ok ? t('kit.icons.copied', { name: status.name }) : t('kit.icons.copyFailed', { name: status.name })) : ''}
      </p>
      {shown.length === 0 ? (
        <p className="mb-0">{t('kit.icons.none', { q })}</p>
      ) : (
        <ul className="kit-icon-grid" data-testid="icon-grid">
          {shown.map((name) => {
            const Icon = MENU_ICONS[name];
            return (
              <li key={name}>
                <button type="button" className={`kit-icon${status?.ok && status.name === name ? ' is-copied' : ''}`} title={t('kit.icons.copy', { name })} data-icon={name}
                  onClick={() => void copy(name).then((ok) => setStatus({ name, ok }))}>
                  <Icon size={24} aria-hidden="true" />
                  <span className="visually-hidden">{t('kit.icons.copyPrefix')}</span>
                  <span>{name}</span>
                  <span className="kit-icon-lucide">{lucideName(name)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** /icons/feather: the icons of the menu and the page catalogue, searchable; a click copies the name. */
export default function IconsPage() {
  return <ShowcasePage page="icons" icon={Feather} wide sections={[{ id: 'set', demo: <IconSet /> }]} />;
}
