import { useState, type FormEvent } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { TODO_CUSTOMERS, TODO_TAGS, type TodoChanges, type TodoKind, type TodoTag, type TodoTask } from '@shared/schemas/template-todo';
import { TASK_TYPES, type TaskType } from '@shared/schemas/tasks';
import { typedDateProblem } from '@shared/typed-dates';
import { DateInput } from '@/components/forms/date-input';
import { FormField } from '@/components/forms/form-field';
import { SwitchField } from '@/components/forms/switch-field';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { createTodo, updateTodo } from './api';
import { TAG_TONES } from './tags';

interface Draft {
  title: string;
  desc: string;
  tags: TodoTag[];
  isImportant: boolean;
  isStarred: boolean;
  isCompleted: boolean;
  isRead: boolean;
  customer: string;
  type: TaskType | '';
  endDate: string;
}

function draftOf(task: TodoTask | null): Draft {
  return {
    title: task?.title ?? '',
    desc: task?.desc ?? '',
    tags: task ? [...task.tags] : [],
    isImportant: task?.isImportant ?? false,
    isStarred: task?.isStarred ?? false,
    isCompleted: task?.isCompleted ?? false,
    isRead: task?.isRead ?? false,
    customer: task?.customer_id !== undefined ? String(task.customer_id) : '',
    type: task?.type ?? '',
    endDate: task?.end_date ?? '',
  };
}

/** Only what the form changed (update-task takes the id and the fields to change). */
function changesOf(task: TodoTask, draft: Draft, client: boolean): TodoChanges {
  const next: TodoChanges = {
    title: draft.title.trim(),
    desc: draft.desc.trim(),
    tags: TODO_TAGS.filter((tag) => draft.tags.includes(tag)),
    isImportant: draft.isImportant,
    isStarred: draft.isStarred,
    isCompleted: draft.isCompleted,
    ...(client ? { isRead: draft.isRead, customer_id: Number(draft.customer), type: draft.type || null, end_date: draft.endDate || null } : {}),
  };
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify(task[key as keyof TodoTask] ?? null)) changes[key] = value;
  }
  return changes as TodoChanges;
}

/** Add or edit a task in a side panel (full width on a phone); client tasks also take a client, a type and a due date. */
export function TodoPanel({ kind, task, onClose }: { kind: TodoKind; task: TodoTask | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = task ? task.customer_id !== undefined : kind === 'client';
  const [draft, setDraft] = useState(() => draftOf(task));
  const [errors, setErrors] = useState<{ title?: string; customer?: string; endDate?: string }>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (draft.title.trim() === '') found.title = t('todo.form.titleRequired');
    if (client && draft.customer === '') found.customer = t('todo.form.customerRequired');
    if (client && typedDateProblem(draft.endDate)) found.endDate = t('business.dateUnreadable');
    setErrors(found);
    const first = (['title', 'customer', 'endDate'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(first === 'endDate' ? 'todo-end-date' : `todo-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (task) {
        const changes = changesOf(task, draft, client);
        if (Object.keys(changes).length > 0) {
          await updateTodo(task.id, changes);
          showToast({ variant: 'success', key: 'todo.toast.updated' });
        }
      } else {
        await createTodo({
          title: draft.title.trim(),
          desc: draft.desc.trim(),
          tags: TODO_TAGS.filter((tag) => draft.tags.includes(tag)),
          isImportant: draft.isImportant,
          isStarred: draft.isStarred,
          ...(client ? { customer_id: Number(draft.customer), type: draft.type || null, end_date: draft.endDate || null } : {}),
        });
        showToast({ variant: 'success', key: 'todo.toast.created' });
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.field === 'task.title' && error.serverMessage) setErrors({ title: error.serverMessage });
      else toastForError(error);
    } finally {
      setBusy(false);
    }
  };

  const heading = task ? t('todo.form.editTitle') : client ? t('todo.form.createClientTitle') : t('todo.form.createTitle');
  return (
    <Offcanvas show onHide={busy ? () => undefined : onClose} placement="end" className="todo-panel" aria-labelledby="todo-panel-title" data-testid="todo-panel">
      <form noValidate onSubmit={(event) => void submit(event)} className="todo-panel-form">
        <Offcanvas.Header closeButton closeLabel={t('todo.form.close')} className="todo-panel-header">
          <Offcanvas.Title as="h2" id="todo-panel-title" className="h5 mb-0">
            {heading}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="todo-panel-body">
          <FormField id="todo-title" label={t('todo.form.title')} error={errors.title} required>
            {(aria) => (
              <input
                {...aria}
                className={`form-control${errors.title ? ' is-invalid' : ''}`}
                value={draft.title}
                maxLength={200}
                autoFocus
                onChange={(event) => {
                  set('title', event.target.value);
                  if (event.target.value.trim()) setErrors((current) => ({ ...current, title: undefined }));
                }}
              />
            )}
          </FormField>
          <FormField id="todo-desc" label={t('todo.form.desc')}>
            {(aria) => <textarea {...aria} className="form-control" rows={4} maxLength={2000} value={draft.desc} onChange={(event) => set('desc', event.target.value)} />}
          </FormField>
          {client && (
            <>
              <FormField id="todo-customer" label={t('todo.form.customer')} error={errors.customer} required>
                {(aria) => (
                  <select
                    {...aria}
                    className={`form-select${errors.customer ? ' is-invalid' : ''}`}
                    value={draft.customer}
                    onChange={(event) => {
                      set('customer', event.target.value);
                      setErrors((current) => ({ ...current, customer: undefined }));
                    }}
                  >
                    <option value="">{t('todo.form.chooseCustomer')}</option>
                    {TODO_CUSTOMERS.map((customer) => (
                      <option key={customer.id} value={customer.id}>
                        {customer.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <div className="todo-panel-row">
                <FormField id="todo-type" label={t('todo.form.type')}>
                  {(aria) => (
                    <select {...aria} className="form-select" value={draft.type} onChange={(event) => set('type', event.target.value as TaskType | '')}>
                      <option value="">{t('todo.form.noType')}</option>
                      {TASK_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`business.taskTypes.${type}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField id="todo-end-date" label={t('todo.form.endDate')} error={errors.endDate}>
                  {(aria) => <DateInput {...aria} className={`form-control${errors.endDate ? ' is-invalid' : ''}`} value={draft.endDate} onValue={(value) => set('endDate', value)} />}
                </FormField>
              </div>
            </>
          )}
          <fieldset className="todo-tag-picker">
            <legend className="form-label">{t('todo.form.tags')}</legend>
            <div className="d-flex flex-wrap gap-2">
              {TODO_TAGS.map((tag) => {
                const on = draft.tags.includes(tag);
                return (
                  <button
                    key={tag}
                    type="button"
                    className={`btn btn-sm rounded-pill todo-tag-toggle tone-${TAG_TONES[tag]}${on ? ' is-on' : ''}`}
                    aria-pressed={on}
                    onClick={() => set('tags', on ? draft.tags.filter((x) => x !== tag) : [...draft.tags, tag])}
                  >
                    {t(`todo.tags.${tag}`)}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="todo-panel-switches">
            <SwitchField id="todo-important" label={t('todo.form.important')} checked={draft.isImportant} onChange={(value) => set('isImportant', value)} />
            <SwitchField id="todo-starred" label={t('todo.form.starred')} checked={draft.isStarred} onChange={(value) => set('isStarred', value)} />
            {task && <SwitchField id="todo-completed" label={t('todo.form.completed')} checked={draft.isCompleted} onChange={(value) => set('isCompleted', value)} />}
            {task && client && <SwitchField id="todo-read" label={t('todo.form.read')} checked={draft.isRead} onChange={(value) => set('isRead', value)} />}
          </div>
        </Offcanvas.Body>
        <div className="todo-panel-footer">
          <button type="button" className="btn btn-label-secondary" onClick={onClose} disabled={busy}>
            {t('todo.form.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('todo.form.saving') : task ? t('todo.form.save') : t('todo.form.add')}
          </button>
        </div>
      </form>
    </Offcanvas>
  );
}
