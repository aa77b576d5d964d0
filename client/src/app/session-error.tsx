import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Brand } from '@/components/brand';

/** GET session failed (not a 401): the BFF or its upstream is down. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main-content" tabIndex={-1} className="misc-page">
      <div className="misc-card card">
        <div className="card-body text-center">
          <Brand />
          <h1 className="h4 mt-4">{t('errors.apiUnreachable')}</h1>
          <p className="text-body-secondary">{t('app.sessionCheckFailed')}</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            <RefreshCw size={16} aria-hidden="true" className="me-2" />
            {t('app.retry')}
          </button>
        </div>
      </div>
    </main>
  );
}
