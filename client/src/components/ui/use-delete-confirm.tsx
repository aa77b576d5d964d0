import { useState } from 'react';
import { EditConflict } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A deletion asked first: `ask(row)` opens the confirm dialog with the row's `text`; "Oui,
 * supprimer" runs `remove` (with the row's version), then toasts `doneKey` or the error. A row
 * changed meanwhile (412) is shown as it is now, and the dialog asks again. Render `dialog` in the screen.
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
        await remove(target).catch((error: unknown) => {
          if (error instanceof EditConflict) setTarget(error.current as T);
          throw error;
        });
        showToast({ variant: 'success', key: doneKey });
      }}
    />
  );
  return { ask: (row: T) => setTarget(row), dialog };
}
