import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import type { LastChange } from '@shared/schemas/common';
import { changedByWords } from './last-change';
import '@/components/ui/i18n';

/**
 * Said on a screen whose record was changed elsewhere while it was open: what was not touched is
 * refreshed, what was typed is kept; by whom and when, when a refused write learnt it (`changedBy`).
 */
export function ChangedElsewhereNotice({ show, changedBy, onClose }: { show: boolean; changedBy?: LastChange; onClose: () => void }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <div className="alert alert-info d-flex align-items-start gap-2" role="status" data-testid="changed-elsewhere">
      <RefreshCw size={18} className="flex-shrink-0 mt-1" aria-hidden="true" />
      <span className="me-auto">{changedBy ? t('business.versions.noticeBy', { by: changedByWords(t, changedBy) }) : t('business.versions.notice')}</span>
      <button type="button" className="btn-close flex-shrink-0" aria-label={t('business.versions.noticeClose')} onClick={onClose} />
    </div>
  );
}
