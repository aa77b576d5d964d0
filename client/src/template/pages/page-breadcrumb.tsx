import './template-pages.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { landingPath } from '@shared/menu';
import type { PageGroup } from '@shared/template-pages';
import { useSession } from '@/lib/session';

/** Accueil › <group> › <page>, as on the template's other pages. */
export function PageBreadcrumb({ group, title }: { group: PageGroup; title: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <nav aria-label={t('templatePage.breadcrumb')} className="page-breadcrumb">
      <ol className="breadcrumb mb-0">
        <li className="breadcrumb-item">
          <Link to={landingPath(user?.role ?? null)}>{t('pages.home')}</Link>
        </li>
        <li className="breadcrumb-item">{t(`templatePage.groups.${group}`)}</li>
        <li className="breadcrumb-item active" aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}
