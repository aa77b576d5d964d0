import '@/components/ui/i18n';
import { useCallback, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { TASK_TAGS, TASK_TYPES, type Task, type TaskTag, type TaskType } from '@shared/schemas/tasks';
import { ClientPicker, type PickerOption } from '@/components/forms/client-picker';
import { SwitchField } from '@/components/forms/switch-field';
import { FormField } from '@/components/forms/form-field';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { createTask } from '@/features/tasks/api/create-task';
import { searchCustomers } from '@/features/tasks/api/search-customers';
import { patchTask } from '@/features/tasks/api/update-task';
import { TAG_TONES } from '@/features/tasks/task-types';
import { picksOwnClientsOnly } from '@shared/policies';

/** "Nouvelle tâche" / "Modifier la tâche": the form in a dialog. */
export function TaskModal({ task, customer, onClose }: { task: Task | null; customer?: PickerOption | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [type, setType] = useState<TaskType | ''>(task?.type ?? '');
  const [dueDate, setDueDate] = useState(task?.dueDate ?? '');
  const [picked, setPicked] = useState<PickerOption | null>(
    task ? (task.customerId !== null ? { id: task.customerId, label: task.customerName ?? `#${task.customerId}` } : null) : (customer ?? null),
  );
  const [important, setImportant] = useState(task?.important ?? false);
  const [completed, setCompleted] = useState(task?.completed ?? false);
  const [tags, setTags] = useState<TaskTag[]>(task?.tags ?? []);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { user } = useSession();
  const scope = picksOwnClientsOnly(user?.role) ? 'mine' : 'all';
  const search = useCallback((q: string) => searchCustomers(q, scope), [scope]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setTitleError(t('tasks.form.titleRequired'));
      document.getElementById('task-title')?.focus();
      return;
    }
    setBusy(true);
    const fields = {
      title: title.trim(),
      description: description.trim(),
      type: type === '' ? null : type,
      dueDate: dueDate || null,
      customerId: picked?.id ?? null,
      important,
      completed,
      tags,
    };
    try {
      if (task) {
        await patchTask(task, fields);
        showToast({ variant: 'success', key: 'tasks.updated' });
      } else {
        await createTask({ ...fields, read: false });
        showToast({ variant: 'success', key: 'tasks.created' });
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.field === 'title' && error.serverMessage) setTitleError(error.serverMessage);
      else toastForError(error);
    } finally {
      setBusy(false);
    }
  };

  const heading = task ? t('tasks.form.editTitle') : t('tasks.form.createTitle');
  return (
    <Modal show onHide={busy ? () => undefined : onClose} centered size="lg" aria-labelledby="task-modal-title" className="business-modal" data-testid="task-modal">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('business.close')}>
          <Modal.Title as="h2" id="task-modal-title" className="h5">
            {heading}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="form-grid">
            <FormField id="task-title" label={t('tasks.form.title')} error={titleError} required className="span-all">
              {(aria) => (
                <input
                  {...aria}
                  className={`form-control${titleError ? ' is-invalid' : ''}`}
                  value={title}
                  maxLength={200}
                  autoFocus
                  onChange={(event) => {
                    setTitle(event.target.value);
                    if (event.target.value.trim()) setTitleError(null);
                  }}
                  onBlur={() => title.trim() === '' && setTitleError(t('tasks.form.titleRequired'))}
                />
              )}
            </FormField>
            <FormField id="task-description" label={t('tasks.form.description')} className="span-all">
              {(aria) => <textarea {...aria} className="form-control" rows={4} maxLength={5000} value={description} onChange={(event) => setDescription(event.target.value)} />}
            </FormField>
            <FormField id="task-type" label={t('tasks.form.type')}>
              {(aria) => (
                <select {...aria} className="form-select" value={type} onChange={(event) => setType(event.target.value as TaskType | '')}>
                  <option value="">{t('tasks.form.noType')}</option>
                  {TASK_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {t(`business.taskTypes.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="task-due" label={t('tasks.form.dueDate')}>
              {(aria) => <input {...aria} type="date" className="form-control" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />}
            </FormField>
            <FormField id="task-customer" label={t('tasks.form.customer')} className="span-all">
              {(aria) => <ClientPicker id={aria.id} value={picked} onChange={setPicked} search={search} describedBy={aria['aria-describedby']} />}
            </FormField>
            <fieldset className="span-all task-tag-picker">
              <legend className="form-label">{t('tasks.form.tags')}</legend>
              <div className="d-flex flex-wrap gap-2">
                {TASK_TAGS.map((tag) => {
                  const on = tags.includes(tag);
                  return (
                    <button
                      key={tag}
                      type="button"
                      className={`btn btn-sm rounded-pill task-tag-toggle tone-${TAG_TONES[tag]}${on ? ' is-on' : ''}`}
                      aria-pressed={on}
                      onClick={() => setTags((current) => (on ? current.filter((x) => x !== tag) : [...current, tag]))}
                    >
                      {t(`tasks.tags.${tag}`)}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <div className="span-all d-flex flex-wrap gap-4">
              <SwitchField id="task-important" label={t('tasks.form.important')} checked={important} onChange={setImportant} />
              {task && <SwitchField id="task-completed" label={t('tasks.form.completed')} checked={completed} onChange={setCompleted} />}
            </div>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-label-secondary" onClick={onClose} disabled={busy}>
            {t('business.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('business.saving') : task ? t('business.save') : t('tasks.form.submitCreate')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
