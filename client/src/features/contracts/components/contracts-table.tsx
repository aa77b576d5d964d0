import '@/features/contracts/i18n';
import './contracts-table.css';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contractLabel } from '@/features/contracts/contract-label';
import { Link, useNavigate } from 'react-router-dom';
import { CircleCheck, Clock, Trash2 } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import type { Contract } from '@shared/types';
import { formatDate } from '@/components/business/format';
import { ServiceChips } from '@/components/business/service-chips';
import { SortHeader } from '@/components/business/sort-header';
import type { SortOrder } from '@/components/business/use-table-state';
import type { ContractSort } from '@/features/contracts/api/contracts';
import { contractPath } from '@shared/paths';
import { StateBadge } from './state-badge';

/** A click anywhere on a row opens the contract, unless it was on a link or a button of the row. */
function fromControl(event: MouseEvent): boolean {
  return (event.target as HTMLElement).closest('a, button, input, label') !== null;
}

/** Deposit: green when paid, red while due (a lost contract owes nothing). */
export function depositTone(contract: Contract): 'paid' | 'due' | null {
  if (contract.depositPaid) return 'paid';
  return contract.state === 'Perdu' ? null : 'due';
}

/** Balance: green when paid, red when the contract is finished and the balance unpaid. */
export function balanceTone(contract: Contract): 'paid' | 'due' | null {
  if (contract.balancePaid) return 'paid';
  return contract.state === 'Terminé' ? 'due' : null;
}

function PayAmount({ cents, tone, paidText, dueText }: { cents: number; tone: 'paid' | 'due' | null; paidText: string; dueText: string }) {
  return (
    <span className={`pay-amount${tone ? ` is-${tone}` : ''}`}>
      {tone === 'paid' && <CircleCheck size={14} aria-hidden="true" />}
      {tone === 'due' && <Clock size={14} aria-hidden="true" />}
      {formatEuros(cents)}
      {tone && <span className="visually-hidden"> ({tone === 'paid' ? paidText : dueText})</span>}
    </span>
  );
}

/**
 * The contracts table of the list (sortable headers when `onSort` is given) and of a client's
 * Contrats tab: label, services, amounts with their payment colours, state and dates. Finished
 * rows are tinted green when fully paid, red when the balance is still unpaid.
 */
export function ContractsTable({
  contracts,
  sort,
  order = 'desc',
  onSort,
  onDelete,
  label,
}: {
  contracts: readonly Contract[];
  sort?: ContractSort;
  order?: SortOrder;
  onSort?: (column: ContractSort) => void;
  onDelete?: (contract: Contract) => void;
  /** the table's accessible name */
  label?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const header = (column: ContractSort, className?: string) =>
    onSort && sort ? (
      <SortHeader column={column} label={t(`contracts.list.columns.${column}`)} sort={sort} order={order} onSort={onSort} className={className} />
    ) : (
      <th scope="col" className={className}>
        {t(`contracts.list.columns.${column}`)}
      </th>
    );
  const none = <span className="text-body-secondary">{t('business.none')}</span>;
  return (
    <div className="table-responsive">
      <table className="table table-hover business-table contracts-table" aria-label={label ?? t('contracts.list.label')} data-testid="contracts-table">
        <thead>
          <tr>
            {header('label')}
            <th scope="col" className="col-services">
              {t('contracts.list.columns.services')}
            </th>
            {header('totalTtc', 'money-cell')}
            {header('deposit', 'money-cell')}
            {header('balance', 'money-cell')}
            {header('state')}
            {header('createdAt', 'col-created')}
            {header('updatedAt', 'col-updated')}
            {header('depositDate', 'col-pay-date')}
            {header('balanceDate', 'col-pay-date')}
            {onDelete && (
              <th scope="col" className="text-end">
                <span className="visually-hidden">{t('business.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => {
            const path = contractPath(contract.id);
            const finished = contract.state === 'Terminé';
            const rowTone = finished ? (contract.balancePaid ? ' row-finished-paid' : ' row-finished-unpaid') : '';
            return (
              <tr
                key={contract.id}
                className={`row-link${rowTone}`}
                onClick={(event) => !fromControl(event) && navigate(path)}
                data-testid="contract-row"
                data-contract-id={contract.id}
                title={finished ? t(contract.balancePaid ? 'contracts.list.finishedPaid' : 'contracts.list.finishedUnpaid') : undefined}
              >
                <td className="cell-strong contract-label">
                  <Link to={path} aria-label={t('contracts.list.open', { label: contractLabel(t, contract.label) })}>
                    {contractLabel(t, contract.label)}
                  </Link>
                </td>
                <td className="col-services">{contract.services.length ? <ServiceChips services={contract.services} /> : none}</td>
                <td className="money-cell cell-strong">{formatEuros(contract.totalTtcCents)}</td>
                <td className="money-cell" data-testid="cell-deposit">
                  <PayAmount cents={contract.depositCents} tone={depositTone(contract)} paidText={t('contracts.list.paid')} dueText={t('contracts.list.due')} />
                </td>
                <td className="money-cell" data-testid="cell-balance">
                  <PayAmount cents={contract.balanceCents} tone={balanceTone(contract)} paidText={t('contracts.list.paid')} dueText={t('contracts.list.overdue')} />
                </td>
                <td>
                  <StateBadge state={contract.state} />
                </td>
                <td className="col-created">{formatDate(contract.createdAt)}</td>
                <td className="col-updated">{formatDate(contract.updatedAt)}</td>
                <td className="col-pay-date">{contract.depositDate ? formatDate(contract.depositDate) : none}</td>
                <td className="col-pay-date">{contract.balanceDate ? formatDate(contract.balanceDate) : none}</td>
                {onDelete && (
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn-icon btn-icon-danger"
                      aria-label={t('contracts.list.deleteNamed', { id: contract.id, name: contract.clientName })}
                      title={t('business.delete')}
                      onClick={() => onDelete(contract)}
                    >
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
