import { useState } from 'react';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A deletion asked first: `ask(row)` opens the confirm dialog with the row's `text`; "Oui,
 * supprimer" runs `remove`, then toasts `doneKey` or the error. Render `dialog` in the screen.
 */
export function useDeleteConfirm<T>({ text, remove, doneKey }: { text: (row: T) => string; remove: (row: T) => Promise<unknown>; doneKey: string }) {
  const [target, setTarget] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      show={target !== null}
      text={target !== null ? text(target) : ''}
      onClose={() => setTarget(null)}
      onConfirm={async () => {
        if (target === null) return;
        try {
          await remove(target);
          showToast({ variant: 'success', key: doneKey });
        } catch (err) {
          toastForError(err);
        }
      }}
    />
  );
  return { ask: (row: T) => setTarget(row), dialog };
}
