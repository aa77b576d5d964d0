import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { FileText, Inbox, Info, Plus, Send, Star, Trash2, type LucideIcon } from 'lucide-react';
import { MAIL_LABELS, MAIL_VIEWS, type MailsResponse } from '@shared/schemas/template-email';
import { LABEL_TONES } from './mail-format';

const FOLDER_ICONS: Record<(typeof MAIL_VIEWS)[number], LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  draft: FileText,
  starred: Star,
  trash: Trash2,
  spam: Info,
};

/** The left column: compose, the folders with their counts, the labels. */
export function MailSidebar({ meta, search, onCompose, onNavigate }: { meta: MailsResponse['emailsMeta'] | undefined; search: string; onCompose: () => void; onNavigate: () => void }) {
  const { t } = useTranslation();
  const badge = (view: (typeof MAIL_VIEWS)[number]) => {
    if (!meta) return null;
    if (view === 'draft') {
      return meta.drafts > 0 ? (
        <span className="badge badge-soft tone-warning ms-auto" data-testid="mail-count-draft">
          {meta.drafts}
          <span className="visually-hidden"> ({t('email.draftCount', { count: meta.drafts })})</span>
        </span>
      ) : null;
    }
    if (view === 'sent' || meta.unread[view] === 0) return null;
    const tone = view === 'inbox' ? 'primary' : view === 'spam' ? 'danger' : 'secondary';
    return (
      <span className={`badge badge-soft tone-${tone} ms-auto`} data-testid={`mail-count-${view}`}>
        {meta.unread[view]}
        <span className="visually-hidden"> ({t('email.unreadCount', { count: meta.unread[view] })})</span>
      </span>
    );
  };
  return (
    <div className="mail-sidebar-inner">
      <button type="button" className="btn btn-primary w-100" onClick={onCompose} data-testid="mail-compose">
        <Plus size={18} aria-hidden="true" />
        {t('email.compose')}
      </button>
      <nav aria-label={t('email.foldersLabel')} className="filter-nav mail-nav">
        <h2 className="filter-nav-title">{t('email.foldersTitle')}</h2>
        <ul>
          {MAIL_VIEWS.map((view) => {
            const Icon = FOLDER_ICONS[view];
            return (
              <li key={view}>
                <NavLink to={`/email/${view}${search}`} className="filter-nav-link" onClick={onNavigate} data-testid={`mail-folder-${view}`}>
                  <Icon size={18} aria-hidden="true" />
                  <span>{t(`email.folders.${view}`)}</span>
                  {badge(view)}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <h2 className="filter-nav-title">{t('email.labelsTitle')}</h2>
        <ul>
          {MAIL_LABELS.map((label) => (
            <li key={label}>
              <NavLink to={`/email/${label}${search}`} className="filter-nav-link" onClick={onNavigate} data-testid={`mail-label-${label}`}>
                <span className={`tone-bullet tone-${LABEL_TONES[label]}`} aria-hidden="true" />
                <span>{t(`email.labels.${label}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
