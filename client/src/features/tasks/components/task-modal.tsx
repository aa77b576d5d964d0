import '@/components/ui/i18n';
import { useCallback, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useController, useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TASK_FIELDS, TASK_TAGS, TASK_TYPES, TaskCreate, type Task, type TaskInput } from '@shared/schemas/tasks';
import { createDefaults, writableValues } from '@shared/schemas/record-fields';
import { ClientPicker, type PickerOption } from '@/components/forms/client-picker';
import { DateField } from '@/components/forms/date-field';
import { asChoiceOrNull, asText } from '@/components/forms/field-values';
import { SwitchField } from '@/components/forms/switch-field';
import { FormField } from '@/components/forms/form-field';
import { schemaResolver } from '@/components/forms/resolvers';
import { useFormFeedback } from '@/components/forms/use-form-feedback';
import { useVersionedSave } from '@/components/forms/use-versioned-save';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast-store';
import { createTask } from '@/features/tasks/api/create-task';
import { searchCustomers } from '@/features/tasks/api/search-customers';
import { patchTask } from '@/features/tasks/api/update-task';
import { TAG_TONES } from '@/features/tasks/task-types';
import { picksOwnClientsOnly } from '@shared/policies';

/** A new task: the field table's defaults, for the client whose tasks are shown. */
function newTaskValues(customer: PickerOption | null): DefaultValues<TaskInput> {
  const { starred: _starred, trashed: _trashed, ...values } = { ...createDefaults(TASK_FIELDS), title: '', customerId: customer?.id ?? null };
  return values;
}

/** A stored task's fields; the star and the trash are the list's. */
function taskValues(task: Task): TaskInput {
  const { starred: _starred, trashed: _trashed, ...values } = writableValues(TASK_FIELDS, task);
  return values;
}

type TaskField = Exclude<keyof TaskInput, 'read'>;
/** What the dialog edits of a stored task: read or not is the list's (opening the task read it). */
const TASK_FORM_FIELDS: readonly TaskField[] = ['title', 'description', 'type', 'dueDate', 'customerId', 'tags', 'important', 'completed'];
const FIELD_LABELS: Record<TaskField, string> = {
  title: 'title',
  description: 'description',
  type: 'type',
  dueDate: 'dueDate',
  customerId: 'customer',
  tags: 'tags',
  important: 'important',
  completed: 'completed',
};

/** The body the BFF checks, and the rules the dialog shows: a title, a due date that can be read (tasks.form.*). */
const taskResolver = schemaResolver<TaskInput, typeof TaskCreate>(TaskCreate, {
  keyOf: (field) => (field === 'title' ? 'titleRequired' : 'invalid'),
  rules: () => ({}),
  dates: ['dueDate'],
});

/**
 * "Nouvelle tâche" / "Modifier la tâche": the form in a dialog. A stored `task` is the row as the
 * list holds it now; its save sends only the fields changed, over the version shown.
 */
export function TaskModal({ task, customer, onClose }: { task: Task | null; customer?: PickerOption | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<TaskInput>({ defaultValues: task ? taskValues(task) : newTaskValues(customer ?? null), resolver: taskResolver, mode: 'onTouched', shouldFocusError: false });
  const { register, handleSubmit, control, formState } = form;
  const feedback = useFormFeedback<TaskInput>(form);
  const tags = useController({ control, name: 'tags' }).field;
  const important = useController({ control, name: 'important' }).field;
  const completed = useController({ control, name: 'completed' }).field;
  const customerId = useController({ control, name: 'customerId' }).field;
  // The picker shows a name; the form holds the id.
  const [picked, setPicked] = useState<PickerOption | null>(
    task ? (task.customerId !== null ? { id: task.customerId, label: task.customerName ?? `#${task.customerId}` } : null) : (customer ?? null),
  );
  const { user } = useSession();
  const scope = picksOwnClientsOnly(user?.role) ? 'mine' : 'all';
  const search = useCallback((q: string) => searchCustomers(q, scope), [scope]);
  const titleRule = feedback.shownRule('title');
  const titleError = feedback.server.title ?? (titleRule ? t(`tasks.form.${titleRule}`) : null);
  const dueRule = feedback.shownRule('dueDate');
  const dueError = feedback.server.dueDate ?? (dueRule ? t(`tasks.form.${dueRule}`) : null);
  // The picker shows the name of the client chosen, or of the one the task has now (a change made elsewhere).
  const customerLabel = (id: number) => (picked?.id === id ? picked.label : task?.customerId === id ? task.customerName : null) ?? `#${id}`;
  const shownCustomer = customerId.value === null ? null : { id: customerId.value, label: customerLabel(customerId.value) };

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.field === 'title' && error.serverMessage) feedback.setServer({ title: error.serverMessage });
    else toastForError(error);
  };
  const versioned = useVersionedSave({
    record: task,
    valuesOf: taskValues,
    fields: TASK_FORM_FIELDS,
    form,
    write: ({ patch, version, record }) => patchTask(record, patch, version),
    labelOf: (field) => t(`tasks.form.${FIELD_LABELS[field]}`),
    show: (field, value) => {
      if (value === null) return undefined;
      if (field === 'type') return t(`business.taskTypes.${String(value)}`);
      if (field === 'dueDate') return formatDate(String(value));
      if (field === 'customerId') return customerLabel(Number(value));
      if (field === 'tags' && Array.isArray(value) && value.length > 0) return value.map((tag: string) => t(`tasks.tags.${tag}`)).join(', ');
      return undefined;
    },
    savedToast: 'tasks.updated',
    onSaved: onClose,
    onError: refused,
  });

  const save = async (values: TaskInput) => {
    try {
      if (task) {
        await versioned.save(values);
      } else {
        await createTask(values);
        showToast({ variant: 'success', key: 'tasks.created' });
        onClose();
      }
    } catch (error) {
      refused(error);
    }
  };
  const submit = handleSubmit(save, (errors) => {
    feedback.focusFirst(errors);
    // The dialog shows the title's and the due date's rules: a stored value the BFF would refuse is said as the BFF would.
    if (Object.keys(errors).some((name) => name !== 'title' && name !== 'dueDate')) showToast({ variant: 'danger', key: 'errors.invalidRequest' });
  });

  const busy = formState.isSubmitting || versioned.busy;
  const heading = task ? t('tasks.form.editTitle') : t('tasks.form.createTitle');
  return (
    <Modal show onHide={busy ? () => undefined : onClose} centered size="lg" aria-labelledby="task-modal-title" className="business-modal" data-testid="task-modal">
      <form noValidate onSubmit={feedback.submitWith(submit)}>
        <Modal.Header closeButton closeLabel={t('business.close')}>
          <Modal.Title as="h2" id="task-modal-title" className="h5">
            {heading}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {versioned.notice}
          <div className="form-grid">
            <FormField id="task-title" label={t('tasks.form.title')} error={titleError} required className="span-all">
              {(aria) => <input {...aria} className={`form-control${titleError ? ' is-invalid' : ''}`} maxLength={200} autoFocus {...register('title', { setValueAs: asText })} />}
            </FormField>
            <FormField id="task-description" label={t('tasks.form.description')} className="span-all">
              {(aria) => <textarea {...aria} className="form-control" rows={4} maxLength={5000} {...register('description', { setValueAs: asText })} />}
            </FormField>
            <FormField id="task-type" label={t('tasks.form.type')}>
              {(aria) => (
                <select {...aria} className="form-select" {...register('type', { setValueAs: asChoiceOrNull })}>
                  <option value="">{t('tasks.form.noType')}</option>
                  {TASK_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {t(`business.taskTypes.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <DateField control={control} name="dueDate" id="task-due" label={t('tasks.form.dueDate')} error={dueError} />
            <FormField id="task-customer" label={t('tasks.form.customer')} className="span-all">
              {(aria) => (
                <ClientPicker
                  id={aria.id}
                  value={shownCustomer}
                  onChange={(option) => {
                    setPicked(option);
                    customerId.onChange(option?.id ?? null);
                  }}
                  search={search}
                  describedBy={aria['aria-describedby']}
                />
              )}
            </FormField>
            <fieldset className="span-all task-tag-picker">
              <legend className="form-label">{t('tasks.form.tags')}</legend>
              <div className="d-flex flex-wrap gap-2">
                {TASK_TAGS.map((tag) => {
                  const on = tags.value.includes(tag);
                  return (
                    <button
                      key={tag}
                      type="button"
                      className={`btn btn-sm rounded-pill task-tag-toggle tone-${TAG_TONES[tag]}${on ? ' is-on' : ''}`}
                      aria-pressed={on}
                      onClick={() => tags.onChange(on ? tags.value.filter((x) => x !== tag) : [...tags.value, tag])}
                    >
                      {t(`tasks.tags.${tag}`)}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <div className="span-all d-flex flex-wrap gap-4">
              <SwitchField id="task-important" label={t('tasks.form.important')} checked={important.value} onChange={important.onChange} />
              {task && <SwitchField id="task-completed" label={t('tasks.form.completed')} checked={completed.value} onChange={completed.onChange} />}
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
      {versioned.dialog}
    </Modal>
  );
}
