/**
 * The chat app of the template (spec §7), per signed-in user in the store (document
 * `user:<id>:demo-chat`): their chats and their own status. The contacts are the same for everyone.
 * A user's first access seeds their chats, with times relative to that moment.
 */
import type { Chat, ChatContact, ChatMessage, ChatStatus } from '../../shared/schemas/template-chat.js';
import { HttpError } from '../http-error.js';
import type { Json, KeyValueStore } from '../store/store.js';
import { CHAT_CONTACTS, SEED_CHATS, SEED_STATUS } from './seed/chat.js';

/** The store keys keep their first name (`demo-…`): a new one would orphan what Redis already holds. */
const DOCUMENT = 'demo-chat';
/** The oldest messages of a chat give way past this many (a sample app must not grow without bound). */
export const MESSAGES_PER_CHAT = 200;

interface StoredChat {
  contactId: number;
  isPinned: boolean;
  msg: ChatMessage[];
}

interface ChatDocument {
  status: ChatStatus;
  chats: StoredChat[];
}

function seed(now: number): ChatDocument {
  return {
    status: SEED_STATUS,
    chats: SEED_CHATS.map(({ contactId, isPinned, msg }) => ({
      contactId,
      isPinned,
      msg: msg.map(([textContent, minutesAgo, isSent, isSeen]) => ({
        textContent,
        time: new Date(now - minutesAgo * 60_000).toISOString(),
        isSent,
        isSeen,
      })),
    })),
  };
}

function contactOf(contactId: number): ChatContact {
  const contact = CHAT_CONTACTS.find((c) => c.uid === contactId);
  if (!contact) throw new HttpError(404, 'not_found', 'Contact introuvable.', 'contactId');
  return contact;
}

function chatOf(doc: ChatDocument, contactId: number): StoredChat {
  contactOf(contactId);
  const chat = doc.chats.find((c) => c.contactId === contactId);
  if (!chat) throw new HttpError(404, 'not_found', 'Aucune discussion avec ce contact.', 'contactId');
  return chat;
}

function answer(chat: StoredChat): Chat {
  return {
    contactId: chat.contactId,
    isPinned: chat.isPinned,
    msg: chat.msg,
    lastMessage: chat.msg.at(-1) ?? null,
    unseenMsgs: chat.msg.filter((m) => !m.isSent && !m.isSeen).length,
  };
}

const lastTime = (chat: StoredChat) => chat.msg.at(-1)?.time ?? '';

export class ChatStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  private async read(userKey: string): Promise<ChatDocument> {
    const docs = this.store.forUser(userKey);
    const saved = await docs.get<Json>(DOCUMENT);
    if (saved) return saved as unknown as ChatDocument;
    const fresh = seed(this.now());
    await docs.set(DOCUMENT, fresh as unknown as Json);
    return fresh;
  }

  private save(userKey: string, doc: ChatDocument): Promise<void> {
    return this.store.forUser(userKey).set(DOCUMENT, doc as unknown as Json);
  }

  /** Pinned first, then the most recent last message first. */
  async chats(userKey: string): Promise<Chat[]> {
    const doc = await this.read(userKey);
    return [...doc.chats]
      .sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || lastTime(b).localeCompare(lastTime(a)))
      .map(answer);
  }

  contacts(): ChatContact[] {
    return [...CHAT_CONTACTS].sort((a, b) => a.displayName.localeCompare(b.displayName, 'fr'));
  }

  async send(userKey: string, contactId: number, text: string, isPinned: boolean | undefined): Promise<{ chat: Chat; message: ChatMessage }> {
    const textContent = text.trim();
    if (!textContent) throw new HttpError(400, 'invalid_request', 'Le message est vide.', 'message');
    contactOf(contactId);
    const doc = await this.read(userKey);
    let chat = doc.chats.find((c) => c.contactId === contactId);
    if (!chat) {
      chat = { contactId, isPinned: isPinned ?? false, msg: [] };
      doc.chats.push(chat);
    }
    const message: ChatMessage = { textContent, time: new Date(this.now()).toISOString(), isSent: true, isSeen: false };
    chat.msg = [...chat.msg, message].slice(-MESSAGES_PER_CHAT);
    await this.save(userKey, doc);
    return { chat: answer(chat), message };
  }

  /** The user has read the chat: every message received in it is seen. */
  async markAllSeen(userKey: string, contactId: number): Promise<Chat> {
    const doc = await this.read(userKey);
    const chat = chatOf(doc, contactId);
    if (chat.msg.some((m) => !m.isSent && !m.isSeen)) {
      chat.msg = chat.msg.map((m) => (m.isSent ? m : { ...m, isSeen: true }));
      await this.save(userKey, doc);
    }
    return answer(chat);
  }

  async setPinned(userKey: string, contactId: number, value: boolean): Promise<Chat> {
    const doc = await this.read(userKey);
    const chat = chatOf(doc, contactId);
    if (chat.isPinned !== value) {
      chat.isPinned = value;
      await this.save(userKey, doc);
    }
    return answer(chat);
  }

  async status(userKey: string): Promise<ChatStatus> {
    return (await this.read(userKey)).status;
  }

  async setStatus(userKey: string, status: ChatStatus): Promise<ChatStatus> {
    const doc = await this.read(userKey);
    if (doc.status !== status) {
      doc.status = status;
      await this.save(userKey, doc);
    }
    return status;
  }
}
