import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import { SortHeader } from '@/components/ui/sort-header';
import { Segmented } from '@/components/ui/segmented';
import type { SortOrder } from '@/lib/use-url-state';
import { downloadCsv } from '@/lib/csv';
import { amountCell, toCsv } from '@shared/csv';
import { roleLabelKey } from '@/lib/role-label';
import { showToast } from '@/lib/toast-store';
import type { StaffRow } from '@shared/schemas/statistics';
import { sortStaff, staffTotals, type StaffSort } from '@/features/dashboard/figures';

/**
 * Contracts created in the period per team member (who executes them or who created them),
 * waiting, running and finished with their turnover; exported as shown.
 */
export function StaffTable({
  rows,
  by,
  onBy,
  sort,
  order,
  onSort,
  periodLabel,
}: {
  rows: readonly StaffRow[] | null;
  by: 'executor' | 'creator';
  onBy: (by: 'executor' | 'creator') => void;
  sort: StaffSort;
  order: SortOrder;
  onSort: (column: StaffSort) => void;
  periodLabel: string;
}) {
  const { t } = useTranslation();
  const sorted = rows ? sortStaff(rows, sort, order) : [];
  const totals = staffTotals(sorted);
  const header = (column: StaffSort, className?: string) => (
    <SortHeader column={column} label={t(`kpi.staff.columns.${column}`)} sort={sort} order={order} onSort={onSort} className={className} />
  );
  const exportCsv = () => {
    const header = t('kpi.staff.csvHeader', { returnObjects: true }) as string[];
    const csv = toCsv(
      header,
      sorted.map((r) => [r.name, t(roleLabelKey(r.role)), r.waiting, amountCell(r.waitingCents), r.running, amountCell(r.runningCents), r.ended, amountCell(r.endedCents)]),
    );
    downloadCsv(csv, `${t('kpi.staff.csvFile')}-${periodLabel.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}`);
    showToast({ variant: 'success', key: 'kpi.staff.exported' });
  };
  return (
    <section className="card list-card" aria-labelledby="kpi-staff-title" data-testid="staff-table">
      <div className="list-toolbar kpi-staff-toolbar">
        <div className="kpi-staff-heading">
          <h2 id="kpi-staff-title" className="h5 mb-0">
            {t('kpi.staff.title')}
          </h2>
          <p className="mb-0 text-body-secondary small">{t('kpi.staff.subtitle')}</p>
        </div>
        <div className="list-toolbar-end">
          <Segmented
            label={t('kpi.staff.by')}
            value={by}
            options={[
              { value: 'executor', label: t('kpi.staff.executor') },
              { value: 'creator', label: t('kpi.staff.creator') },
            ]}
            onChange={onBy}
          />
          <button type="button" className="btn btn-sm btn-label-primary" onClick={exportCsv} disabled={!rows || rows.length === 0} data-testid="export-staff">
            <Download size={16} aria-hidden="true" />
            {t('kpi.staff.export')}
          </button>
        </div>
      </div>
      {!rows ? (
        <div className="list-skeleton" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div className="list-skeleton-row" key={i}>
              {Array.from({ length: 6 }, (_, j) => (
                <span key={j} className="placeholder" />
              ))}
            </div>
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="p-4 mb-0 text-body-secondary">{t('kpi.staff.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table business-table kpi-staff" aria-labelledby="kpi-staff-title">
            <thead>
              <tr>
                {header('name')}
                {header('role')}
                {header('waiting', 'money-cell')}
                {header('waitingCents', 'money-cell')}
                {header('running', 'money-cell')}
                {header('runningCents', 'money-cell')}
                {header('ended', 'money-cell')}
                {header('endedCents', 'money-cell')}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="cell-strong">
                    {row.name}
                  </th>
                  <td>{t(roleLabelKey(row.role))}</td>
                  <td className="money-cell">{row.waiting}</td>
                  <td className="money-cell">{formatEuros(row.waitingCents)}</td>
                  <td className="money-cell">{row.running}</td>
                  <td className="money-cell">{formatEuros(row.runningCents)}</td>
                  <td className="money-cell">{row.ended}</td>
                  <td className="money-cell cell-strong">{formatEuros(row.endedCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('kpi.staff.total')}
                </th>
                <td className="money-cell">{totals.waiting}</td>
                <td className="money-cell">{formatEuros(totals.waitingCents)}</td>
                <td className="money-cell">{totals.running}</td>
                <td className="money-cell">{formatEuros(totals.runningCents)}</td>
                <td className="money-cell">{totals.ended}</td>
                <td className="money-cell">{formatEuros(totals.endedCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
