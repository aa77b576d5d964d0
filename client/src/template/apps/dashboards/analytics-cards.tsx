import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/fees';
import type { Dashboard, MonthIncome } from '@shared/schemas/statistics';
import { BarChart } from '@/components/charts/bar-chart';
import { LineChart } from '@/components/charts/line-chart';
import { DashTable, DashTableCard } from '@/template/kit/dash-cards';
import { compactEuros, monthLabels, pastMonths, sumOf, topStaff } from '@/template/kit/year-figures';

/** The analytics dashboard's charts and ranking, drawn from the year's figures. */

function bestMonth(months: readonly MonthIncome[], pick: (m: MonthIncome) => number): MonthIncome | null {
  return months.reduce<MonthIncome | null>((top, m) => (pick(m) > (top ? pick(top) : 0) ? m : top), null);
}

/** The year's monthly revenue as an area, the year before as a line beside it. */
export function RevenueTrend({ year, figures, previous, locale }: { year: number; figures: Dashboard; previous: Dashboard | undefined; locale: string }) {
  const { t } = useTranslation();
  const { short, long } = monthLabels(locale);
  const best = bestMonth(figures.months, (m) => m.totalCents);
  const total = formatEuros(sumOf(figures.months, (m) => m.totalCents));
  const summary = !best
    ? t('tplDash.analytics.trendEmpty', { year })
    : previous
      ? t('tplDash.analytics.trendSummary', { year, total, previous: year - 1, previousTotal: formatEuros(sumOf(previous.months, (m) => m.totalCents)), best: long[best.month - 1], amount: formatEuros(best.totalCents) })
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

/** New clients month by month. */
export function NewClients({ year, months, locale }: { year: number; months: readonly MonthIncome[]; locale: string }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  const { short, long: names } = monthLabels(locale);
  const long = names.map((name) => `${name} ${year}`);
  const best = bestMonth(months, (m) => m.clientsCount);
  const summary = best
    ? t('tplDash.analytics.clientsSummary', { total: count.format(sumOf(months, (m) => m.clientsCount)), year, best: long[best.month - 1], count: count.format(best.clientsCount) })
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
export function TopTeam({ year, figures, locale }: { year: number; figures: Dashboard | undefined; locale: string }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const rows = figures ? topStaff(figures.staff) : [];
  const teamCents = figures ? sumOf(topStaff(figures.staff, Number.MAX_SAFE_INTEGER), (r) => r.cents) : 0;
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
        <DashTable
          labelledBy="dash-team-title"
          columns={[
            { label: t('tplDash.analytics.member') },
            { label: t('tplDash.analytics.contracts'), className: 'num' },
            { label: t('tplDash.analytics.amount'), className: 'num' },
            { label: t('tplDash.analytics.shareHeader'), className: 'dash-share' },
          ]}
        >
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
        </DashTable>
      )}
    </DashTableCard>
  );
}
