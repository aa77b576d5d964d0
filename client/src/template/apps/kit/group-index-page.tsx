import { IconTile } from '@/components/ui/icon-tile';
import './i18n';
import './kit.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { pagesOfGroup, templatePageOfPath } from '@shared/template-pages';
import { MenuIcon } from '@/components/menu-icon';
import { PageHeading } from '@/components/ui/page-heading';
import { useCurrentLanguage } from '@/i18n/current-language';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';

/**
 * A UI group's root (/components, /forms, /cards, /extensions, /icons, /colors, /charts, /maps): a
 * card for each of its pages, in the catalogue's order, each one a link to the page.
 */
export default function GroupIndexPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const index = templatePageOfPath(useLocation().pathname);
  if (!index) return null;
  const title = index.title[language];
  return (
    <>
      <PageBreadcrumb group="ui" title={title} />
      <PageHeading title={title} subtitle={t(`kit.index.groups.${index.id}`)} icon={<MenuIcon name={index.icon} size={22} />} />
      <ul className="kit-index" aria-label={t('kit.index.label')}>
        {pagesOfGroup(index).map((page) => (
          <li key={page.id} className="card kit-index-card" data-testid="kit-index-card">
            <div className="card-body">
              <IconTile><MenuIcon name={page.icon} size={20} /></IconTile>
              <h2 className="h5 kit-index-title">
                <Link to={page.link} className="stretched-link">
                  {t(`kit.index.pages.${page.id}.title`)}
                </Link>
              </h2>
              <p className="kit-index-text">{t(`kit.index.pages.${page.id}.text`)}</p>
              <span className="kit-index-open" aria-hidden="true">
                {t('kit.index.open')} <ArrowRight size={14} className="flip-rtl" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
