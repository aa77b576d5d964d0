import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { showToast, type ToastVariant } from '@/lib/toast-store';

export const TOAST_VARIANTS: readonly ToastVariant[] = ['success', 'info', 'warning', 'danger'];
/** Neutral buttons: the icon carries the kind's colour (a solid success or info button would be too pale to read). */
const ICON_TONES: Record<ToastVariant, string> = { success: 'text-success', info: 'text-info', warning: 'text-warning', danger: 'text-danger' };

/** A button per kind of toast, each showing its sample message. */
export function ToastKinds() {
  const { t } = useTranslation();
  return (
    <div className="kit-row">
      {TOAST_VARIANTS.map((variant) => (
        <button key={variant} type="button" className="btn btn-label-secondary" onClick={() => showToast({ variant, key: `kit.dialogs.toasts.messages.${variant}` })}>
          <Bell size={16} aria-hidden="true" className={ICON_TONES[variant]} /> {t(`kit.dialogs.toasts.${variant}`)}
        </button>
      ))}
    </div>
  );
}
