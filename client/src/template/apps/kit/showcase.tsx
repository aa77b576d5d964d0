import './i18n';
import './kit.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';

export interface ShowcaseSection {
  /** the section's anchor and the key of its strings under `kit.<page>.<id>` */
  id: string;
  demo: ReactNode;
}

/**
 * The UI kit's pages: the heading, a table of contents, then one card per component with its
 * code-free description (what it is for, when to use it) beside a live example of the product's own
 * component.
 */
export function ShowcasePage({ page, icon: Icon, sections, wide = false }: { page: string; icon: LucideIcon; sections: readonly ShowcaseSection[]; wide?: boolean }) {
  const { t } = useTranslation();
  const title = t(`kit.${page}.title`);
  return (
    <>
      <PageBreadcrumb group="ui" title={title} />
      <PageHeading title={title} subtitle={t(`kit.${page}.subtitle`)} icon={<Icon size={22} />} />
      {sections.length > 1 && (
        <nav className="kit-toc" aria-label={t('kit.onThisPage')}>
          <ul>
            {sections.map(({ id }) => (
              <li key={id}>
                <a href={`#kit-${id}`}>{t(`kit.${page}.${id}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="kit-sections">
        {sections.map(({ id, demo }) => (
          <section key={id} id={`kit-${id}`} className={`card kit-section${wide ? ' is-wide' : ''}`} aria-labelledby={`kit-${id}-title`} data-testid="kit-section">
            <div className="card-body kit-section-body">
              <div className="kit-about">
                <h2 id={`kit-${id}-title`} className="h5">{t(`kit.${page}.${id}.title`)}</h2>
                <dl className="kit-description">
                  <dt>{t('kit.purpose')}</dt>
                  <dd>{t(`kit.${page}.${id}.purpose`)}</dd>
                  <dt>{t('kit.usage')}</dt>
                  <dd>{t(`kit.${page}.${id}.usage`)}</dd>
                </dl>
              </div>
              <div className="kit-demo" role="group" aria-label={t('kit.example')}>
                {demo}
              </div>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
