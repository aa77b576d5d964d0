import './i18n';
import './chat.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import type { ChatStatus } from '@shared/schemas/template-chat';
import { ErrorState, TableSkeleton } from '@/components/ui/list-states';
import { PageHeading } from '@/components/ui/page-heading';
import { toastForError } from '@/lib/error-toast';
import { useChatProfile } from '@/lib/own-chat-status';
import { showToast } from '@/lib/toast-store';
import { markAllSeen, sendMessage, setPinned, setStatus, useChats, useContacts } from './chat-api';
import { ChatSidebar } from './chat-sidebar';
import { ChatPlaceholder, ChatThread } from './chat-thread';

/**
 * /chat: the chats (pinned first) and the other contacts beside the open chat. The open chat is in
 * the URL (?contact=<uid>), so Back returns to the list; on a phone the list and the chat show one
 * at a time. Opening a chat marks its received messages seen.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const chats = useChats();
  const contacts = useContacts();
  const profile = useChatProfile();

  const asked = Number(params.get('contact'));
  const contact = contacts.data?.contacts.find((c) => c.uid === asked);
  const activeId = contact ? contact.uid : null;
  const chat = chats.data?.chats.find((c) => c.contactId === activeId);

  // The open chat's unseen messages are seen: once per opening, not again while the call runs.
  const marking = useRef<number | null>(null);
  const unseen = chat?.unseenMsgs ?? 0;
  useEffect(() => {
    if (activeId === null || unseen === 0 || marking.current === activeId) return;
    marking.current = activeId;
    markAllSeen(activeId)
      .catch(toastForError)
      .finally(() => {
        marking.current = null;
      });
  }, [activeId, unseen]);

  const open = (contactId: number) => setParams({ contact: String(contactId) });
  const back = () => setParams({}, { replace: false });

  const send = async (text: string) => {
    if (activeId === null) return false;
    try {
      await sendMessage(activeId, text);
      return true;
    } catch (error) {
      toastForError(error);
      return false;
    }
  };
  const pin = async (value: boolean) => {
    if (activeId === null) return;
    try {
      await setPinned(activeId, value);
      showToast({ variant: 'success', key: value ? 'chat.pinnedToast' : 'chat.unpinnedToast' });
    } catch (error) {
      toastForError(error);
    }
  };
  const changeStatus = async (status: ChatStatus) => {
    try {
      await setStatus(status);
      showToast({ variant: 'success', key: 'chat.statusToast' });
    } catch (error) {
      toastForError(error);
    }
  };

  const error = chats.error ?? contacts.error;
  let body;
  if (error && !(chats.data && contacts.data)) {
    body = (
      <div className="card">
        <ErrorState error={error} onRetry={() => void Promise.all([chats.mutate(), contacts.mutate(), profile.mutate()])} />
      </div>
    );
  } else if (!chats.data || !contacts.data) {
    body = (
      <div className="card card-body">
        <TableSkeleton rows={6} columns={2} />
      </div>
    );
  } else {
    body = (
      <div className={`card chat-app${contact ? ' has-active' : ''}`} data-testid="chat-app">
        <ChatSidebar
          chats={chats.data.chats}
          contacts={contacts.data.contacts}
          profile={profile.data?.profile}
          activeId={activeId}
          q={q}
          onSearch={setQ}
          onOpen={open}
          onStatus={(status) => void changeStatus(status)}
        />
        {contact ? <ChatThread key={contact.uid} contact={contact} chat={chat} onBack={back} onSend={send} onPin={(value) => void pin(value)} /> : <ChatPlaceholder />}
      </div>
    );
  }

  return (
    <>
      <PageHeading title={t('chat.title')} subtitle={t('chat.subtitle')} icon={<MessageSquare size={22} />} />
      {body}
    </>
  );
}
