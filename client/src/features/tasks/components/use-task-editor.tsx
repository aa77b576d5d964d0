import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@shared/schemas/tasks';
import type { PickerOption } from '@/components/forms/client-picker';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditConflict } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { latestRow } from '@/lib/latest-row';
import { showToast } from '@/lib/toast-store';
import { deleteTask } from '@/features/tasks/api/delete-task';
import { patchTask } from '@/features/tasks/api/update-task';
import type { TaskActions, TaskToggle } from './task-item';

/** The task form (react-hook-form, the schema resolver, the client picker) loads when a task is opened, not with the list. */
const TaskModal = lazy(() => import('./task-modal').then(({ TaskModal }) => ({ default: TaskModal })));

const TOGGLE_TOASTS = {
  completed: ['tasks.completedToast', 'tasks.reopenedToast'],
  read: ['tasks.readToast', 'tasks.unreadToast'],
  important: ['tasks.updated', 'tasks.updated'],
  starred: ['tasks.starredToast', 'tasks.unstarredToast'],
} as const;

/**
 * The create/edit dialog, the row toggles, trash and restore, and the confirmation before a deletion
 * for good, for any list of tasks (`rows`: the tasks shown, whose newer versions the dialog follows).
 */
export function useTaskEditor(rows: readonly Task[] | undefined, customer?: PickerOption): { actions: TaskActions; openCreate: () => void; dialogs: ReactNode } {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ task: Task | null; key: number } | null>(null);
  const [toDelete, setToDelete] = useState<Task | null>(null);

  const toggle = (task: Task, field: TaskToggle) => {
    const value = !task[field];
    patchTask(task, { [field]: value })
      .then(() => showToast({ variant: 'success', key: TOGGLE_TOASTS[field][value ? 0 : 1] }))
      .catch(toastForError);
  };

  const actions: TaskActions = {
    onToggle: toggle,
    onEdit: (task) => {
      setEditing({ task, key: Date.now() });
      // Opening an unread task reads it.
      if (!task.read) patchTask(task, { read: true }).catch(toastForError);
    },
    onDelete: (task) => {
      patchTask(task, { trashed: true })
        .then(() => showToast({ variant: 'success', key: 'tasks.trashed' }))
        .catch(toastForError);
    },
    onRestore: (task) => {
      patchTask(task, { trashed: false })
        .then(() => showToast({ variant: 'success', key: 'tasks.restored' }))
        .catch(toastForError);
    },
    onDeleteForGood: setToDelete,
  };

  const dialogs = (
    <>
      {editing && (
        <Suspense fallback={null}>
          <TaskModal key={editing.key} task={editing.task && latestRow(rows, editing.task)} customer={customer} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        show={toDelete !== null}
        text={t('tasks.deleteConfirm', { title: toDelete?.title ?? '' })}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteTask(toDelete).catch((error: unknown) => {
            if (error instanceof EditConflict) setToDelete(error.current as Task);
            throw error;
          });
          showToast({ variant: 'success', key: 'tasks.deleted' });
        }}
      />
    </>
  );

  return { actions, openCreate: () => setEditing({ task: null, key: Date.now() }), dialogs };
}
