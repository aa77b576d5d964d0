import './i18n';
import '@/components/ui/stat-tile.css';
import './dashboards.css';
import '@/components/ui/table.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Activity, ChartColumn, FileCheck, Target, UserCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import { PATHS } from '@shared/paths';
import type { Dashboard } from '@shared/schemas/statistics';
import { SERVICE_CODES, serviceName } from '@shared/services';
import { DonutChart } from '@/components/charts/donut-chart';
import { SERVICE_TONES } from '@/components/charts/service-tones';
import { ErrorState } from '@/components/ui/list-states';
import { localeOf } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { useUrlParams } from '@/lib/use-url-state';
import { DashCard } from '@/template/kit/dash-cards';
import { ChartPlaceholder, StatCards, type StatItem } from '@/template/kit/stat-cards';
import { useYearFigures } from '@/template/kit/use-year-figures';
import { servicesOfYear, sumOf } from '@/template/kit/year-figures';
import { NewClients, RevenueTrend, TopTeam } from './analytics-cards';
import { DashboardFrame } from './dashboard-frame';

type Tiles = Dashboard['tiles'];

/** The four figure cards: the tile's count, the amount its line says (if any), its icon and tone. */
const TILES: ReadonlyArray<[key: string, value: keyof Tiles, amount: keyof Tiles | null, icon: LucideIcon, tone: StatItem['tone']]> = [
  ['signed', 'signedCount', null, UserCheck, 'success'],
  ['prospects', 'prospectsCount', null, UserPlus, 'info'],
  ['opportunities', 'opportunityCount', 'opportunityCents', Target, 'warning'],
  ['ended', 'endedCount', 'endedCents', FileCheck, 'secondary'],
];

/** How many years back the year picker goes. */
const YEARS_BACK = 4;

/** The year in the URL (?year=), within the picker's years; else this year. */
function useYear() {
  const { params, update } = useUrlParams({ replace: true });
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i);
  const raw = Number(params.get('year'));
  const year = years.includes(raw) ? raw : thisYear;
  return { year, years, setYear: (value: number) => update({ year: value === thisYear ? null : value }) };
}

/** '/': the analytics dashboard, over the firm's own statistics for a year. */
export default function AnalyticsDashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { year, years, setYear } = useYear();
  const current = useYearFigures(year);
  const previous = useYearFigures(year - 1);
  const figures = current.data?.period.year === year ? current.data : undefined;

  return (
    <DashboardFrame
      strings="analytics"
      testId="analytics-dashboard"
      icon={<Activity size={22} />}
      actions={
        <label className="dash-year">
          <span>{t('tplDash.year')}</span>
          <select className="form-select form-select-sm" value={year} onChange={(event) => setYear(Number(event.target.value))} data-testid="analytics-year">
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      }
    >
      {current.error && !figures ? (
        <section className="card">
          <ErrorState error={current.error} onRetry={() => void current.mutate()} />
        </section>
      ) : (
        <AnalyticsBody year={year} figures={figures} previous={previous.data?.period.year === year - 1 ? previous.data : undefined} userName={user?.name ?? ''} locale={localeOf(i18n.resolvedLanguage)} />
      )}
    </DashboardFrame>
  );
}

function AnalyticsBody({ year, figures, previous, userName, locale }: { year: number; figures: Dashboard | undefined; previous: Dashboard | undefined; userName: string; locale: string }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  const loading = t('tplDash.loading');
  const tiles = figures?.tiles;
  const firstName = userName.split(' ')[0] ?? '';

  return (
    <>
      <div className="dash-row dash-row-welcome">
        <section className="card dash-welcome" aria-labelledby="dash-welcome-title">
          <div className="card-body">
            <h2 id="dash-welcome-title">{t('tplDash.analytics.hello', { name: firstName })}</h2>
            <p>{t('tplDash.analytics.intro', { year })}</p>
            <div className="dash-welcome-figure">
              <span className="stat-tile-label">{t('tplDash.analytics.revenue', { year })}</span>
              {tiles ? (
                <strong className="dash-welcome-value" data-testid="analytics-revenue">
                  {formatEuros(tiles.revenueCents)}
                </strong>
              ) : (
                <span className="dash-ph stat-tile-ph-value" aria-hidden="true" />
              )}
              <span className="stat-tile-sub">{t('tplDash.analytics.revenueSub')}</span>
            </div>
            <Link to={PATHS.dashboard} className="btn btn-primary btn-sm">
              <ChartColumn size={16} aria-hidden="true" />
              {t('tplDash.analytics.toKpi')}
            </Link>
          </div>
        </section>
        <StatCards
          label={t('tplDash.analytics.cards')}
          loading={!tiles}
          items={
            tiles
              ? TILES.map(([key, value, amount, Icon, tone]) => ({
                  key,
                  label: t(`tplDash.analytics.${key}`),
                  value: count.format(tiles[value]),
                  sub: t(`tplDash.analytics.${key}Sub`, amount ? { amount: formatEuros(tiles[amount]) } : undefined),
                  icon: <Icon size={22} />,
                  tone,
                }))
              : []
          }
        />
      </div>

      <div className="dash-row dash-row-wide-narrow">
        <DashCard
          id="dash-trend-title"
          title={t('tplDash.analytics.trend')}
          aside={
            figures && (
              <ul className="dash-totals" data-testid="analytics-totals">
                <li>{t('tplDash.analytics.totals', { year, amount: formatEuros(sumOf(figures.months, (m) => m.totalCents)) })}</li>
                {previous && <li>{t('tplDash.analytics.totals', { year: year - 1, amount: formatEuros(sumOf(previous.months, (m) => m.totalCents)) })}</li>}
              </ul>
            )
          }
        >
          {figures ? <RevenueTrend year={year} figures={figures} previous={previous} locale={locale} /> : <ChartPlaceholder label={loading} />}
        </DashCard>
        <DashCard id="dash-services-title" title={t('tplDash.analytics.services')}>
          {figures ? (
            <DonutChart
              testId="analytics-services"
              title={t('tplDash.analytics.servicesHint', { year })}
              centerLabel={t('tplDash.analytics.servicesCenter')}
              emptyText={t('tplDash.analytics.servicesEmpty')}
              formatValue={(n) => count.format(n)}
              formatShare={(share) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share)}
              slices={SERVICE_CODES.map((code) => ({ key: code, label: `${code} · ${serviceName(code, i18n.resolvedLanguage)}`, value: servicesOfYear(figures.pies)[code], tone: SERVICE_TONES[code] }))}
            />
          ) : (
            <ChartPlaceholder label={loading} />
          )}
        </DashCard>
      </div>

      <div className="dash-row dash-row-halves">
        <DashCard id="dash-clients-title" title={t('tplDash.analytics.clients')}>
          {figures ? <NewClients year={year} months={figures.months} locale={locale} /> : <ChartPlaceholder label={loading} />}
        </DashCard>
        <TopTeam year={year} figures={figures} locale={locale} />
      </div>
    </>
  );
}
