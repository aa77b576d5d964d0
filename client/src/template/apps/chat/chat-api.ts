/** The chat app's calls (spec §7): the SWR hooks of its reads (the profile's is lib/own-chat-status.ts) and its four writes. */
import useSWR, { mutate } from 'swr';
import type { Chat, ChatContactsResponse, ChatProfileResponse, ChatsResponse, ChatStatus, SendMessageResponse } from '@shared/schemas/template-chat';
import { apiRequest } from '@/lib/api-client';
import { CHAT_PROFILE_KEY } from '@/lib/own-chat-status';

export const CHATS_KEY = 'api/app/chat/chats';
export const CONTACTS_KEY = 'api/app/chat/chat-contacts';

export const useChats = () => useSWR<ChatsResponse>(CHATS_KEY);
export const useContacts = () => useSWR<ChatContactsResponse>(CONTACTS_KEY);

/** The chat as the BFF answered it, in place (the order is the BFF's: it is asked again). */
async function showChat(chat: Chat): Promise<void> {
  await mutate<ChatsResponse>(
    CHATS_KEY,
    (data) => {
      if (!data) return data;
      const known = data.chats.some((c) => c.contactId === chat.contactId);
      return { chats: known ? data.chats.map((c) => (c.contactId === chat.contactId ? chat : c)) : [chat, ...data.chats] };
    },
    { revalidate: true },
  );
}

/** POST api/app/chat/send-message: starts the chat when there is none. */
export async function sendMessage(contactId: number, message: string): Promise<SendMessageResponse> {
  const answer = await apiRequest<SendMessageResponse>('api/app/chat/send-message', { method: 'POST', body: { contactId, message } });
  await showChat(answer.chat);
  return answer;
}

/** POST api/apps/chat/mark-all-seen/ (the path as §7 writes it). */
export async function markAllSeen(contactId: number): Promise<void> {
  const { chat } = await apiRequest<{ chat: Chat }>('api/apps/chat/mark-all-seen/', { method: 'POST', body: { contactId } });
  await showChat(chat);
}

/** POST api/apps/chat/set-pinned/ */
export async function setPinned(contactId: number, value: boolean): Promise<void> {
  const { chat } = await apiRequest<{ chat: Chat }>('api/apps/chat/set-pinned/', { method: 'POST', body: { contactId, value } });
  await showChat(chat);
}

/** POST api/app/chat/set-status: under the profile's shared key, so the navbar shows it at once. */
export async function setStatus(status: ChatStatus): Promise<void> {
  const answer = await apiRequest<ChatProfileResponse>('api/app/chat/set-status', { method: 'POST', body: { status } });
  await mutate(CHAT_PROFILE_KEY, answer, { revalidate: false });
}
