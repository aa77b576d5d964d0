import './mail-reader.css';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ExternalLink, Mail as MailIcon, Paperclip, Pencil, Reply, Star, Trash2 } from 'lucide-react';
import type { Attachment, Mail, MailReply } from '@shared/schemas/template-email';
import { FileKindTile, fileKind, opensInBrowser } from '@/components/file-kind';
import { useCurrentLanguage } from '@/i18n/current-language';
import { formatBytes } from '@shared/byte-sizes';
import { initials } from '@/lib/initials';
import { ToggleIconButton } from '@/template/kit/toggle-icon-button';
import { attachmentUrl } from './api';
import { LabelMenu, MoveMenu } from './mail-actions';
import { fullTime, LABEL_TONES } from './mail-format';
import type { ListActions } from './mail-list';

/** A message's text: its paragraphs as they were written. */
function MessageText({ text }: { text: string }) {
  return <div className="mail-message-text">{text}</div>;
}

function Correspondent({ name, email, time, me }: { name: string; email: string; time: string; me: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <div className="mail-message-head">
      <span className="avatar avatar-initials" data-initials={initials(name)} aria-hidden="true" />
      <div className="mail-message-from">
        <span className="mail-message-name">
          {name}
          {me && <span className="text-body-secondary fw-normal"> ({t('email.reader.me')})</span>}
        </span>
        <span className="mail-message-address">{email}</span>
      </div>
      <time dateTime={time} className="mail-message-time">
        {fullTime(time, language)}
      </time>
    </div>
  );
}

function EarlierMessage({ reply, ownAddress }: { reply: MailReply; ownAddress: string }) {
  return (
    <article className="mail-message is-earlier">
      <Correspondent name={reply.sender_name} email={reply.sender} time={reply.time} me={reply.sender === ownAddress} />
      <MessageText text={reply.message} />
    </article>
  );
}

/** An attached file: its name downloads it; a PDF or a picture also opens in a new tab. */
function AttachedFile({ mailId, file }: { mailId: number; file: Attachment }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const kind = fileKind(file.name);
  const open = t('email.reader.open', { name: file.name });
  return (
    <li className="mail-attachment" data-testid="mail-attachment">
      <FileKindTile kind={kind} size={16} className="mail-attachment-icon" />
      <a className="mail-attachment-name" href={attachmentUrl(mailId, file.name)} download={file.name} title={t('email.reader.download', { name: file.name })}>
        <span className="visually-hidden">{t('email.reader.downloadPrefix')} </span>
        {file.name}
      </a>
      <span className="mail-attachment-size">{formatBytes(file.size, language)}</span>
      {opensInBrowser(kind) && (
        <a className="btn-icon btn-icon-sm" href={attachmentUrl(mailId, file.name, true)} target="_blank" rel="noopener noreferrer" aria-label={open} title={open}>
          <ExternalLink size={16} aria-hidden="true" />
        </a>
      )}
    </li>
  );
}

/** The reading pane: the conversation, who it went to, the attachments, and the actions on the mail. */
export function MailReader({
  mail,
  ownAddress,
  actions,
  onClose,
  onReply,
  onEditDraft,
}: {
  mail: Mail;
  ownAddress: string;
  actions: ListActions;
  onClose: () => void;
  onReply: (mail: Mail) => void;
  onEditDraft: (mail: Mail) => void;
}) {
  const { t } = useTranslation();
  const subject = mail.subject || t('email.noSubject');
  const own = mail.sender === ownAddress;
  const recipients: Array<[string, string[]]> = [
    [t('email.reader.to'), mail.to],
    [t('email.reader.cc'), mail.cc],
    [t('email.reader.bcc'), mail.bcc],
  ];
  return (
    <article className="mail-reader" aria-labelledby="mail-reader-subject" data-testid="mail-reader" data-mail-id={mail.id}>
      <header className="mail-reader-bar">
        <button type="button" className="btn-icon" onClick={onClose} aria-label={t('email.reader.back')} title={t('email.reader.back')} data-testid="mail-reader-back">
          <ArrowLeft size={20} aria-hidden="true" className="flip-rtl" />
        </button>
        <div className="mail-reader-actions">
          <ToggleIconButton
            icon={Star}
            pressed={mail.isStarred}
            label={mail.isStarred ? t('email.unstar') : t('email.star')}
            onClick={() => actions.onStar(mail)}
            data-testid="reader-star"
          />
          <LabelMenu mails={[mail]} onToggle={actions.onLabel} id="reader-labels" />
          <MoveMenu mails={[mail]} onMove={(folder) => actions.onMove([mail.id], folder)} id="reader-move" />
          <button type="button" className="btn-icon" aria-label={t('email.markUnread')} title={t('email.markUnread')} onClick={() => actions.onMarkUnread([mail.id], true)} data-testid="reader-unread">
            <MailIcon size={18} aria-hidden="true" />
          </button>
          {mail.mailFolder !== 'trash' && (
            <button type="button" className="btn-icon btn-icon-danger" aria-label={t('email.trash')} title={t('email.trash')} onClick={() => actions.onMove([mail.id], 'trash')} data-testid="reader-trash">
              <Trash2 size={18} aria-hidden="true" />
            </button>
          )}
        </div>
      </header>
      <div className="mail-reader-body">
        <h2 id="mail-reader-subject" className="mail-reader-subject" data-testid="mail-reader-subject">
          {subject}
        </h2>
        {mail.labels.length > 0 && (
          <div className="mail-reader-labels">
            {mail.labels.map((label) => (
              <span key={label} className={`badge badge-soft tone-${LABEL_TONES[label]}`}>
                {t(`email.labels.${label}`)}
              </span>
            ))}
          </div>
        )}
        {mail.replies.length > 0 && (
          <section aria-label={t('email.reader.earlier', { count: mail.replies.length })} className="mail-earlier">
            {mail.replies.map((reply, index) => (
              <EarlierMessage key={index} reply={reply} ownAddress={ownAddress} />
            ))}
          </section>
        )}
        <div className="mail-message">
          <Correspondent name={mail.sender_name} email={mail.sender} time={mail.time} me={own} />
          <dl className="mail-recipients">
            {recipients
              .filter(([, list]) => list.length > 0)
              .map(([label, list]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{list.join(', ')}</dd>
                </div>
              ))}
          </dl>
          <MessageText text={mail.message} />
          {mail.attachments.length > 0 && (
            <section className="mail-attachments" aria-label={t('email.reader.attachments', { count: mail.attachments.length })}>
              <h3 className="mail-attachments-title">
                <Paperclip size={16} aria-hidden="true" />
                {t('email.reader.attachments', { count: mail.attachments.length })}
              </h3>
              <ul>
                {mail.attachments.map((file) => (
                  <AttachedFile key={file.name} mailId={mail.id} file={file} />
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className="mail-reader-footer">
          {mail.mailFolder === 'draft' ? (
            <button type="button" className="btn btn-primary" onClick={() => onEditDraft(mail)} data-testid="reader-edit-draft">
              <Pencil size={16} aria-hidden="true" />
              {t('email.reader.editDraft')}
            </button>
          ) : (
            <button type="button" className="btn btn-label-primary" onClick={() => onReply(mail)} data-testid="reader-reply">
              <Reply size={16} aria-hidden="true" className="flip-rtl" />
              {t('email.reader.reply')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
