import './template-pages.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { House, LayoutTemplate } from 'lucide-react';
import { landingPath } from '@shared/menu';
import { templatePageOfPath } from '@shared/template-pages';
import { MenuIcon } from '@/components/menu-icon';
import { useCurrentLanguage } from '@/i18n/current-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { ColumnCard } from './column-card';

/** Skeleton rows of the preview card: widths in twelfths, per group of pages. */
const PREVIEWS: Record<string, number[][]> = {
  apps: [[3, 3, 3, 3], [8, 4], [6, 6]],
  pages: [[12], [8, 4], [4, 4, 4]],
  ui: [[4, 4, 4], [6, 6], [3, 3, 3, 3]],
  misc: [[12], [6, 6]],
};

/**
 * Every template demo page of the main layout (shared/template-pages.ts): the template's page is
 * kept for reference, so this says what it is rather than showing fake data.
 */
export default function TemplatePage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const location = useLocation();
  const { filter } = useParams();
  const { user } = useSession();
  const page = templatePageOfPath(location.pathname);
  const title = page ? page.title[language] : t('templatePage.unknown');
  useDocumentTitle(title);
  if (!page) return null;

  const group = t(`templatePage.groups.${page.group}`);
  return (
    <>
      <nav aria-label={t('templatePage.breadcrumb')} className="page-breadcrumb">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to={landingPath(user?.role ?? null)}>{t('pages.home')}</Link>
          </li>
          <li className="breadcrumb-item">{group}</li>
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <header className="page-header">
        <span className="icon-tile page-header-icon" aria-hidden="true">
          <MenuIcon name={page.icon} size={22} />
        </span>
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{t('templatePage.subtitle', { group })}</p>
        </div>
        {filter && (
          <span className="badge badge-soft-primary ms-auto template-filter" data-testid="template-filter">
            {t('templatePage.filter', { filter })}
          </span>
        )}
      </header>
      <div className="row g-4">
        <ColumnCard lg={5} titleId="template-about">
          <span className="template-badge">
            <LayoutTemplate size={16} aria-hidden="true" />
            {t('templatePage.badge')}
          </span>
          <h2 id="template-about" className="h5 mt-3">
            {t('templatePage.aboutTitle')}
          </h2>
          <p data-testid="template-notice">{t('templatePage.about')}</p>
          <p className="text-body-secondary">{t('templatePage.business')}</p>
          <Link to={landingPath(user?.role ?? null)} className="btn btn-primary">
            <House size={18} aria-hidden="true" />
            {t('templatePage.backHome')}
          </Link>
        </ColumnCard>
        <div className="col-lg-7">
          <section className="card h-100" aria-label={t('templatePage.preview')}>
            <div className="card-body template-preview" aria-hidden="true">
              {(PREVIEWS[page.group] ?? PREVIEWS.pages).map((row, rowIndex) => (
                <div className="template-preview-row" key={rowIndex}>
                  {row.map((width, cell) => (
                    <span key={cell} className={`template-preview-cell span-${width}`}>
                      <span className="placeholder col-7" />
                      <span className="placeholder col-4" />
                    </span>
                  ))}
                </div>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
