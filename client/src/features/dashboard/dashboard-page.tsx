import './i18n';
import './dashboard.css';
import { useTranslation } from 'react-i18next';
import { ChartColumn, CloudOff, Info, RotateCw } from 'lucide-react';
import { PageHeading } from '@/components/business/page-heading';
import { useSession } from '@/lib/session';
import { useIncome, useMemberStatistics, useServices, useWeekSource } from './api/statistics';
import { KpiTiles } from './components/kpi-tiles';
import { PeriodPicker, usePeriodLabel } from './components/period-picker';
import { RevenueChart } from './components/revenue-chart';
import { ServicePies } from './components/service-pies';
import { StaffTable } from './components/staff-table';
import {
  monthsOf,
  servicesFromContracts,
  servicesFromStats,
  staffFromContracts,
  staffFromStats,
  tilesFromContracts,
  tilesFromIncome,
  weekRange,
} from './figures';
import { useDashboardParams } from './use-dashboard-params';
import { seesWholeFirm } from '@shared/policies';

/** /dashboard: the KPI of a month, quarter, year or week. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const params = useDashboardParams();
  const { period } = params;
  const labels = usePeriodLabel();
  const week = period.kind === 'week' ? weekRange(period) : null;
  const income = useIncome(period.year);
  const services = useServices(period.year);
  const members = useMemberStatistics(period.year, params.by);
  const weekSource = useWeekSource(week);
  const months = monthsOf(period);
  // The chart highlights the months the period covers (a week: the one or two it overlaps).
  const highlight = week ? [...new Set([week.start.getMonth() + 1, new Date(week.end.getTime() - 1).getMonth() + 1])] : months;

  const sources = week ? [income, members, weekSource.contracts, weekSource.prospects] : [income, services, members];
  const failed = sources.find((source) => source.error && source.data === undefined);
  const retry = () => sources.forEach((source) => void source.mutate());

  const weekContracts = weekSource.contracts.data;
  const tiles = week
    ? weekContracts && weekSource.prospects.data !== undefined
      ? tilesFromContracts(weekContracts, weekSource.prospects.data, week.start, week.end)
      : null
    : income.data
      ? tilesFromIncome(income.data.months, months)
      : null;
  const pies = week ? (weekContracts ? servicesFromContracts(weekContracts, week.start, week.end) : null) : services.data ? servicesFromStats(services.data, months) : null;
  const staff = members.data
    ? week
      ? weekContracts
        ? staffFromContracts(weekContracts, members.data.members, params.by, week.start, week.end)
            // A Consultant's week is made of their own contracts: the others' zeros would mean nothing.
            .filter((row) => seesWholeFirm(user?.role) || row.waiting + row.running + row.ended > 0)
        : null
      : staffFromStats(members.data.members, months)
    : null;
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
          <KpiTiles tiles={tiles} />
          {income.data ? (
            <RevenueChart year={period.year} months={income.data.months} highlight={highlight} />
          ) : (
            <section className="card kpi-chart-loading" aria-busy="true">
              <span className="visually-hidden">{t('kpi.loading')}</span>
            </section>
          )}
          {pies ? (
            <ServicePies pies={pies} />
          ) : (
            <section className="card kpi-pies-loading" aria-busy="true">
              <span className="visually-hidden">{t('kpi.loading')}</span>
            </section>
          )}
          <StaffTable
            rows={staff}
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
