import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { MENU_ITEMS, type AreaId } from '../../../shared/menu.js';
import { useDocumentTitle } from '../lib/use-document-title';
import { MenuIcon } from './menu-icon';

/** The screen of a business area that is not built yet: its title and a short notice. */
export function PlaceholderScreen({ area }: { area: AreaId }) {
  const { t } = useTranslation();
  const title = t(`pages.${area}.title`);
  useDocumentTitle(title);
  return (
    <>
      <header className="page-header">
        <span className="page-header-icon" aria-hidden="true">
          <MenuIcon name={MENU_ITEMS[area].icon} size={22} />
        </span>
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{t(`pages.${area}.description`)}</p>
        </div>
      </header>
      <section className="card coming-soon-card" aria-labelledby="coming-soon-title">
        <div className="card-body">
          <div className="coming-soon">
            <span className="coming-soon-icon" aria-hidden="true">
              <Sparkles size={26} />
            </span>
            <div>
              <h2 id="coming-soon-title" className="h5 mb-1">
                {t('pages.comingSoonTitle')}
              </h2>
              <p className="mb-0" data-testid="coming-soon">
                {t('pages.comingSoon')}
              </p>
            </div>
          </div>
          <div className="skeleton" aria-hidden="true">
            {[8, 6, 7, 5].map((width, row) => (
              <div className="skeleton-row" key={row}>
                <span className="placeholder skeleton-avatar" />
                <span className={`placeholder col-${width}`} />
                <span className="placeholder col-2 ms-auto" />
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
