import './business.css';
import './list-states.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff, Inbox, RotateCw, ShieldAlert } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import '@/components/ui/i18n';

/** Grey bars in the shape of the rows to come. */
export function TableSkeleton({ rows = 6, columns = 5 }: { rows?: number; columns?: number }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" role="status" aria-live="polite" data-testid="list-loading">
      <span className="visually-hidden">{t('business.loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div className="list-skeleton-row" key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, col) => (
            <span key={col} className="placeholder" style={{ inlineSize: `${[70, 45, 60, 35, 50, 40, 55][(row + col) % 7]}%` }} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ title, text, action, icon }: { title: string; text?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="list-state" data-testid="list-empty">
      <span className="list-state-icon" aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </span>
      <h2 className="h6 mb-1">{title}</h2>
      {text && <p className="mb-0">{text}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** A failed load: what happened, and a button to ask again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const forbidden = error instanceof ApiError && error.status === 403;
  const server = error instanceof ApiError && error.serverMessage && i18n.resolvedLanguage === 'fr' ? error.serverMessage : null;
  return (
    <div className="list-state list-state-error" role="alert" data-testid="list-error">
      <span className="list-state-icon" aria-hidden="true">
        {forbidden ? <ShieldAlert size={28} /> : <CloudOff size={28} />}
      </span>
      <h2 className="h6 mb-1">{t('business.errorTitle')}</h2>
      <p className="mb-0">{forbidden ? t('business.forbiddenText') : (server ?? t('business.errorText'))}</p>
      {!forbidden && (
        <button type="button" className="btn btn-sm btn-outline-primary mt-3" onClick={onRetry}>
          <RotateCw size={14} aria-hidden="true" />
          {t('business.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * An empty list. A search that found nothing says so and offers to clear it; otherwise the list's
 * own title, text and action show.
 */
export function ListEmptyState({
  q,
  onClearSearch,
  title,
  text,
  action,
  icon,
  searchedTitle,
}: {
  q: string;
  onClearSearch: () => void;
  title: string;
  text?: string;
  action?: ReactNode;
  icon?: ReactNode;
  /** the title while searching; business.emptyTitle by default */
  searchedTitle?: string;
}) {
  const { t } = useTranslation();
  if (!q) return <EmptyState icon={icon} title={title} text={text} action={action} />;
  return (
    <EmptyState
      icon={icon}
      title={searchedTitle ?? t('business.emptyTitle')}
      text={t('business.emptySearch', { q })}
      action={
        <button type="button" className="btn btn-sm btn-label-primary" onClick={onClearSearch}>
          {t('business.clearFilters')}
        </button>
      }
    />
  );
}
