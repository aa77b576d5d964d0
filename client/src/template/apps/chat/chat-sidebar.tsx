import { useTranslation } from 'react-i18next';
import { Pin } from 'lucide-react';
import { CHAT_STATUSES, type Chat, type ChatContact, type ChatProfile, type ChatStatus } from '@shared/schemas/template-chat';
import { PresenceDot } from '@/components/presence-dot';
import { SearchBox } from '@/components/ui/search-box';
import { useCurrentLanguage } from '@/i18n/current-language';
import { ChatAvatar } from './chat-avatar';
import { listTime } from './chat-time';

/** Case- and accent-insensitive "contains", for names typed without their accents (Léa, Emilie). */
export function nameMatches(name: string, q: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return fold(name).includes(fold(q.trim()));
}

export function ChatSidebar({
  chats,
  contacts,
  profile,
  activeId,
  q,
  onSearch,
  onOpen,
  onStatus,
}: {
  chats: Chat[];
  contacts: ChatContact[];
  profile: ChatProfile | undefined;
  activeId: number | null;
  q: string;
  onSearch: (q: string) => void;
  onOpen: (contactId: number) => void;
  onStatus: (status: ChatStatus) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const byId = new Map(contacts.map((c) => [c.uid, c]));
  const shownChats = chats.filter((chat) => byId.has(chat.contactId) && nameMatches(byId.get(chat.contactId)!.displayName, q));
  const withChat = new Set(chats.map((c) => c.contactId));
  const shownContacts = contacts.filter((c) => !withChat.has(c.uid) && nameMatches(c.displayName, q));

  return (
    <aside className="chat-sidebar" aria-label={t('chat.sidebarLabel')}>
      <div className="chat-profile">
        {profile ? (
          <>
            <ChatAvatar name={profile.displayName} status={profile.status} />
            <div className="chat-profile-text">
              <div className="chat-name">{profile.displayName}</div>
              <label className="chat-status-picker">
                <PresenceDot status={profile.status} />
                <span className="visually-hidden">{t('chat.myStatus')}</span>
                <select
                  className="form-select form-select-sm"
                  value={profile.status}
                  onChange={(event) => onStatus(event.target.value as ChatStatus)}
                  data-testid="chat-status"
                >
                  {CHAT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`chat.status.${status}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </>
        ) : (
          <span className="placeholder col-8" />
        )}
      </div>
      <div className="chat-search">
        <SearchBox value={q} onSearch={onSearch} id="chat-search" label={t('chat.searchLabel')} />
      </div>
      <div className="chat-lists">
        <h2 className="chat-list-title" id="chat-chats-title">
          {t('chat.chats')}
        </h2>
        {shownChats.length === 0 ? (
          <p className="chat-list-empty">{q ? t('chat.noMatch', { q }) : t('chat.noChats')}</p>
        ) : (
          <ul className="chat-list" aria-labelledby="chat-chats-title" data-testid="chat-list">
            {shownChats.map((chat) => {
              const contact = byId.get(chat.contactId)!;
              return (
                <li key={chat.contactId}>
                  <button
                    type="button"
                    className={`chat-item${chat.contactId === activeId ? ' active' : ''}`}
                    aria-current={chat.contactId === activeId ? 'true' : undefined}
                    onClick={() => onOpen(chat.contactId)}
                    data-testid="chat-item"
                    data-contact={chat.contactId}
                  >
                    <ChatAvatar name={contact.displayName} status={contact.status} />
                    <span className="chat-item-text">
                      <span className="chat-item-line">
                        <span className="chat-name">{contact.displayName}</span>
                        {chat.lastMessage && <span className="chat-item-time">{listTime(chat.lastMessage.time, language)}</span>}
                      </span>
                      <span className="chat-item-line">
                        <span className="chat-item-preview">
                          {chat.lastMessage ? `${chat.lastMessage.isSent ? t('chat.sentPrefix') : ''}${chat.lastMessage.textContent}` : t('chat.noPreview')}
                        </span>
                        {chat.isPinned && (
                          <span className="chat-item-pin" title={t('chat.pinned')} data-testid="chat-pinned">
                            <Pin size={14} aria-hidden="true" />
                            <span className="visually-hidden">{t('chat.pinned')}</span>
                          </span>
                        )}
                        {chat.unseenMsgs > 0 && (
                          <span className="badge rounded-pill bg-danger chat-unread" data-testid="chat-unread">
                            {chat.unseenMsgs}
                            <span className="visually-hidden"> {t('chat.unread', { count: chat.unseenMsgs })}</span>
                          </span>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <h2 className="chat-list-title" id="chat-contacts-title">
          {t('chat.contacts')}
        </h2>
        {shownContacts.length === 0 ? (
          <p className="chat-list-empty">{q ? t('chat.noMatch', { q }) : t('chat.noContacts')}</p>
        ) : (
          <ul className="chat-list" aria-labelledby="chat-contacts-title" data-testid="contact-list">
            {shownContacts.map((contact) => (
              <li key={contact.uid}>
                <button
                  type="button"
                  className={`chat-item${contact.uid === activeId ? ' active' : ''}`}
                  aria-current={contact.uid === activeId ? 'true' : undefined}
                  onClick={() => onOpen(contact.uid)}
                  data-testid="contact-item"
                  data-contact={contact.uid}
                >
                  <ChatAvatar name={contact.displayName} status={contact.status} />
                  <span className="chat-item-text">
                    <span className="chat-name">{contact.displayName}</span>
                    <span className="chat-item-preview">{contact.about}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
