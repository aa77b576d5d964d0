import './page-breadcrumb.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { landingPath } from '@shared/menu';
import { groupIndexOf, templatePageOfPath, type PageGroup } from '@shared/template-pages';
import { useCurrentLanguage } from '@/i18n/current-language';
import { useSession } from '@/lib/session';

/** "Composants : vue d’ensemble" -> "Composants". */
const groupName = (indexTitle: string) => indexTitle.split(/\s*:\s*/)[0];

/** Accueil › <group> › <page>, as on the template's other pages; a UI page also links to its group's index (› Composants ›). */
export function PageBreadcrumb({ group, title }: { group: PageGroup; title: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const page = templatePageOfPath(pathname);
  const index = page ? groupIndexOf(page) : null;
  const language = useCurrentLanguage();
  return (
    <nav aria-label={t('templatePage.breadcrumb')} className="page-breadcrumb">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to={landingPath(user?.role ?? null)}>{t('pages.home')}</Link>
        </li>
        <li className="breadcrumb-item">{t(`templatePage.groups.${group}`)}</li>
        {index && (
          <li className="breadcrumb-item">
            <Link to={index.link}>{groupName(index.title[language])}</Link>
          </li>
        )}
        <li className="breadcrumb-item active" aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}
