import '@/features/tasks/i18n';
import '@/features/tasks/tasks.css';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { ServiceCode } from '@shared/services';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { useSession } from '@/lib/session';
import { reachesClientTasks } from '@shared/reach';
import { TaskSections } from './task-sections';
import { useTaskEditor } from './use-task-editor';

/** One client's tasks fit one page (the most the BFF gives); the sections then show 50 at a time. */
const CUSTOMER_TASKS_MAX = 100;

interface Customer {
  id: number;
  name: string;
  services: ServiceCode[];
  expertId: number | null;
  expertName: string | null;
}

/**
 * The Tâches tab of a client card: that client's tasks, and a new one already tied to them; for a
 * client the user sees but does not follow (a Consultant on another's client), who does (shared/reach.ts).
 */
export default function CustomerTasks({ customer }: { customer: Customer }) {
  const { user } = useSession();
  const reached = user !== null && reachesClientTasks({ id: Number(user.id), role: user.role }, customer);
  return reached ? <ReachedTasks customer={customer} /> : <TasksOfAnother customer={customer} />;
}

function TasksOfAnother({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return (
    <div className="customer-tasks">
      <div className="card-title-row">
        <h3 className="h6 mb-0">{t('tasks.customerTitle')}</h3>
      </div>
      <EmptyState title={t('tasks.notFollowedTitle')} text={customer.expertName ? t('tasks.notFollowedBy', { name: customer.expertName }) : t('tasks.notFollowed')} />
    </div>
  );
}

function ReachedTasks({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useTasks({ filter: 'all', customerId: customer.id, perPage: CUSTOMER_TASKS_MAX });
  const editor = useTaskEditor(data?.items, { id: customer.id, label: customer.name });
  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data || isLoading) body = <TableSkeleton rows={3} columns={3} />;
  else if (data.items.length === 0) body = <EmptyState title={t('tasks.emptyTitle')} />;
  else body = <TaskSections tasks={data.items} actions={editor.actions} showCustomer={false} idPrefix="customer-tasks" />;
  return (
    <div className="customer-tasks">
      <div className="card-title-row">
        <h3 className="h6 mb-0">{t('tasks.customerTitle')}</h3>
        <button type="button" className="btn btn-sm btn-primary" onClick={editor.openCreate}>
          <Plus size={16} aria-hidden="true" />
          {t('tasks.create')}
        </button>
      </div>
      {body}
      {editor.dialogs}
    </div>
  );
}
