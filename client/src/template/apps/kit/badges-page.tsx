import { useTranslation } from 'react-i18next';
import { Award, Bell, MessageSquare, SquareCheckBig } from 'lucide-react';
import { CHAT_STATUSES } from '@shared/schemas/template-chat';
import { SERVICE_CODES } from '@shared/services';
import { PRESENCE_TONES, PresenceDot } from '@/components/presence-dot';
import { ServiceChips } from '@/components/ui/service-chips';
import { initials } from '@/lib/initials';
import { ShowcasePage } from './showcase';

const STATUSES = [
  ['signed', 'success'],
  ['ongoing', 'primary'],
  ['pending', 'warning'],
  ['refused', 'danger'],
  ['draft', 'secondary'],
  ['fresh', 'info'],
] as const;

function Tones() {
  const { t } = useTranslation();
  return (
    <>
      <p className="kit-status mb-0">{t('kit.badges.tones.solid')}</p>
      <div className="kit-row">
        {STATUSES.map(([key, tone]) => (
          <span key={key} className={`badge text-bg-${tone}`}>
            {t(`kit.badges.tones.${key}`)}
          </span>
        ))}
      </div>
      <p className="kit-status mb-0">{t('kit.badges.tones.soft')}</p>
      <div className="kit-row">
        {STATUSES.map(([key, tone]) => (
          <span key={key} className={`badge badge-soft tone-${tone}`}>
            {t(`kit.badges.tones.${key}`)}
          </span>
        ))}
      </div>
    </>
  );
}

function Counters() {
  const { t } = useTranslation();
  return (
    <div className="kit-row">
      <button type="button" className="btn btn-label-secondary">
        <SquareCheckBig size={16} aria-hidden="true" /> {t('kit.badges.counters.tasks')}
        <span className="badge rounded-pill text-bg-danger">
          12<span className="visually-hidden"> {t('kit.badges.counters.unread', { count: 12 })}</span>
        </span>
      </button>
      <button type="button" className="btn-icon kit-counted" aria-label={t('kit.badges.counters.named', { what: t('kit.badges.counters.notifications'), n: t('kit.badges.counters.unread', { count: 3 }) })}>
        <Bell size={20} aria-hidden="true" />
        <span className="badge rounded-pill text-bg-danger kit-count" aria-hidden="true">3</span>
      </button>
      {/* Past 99 the badge says 99+, and so does the name (what is seen is what is heard). */}
      <button type="button" className="btn-icon kit-counted" aria-label={t('kit.badges.counters.named', { what: t('kit.badges.counters.messages'), n: t('kit.badges.counters.unreadMany', { shown: '99+' }) })}>
        <MessageSquare size={20} aria-hidden="true" />
        <span className="badge rounded-pill text-bg-primary kit-count" aria-hidden="true">99+</span>
      </button>
      <span className="badge rounded-pill text-bg-warning">{t('kit.badges.counters.news', { count: 5 })}</span>
    </div>
  );
}

const PEOPLE = ['Claire Dubois', 'Julien Moreau', 'Nathalie Lefèvre', 'Hugo Bernard'];

function Presence() {
  const { t } = useTranslation();
  return (
    <ul className="kit-presence">
      {CHAT_STATUSES.map((status, i) => (
        <li key={status}>
          <span className="avatar" data-presence={status} aria-hidden="true">
            {initials(PEOPLE[i])}
          </span>
          <span className="kit-presence-text">
            <span className="fw-medium">{PEOPLE[i]}</span>
            <span className="d-inline-flex align-items-center gap-2">
              <PresenceDot status={status} />
              <span className={`text-${PRESENCE_TONES[status]}-emphasis`}>{t(`user.presence.${status}`)}</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /components/badges: tones, counters, presence dots and the services' chips. */
export default function BadgesPage() {
  return (
    <ShowcasePage page="badges" icon={Award}
      sections={[
        { id: 'tones', demo: <Tones /> },
        { id: 'counters', demo: <Counters /> },
        { id: 'presence', demo: <Presence /> },
        { id: 'services', demo: <ServiceChips services={SERVICE_CODES} /> },
      ]} />
  );
}
