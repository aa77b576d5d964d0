import './i18n';
import '@/components/ui/stat-tile.css';
import './dashboards.css';
import '@/components/ui/table.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Activity, ChartColumn, FileCheck, Target, UserCheck, UserPlus } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import { PATHS } from '@shared/paths';
import type { Dashboard, MonthIncome } from '@shared/schemas/statistics';
import { SERVICE_CODES, serviceName } from '@shared/services';
import { BarChart } from '@/components/charts/bar-chart';
import { DonutChart } from '@/components/charts/donut-chart';
import { LineChart } from '@/components/charts/line-chart';
import { SERVICE_TONES } from '@/components/charts/service-tones';
import { ErrorState } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { capitalize, localeOf, monthNames } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { useUrlParams } from '@/lib/use-url-state';
import { PageBreadcrumb } from '@/template/kit/page-breadcrumb';
import { DashCard, DashTableCard } from '@/template/kit/dash-cards';
import { ChartPlaceholder, StatCards } from '@/template/kit/stat-cards';
import { useYearFigures } from '@/template/kit/use-year-figures';
import { compactEuros, pastMonths, servicesOfYear, topStaff } from '@/template/kit/year-figures';

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

function bestMonth(months: readonly MonthIncome[], pick: (m: MonthIncome) => number): MonthIncome | null {
  return months.reduce<MonthIncome | null>((top, m) => (pick(m) > (top ? pick(top) : 0) ? m : top), null);
}

/** '/': the analytics dashboard, over the firm's own statistics for a year. */
export default function AnalyticsDashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { year, years, setYear } = useYear();
  const current = useYearFigures(year);
  const previous = useYearFigures(year - 1);
  const figures = current.data?.period.year === year ? current.data : undefined;
  const title = t('tplDash.analytics.title');

  return (
    <div className="page-stack template-dashboard" data-testid="analytics-dashboard">
      <PageBreadcrumb group="apps" title={title} />
      <PageHeading
        title={title}
        subtitle={t('tplDash.analytics.subtitle')}
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
      />
      {current.error && !figures ? (
        <section className="card">
          <ErrorState error={current.error} onRetry={() => void current.mutate()} />
        </section>
      ) : (
        <AnalyticsBody year={year} figures={figures} previous={previous.data?.period.year === year - 1 ? previous.data : undefined} userName={user?.name ?? ''} locale={localeOf(i18n.resolvedLanguage)} />
      )}
    </div>
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
              ? [
                  { key: 'signed', label: t('tplDash.analytics.signed'), value: count.format(tiles.signedCount), sub: t('tplDash.analytics.signedSub'), icon: <UserCheck size={22} />, tone: 'success' },
                  { key: 'prospects', label: t('tplDash.analytics.prospects'), value: count.format(tiles.prospectsCount), sub: t('tplDash.analytics.prospectsSub'), icon: <UserPlus size={22} />, tone: 'info' },
                  {
                    key: 'opportunities',
                    label: t('tplDash.analytics.opportunities'),
                    value: count.format(tiles.opportunityCount),
                    sub: t('tplDash.analytics.opportunitiesSub', { amount: formatEuros(tiles.opportunityCents) }),
                    icon: <Target size={22} />,
                    tone: 'warning',
                  },
                  {
                    key: 'ended',
                    label: t('tplDash.analytics.ended'),
                    value: count.format(tiles.endedCount),
                    sub: t('tplDash.analytics.endedSub', { amount: formatEuros(tiles.endedCents) }),
                    icon: <FileCheck size={22} />,
                    tone: 'secondary',
                  },
                ]
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
                <li>{t('tplDash.analytics.totals', { year, amount: formatEuros(sum(figures.months, (m) => m.totalCents)) })}</li>
                {previous && <li>{t('tplDash.analytics.totals', { year: year - 1, amount: formatEuros(sum(previous.months, (m) => m.totalCents)) })}</li>}
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

const sum = <T,>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);

/** The year's monthly revenue as an area, the year before as a line beside it. */
function RevenueTrend({ year, figures, previous, locale }: { year: number; figures: Dashboard; previous: Dashboard | undefined; locale: string }) {
  const { t } = useTranslation();
  const short = monthNames(locale, 'short').map((name) => capitalize(name.replace(/\.$/, '')));
  const long = monthNames(locale, 'long').map((name) => capitalize(name));
  const best = bestMonth(figures.months, (m) => m.totalCents);
  const total = formatEuros(sum(figures.months, (m) => m.totalCents));
  const summary = !best
    ? t('tplDash.analytics.trendEmpty', { year })
    : previous
      ? t('tplDash.analytics.trendSummary', { year, total, previous: year - 1, previousTotal: formatEuros(sum(previous.months, (m) => m.totalCents)), best: long[best.month - 1], amount: formatEuros(best.totalCents) })
      : t('tplDash.analytics.trendSummaryOne', { year, total, best: long[best.month - 1], amount: formatEuros(best.totalCents) });
  return (
    <LineChart
      testId="analytics-trend"
      title={previous ? t('tplDash.analytics.trendTitle', { year, previous: year - 1 }) : t('tplDash.analytics.trendTitleOne', { year })}
      summary={summary}
      categories={short}
      categoryNames={long}
      categoryHeader={t('tplDash.analytics.month')}
      series={[
        { key: String(year), label: String(year), tone: 'primary', area: true, values: pastMonths(figures.months.map((m) => m.totalCents), year) },
        ...(previous ? [{ key: String(year - 1), label: String(year - 1), tone: 'info' as const, dashed: true, values: pastMonths(previous.months.map((m) => m.totalCents), year - 1) }] : []),
      ]}
      formatValue={formatEuros}
      formatTick={(cents) => compactEuros(cents, locale)}
      height={320}
    />
  );
}

function NewClients({ year, months, locale }: { year: number; months: readonly MonthIncome[]; locale: string }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  const short = monthNames(locale, 'short').map((name) => capitalize(name.replace(/\.$/, '')));
  const long = monthNames(locale, 'long').map((name) => `${capitalize(name)} ${year}`);
  const best = bestMonth(months, (m) => m.clientsCount);
  const summary = best
    ? t('tplDash.analytics.clientsSummary', { total: count.format(sum(months, (m) => m.clientsCount)), year, best: long[best.month - 1], count: count.format(best.clientsCount) })
    : t('tplDash.analytics.clientsEmpty', { year });
  return (
    <BarChart
      testId="analytics-clients"
      title={t('tplDash.analytics.clients')}
      summary={summary}
      categories={short}
      categoryNames={long}
      categoryHeader={t('tplDash.analytics.month')}
      series={[{ key: 'clients', label: t('tplDash.analytics.clientsSeries'), tone: 'success', values: months.map((m) => m.clientsCount) }]}
      formatValue={(n) => count.format(n)}
      formatTick={(n) => count.format(n)}
      integer
    />
  );
}

/** The five staff members with the largest amounts of contracts created in the year. */
function TopTeam({ year, figures, locale }: { year: number; figures: Dashboard | undefined; locale: string }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const rows = figures ? topStaff(figures.staff) : [];
  const teamCents = figures ? sum(topStaff(figures.staff, Number.MAX_SAFE_INTEGER), (r) => r.cents) : 0;
  return (
    <DashTableCard
      id="dash-team-title"
      title={t('tplDash.analytics.team')}
      hint={t('tplDash.analytics.teamHint', { year })}
      testId="analytics-team"
      loading={!figures}
      loadingLabel={t('tplDash.loading')}
      placeholderHeight={200}
    >
      {rows.length === 0 ? (
        <p className="card-body pt-0 mb-0">{t('tplDash.analytics.teamEmpty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table business-table dash-table" aria-labelledby="dash-team-title">
            <thead>
              <tr>
                <th scope="col">{t('tplDash.analytics.member')}</th>
                <th scope="col" className="num">
                  {t('tplDash.analytics.contracts')}
                </th>
                <th scope="col" className="num">
                  {t('tplDash.analytics.amount')}
                </th>
                <th scope="col" className="dash-share">
                  {t('tplDash.analytics.shareHeader')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const share = teamCents > 0 ? row.cents / teamCents : 0;
                const label = t('tplDash.analytics.shareOf', { share: percent.format(share) });
                return (
                  <tr key={row.id}>
                    <th scope="row" className="cell-strong">
                      {row.name}
                    </th>
                    <td className="num">{count.format(row.contracts)}</td>
                    <td className="num">{formatEuros(row.cents)}</td>
                    <td className="dash-share">
                      <span className="dash-share-cell">
                        <span className="dash-share-value">{percent.format(share)}</span>
                        <span className="progress" role="progressbar" aria-label={label} aria-valuenow={Math.round(share * 100)} aria-valuemin={0} aria-valuemax={100}>
                          <span className="progress-bar bg-primary" style={{ inlineSize: `${share * 100}%` }} />
                        </span>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </DashTableCard>
  );
}
