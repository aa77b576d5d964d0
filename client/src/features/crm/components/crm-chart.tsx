import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { CRM_ACTIONS } from '@shared/schemas/crm';
import { BarChart } from '@/components/charts/bar-chart';
import { Segmented } from '@/components/ui/segmented';
import { addDays, capitalize, dateFormat, dayKey, isoWeekOf, localeOf, monthNames, parseDay, startOfIsoWeek } from '@/lib/dates';
import { CRM_ACTION_TONES } from '@/components/ui/status-tones';
import { useCrmChart } from '@/features/crm/api/get-crm-chart-entries';

const BUCKETS = 12;

interface Bucket {
  start: string;
  short: string;
  long: string;
}

/** The last 12 weeks (Monday first) or months, the current one last. */
function buckets(granularity: 'week' | 'month', locale: string, t: TFunction): Bucket[] {
  const now = new Date();
  if (granularity === 'week') {
    const thisWeek = startOfIsoWeek(now);
    const day = dateFormat(locale, { day: 'numeric', month: 'short' });
    return Array.from({ length: BUCKETS }, (_, i) => {
      const start = addDays(thisWeek, (i - BUCKETS + 1) * 7);
      const n = isoWeekOf(start).week;
      return { start: dayKey(start), short: t('crm.chart.weekShort', { n }), long: t('crm.chart.weekLong', { n, from: day.format(start) }) };
    });
  }
  const short = monthNames(locale, 'short');
  const long = monthNames(locale, 'long');
  return Array.from({ length: BUCKETS }, (_, i) => {
    const start = new Date(now.getFullYear(), now.getMonth() - BUCKETS + 1 + i, 1);
    return { start: dayKey(start), short: capitalize(short[start.getMonth()].replace(/\.$/, '')), long: `${capitalize(long[start.getMonth()])} ${start.getFullYear()}` };
  });
}

/** CRM entries per week or month, stacked by action. */
export function CrmChart({ granularity, onGranularity }: { granularity: 'week' | 'month'; onGranularity: (g: 'week' | 'month') => void }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const periods = useMemo(() => buckets(granularity, locale, t), [granularity, locale, t]);
  const from = periods[0].start;
  const to = dayKey(new Date());
  const { data, error, mutate } = useCrmChart(from, to);

  const series = useMemo(() => {
    const starts = periods.map((p) => parseDay(p.start).getTime());
    const counts = new Map(CRM_ACTIONS.map((a) => [a, periods.map(() => 0)]));
    for (const day of data?.items ?? []) {
      const time = parseDay(day.date).getTime();
      let index = -1;
      for (let i = starts.length - 1; i >= 0; i--) {
        if (time >= starts[i]) {
          index = i;
          break;
        }
      }
      if (index >= 0) counts.get(day.action)![index] += day.count;
    }
    return CRM_ACTIONS.map((action) => ({ key: action, label: t(`crm.actions.${action}`), tone: CRM_ACTION_TONES[action], values: counts.get(action)! }));
  }, [data, periods, t]);

  const total = series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
  const top = series.reduce((best, s) => {
    const sum = s.values.reduce((a, b) => a + b, 0);
    return sum > best.sum ? { label: s.label, sum } : best;
  }, { label: '', sum: 0 });
  const summary = total === 0 ? t('crm.chart.summaryEmpty') : t('crm.chart.summary', { count: total, action: top.label, top: top.sum });
  const title = granularity === 'week' ? t('crm.chart.weekTitle') : t('crm.chart.monthTitle');

  return (
    <section className="card" aria-labelledby="crm-chart-title" data-testid="crm-chart">
      <div className="card-body">
        <div className="card-title-row">
          <div>
            <h2 id="crm-chart-title">{t('crm.chart.title')}</h2>
            <p className="mb-0 small text-body-secondary">{data ? t('crm.chart.count', { count: total }) : '\u00a0'}</p>
          </div>
          <Segmented
            label={t('crm.chart.granularity')}
            value={granularity}
            options={[
              { value: 'week', label: t('crm.chart.byWeek') },
              { value: 'month', label: t('crm.chart.byMonth') },
            ]}
            onChange={onGranularity}
          />
        </div>
        {error && !data ? (
          <div className="list-state list-state-error" role="alert">
            <p className="mb-2">{t('crm.chart.error')}</p>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void mutate()}>
              <RotateCw size={14} aria-hidden="true" />
              {t('business.retry')}
            </button>
          </div>
        ) : !data ? (
          <div className="crm-chart-loading" aria-busy="true" />
        ) : (
          <BarChart
            title={title}
            summary={summary}
            categories={periods.map((p) => p.short)}
            categoryNames={periods.map((p) => p.long)}
            categoryHeader={t('crm.chart.period')}
            series={series}
            totalLabel={t('crm.chart.total')}
            formatValue={(n) => new Intl.NumberFormat(locale).format(n)}
            formatTick={(n) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)}
            height={320}
            integer
          />
        )}
      </div>
    </section>
  );
}
