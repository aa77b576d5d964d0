import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Client } from '@shared/schemas/clients';
import { toastForError } from '@/lib/error-toast';
import { updateClient } from '@/features/clients/api/update-client';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';
import { useVersionedSave } from '@/components/forms/use-versioned-save';

type NotesValues = Pick<Client, 'notes' | 'comments'>;
const notesOf = ({ notes, comments }: Client): NotesValues => ({ notes, comments });

/** The Notes and Commentaires tabs: free text about the client, saved with the record (that text only, over the version shown). */
export function ClientNotes({ client, field = 'notes' }: { client: Client; field?: 'notes' | 'comments' }) {
  const { t } = useTranslation();
  const form = useForm<NotesValues>({ defaultValues: notesOf(client) });
  const { register, handleSubmit, formState } = form;
  const versioned = useVersionedSave({
    record: client,
    valuesOf: notesOf,
    fields: [field],
    form,
    write: ({ patch, version, record }) => updateClient(record.id, patch, version),
    labelOf: () => t(`clients.card.${field}Label`),
    savedToast: 'business.saved',
  });
  const busy = formState.isSubmitting || versioned.busy;
  const save = handleSubmit((values) => versioned.save(values).catch(toastForError));
  return (
    <form onSubmit={(event) => void save(event)}>
      {versioned.notice}
      <label htmlFor={`client-${field}`} className="form-label">
        {t(`clients.card.${field}Label`)}
      </label>
      <textarea id={`client-${field}`} className="form-control" rows={10} maxLength={10000} aria-describedby={`client-${field}-hint`} {...register(field)} />
      <div id={`client-${field}-hint`} className="form-text">
        {t(`clients.card.${field}Hint`)}
      </div>
      <UnsavedChangesGuard dirty={!busy && formState.isDirty} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || !formState.isDirty}>
          {busy ? t('business.saving') : t('business.save')}
        </button>
      </div>
      {versioned.dialog}
    </form>
  );
}
