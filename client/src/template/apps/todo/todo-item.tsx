import '@/components/ui/task-rows.css';
import { TaskCheck, TrashedTaskActions, UnreadDot } from '@/components/ui/task-row-parts';
import { useTranslation } from 'react-i18next';
import { CalendarClock, Flag, Mail, MailOpen, Star, Trash2, UserRound } from 'lucide-react';
import { TODO_CUSTOMERS, type TodoTask } from '@shared/schemas/template-todo';
import { formatDate } from '@/lib/format';
import { ToggleIconButton } from '@/template/kit/toggle-icon-button';
import { TAG_TONES } from './tags';

export interface TodoActions {
  onEdit: (task: TodoTask) => void;
  onToggle: (task: TodoTask, field: 'isCompleted' | 'isStarred' | 'isImportant' | 'isRead') => void;
  onTrash: (task: TodoTask) => void;
  onRestore: (task: TodoTask) => void;
  onDelete: (task: TodoTask) => void;
}

const customerName = (id: number) => TODO_CUSTOMERS.find((c) => c.id === id)?.name ?? `#${id}`;

/** One task of the list: complete, open, star, important (read for a client task), trash; in the trash, restore or delete. */
export function TodoItem({ task, actions, todayIso }: { task: TodoTask; actions: TodoActions; todayIso: string }) {
  const { t } = useTranslation();
  const client = task.customer_id !== undefined;
  const unread = client && task.isRead === false;
  const past = !!task.end_date && task.end_date < todayIso && !task.isCompleted;
  // Each toggle says what a press does now (and aria-pressed its state).
  const title = { title: task.title };
  const starLabel = t(task.isStarred ? 'todo.unstar' : 'todo.star', title);
  const importantLabel = t(task.isImportant ? 'todo.unimportant' : 'todo.important', title);
  const readLabel = t(task.isRead ? 'todo.markUnread' : 'todo.markRead', title);
  return (
    <li className={`task-item${task.isCompleted ? ' is-completed' : ''}${unread ? ' is-unread' : ''}`} data-testid="todo-row" data-todo-id={task.id}>
      <TaskCheck checked={task.isCompleted} disabled={task.isTrashed} onChange={() => actions.onToggle(task, 'isCompleted')} label={t(task.isCompleted ? 'todo.markUndone' : 'todo.markDone', { title: task.title })} />
      <div className="task-main">
        <div className="task-head">
          {unread && <UnreadDot label={t('todo.unread')} />}
          {task.isTrashed ? (
            <span className="task-title todo-title">{task.title}</span>
          ) : (
            <button type="button" className="link-button task-title todo-title" onClick={() => actions.onEdit(task)} aria-label={t('todo.edit', { title: task.title })}>
              {task.title}
            </button>
          )}
          {task.tags.map((tag) => (
            <span key={tag} className={`badge rounded-pill task-tag tone-${TAG_TONES[tag]}`} data-testid="todo-tag">
              {t(`todo.tags.${tag}`)}
            </span>
          ))}
        </div>
        {task.desc && <p className="task-description">{task.desc}</p>}
        {client && (
          <div className="task-meta">
            <span className="todo-customer">
              <UserRound size={14} aria-hidden="true" />
              {t('todo.customer', { name: customerName(task.customer_id!) })}
            </span>
            {task.type && <span className="badge badge-soft tone-secondary">{t(`business.taskTypes.${task.type}`)}</span>}
            <span className={`task-due${past ? ' is-past' : ''}`}>
              <CalendarClock size={14} aria-hidden="true" />
              {task.end_date ? t('todo.due', { date: formatDate(task.end_date) }) : t('todo.noDate')}
            </span>
          </div>
        )}
      </div>
      <div className="task-actions">
        {task.isTrashed ? (
          <TrashedTaskActions
            restore={{ label: t('todo.restore', { title: task.title }), title: t('todo.restore', { title: task.title }), onClick: () => actions.onRestore(task) }}
            deleteForGood={{ label: t('todo.deleteForGood', { title: task.title }), title: t('todo.deleteForGood', { title: task.title }), onClick: () => actions.onDelete(task) }}
          />
        ) : (
          <>
            <ToggleIconButton icon={Star} pressed={task.isStarred} className={task.isStarred ? 'is-on' : undefined} label={starLabel} onClick={() => actions.onToggle(task, 'isStarred')} />
            <ToggleIconButton icon={Flag} pressed={task.isImportant} className={task.isImportant ? 'is-important' : undefined} label={importantLabel} onClick={() => actions.onToggle(task, 'isImportant')} />
            {client && (
              <button
                type="button"
                className="btn-icon"
                aria-label={readLabel}
                title={readLabel}
                onClick={() => actions.onToggle(task, 'isRead')}
              >
                {task.isRead ? <MailOpen size={18} aria-hidden="true" /> : <Mail size={18} aria-hidden="true" />}
              </button>
            )}
            <button type="button" className="btn-icon btn-icon-danger" aria-label={t('todo.trash', { title: task.title })} title={t('todo.trash', { title: task.title })} onClick={() => actions.onTrash(task)}>
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </li>
  );
}
