import { IconTile } from '@/components/ui/icon-tile';
import './contracts-table.css';
import './overdue-panel.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractLabel } from '@/features/contracts/contract-label';
import { Link } from 'react-router-dom';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import { formatDate } from '@/lib/format';
import { useContracts } from '@/features/contracts/api/get-contracts';
import { contractPath } from '@shared/paths';

/**
 * "Contrats terminés impayés (N)": finished contracts whose balance is still unpaid more than
 * 7 days after their last change (the BFF's overdue=true), oldest first. Hidden when there are none.
 * While it loads, its place is kept (it usually comes after the table's first rows, which would
 * otherwise jump down: a layout shift).
 */
export function OverduePanel({ scope }: { scope: 'mine' | 'all' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, error } = useContracts({ scope, overdue: true, sort: 'updatedAt', order: 'asc', perPage: 100 });
  if (!data && !error) return <div className="overdue-panel-pending" aria-hidden="true" />;
  if (!data || data.total === 0) return null;
  const unpaid = data.items.reduce((sum, c) => sum + c.balanceCents, 0);
  return (
    <section className="card overdue-panel" aria-labelledby="overdue-title" data-testid="overdue-panel">
      <div className="card-body">
        <div className="overdue-panel-head">
          <IconTile className="tone-danger"><TriangleAlert size={20} /></IconTile>
          <div className="overdue-panel-text">
            <h2 id="overdue-title">{t('contracts.list.overdueTitle', { count: data.total })}</h2>
            <p>
              {t('contracts.list.overdueText')} <strong className="pay-amount is-due">{formatEuros(unpaid)}</strong>
            </p>
          </div>
          <button type="button" className="btn btn-sm btn-label-danger" aria-expanded={open} aria-controls="overdue-list" onClick={() => setOpen(!open)}>
            {open ? t('contracts.list.overdueHide') : t('contracts.list.overdueShow')}
            <ChevronDown size={16} aria-hidden="true" className={open ? 'rotate-180' : undefined} />
          </button>
        </div>
        <ul className="overdue-list" id="overdue-list" hidden={!open}>
          {data.items.map((contract) => (
            <li key={contract.id}>
              <span>
                <Link to={contractPath(contract.id)}>{contractLabel(t, contract.label)}</Link>
                <small>{t('contracts.list.overdueSince', { date: formatDate(contract.updatedAt) })}</small>
              </span>
              <span className="pay-amount is-due">{formatEuros(contract.balanceCents)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
