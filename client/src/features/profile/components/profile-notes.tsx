import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { saveNotes } from '@/features/profile/api/save-notes';

export function ProfileNotes({ notes: saved }: { notes: string }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(saved);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await saveNotes(notes);
      showToast({ variant: 'success', key: 'profile.notesSaved' });
    } catch (error) {
      toastForError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      {/* The tabs live in ?tab=: switching them unmounts these notes too. */}
      <UnsavedChangesGuard dirty={notes !== saved && !busy} search />
      <label htmlFor="profile-notes" className="visually-hidden">
        {t('profile.notesLabel')}
      </label>
      <textarea id="profile-notes" className="form-control" rows={5} maxLength={10000} value={notes} onChange={(event) => setNotes(event.target.value)} aria-describedby="profile-notes-hint" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        <span id="profile-notes-hint" className="form-text mt-0">
          {t('profile.notesHint')}
        </span>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || notes === saved}>
          {busy ? t('business.saving') : t('business.save')}
        </button>
      </div>
    </form>
  );
}
