import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Mail as MailIcon, MailOpen, Paperclip, Star, Trash2 } from 'lucide-react';
import type { Mail, MailFolder, MailLabel } from '@shared/schemas/template-email';
import { useCurrentLanguage } from '@/i18n/current-language';
import { initials } from '@/lib/initials';
import { IndeterminateCheckbox } from '@/template/kit/indeterminate-checkbox';
import { ToggleIconButton } from '@/template/kit/toggle-icon-button';
import { LabelMenu, MoveMenu } from './mail-actions';
import { isOwnMail, LABEL_TONES, listTime, snippet } from './mail-format';

export interface ListActions {
  onStar: (mail: Mail) => void;
  onMove: (ids: number[], folder: MailFolder) => void;
  onMarkUnread: (ids: number[], unread: boolean) => void;
  onLabel: (label: MailLabel, ids: number[]) => void;
}

/** The select-all box and, with a selection, what can be done to it. */
export function SelectionBar({
  mails,
  selected,
  onSelect,
  actions,
  inTrash,
}: {
  mails: Mail[];
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  actions: ListActions;
  inTrash: boolean;
}) {
  const { t } = useTranslation();
  const chosen = mails.filter((m) => selected.has(m.id));
  const all = mails.length > 0 && chosen.length === mails.length;
  const some = chosen.length > 0 && !all;
  const ids = chosen.map((m) => m.id);
  return (
    <div className="mail-selection-bar" data-testid="mail-selection-bar">
      <IndeterminateCheckbox
        indeterminate={some}
        className="form-check-input m-0"
        checked={all}
        disabled={mails.length === 0}
        aria-label={all || some ? t('email.selectNone') : t('email.selectAll')}
        onChange={() => onSelect(all || some ? new Set() : new Set(mails.map((m) => m.id)))}
        data-testid="mail-select-all"
      />
      {chosen.length > 0 ? (
        <>
          <span className="mail-selection-count" data-testid="mail-selection-count">
            {t('email.selected', { count: chosen.length })}
          </span>
          <div className="mail-selection-actions" role="group" aria-label={t('email.selected', { count: chosen.length })}>
            <MoveMenu mails={chosen} onMove={(folder) => actions.onMove(ids, folder)} id="mail-bulk-move" />
            <button type="button" className="btn-icon" aria-label={t('email.markRead')} title={t('email.markRead')} onClick={() => actions.onMarkUnread(ids, false)} data-testid="mail-bulk-read">
              <MailOpen size={18} aria-hidden="true" />
            </button>
            <button type="button" className="btn-icon" aria-label={t('email.markUnread')} title={t('email.markUnread')} onClick={() => actions.onMarkUnread(ids, true)} data-testid="mail-bulk-unread">
              <MailIcon size={18} aria-hidden="true" />
            </button>
            <LabelMenu mails={chosen} onToggle={actions.onLabel} id="mail-bulk-labels" />
            {!inTrash && (
              <button type="button" className="btn-icon btn-icon-danger" aria-label={t('email.trash')} title={t('email.trash')} onClick={() => actions.onMove(ids, 'trash')} data-testid="mail-bulk-trash">
                <Trash2 size={18} aria-hidden="true" />
              </button>
            )}
          </div>
        </>
      ) : (
        <span className="mail-selection-count text-body-secondary" data-testid="mail-selection-count">
          {t('email.selectAll')}
        </span>
      )}
    </div>
  );
}

/** One line of the list: select, star, who, what, when. */
function MailRow({ mail, selected, open, search, onToggle, onStar }: { mail: Mail; selected: boolean; open: boolean; search: URLSearchParams; onToggle: () => void; onStar: () => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const own = isOwnMail(mail);
  const who = own ? t('email.toPrefix', { to: mail.to.join(', ') || t('email.noRecipient') }) : mail.sender_name;
  const subject = mail.subject || t('email.noSubject');
  const params = new URLSearchParams(search);
  params.set('mail', String(mail.id));
  return (
    <li className={`mail-row${mail.unread ? ' is-unread' : ''}${selected ? ' is-selected' : ''}${open ? ' is-open' : ''}`} data-testid="mail-row" data-mail-id={mail.id}>
      <input
        type="checkbox"
        className="form-check-input m-0"
        checked={selected}
        onChange={onToggle}
        aria-label={t(selected ? 'email.deselectOne' : 'email.selectOne', { subject })}
        data-testid="mail-select"
      />
      <ToggleIconButton
        icon={Star}
        size={16}
        pressed={mail.isStarred}
        className="btn-icon-sm mail-star"
        label={t(mail.isStarred ? 'email.unstarOf' : 'email.starOf', { subject })}
        title={mail.isStarred ? t('email.unstar') : t('email.star')}
        onClick={onStar}
        data-testid="mail-star"
      />
      <Link to={{ search: `?${params}` }} className="mail-row-link" aria-current={open ? 'true' : undefined} data-testid="mail-open">
        <span className="avatar avatar-sm avatar-initials d-none d-sm-inline-grid" data-initials={initials(own ? (mail.to[0] ?? '?') : mail.sender_name)} aria-hidden="true" />
        <span className="mail-row-text">
          <span className="mail-row-top">
            <span className="mail-row-sender">
              {mail.unread && <span className="visually-hidden">{t('email.unread')} : </span>}
              {mail.mailFolder === 'draft' && <span className="mail-draft-tag">{t('email.draftTag')}</span>}
              {who}
            </span>
            <span className="mail-row-meta">
              {mail.labels.map((label) => (
                <span key={label} className={`tone-bullet tone-${LABEL_TONES[label]}`} title={t(`email.labels.${label}`)}>
                  <span className="visually-hidden">{t(`email.labels.${label}`)}</span>
                </span>
              ))}
              {mail.attachments.length > 0 && <Paperclip size={14} aria-label={t('email.attachment')} />}
              <time dateTime={mail.time} className="mail-row-time">
                {listTime(mail.time, language)}
              </time>
            </span>
          </span>
          <span className="mail-row-subject" data-testid="mail-subject">
            {subject}
          </span>
          <span className="mail-row-snippet">{snippet(mail.message)}</span>
        </span>
      </Link>
    </li>
  );
}

export function MailList({
  mails,
  selected,
  onSelect,
  openId,
  search,
  onStar,
}: {
  mails: Mail[];
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  openId: number | null;
  search: URLSearchParams;
  onStar: (mail: Mail) => void;
}) {
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <ul className="mail-list" data-testid="mail-list">
      {mails.map((mail) => (
        <MailRow key={mail.id} mail={mail} selected={selected.has(mail.id)} open={mail.id === openId} search={search} onToggle={() => toggle(mail.id)} onStar={() => onStar(mail)} />
      ))}
    </ul>
  );
}
