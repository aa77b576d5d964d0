import { useTranslation } from 'react-i18next';
import { CalendarDays, Box, FolderOpen, UserPlus } from 'lucide-react';
import { ShowcasePage } from './showcase';

function Anatomy() {
  const { t } = useTranslation();
  return (
    <section className="card kit-card-sample" aria-labelledby="kit-anatomy-header">
      <div className="card-header d-flex align-items-center gap-2">
        <FolderOpen size={18} aria-hidden="true" />
        <h3 id="kit-anatomy-header" className="h6 mb-0">{t('kit.componentCards.anatomy.header')}</h3>
      </div>
      <div className="card-body">
        <p className="fw-medium mb-1">{t('kit.componentCards.anatomy.bodyTitle')}</p>
        <p className="mb-0 text-body-secondary">{t('kit.componentCards.anatomy.body')}</p>
      </div>
      <div className="card-footer d-flex flex-wrap align-items-center justify-content-between gap-2">
        <small className="text-body-secondary">{t('kit.componentCards.anatomy.updated')}</small>
        <button type="button" className="btn btn-sm btn-label-primary">{t('kit.componentCards.anatomy.open')}</button>
      </div>
    </section>
  );
}

const TONES = [
  ['signed', 'success'],
  ['waiting', 'warning'],
  ['late', 'danger'],
] as const;

function Tones() {
  const { t } = useTranslation();
  return (
    <div className="row g-3">
      {TONES.map(([key, tone]) => (
        <div key={key} className="col-12 col-md-4">
          <section className={`card h-100 kit-card-sample kit-card-edge tone-${tone}`} aria-labelledby={`kit-tone-${key}`}>
            <div className="card-body">
              <h3 id={`kit-tone-${key}`} className="h6">{t(`kit.componentCards.tones.${key}`)}</h3>
              <p className="mb-0 small text-body-secondary">{t(`kit.componentCards.tones.${key}Text`)}</p>
            </div>
          </section>
        </div>
      ))}
    </div>
  );
}

function Layouts() {
  const { t } = useTranslation();
  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <section className="card h-100 kit-card-sample" aria-labelledby="kit-layout-list">
          <div className="card-body pb-0 flex-grow-0">
            <h3 id="kit-layout-list" className="h6 d-flex align-items-center gap-2">
              <CalendarDays size={16} aria-hidden="true" /> {t('kit.componentCards.layouts.listTitle')}
            </h3>
          </div>
          <ul className="list-group list-group-flush">
            {(['meeting1', 'meeting2', 'meeting3'] as const).map((key) => (
              <li key={key} className="list-group-item small">{t(`kit.componentCards.layouts.${key}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className="col-12 col-md-6">
        <section className="card h-100 kit-card-sample kit-card-action" aria-labelledby="kit-layout-action">
          <div className="card-body d-flex flex-column align-items-start gap-2">
            <span className="icon-tile" aria-hidden="true"><UserPlus size={20} /></span>
            <h3 id="kit-layout-action" className="h6 mb-0">{t('kit.componentCards.layouts.actionTitle')}</h3>
            <p className="small text-body-secondary mb-1">{t('kit.componentCards.layouts.actionText')}</p>
            <button type="button" className="btn btn-sm btn-primary mt-auto">{t('kit.componentCards.layouts.action')}</button>
          </div>
        </section>
      </div>
    </div>
  );
}

/** /components/cards: the card's anatomy, its tones and the product's ways of laying cards out. */
export default function ComponentCardsPage() {
  return (
    <ShowcasePage page="componentCards" icon={Box}
      sections={[
        { id: 'anatomy', demo: <Anatomy /> },
        { id: 'tones', demo: <Tones /> },
        { id: 'layouts', demo: <Layouts /> },
      ]} />
  );
}
