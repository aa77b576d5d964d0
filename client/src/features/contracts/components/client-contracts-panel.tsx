import '@/features/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FilePlus, FileText } from 'lucide-react';
import { formatEuros } from '@shared/fees';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { useContracts } from '@/features/contracts/api/get-contracts';
import { createContractPath } from '@shared/paths';
import { ContractsTable } from './contracts-table';

/**
 * A client's contracts (GET api/contracts?clientId=), newest change first, with the link to a new
 * contract: the Contrats tab of the client card can lazy-load this as it is.
 */
export default function ClientContractsPanel({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useContracts({ clientId, sort: 'updatedAt', order: 'desc', perPage: 100 });
  const create = (
    <Link to={createContractPath(clientId)} className="btn btn-primary btn-sm" data-testid="new-contract-link">
      <FilePlus size={16} aria-hidden="true" />
      {t('contracts.create.title')}
    </Link>
  );
  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (!data) return <TableSkeleton rows={3} columns={6} />;
  if (data.items.length === 0) return <EmptyState icon={<FileText size={28} />} title={t('contracts.list.emptyTitle')} action={create} />;
  const total = data.items.reduce((sum, c) => sum + c.totalTtcCents, 0);
  return (
    <div className="client-contracts">
      <div className="card-title-row">
        <span className="text-body-secondary">
          {t('contracts.list.clientSummary', { count: data.total, total: formatEuros(total) })}
        </span>
        {create}
      </div>
      <ContractsTable contracts={data.items} />
    </div>
  );
}
