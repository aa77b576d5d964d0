import { useTranslation } from 'react-i18next';
import { CalendarDays, CreditCard, Euro, FileSignature, FolderOpen, Mail, MapPin, Pencil, Phone, TrendingDown, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { FactList } from '@/components/ui/fact-list';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format';
import { ShowcasePage } from './showcase';

function SectionDemo() {
  const { t } = useTranslation();
  return (
    <SectionCard titleId="kit-card-title" title={t('kit.cards.section.cardTitle')} icon={FolderOpen}
      actions={<button type="button" className="btn btn-sm btn-label-primary"><Pencil size={14} aria-hidden="true" /> {t('kit.cards.section.action')}</button>}>
      <p className="mb-0">{t('kit.cards.section.cardBody')}</p>
    </SectionCard>
  );
}

function FactsDemo() {
  const { t } = useTranslation();
  return (
    <FactList className="kit-facts" testId="kit-facts"
      facts={[
        [Mail, t('kit.cards.facts.email'), 'jeanne.martin@exemple.fr'],
        [Phone, t('kit.cards.facts.phone'), '06 12 34 56 78'],
        [MapPin, t('kit.cards.facts.city'), 'Lyon (69003)'],
        [CalendarDays, t('kit.cards.facts.since'), formatDate('2021-03-15')],
      ]} />
  );
}

function StatsDemo() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR';
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const stats: ReadonlyArray<[LucideIcon, string, string, string, boolean]> = [
    [Users, t('kit.cards.stats.clients'), new Intl.NumberFormat(locale).format(301), '+4 %', true],
    [FileSignature, t('kit.cards.stats.contracts'), '18', '−2', false],
    [Euro, t('kit.cards.stats.income'), euros.format(24600), '+12 %', true],
  ];
  return (
    <div className="row g-3">
      {stats.map(([Icon, label, value, trend, up]) => (
        <div key={label} className="col-12 col-md-4">
          <div className="kit-stat">
            <span className="icon-tile" aria-hidden="true"><Icon size={20} /></span>
            <div>
              <p className="kit-stat-value">{value}</p>
              <p className="kit-stat-label">{label}</p>
              <p className={`kit-stat-label d-flex align-items-center gap-1 ${up ? 'text-success-emphasis' : 'text-danger-emphasis'}`}>
                {up ? <TrendingUp size={14} aria-hidden="true" /> : <TrendingDown size={14} aria-hidden="true" />}
                {t('kit.cards.stats.trend', { value: trend })}
              </p>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** /cards/basic: the section card, the fact list and key figures. */
export default function CardsBasicPage() {
  return (
    <ShowcasePage page="cards" icon={CreditCard}
      sections={[
        { id: 'section', demo: <SectionDemo /> },
        { id: 'facts', demo: <FactsDemo /> },
        { id: 'stats', demo: <StatsDemo /> },
      ]} />
  );
}
