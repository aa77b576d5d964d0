import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/fees';
import type { MonthIncome } from '@shared/schemas/statistics';
import { BarChart } from '@/components/charts/bar-chart';
import { capitalize, localeOf, monthNames } from '@/lib/dates';

/** Axis ticks: '40 k€' (cents in, euros shown). */
function compactEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 0 }).format(cents / 100);
}

/** Deposits and balances received, month by month, for the year; the period's months stand out. */
export function RevenueChart({ year, months, highlight }: { year: number; months: readonly MonthIncome[]; highlight: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const short = monthNames(locale, 'short');
  const long = monthNames(locale, 'long');
  const total = months.reduce((sum, m) => sum + m.totalCents, 0);
  const best = months.reduce<MonthIncome | null>((top, m) => (m.totalCents > (top?.totalCents ?? 0) ? m : top), null);
  const summary = best
    ? t('kpi.revenue.summary', { total: formatEuros(total), best: long[best.month - 1], amount: formatEuros(best.totalCents) })
    : t('kpi.revenue.summaryEmpty');
  return (
    <section className="card" aria-labelledby="kpi-revenue-title" data-testid="revenue-chart">
      <div className="card-body">
        <div className="card-title-row">
          <h2 id="kpi-revenue-title">{t('kpi.revenue.title', { year })}</h2>
          <span className="kpi-chart-total" data-testid="revenue-year-total">
            {t('kpi.revenue.yearTotal', { year, amount: formatEuros(total) })}
          </span>
        </div>
        <BarChart
          title={t('kpi.revenue.title', { year })}
          summary={summary}
          categories={short.map((name) => capitalize(name.replace(/\.$/, '')))}
          categoryNames={long.map((name) => `${capitalize(name)} ${year}`)}
          categoryHeader={t('kpi.revenue.month')}
          series={[
            { key: 'deposits', label: t('kpi.revenue.deposits'), tone: 'info', values: months.map((m) => m.depositCents) },
            { key: 'balances', label: t('kpi.revenue.balances'), tone: 'primary', values: months.map((m) => m.balanceCents) },
          ]}
          totalLabel={t('kpi.revenue.total')}
          formatValue={formatEuros}
          formatTick={(cents) => compactEuros(cents, locale)}
          highlight={(i) => highlight.length === 0 || highlight.includes(i + 1)}
          height={280}
        />
      </div>
    </section>
  );
}
