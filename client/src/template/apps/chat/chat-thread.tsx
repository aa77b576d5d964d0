import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Check, CheckCheck, MessageSquare, Pin, PinOff, Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH, type Chat, type ChatContact } from '@shared/schemas/template-chat';
import { EmptyState } from '@/components/ui/list-states';
import { useCurrentLanguage } from '@/i18n/current-language';
import { localDay } from '@/lib/format';
import { ToggleIconButton } from '@/template/kit/toggle-icon-button';
import { ChatAvatar } from './chat-avatar';
import { dayLabel, messageHour } from './chat-time';

/** The open chat (keyed by its contact: another chat starts with an empty box): who, the messages by day, and the box to write in (Enter sends, Shift+Enter breaks the line). */
export function ChatThread({
  contact,
  chat,
  onBack,
  onSend,
  onPin,
}: {
  contact: ChatContact;
  chat: Chat | undefined;
  onBack: () => void;
  /** resolves true when the message went */
  onSend: (text: string) => Promise<boolean>;
  onPin: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const messages = chat?.msg ?? [];
  const count = messages.length;

  // A new chat opened or a message arrived: the newest shows.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [contact.uid, count]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setText('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section className="chat-thread" aria-labelledby="chat-thread-title" data-testid="chat-thread">
      <header className="chat-thread-header">
        <button type="button" className="btn-icon chat-back" onClick={onBack} aria-label={t('chat.back')}>
          <ArrowLeft size={20} aria-hidden="true" className="flip-rtl" />
        </button>
        <ChatAvatar name={contact.displayName} status={contact.status} />
        <div className="chat-thread-who">
          <h2 className="chat-name h6 mb-0" id="chat-thread-title">
            {contact.displayName}
          </h2>
          <span className="chat-thread-status">{t(`chat.status.${contact.status}`)}</span>
        </div>
        {chat && (
          <ToggleIconButton
            icon={chat.isPinned ? PinOff : Pin}
            filled={false}
            pressed={chat.isPinned}
            className="chat-pin"
            label={chat.isPinned ? t('chat.unpin') : t('chat.pin')}
            onClick={() => onPin(!chat.isPinned)}
            data-testid="chat-pin"
          />
        )}
      </header>
      <div className="chat-messages" role="log" aria-label={t('chat.threadLabel', { name: contact.displayName })} tabIndex={0}>
        {count === 0 ? (
          <EmptyState icon={<MessageSquare size={28} />} title={t('chat.startTitle')} text={t('chat.startText', { name: contact.displayName })} />
        ) : (
          <ol className="chat-message-list">
            {messages.map((message, index) => {
              const day = localDay(message.time);
              const separator = index === 0 || day !== localDay(messages[index - 1].time);
              return (
                <li key={`${message.time}-${index}`} className="chat-message-row">
                  {separator && <div className="chat-day">{dayLabel(day, language, { today: t('chat.today'), yesterday: t('chat.yesterday') })}</div>}
                  <div className={`chat-message ${message.isSent ? 'is-sent' : 'is-received'}`} data-testid="chat-message">
                    <p className="chat-bubble">{message.textContent}</p>
                    <span className="chat-message-meta">
                      <time dateTime={message.time}>{messageHour(message.time, language)}</time>
                      {message.isSent &&
                        (message.isSeen ? (
                          <CheckCheck size={14} aria-label={t('chat.seen')} className="chat-seen" />
                        ) : (
                          <Check size={14} aria-label={t('chat.delivered')} />
                        ))}
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div ref={end} />
      </div>
      <form className="chat-composer" onSubmit={(event) => void submit(event)}>
        <label htmlFor="chat-message-input" className="visually-hidden">
          {t('chat.messageLabel', { name: contact.displayName })}
        </label>
        <textarea
          id="chat-message-input"
          ref={input}
          className="form-control"
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('chat.messagePlaceholder')}
          aria-describedby="chat-message-hint"
          title={t('chat.messageHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span id="chat-message-hint" className="visually-hidden">
          {t('chat.messageHint')}
        </span>
        <button type="submit" className="btn btn-primary" disabled={sending || !text.trim()}>
          <Send size={16} aria-hidden="true" className="flip-rtl" />
          <span className="chat-send-label">{t('chat.send')}</span>
        </button>
      </form>
    </section>
  );
}

export function ChatPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className="chat-thread chat-thread-empty" data-testid="chat-placeholder">
      <EmptyState icon={<MessageSquare size={28} />} title={t('chat.chooseTitle')} text={t('chat.chooseText')} />
    </section>
  );
}
