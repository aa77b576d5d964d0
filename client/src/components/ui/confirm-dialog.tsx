import './business.css';
import './confirm-dialog.css';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { EditConflict } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import '@/components/ui/i18n';

/**
 * "Are you sure?" before a deletion. `onConfirm` runs the write; the dialog stays open (its
 * button busy) until it settles, then closes (a failure is toasted). A 412 (EditConflict) is not
 * the end: the record changed since it was shown, the screen now shows it as it is (the write put
 * it in the cache), and the dialog says so and asks again.
 */
export function ConfirmDialog({
  show,
  title,
  text,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
  focusCancel = false,
}: {
  show: boolean;
  title?: string;
  text: string;
  confirmLabel?: string;
  /** the button's text while `onConfirm` runs (« Suppression… » by default) */
  busyLabel?: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** the dialog opens with the focus on « Annuler » rather than on the action (one that cannot be undone by a second press: a password reset) */
  focusCancel?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      if (error instanceof EditConflict) {
        setChanged(true);
        return;
      }
      toastForError(error);
    } finally {
      setBusy(false);
    }
    onClose();
  };
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onClose}
      onExited={() => setChanged(false)}
      centered
      aria-labelledby="confirm-dialog-title"
      className="confirm-dialog"
      data-testid="confirm-dialog"
    >
      <Modal.Body className="text-center">
        <span className="confirm-dialog-icon" aria-hidden="true">
          <TriangleAlert size={30} />
        </span>
        <h2 id="confirm-dialog-title" className="h4 mb-2">
          {title ?? t('business.confirmTitle')}
        </h2>
        <p className="mb-4">{text}</p>
        {changed && (
          <p className="alert alert-warning text-start mb-4" role="alert" data-testid="confirm-changed">
            {t('business.versions.deleteChanged')}
          </p>
        )}
        <div className="d-flex justify-content-center flex-wrap gap-2">
          <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy} autoFocus={!focusCancel}>
            {busy ? (busyLabel ?? t('business.deleting')) : (confirmLabel ?? t('business.confirmYes'))}
          </button>
          <button type="button" className="btn btn-label-secondary" onClick={onClose} disabled={busy} autoFocus={focusCancel}>
            {t('business.cancel')}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
