import './toaster.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from '@/components/sign-in-icons';
import { dismissToast, useToasts, type ToastMessage } from '@/lib/toast-store';

const AUTO_HIDE_MS = 5000;

const ICONS = { success: CircleCheck, info: Info, warning: TriangleAlert, danger: CircleAlert };

function Toast({ toast }: { toast: ToastMessage }) {
  const { t, i18n } = useTranslation();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, paused]);

  const isError = toast.variant === 'danger';
  const text = toast.serverText && i18n.resolvedLanguage === 'fr' ? toast.serverText : t(toast.key);
  const Icon = ICONS[toast.variant];
  // Own markup on Bootstrap's toast classes: react-bootstrap's Toast forces role="alert" on every toast.
  return (
    <div
      className={`toast show app-toast app-toast-${toast.variant}`}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid="toast"
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast-body">
        <span className="app-toast-icon" aria-hidden="true">
          <Icon size={18} />
        </span>
        <div className="app-toast-text">
          <strong className="app-toast-title">{t(`toast.${toast.variant}`)}</strong>
          <span data-testid="toast-message">{text}</span>
        </div>
        <button type="button" className="btn-close" aria-label={t('toast.close')} onClick={() => dismissToast(toast.id)} />
      </div>
    </div>
  );
}

/**
 * Bootstrap's fixed top-end toast container, as plain markup: the login page's first load shows
 * toasts too, and must not bring react-bootstrap for one <div>.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toast-container top-0 end-0 position-fixed toaster">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
