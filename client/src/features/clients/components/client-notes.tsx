import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@shared/schemas/clients';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { updateClient } from '@/features/clients/api/update-client';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes';

/** The Notes and Commentaires tabs: free text about the client, saved with the record. */
export function ClientNotes({ client, field = 'notes' }: { client: Client; field?: 'notes' | 'comments' }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(client[field]);
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await updateClient(client.id, { [field]: notes });
      showToast({ variant: 'success', key: 'business.saved' });
    } catch (error) {
      toastForError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void save(event)}>
      <label htmlFor={`client-${field}`} className="form-label">
        {t(`clients.card.${field}Label`)}
      </label>
      <textarea id={`client-${field}`} className="form-control" rows={10} value={notes} maxLength={10000} onChange={(event) => setNotes(event.target.value)} aria-describedby={`client-${field}-hint`} />
      <div id={`client-${field}-hint`} className="form-text">
        {t(`clients.card.${field}Hint`)}
      </div>
      <UnsavedChangesGuard dirty={!busy && notes !== client[field]} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || notes === client[field]}>
          {busy ? t('business.saving') : t('business.save')}
        </button>
      </div>
    </form>
  );
}
