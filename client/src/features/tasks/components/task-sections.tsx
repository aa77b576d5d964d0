import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarX2, ListTodo } from 'lucide-react';
import type { Task } from '../../../../../shared/types.js';
import { today } from '../../../components/business/format';
import { isUrgent } from '../task-types';
import { TaskItem, type TaskActions } from './task-item';

const STEP = 50;

/** "Tâches urgentes" (past due, not completed) then "Autres tâches"; long sections show 50 rows at a time. */
export function TaskSections({ tasks, actions, showCustomer = true, idPrefix = 'tasks' }: { tasks: Task[]; actions: TaskActions; showCustomer?: boolean; idPrefix?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState({ urgent: STEP, others: STEP });
  const todayIso = today();
  const urgent = tasks.filter((task) => isUrgent(task, todayIso));
  const others = tasks.filter((task) => !isUrgent(task, todayIso));
  const section = (id: 'urgent' | 'others', list: Task[], icon: ReactNode) => (
    <section className={`task-section task-section-${id}`} aria-labelledby={`${idPrefix}-${id}`} data-testid={`tasks-${id}`}>
      <h2 className="task-section-title" id={`${idPrefix}-${id}`}>
        {icon}
        <span>{t(`tasks.${id}`)}</span>
        <span className="badge badge-soft tone-secondary">{t('tasks.count', { count: list.length })}</span>
        {id === 'urgent' && <small className="task-section-hint">{t('tasks.urgentHint')}</small>}
      </h2>
      {list.length === 0 ? (
        <p className="task-section-empty">{t('tasks.emptySection')}</p>
      ) : (
        <ul className="task-list">
          {list.slice(0, shown[id]).map((task) => (
            <TaskItem key={task.id} task={task} todayIso={todayIso} actions={actions} showCustomer={showCustomer} />
          ))}
        </ul>
      )}
      {list.length > shown[id] && (
        <div className="task-more">
          <button type="button" className="btn btn-sm btn-label-primary" onClick={() => setShown((current) => ({ ...current, [id]: current[id] + STEP }))}>
            {t('tasks.showMore', { count: Math.min(STEP, list.length - shown[id]), total: list.length - shown[id] })}
          </button>
        </div>
      )}
    </section>
  );
  return (
    <>
      {section('urgent', urgent, <CalendarX2 size={18} aria-hidden="true" />)}
      {section('others', others, <ListTodo size={18} aria-hidden="true" />)}
    </>
  );
}
