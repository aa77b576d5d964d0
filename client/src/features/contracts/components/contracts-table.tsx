import '@/features/contracts/i18n';
import './contracts-table.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CircleCheck, Clock, Trash2 } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import { contractPath } from '@shared/paths';
import type { ContractListItem } from '@shared/schemas/contracts';
import { DataTable, NoneText, type Column, type Sorting } from '@/components/ui/data-table';
import { ServiceChips } from '@/components/ui/service-chips';
import { formatDate } from '@/lib/format';
import type { ContractSort } from '@shared/schemas/contracts';
import { contractLabel } from '@/features/contracts/contract-label';
import { StateBadge } from './state-badge';

/** Deposit: green when paid, red while due (a lost contract owes nothing). */
export function depositTone(contract: ContractListItem): 'paid' | 'due' | null {
  if (contract.depositPaid) return 'paid';
  return contract.state === 'Perdu' ? null : 'due';
}

/** Balance: green when paid, red when the contract is finished and the balance unpaid. */
export function balanceTone(contract: ContractListItem): 'paid' | 'due' | null {
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
 * The contracts table of the list (sortable headers when `sorting` is given) and of a client's
 * Contrats tab: label, services, amounts with their payment colours, state and dates. Finished
 * rows are tinted green when fully paid, red when the balance is still unpaid.
 */
export function ContractsTable({
  contracts,
  sorting,
  onDelete,
  label,
}: {
  contracts: readonly ContractListItem[];
  sorting?: Sorting<ContractSort>;
  onDelete?: (contract: ContractListItem) => void;
  /** the table's accessible name */
  label?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const header = (sort: ContractSort, className?: string) => ({ key: sort, sort, className, header: t(`contracts.list.columns.${sort}`) });
  const date = (value: string | null) => (value ? formatDate(value) : <NoneText />);
  const pay = (tone: 'paid' | 'due' | null, cents: number, dueKey: string) => (
    <PayAmount cents={cents} tone={tone} paidText={t('contracts.list.paid')} dueText={t(dueKey)} />
  );
  const columns: Array<Column<ContractListItem, ContractSort>> = [
    { ...header('reference', 'col-reference'), cellClassName: 'col-reference', cell: (contract) => contract.reference },
    {
      ...header('label'),
      cellClassName: 'cell-strong contract-label',
      cell: (contract) => (
        <Link to={contractPath(contract.id)} aria-label={t('contracts.list.open', { label: contractLabel(t, contract.label) })}>
          {contractLabel(t, contract.label)}
        </Link>
      ),
    },
    {
      key: 'services',
      header: t('contracts.list.columns.services'),
      className: 'col-services',
      cell: (contract) => (contract.services.length ? <ServiceChips services={contract.services} /> : <NoneText />),
    },
    { ...header('totalTtc', 'money-cell'), cellClassName: 'money-cell cell-strong', cell: (contract) => formatEuros(contract.totalTtcCents) },
    { ...header('deposit', 'money-cell'), cellProps: () => ({ 'data-testid': 'cell-deposit' }), cell: (c) => pay(depositTone(c), c.depositCents, 'contracts.list.due') },
    { ...header('balance', 'money-cell'), cellProps: () => ({ 'data-testid': 'cell-balance' }), cell: (c) => pay(balanceTone(c), c.balanceCents, 'contracts.list.overdue') },
    { ...header('state'), cell: (contract) => <StateBadge state={contract.state} /> },
    { ...header('createdAt', 'col-created'), cell: (contract) => formatDate(contract.createdAt) },
    { ...header('updatedAt', 'col-updated'), cell: (contract) => formatDate(contract.updatedAt) },
    { ...header('depositDate', 'col-pay-date'), cell: (contract) => date(contract.depositDate) },
    { ...header('balanceDate', 'col-pay-date'), cell: (contract) => date(contract.balanceDate) },
  ];
  const finishedKey = (contract: ContractListItem) => (contract.balancePaid ? 'contracts.list.finishedPaid' : 'contracts.list.finishedUnpaid');
  return (
    <DataTable rows={contracts} columns={columns} label={label ?? t('contracts.list.label')} testId="contracts-table" className="contracts-table" sorting={sorting}
      rowProps={(contract) => {
        const finished = contract.state === 'Terminé';
        const rowTone = finished ? (contract.balancePaid ? ' row-finished-paid' : ' row-finished-unpaid') : '';
        return {
          className: `row-link${rowTone}`,
          'data-testid': 'contract-row',
          'data-contract-id': contract.id,
          title: finished ? t(finishedKey(contract)) : undefined,
        };
      }}
      onRowClick={(contract) => navigate(contractPath(contract.id))}
      actions={
        onDelete &&
        ((contract) => (
          <button
            type="button"
            className="btn-icon btn-icon-danger"
            aria-label={t('contracts.list.deleteNamed', { id: contract.id, name: contract.clientName })}
            title={t('business.delete')}
            onClick={() => onDelete(contract)}
          >
            <Trash2 size={18} aria-hidden="true" />
          </button>
        ))
      }
    />
  );
}
