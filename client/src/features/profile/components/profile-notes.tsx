import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@shared/schemas/profile';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';
import { useVersionedSave } from '@/components/forms/use-versioned-save';
import { toastForError } from '@/lib/error-toast';
import { saveNotes } from '@/features/profile/api/save-notes';

type NotesValues = Pick<Profile, 'notes'>;
const notesOf = ({ notes }: Profile): NotesValues => ({ notes });

/** The user's own notes, saved over the version of their record shown (If-Match); a change made elsewhere refreshes them unless typed over. */
export function ProfileNotes({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const form = useForm<NotesValues>({ defaultValues: notesOf(profile) });
  const { register, handleSubmit, formState } = form;
  const versioned = useVersionedSave({
    record: profile,
    valuesOf: notesOf,
    fields: ['notes'],
    form,
    write: ({ patch, version, values }) => saveNotes(patch.notes ?? values.notes, version),
    labelOf: () => t('profile.notesLabel'),
    savedToast: 'profile.notesSaved',
  });
  const busy = formState.isSubmitting || versioned.busy;
  const save = handleSubmit((values) => versioned.save(values).catch(toastForError));
  return (
    <form onSubmit={(event) => void save(event)}>
      {versioned.notice}
      {/* The tabs live in ?tab=: switching them unmounts these notes too. */}
      <UnsavedChangesGuard dirty={formState.isDirty && !busy} search />
      <label htmlFor="profile-notes" className="visually-hidden">
        {t('profile.notesLabel')}
      </label>
      <textarea id="profile-notes" className="form-control" rows={5} maxLength={10000} aria-describedby="profile-notes-hint" {...register('notes')} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        <span id="profile-notes-hint" className="form-text mt-0">
          {t('profile.notesHint')}
        </span>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !formState.isDirty}>
          {busy ? t('business.saving') : t('business.save')}
        </button>
      </div>
      {versioned.dialog}
    </form>
  );
}
