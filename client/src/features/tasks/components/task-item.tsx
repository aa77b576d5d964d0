import '@/components/ui/task-rows.css';
import '@/components/ui/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarClock, Flag, Mail, MailOpen, Pencil, Star, Trash2 } from 'lucide-react';
import type { Task } from '@shared/schemas/tasks';
import { formatDate } from '@/lib/format';
import { ServiceChips } from '@/components/ui/service-chips';
import { TaskCheck, TrashedTaskActions, UnreadDot } from '@/components/ui/task-row-parts';
import { TAG_TONES, TYPE_TONES } from '@/features/tasks/task-types';

export type TaskToggle = 'completed' | 'important' | 'read' | 'starred';

export interface TaskActions {
  onToggle: (task: Task, field: TaskToggle) => void;
  onEdit: (task: Task) => void;
  /** moves it to the trash */
  onDelete: (task: Task) => void;
  onRestore: (task: Task) => void;
  /** from the trash, after a confirmation */
  onDeleteForGood: (task: Task) => void;
}

/** One task: its toggles, what it is about, for whom and when; in the trash, restore or delete for good. */
export function TaskItem({ task, todayIso, actions, showCustomer = true }: { task: Task; todayIso: string; actions: TaskActions; showCustomer?: boolean }) {
  const { t } = useTranslation();
  const past = task.dueDate !== null && task.dueDate < todayIso && !task.completed;
  return (
    <li className={`task-item${task.completed ? ' is-completed' : ''}${task.read ? '' : ' is-unread'}`} data-testid="task-row" data-task-id={task.id}>
      <TaskCheck checked={task.completed} disabled={task.trashed} onChange={() => actions.onToggle(task, 'completed')} label={t(task.completed ? 'tasks.markUndone' : 'tasks.markDone', { title: task.title })} />
      <div className="task-main">
        <div className="task-head">
          {!task.read && <UnreadDot label={t('tasks.unreadDot')} />}
          <button type="button" className="link-button task-title" onClick={() => actions.onEdit(task)}>
            {task.title}
          </button>
          {task.type && <span className={`badge badge-soft tone-${TYPE_TONES[task.type]}`}>{t(`business.taskTypes.${task.type}`)}</span>}
          {task.tags.map((tag) => (
            <span key={tag} className={`badge rounded-pill task-tag tone-${TAG_TONES[tag]}`} data-testid="task-tag">
              {t(`tasks.tags.${tag}`)}
            </span>
          ))}
        </div>
        {task.description && <p className="task-description">{task.description}</p>}
        <div className="task-meta">
          {showCustomer &&
            (task.customerId !== null ? (
              <Link to={`/app/user/edit/${task.customerId}/tasks`} className="task-customer" aria-label={t('tasks.openClient', { name: task.customerName ?? '' })}>
                {task.customerName ?? `#${task.customerId}`}
              </Link>
            ) : (
              <span className="text-body-secondary">{t('tasks.noClient')}</span>
            ))}
          {showCustomer && <ServiceChips services={task.customerServices} />}
          <span className={`task-due${past ? ' is-past' : ''}`} data-testid="task-due">
            <CalendarClock size={14} aria-hidden="true" />
            {task.dueDate === todayIso ? t('tasks.dueToday') : task.dueDate ? t('tasks.due', { date: formatDate(task.dueDate) }) : t('tasks.noDate')}
            {past && <span className="visually-hidden"> ({t('tasks.overdue')})</span>}
          </span>
        </div>
      </div>
      <div className="task-actions">
        {task.trashed ? (
          <TrashedTaskActions
            restore={{ label: t('tasks.restore', { title: task.title }), title: t('tasks.restoreShort'), onClick: () => actions.onRestore(task) }}
            deleteForGood={{ label: t('tasks.deleteForGood', { title: task.title }), title: t('tasks.deleteForGoodShort'), onClick: () => actions.onDeleteForGood(task) }}
          />
        ) : (
          <>
            <button
              type="button"
              className={`btn-icon${task.starred ? ' is-on' : ''}`}
              aria-pressed={task.starred}
              aria-label={t('tasks.markStarred')}
              title={t('tasks.markStarred')}
              onClick={() => actions.onToggle(task, 'starred')}
            >
              <Star size={18} aria-hidden="true" fill={task.starred ? 'currentColor' : 'none'} />
            </button>
            <button
              type="button"
              className={`btn-icon${task.important ? ' is-important' : ''}`}
              aria-pressed={task.important}
              aria-label={t('tasks.markImportant')}
              title={t('tasks.markImportant')}
              onClick={() => actions.onToggle(task, 'important')}
            >
              <Flag size={18} aria-hidden="true" fill={task.important ? 'currentColor' : 'none'} />
            </button>
            <button
              type="button"
              className="btn-icon"
              aria-label={task.read ? t('tasks.markUnread') : t('tasks.markRead')}
              title={task.read ? t('tasks.markUnread') : t('tasks.markRead')}
              onClick={() => actions.onToggle(task, 'read')}
              data-testid="task-read-toggle"
            >
              {task.read ? <MailOpen size={18} aria-hidden="true" /> : <Mail size={18} aria-hidden="true" />}
            </button>
            <button type="button" className="btn-icon" aria-label={t('tasks.edit', { title: task.title })} title={t('business.edit')} onClick={() => actions.onEdit(task)}>
              <Pencil size={18} aria-hidden="true" />
            </button>
            <button type="button" className="btn-icon btn-icon-danger" aria-label={t('tasks.delete', { title: task.title })} title={t('tasks.trashShort')} onClick={() => actions.onDelete(task)}>
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </li>
  );
}
