import { useTranslation } from 'react-i18next';
import { Activity, ClipboardList, Euro, FileSignature, TrendingUp, Users } from 'lucide-react';
import { LineChart } from '@/components/charts/line-chart';
import { capitalize, localeOf, monthNames } from '@/lib/dates';
import { StatCards, type StatItem } from '@/template/kit/stat-cards';
import { ShowcasePage } from './showcase';

function useEuros() {
  const { i18n } = useTranslation();
  return new Intl.NumberFormat(localeOf(i18n.resolvedLanguage), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
}

function Tiles() {
  const { t, i18n } = useTranslation();
  const euros = useEuros();
  const count = new Intl.NumberFormat(localeOf(i18n.resolvedLanguage));
  const tile = (key: string, value: string, icon: StatItem['icon'], tone: StatItem['tone']): StatItem => ({
    key,
    label: t(`kit.statistics.tiles.${key}`),
    value,
    sub: t(`kit.statistics.tiles.${key}Sub`),
    icon,
    tone,
  });
  return (
    <StatCards label={t('kit.statistics.tiles.label')}
      items={[
        tile('clients', count.format(301), <Users size={22} />, 'primary'),
        tile('contracts', count.format(18), <FileSignature size={22} />, 'success'),
        tile('income', euros.format(24600), <Euro size={22} />, 'info'),
        tile('late', count.format(4), <ClipboardList size={22} />, 'danger'),
      ]} />
  );
}

/** October to March, in euros. */
const FEES = [18200, 19400, 17800, 21300, 22900, 24600];

function Trend() {
  const { t, i18n } = useTranslation();
  const euros = useEuros();
  const locale = localeOf(i18n.resolvedLanguage);
  const months = [9, 10, 11, 0, 1, 2];
  const long = monthNames(locale, 'long');
  const short = monthNames(locale, 'short');
  const change = Math.round(((FEES[FEES.length - 1] - FEES[0]) / FEES[0]) * 100);
  return (
    <div className="kit-trend">
      <div className="kit-trend-figure">
        <span className="stat-tile-value">{euros.format(FEES[FEES.length - 1])}</span>
        <span className="d-inline-flex align-items-center gap-1 text-success-emphasis small">
          <TrendingUp size={14} aria-hidden="true" /> {t('kit.statistics.trend.change', { value: change })}
        </span>
      </div>
      <LineChart
        title={t('kit.statistics.trend.chartTitle')}
        summary={t('kit.statistics.trend.summary', { from: euros.format(FEES[0]), to: euros.format(FEES[FEES.length - 1]) })}
        categories={months.map((m) => capitalize(short[m]))}
        categoryNames={months.map((m) => capitalize(long[m]))}
        categoryHeader={t('kit.statistics.trend.month')}
        series={[{ key: 'fees', label: t('kit.statistics.trend.chartTitle'), tone: 'primary', values: FEES, area: true }]}
        formatValue={(value) => euros.format(value)}
        formatTick={(value) => euros.format(value)}
        height={180}
      />
    </div>
  );
}

const GOALS = [
  ['reviews', 18, 25, 'primary'],
  ['buybacks', 6, 10, 'warning'],
  ['newClients', 42, 50, 'success'],
] as const;

function Goals() {
  const { t } = useTranslation();
  return (
    <ul className="kit-goals">
      {GOALS.map(([key, done, goal, tone]) => {
        const label = t(`kit.statistics.goals.${key}`);
        const progress = t('kit.statistics.goals.progress', { done, goal });
        return (
          <li key={key}>
            <div className="d-flex justify-content-between gap-2 small">
              <span className="fw-medium">{label}</span>
              <span className="text-body-secondary">{progress}</span>
            </div>
            <div className="progress" role="progressbar" aria-label={label} aria-valuenow={done} aria-valuemin={0} aria-valuemax={goal} aria-valuetext={progress}>
              <div className={`progress-bar bg-${tone}`} style={{ inlineSize: `${Math.round((done / goal) * 100)}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** /cards/statistics: the template's figure cards, a trend card with its curve, goals with their bars. */
export default function CardsStatisticsPage() {
  return (
    <ShowcasePage page="statistics" icon={Activity}
      sections={[
        { id: 'tiles', demo: <Tiles /> },
        { id: 'trend', demo: <Trend /> },
        { id: 'goals', demo: <Goals /> },
      ]} />
  );
}
