import './i18n';
import './dashboard.css';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartColumn, CloudOff, Info, RotateCw } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { useDashboard } from './api/get-dashboard';
import { KpiTiles } from './components/kpi-tiles';
import { PeriodPicker, usePeriodLabel } from './components/period-picker';
import { RevenueChart } from './components/revenue-chart';
import { ServicePies } from './components/service-pies';
import { StaffTable } from './components/staff-table';
import { useDashboardParams } from './use-dashboard-params';
import { seesWholeFirm } from '@shared/policies';

/** /dashboard: the KPI of a month, quarter, year or week. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const params = useDashboardParams();
  const { period } = params;
  const labels = usePeriodLabel();
  const week = period.kind === 'week';
  // One call per view: the BFF computes the tiles, the chart, the pies and the staff of the period.
  const dashboard = useDashboard(period, params.by);
  // The figures come through SWR, whose answers render at once in one task: deferred, the charts
  // and tables they fill render as a transition, which yields to the browser every few ms.
  const figures = useDeferredValue(dashboard.data);
  const failed = dashboard.error && figures === undefined;
  const retry = () => void dashboard.mutate();
  const periodLabel = labels.long(period);

  return (
    <div className="page-stack kpi-dashboard">
      <PageHeading title={t('kpi.title')} subtitle={t('kpi.subtitle')} icon={<ChartColumn size={22} />} />
      <section className="card kpi-toolbar" aria-label={t('kpi.period.label')}>
        <p className="kpi-period-label" aria-live="polite" data-testid="period-label">
          {periodLabel}
        </p>
        <PeriodPicker period={period} years={params.years} onChange={params.setPeriod} />
      </section>
      {week && (
        <p className="kpi-week-note" role="note">
          <Info size={16} aria-hidden="true" />
          {t(seesWholeFirm(user?.role) ? 'kpi.period.weekNote' : 'kpi.period.weekNoteMine')}
        </p>
      )}
      {failed ? (
        <section className="card kpi-error" role="alert" data-testid="kpi-error">
          <span className="list-state-icon" aria-hidden="true">
            <CloudOff size={28} />
          </span>
          <p className="mb-0">{t('kpi.error')}</p>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={retry}>
            <RotateCw size={14} aria-hidden="true" />
            {t('kpi.retry')}
          </button>
        </section>
      ) : (
        <>
          <KpiTiles tiles={figures?.tiles ?? null} />
          {figures ? (
            <RevenueChart year={figures.period.year} months={figures.months} highlight={figures.highlight} />
          ) : (
            <section className="card kpi-chart-loading" aria-busy="true">
              <span className="visually-hidden">{t('kpi.loading')}</span>
            </section>
          )}
          {figures ? (
            <ServicePies pies={figures.pies} />
          ) : (
            <section className="card kpi-pies-loading" aria-busy="true">
              <span className="visually-hidden">{t('kpi.loading')}</span>
            </section>
          )}
          <StaffTable
            rows={figures?.staff ?? null}
            by={params.by}
            onBy={params.setBy}
            sort={params.staffSort}
            order={params.staffOrder}
            onSort={params.setStaffSort}
            periodLabel={periodLabel}
          />
        </>
      )}
    </div>
  );
}
