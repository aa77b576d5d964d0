import './security.css';
import './i18n';
import { useTranslation } from 'react-i18next';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { formatDate, formatTime } from '@/lib/format';
import type { OpenSession } from '@shared/schemas/access';

const PHONE = /iphone|android|ipad|mobile/i;

/** "12/03/2026" and "14:05" of an ISO date-time, to fill a sentence. */
export function dateAndTime(iso: string): { date: string; time: string } {
  return { date: formatDate(iso), time: formatTime(iso) };
}

/**
 * The open sessions of an account, one row each: the device, its address, when it signed in and was
 * last seen; the current one marked "Cet appareil". With `onEnd`, every other row has its "Déconnecter".
 */
export function SessionList({ sessions, onEnd, testId = 'session-list' }: { sessions: readonly OpenSession[]; onEnd?: (session: OpenSession) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="session-list" aria-label={t('security.sessionsLabel')} data-testid={testId}>
      {sessions.map((session) => {
        const Icon = PHONE.test(session.userAgent) ? Smartphone : Monitor;
        const device = session.device || t('security.unknownDevice');
        const created = dateAndTime(session.createdAt);
        return (
          <li key={session.id} className="session-row" data-testid="session-row" data-current={session.current}>
            <span className="icon-tile session-icon" aria-hidden="true">
              <Icon size={18} />
            </span>
            <div className="session-text">
              <p className="session-device">
                {device}
                {session.current && <span className="badge badge-soft tone-success ms-2">{t('security.thisDevice')}</span>}
              </p>
              <small className="text-body-secondary">
                {t('security.signedInAt', created)} · {t('security.lastSeen', dateAndTime(session.lastSeenAt))}
              </small>
              <small className="text-body-secondary session-ip">{t('security.ip', { ip: session.ip })}</small>
            </div>
            {onEnd && !session.current && (
              <button
                type="button"
                className="btn btn-sm btn-label-danger session-end"
                aria-label={t('security.endNamed', { device, ...created })}
                onClick={() => onEnd(session)}
              >
                <LogOut size={14} aria-hidden="true" className="flip-rtl" />
                {t('security.end')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
