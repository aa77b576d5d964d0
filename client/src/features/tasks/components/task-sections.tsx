import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarX2, ListTodo } from 'lucide-react';
import type { Task } from '@shared/schemas/tasks';
import { today } from '@/components/business/format';
import { isUrgent } from '@/features/tasks/task-types';
import { TaskItem, type TaskActions } from './task-item';

const STEP = 50;

export type SectionId = 'urgent' | 'others';

export const SECTION_ICONS: Record<SectionId, ReactNode> = {
  urgent: <CalendarX2 size={18} aria-hidden="true" />,
  others: <ListTodo size={18} aria-hidden="true" />,
};

interface SectionProps {
  id: SectionId;
  tasks: Task[];
  /** every task of the section, when `tasks` is one page of them */
  total?: number;
  actions: TaskActions;
  showCustomer?: boolean;
  idPrefix?: string;
  /** under the list, e.g. a pagination bar */
  footer?: ReactNode;
}

/** One section ("Tâches urgentes" or "Autres tâches"); a long list shows 50 rows at a time. */
export function TaskSection({ id, tasks, total = tasks.length, actions, showCustomer = true, idPrefix = 'tasks', footer }: SectionProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(STEP);
  const todayIso = today();
  return (
    <section className={`task-section task-section-${id}`} aria-labelledby={`${idPrefix}-${id}`} data-testid={`tasks-${id}`}>
      <h2 className="task-section-title" id={`${idPrefix}-${id}`}>
        {SECTION_ICONS[id]}
        <span>{t(`tasks.${id}`)}</span>
        <span className="badge badge-soft tone-secondary">{t('tasks.count', { count: total })}</span>
        {id === 'urgent' && <small className="task-section-hint">{t('tasks.urgentHint')}</small>}
      </h2>
      {tasks.length === 0 ? (
        <p className="task-section-empty">{t('tasks.emptySection')}</p>
      ) : (
        <ul className="task-list">
          {tasks.slice(0, shown).map((task) => (
            <TaskItem key={task.id} task={task} todayIso={todayIso} actions={actions} showCustomer={showCustomer} />
          ))}
        </ul>
      )}
      {tasks.length > shown && (
        <div className="task-more">
          <button type="button" className="btn btn-sm btn-label-primary" onClick={() => setShown((current) => current + STEP)}>
            {t('tasks.showMore', { count: Math.min(STEP, tasks.length - shown), total: tasks.length - shown })}
          </button>
        </div>
      )}
      {footer}
    </section>
  );
}

/** "Tâches urgentes" (past due, not completed) then "Autres tâches", split from one list. */
export function TaskSections({ tasks, actions, showCustomer = true, idPrefix = 'tasks' }: { tasks: Task[]; actions: TaskActions; showCustomer?: boolean; idPrefix?: string }) {
  const todayIso = today();
  const common = { actions, showCustomer, idPrefix };
  return (
    <>
      <TaskSection id="urgent" tasks={tasks.filter((task) => isUrgent(task, todayIso))} {...common} />
      <TaskSection id="others" tasks={tasks.filter((task) => !isUrgent(task, todayIso))} {...common} />
    </>
  );
}
