import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/ui/i18n';

/** A form's buttons: Annuler (when the form may be left) and the submit button, busy while saving. */
export function FormActions({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  submitIcon,
  submitTestId,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
  submitIcon?: ReactNode;
  submitTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      {onCancel && (
        <button type="button" className="btn btn-label-secondary" onClick={onCancel} disabled={busy}>
          {t('business.cancel')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid={submitTestId}>
        {submitIcon}
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
