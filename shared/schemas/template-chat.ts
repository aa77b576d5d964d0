/** The template's chat app (spec §3, §7): contacts, one chat per contact, the user's own status. */
import { Type, type Static } from 'typebox';
import { Nullable, OneOf } from './common.js';

/** Presence: `busy` is the spec's "do not disturb". */
export const CHAT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const MESSAGE_MAX_LENGTH = 2000;

const ContactId = Type.Integer({ minimum: 1, maximum: 1_000_000, description: "the contact's uid" });

export const ChatContact = Type.Object({
  uid: Type.Integer(),
  displayName: Type.String(),
  about: Type.String(),
  photoURL: Nullable(Type.String({ description: 'always null in the demo: the client shows initials' })),
  status: OneOf(CHAT_STATUSES),
}, { title: 'ChatContact' });
export type ChatContact = Static<typeof ChatContact>;

export const ChatMessage = Type.Object({
  textContent: Type.String(),
  time: Type.String({ format: 'date-time' }),
  /** sent by the signed-in user (else received from the contact) */
  isSent: Type.Boolean(),
  /** for a received message: the user has seen it; for a sent one: the contact has */
  isSeen: Type.Boolean(),
}, { title: 'ChatMessage' });
export type ChatMessage = Static<typeof ChatMessage>;

/** A chat of the list: its contact, its messages (oldest first) and how many received ones are unseen. */
export const Chat = Type.Object({
  contactId: Type.Integer(),
  isPinned: Type.Boolean(),
  msg: Type.Array(ChatMessage),
  lastMessage: Nullable(ChatMessage),
  unseenMsgs: Type.Integer({ minimum: 0 }),
}, { title: 'Chat' });
export type Chat = Static<typeof Chat>;

/** GET /api/app/chat/chats: pinned chats first, then the most recent. */
export const ChatsResponse = Type.Object({ chats: Type.Array(Chat) });
export type ChatsResponse = Static<typeof ChatsResponse>;

/** GET /api/app/chat/chat-contacts: every contact, by name. */
export const ChatContactsResponse = Type.Object({ contacts: Type.Array(ChatContact) });
export type ChatContactsResponse = Static<typeof ChatContactsResponse>;

export const ChatProfile = Type.Object({
  uid: Type.Union([Type.String(), Type.Number()]),
  displayName: Type.String(),
  about: Type.String(),
  status: OneOf(CHAT_STATUSES),
});
export type ChatProfile = Static<typeof ChatProfile>;
export const ChatProfileResponse = Type.Object({ profile: ChatProfile });
export type ChatProfileResponse = Static<typeof ChatProfileResponse>;

export const SendMessageBody = Type.Object(
  {
    contactId: ContactId,
    message: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'not blank' }),
    isPinned: Type.Optional(Type.Boolean({ description: 'whether a chat this message starts is pinned (an existing chat keeps its pin)' })),
  },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBody>;

export const SendMessageResponse = Type.Object({ chat: Chat, message: ChatMessage });
export type SendMessageResponse = Static<typeof SendMessageResponse>;

export const ContactRef = Type.Object({ contactId: ContactId }, { additionalProperties: false });
export type ContactRef = Static<typeof ContactRef>;

export const SetPinnedBody = Type.Object({ contactId: ContactId, value: Type.Boolean() }, { additionalProperties: false });
export type SetPinnedBody = Static<typeof SetPinnedBody>;

export const ChatResponse = Type.Object({ chat: Chat });
export type ChatResponse = Static<typeof ChatResponse>;

export const SetStatusBody = Type.Object({ status: OneOf(CHAT_STATUSES) }, { additionalProperties: false });
export type SetStatusBody = Static<typeof SetStatusBody>;
