import './i18n';
import './charts.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ChartNoAxesColumn, ChartPie, Info, TrendingUp } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import type { Role } from '@shared/schemas/people';
import type { Dashboard } from '@shared/schemas/statistics';
import { SERVICE_CODES, serviceName } from '@shared/services';
import { templatePageOfPath } from '@shared/template-pages';
import { BarChart } from '@/components/charts/bar-chart';
import { cumulative } from '@/components/charts/chart-geometry';
import type { ChartTone } from '@/components/charts/chart-scale';
import { DonutChart } from '@/components/charts/donut-chart';
import { LineChart } from '@/components/charts/line-chart';
import { RadarChart } from '@/components/charts/radar-chart';
import { ScatterChart } from '@/components/charts/scatter-chart';
import { SERVICE_TONES } from '@/components/charts/service-tones';
import { ErrorState } from '@/components/ui/list-states';
import { TabLinks } from '@/components/ui/tab-links';
import { localeOf } from '@/lib/dates';
import { roleLabelKey } from '@/lib/role-label';
import { DashCard } from '@/template/kit/dash-cards';
import { DashPage } from '@/template/kit/dash-page';
import { ChartPlaceholder } from '@/template/kit/stat-cards';
import { useYearFigures } from '@/template/kit/use-year-figures';
import { compactEuros, monthLabels, pastMonths, staffTotals } from '@/template/kit/year-figures';

type Kind = 'line' | 'bar' | 'area' | 'donut' | 'radar' | 'scatter';
type Showcase = 'apex' | 'chartjs' | 'recharts';

/** The three template pages: one showcase, each with its own order (what it puts first). */
const SHOWCASES: Record<Showcase, { path: string; icon: typeof ChartPie; order: readonly Kind[] }> = {
  apex: { path: '/charts/apex', icon: ChartPie, order: ['line', 'area', 'bar', 'donut', 'radar', 'scatter'] },
  chartjs: { path: '/charts/chartjs', icon: ChartNoAxesColumn, order: ['bar', 'donut', 'line', 'area', 'radar', 'scatter'] },
  recharts: { path: '/charts/recharts', icon: TrendingUp, order: ['area', 'scatter', 'radar', 'line', 'bar', 'donut'] },
};

const ROLE_TONES: Record<Role, ChartTone> = { admin: 'primary', Consultant: 'info', Expert: 'success', Client: 'warning', 'Ancient Client': 'secondary' };

function showcaseOf(path: string): Showcase {
  const found = (Object.keys(SHOWCASES) as Showcase[]).find((key) => path.toLowerCase().startsWith(SHOWCASES[key].path));
  return found ?? 'apex';
}

/** /charts/apex, /charts/chartjs, /charts/recharts: the product's chart kinds, drawn with its own components. */
export default function ChartsPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const showcase = showcaseOf(location.pathname);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const titleOf = (key: Showcase) => templatePageOfPath(SHOWCASES[key].path)?.title[language] ?? key;
  const year = new Date().getFullYear();
  const { data, error, mutate } = useYearFigures(year);
  const figures = data?.period.year === year ? data : undefined;
  const Icon = SHOWCASES[showcase].icon;

  return (
    <DashPage data-testid="charts-showcase" data-showcase={showcase} group="ui" title={titleOf(showcase)} subtitle={t('tplCharts.subtitle', { year })} icon={<Icon size={22} />}>
      <section className="card">
        <div className="card-body dash-intro">
          <p className="dash-note" role="note">
            <Info size={16} aria-hidden="true" />
            <span>
              {t('tplCharts.oneKit')} {t(`tplCharts.emphasis.${showcase}`)}
            </span>
          </p>
          <TabLinks
            label={t('tplCharts.pages')}
            current={showcase}
            tabs={(Object.keys(SHOWCASES) as Showcase[]).map((key) => ({ id: key, to: SHOWCASES[key].path, icon: SHOWCASES[key].icon, label: titleOf(key) }))}
          />
        </div>
      </section>
      {error && !figures ? (
        <section className="card">
          <ErrorState error={error} onRetry={() => void mutate()} />
        </section>
      ) : (
        <div className="dash-row dash-row-halves">
          {SHOWCASES[showcase].order.map((kind) => (
            <ChartCard key={kind} kind={kind} year={year}>
              {figures ? <Chart kind={kind} figures={figures} year={year} /> : <ChartPlaceholder label={t('tplCharts.loading')} />}
            </ChartCard>
          ))}
        </div>
      )}
      <p className="dash-source">{t('tplCharts.source', { year })}</p>
    </DashPage>
  );
}

function ChartCard({ kind, year, children }: { kind: Kind; year: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DashCard
      id={`chart-${kind}-title`}
      title={t(`tplCharts.kinds.${kind}`)}
      // The donut's own caption says what it shows.
      hint={kind !== 'donut' ? t(`tplCharts.${kind}.title`, { year }) : undefined}
      testId={`chart-${kind}`}
    >
      {children}
    </DashCard>
  );
}

function Chart({ kind, figures, year }: { kind: Kind; figures: Dashboard; year: number }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const { short, long: names } = monthLabels(locale);
  const long = names.map((name) => `${name} ${year}`);
  const months = figures.months;
  const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((total, m) => total + pick(m), 0);
  const euroTick = (cents: number) => compactEuros(cents, locale);
  const serviceLabel = (code: string) => `${code} · ${serviceName(code, i18n.resolvedLanguage)}`;

  switch (kind) {
    case 'line':
      return (
        <LineChart
          title={t('tplCharts.line.title')}
          summary={t('tplCharts.line.summary', { year, revenue: formatEuros(sum((m) => m.totalCents)), opportunities: formatEuros(sum((m) => m.opportunityCents)) })}
          categories={short}
          categoryNames={long}
          categoryHeader={t('tplCharts.month')}
          series={[
            { key: 'revenue', label: t('tplCharts.line.revenue'), tone: 'primary', values: pastMonths(months.map((m) => m.totalCents), year) },
            { key: 'opportunities', label: t('tplCharts.line.opportunities'), tone: 'warning', values: pastMonths(months.map((m) => m.opportunityCents), year) },
          ]}
          formatValue={formatEuros}
          formatTick={euroTick}
        />
      );
    case 'bar':
      return (
        <BarChart
          title={t('tplCharts.bar.title')}
          summary={t('tplCharts.bar.summary', { year, deposits: count.format(sum((m) => m.depositCount)), balances: count.format(sum((m) => m.balanceCount)) })}
          categories={short}
          categoryNames={long}
          categoryHeader={t('tplCharts.month')}
          series={[
            { key: 'deposits', label: t('tplCharts.bar.deposits'), tone: 'info', values: months.map((m) => m.depositCount) },
            { key: 'balances', label: t('tplCharts.bar.balances'), tone: 'primary', values: months.map((m) => m.balanceCount) },
          ]}
          totalLabel={t('tplCharts.bar.total')}
          formatValue={(n) => count.format(n)}
          formatTick={(n) => count.format(n)}
          integer
        />
      );
    case 'area': {
      const running = pastMonths(cumulative(months.map((m) => m.totalCents)), year);
      const last = running.filter((v): v is number => v !== null).pop() ?? 0;
      return (
        <LineChart
          title={t('tplCharts.area.title')}
          summary={t('tplCharts.area.summary', { total: formatEuros(last) })}
          categories={short}
          categoryNames={long}
          categoryHeader={t('tplCharts.month')}
          series={[{ key: 'cumulative', label: t('tplCharts.area.series', { year }), tone: 'success', area: true, values: running }]}
          formatValue={formatEuros}
          formatTick={euroTick}
        />
      );
    }
    case 'donut':
      return (
        <DonutChart
          title={t('tplCharts.donut.title')}
          centerLabel={t('tplCharts.donut.center')}
          emptyText={t('tplCharts.donut.empty')}
          formatValue={(n) => count.format(n)}
          formatShare={(share) => percent.format(share)}
          slices={SERVICE_CODES.map((code) => ({ key: code, label: serviceLabel(code), value: figures.pies.running[code], tone: SERVICE_TONES[code] }))}
        />
      );
    case 'radar': {
      const total = (state: 'waiting' | 'running' | 'ended') => count.format(SERVICE_CODES.reduce((n, code) => n + figures.pies[state][code], 0));
      return (
        <RadarChart
          title={t('tplCharts.radar.title')}
          summary={t('tplCharts.radar.summary', { year, waiting: total('waiting'), running: total('running'), ended: total('ended') })}
          axes={[...SERVICE_CODES]}
          axisNames={SERVICE_CODES.map(serviceLabel)}
          axisHeader={t('tplCharts.radar.axis')}
          series={(['waiting', 'running', 'ended'] as const).map((state, i) => ({
            key: state,
            label: t(`tplCharts.radar.${state}`),
            tone: (['warning', 'info', 'success'] as const)[i],
            values: SERVICE_CODES.map((code) => figures.pies[state][code]),
          }))}
          formatValue={(n) => count.format(n)}
          integer
        />
      );
    }
    case 'scatter': {
      const staff = figures.staff.map((row) => ({ row, ...staffTotals(row) })).filter((s) => s.contracts > 0);
      const best = staff.reduce<(typeof staff)[number] | null>((top, s) => (s.cents > (top?.cents ?? -1) ? s : top), null);
      const roles = [...new Set(staff.map((s) => s.row.role))].filter((role): role is Role => role !== null);
      return (
        <ScatterChart
          title={t('tplCharts.scatter.title')}
          summary={best ? t('tplCharts.scatter.summary', { count: staff.length, name: best.row.name, amount: formatEuros(best.cents) }) : t('tplCharts.scatter.empty')}
          points={staff.map((s) => ({ key: String(s.row.id), label: s.row.name, x: s.contracts, y: s.cents, tone: s.row.role ? ROLE_TONES[s.row.role] : 'secondary' }))}
          groups={roles.map((role) => ({ key: role, label: t(roleLabelKey(role)), tone: ROLE_TONES[role] }))}
          pointHeader={t('tplCharts.scatter.member')}
          xLabel={t('tplCharts.scatter.contracts')}
          yLabel={t('tplCharts.scatter.amount')}
          formatX={(n) => count.format(n)}
          formatY={formatEuros}
          formatYTick={euroTick}
          integerX
        />
      );
    }
  }
}
