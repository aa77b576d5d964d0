/**
 * The template's Mail app (spec §3, §5, §7): the wire shapes of /api/email/*. Each signed-in user has
 * their own mailbox, seeded on first use.
 */
import { Type, type Static } from 'typebox';
import { EmailAddress, OneOf } from './common.js';

/** Where a mail is kept. `starred` is not one of them: it is the view of the starred mails. */
export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'trash', 'spam'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];
export const MAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type MailLabel = (typeof MAIL_LABELS)[number];
/** What the list can show: a folder, the starred mails, or a label (spec §2: "inbox, sent, draft, starred, trash, spam, or a label"). */
export const MAIL_FILTERS = ['inbox', 'sent', 'draft', 'starred', 'trash', 'spam', ...MAIL_LABELS] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];
/** The views that count unread mails for the folder badges. */
export const MAIL_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'trash', 'spam'] as const;

/**
 * The signed-in user's address in the Mail app: the session knows the name, not the address, so
 * the app writes it like the demo accounts' (prénom.nom@cabinet-demo.fr).
 */
export function mailboxAddress(name: string, userId: string | number): string {
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return `${local || `utilisateur.${userId}`}@cabinet-demo.fr`;
}

export const isMailFilter = (value: unknown): value is MailFilter => typeof value === 'string' && (MAIL_FILTERS as readonly string[]).includes(value);
export const isMailLabel = (value: unknown): value is MailLabel => typeof value === 'string' && (MAIL_LABELS as readonly string[]).includes(value);

const MAIL_ID = { minimum: 1, maximum: 1_000_000 };
export const MailId = Type.Integer({ ...MAIL_ID, description: 'the mail, in the caller’s mailbox' });

export const Attachment = Type.Object({
  name: Type.String({ description: 'file name, e.g. releve-carriere.pdf' }),
  size: Type.Integer({ minimum: 0, description: 'bytes' }),
});
export type Attachment = Static<typeof Attachment>;

/** GET /api/email/mails/:mailId/attachments/:name: a file of one of the caller's mails. */
export const AttachmentParams = Type.Object(
  {
    mailId: MailId,
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^/\\\\]+$', description: 'the file name, as the mail lists it' }),
  },
  { additionalProperties: false },
);
export type AttachmentParams = Static<typeof AttachmentParams>;

export const AttachmentQuery = Type.Object(
  { inline: Type.Optional(OneOf(['0', '1'] as const, { description: '1: shown in the browser (a PDF, a picture) rather than saved' })) },
  { additionalProperties: false },
);
export type AttachmentQuery = Static<typeof AttachmentQuery>;

export const MailReply = Type.Object({
  sender: Type.String(),
  sender_name: Type.String(),
  message: Type.String(),
  time: Type.String({ format: 'date-time' }),
});
export type MailReply = Static<typeof MailReply>;

export const Mail = Type.Object({
  id: Type.Integer(),
  sender: Type.String({ description: 'e-mail address of the sender' }),
  sender_name: Type.String(),
  to: Type.Array(Type.String(), { description: 'e-mail addresses' }),
  cc: Type.Array(Type.String()),
  bcc: Type.Array(Type.String()),
  subject: Type.String(),
  message: Type.String({ description: 'plain text; paragraphs are separated by a blank line' }),
  attachments: Type.Array(Attachment),
  isStarred: Type.Boolean(),
  labels: Type.Array(OneOf(MAIL_LABELS)),
  time: Type.String({ format: 'date-time', description: 'when it was sent or received (UTC)' }),
  day: Type.String({ format: 'date', description: 'the calendar day of `time` in Paris' }),
  year: Type.Integer({ description: 'the year of `day`' }),
  replies: Type.Array(MailReply, { description: 'the earlier messages of the conversation, oldest first' }),
  mailFolder: OneOf(MAIL_FOLDERS),
  unread: Type.Boolean(),
}, { title: 'Mail' });
export type Mail = Static<typeof Mail>;

/** GET /api/email/mails */
export const MailsQuery = Type.Object(
  {
    filter: Type.Optional(OneOf(MAIL_FILTERS, { description: 'a folder, `starred` or a label; inbox when absent' })),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'matches sender name, sender, message or subject, case-insensitively' })),
  },
  { additionalProperties: false },
);
export type MailsQuery = Static<typeof MailsQuery>;

const Count = Type.Integer({ minimum: 0 });
const Counts = Type.Object({ inbox: Count, sent: Count, draft: Count, starred: Count, trash: Count, spam: Count });

export const MailsResponse = Type.Object({
  emails: Type.Array(Mail, { description: 'the mails of the filter matching q, newest first' }),
  emailsMeta: Type.Object(
    {
      unread: Counts,
      drafts: Type.Integer({ minimum: 0, description: 'how many drafts wait' }),
    },
    { description: 'for the folder badges: unread mails per folder (and starred), whatever the filter and q' },
  ),
});
export type MailsResponse = Static<typeof MailsResponse>;

/** POST /api/email/set-starred: toggles the star. */
export const SetStarredBody = Type.Object({ mailId: MailId }, { additionalProperties: false });
export type SetStarredBody = Static<typeof SetStarredBody>;

const MailIds = Type.Array(MailId, { minItems: 1, maxItems: 500, uniqueItems: true });

/** POST /api/email/move-mails */
export const MoveMailsBody = Type.Object({ selectedEmails: MailIds, mailFolder: OneOf(MAIL_FOLDERS) }, { additionalProperties: false });
export type MoveMailsBody = Static<typeof MoveMailsBody>;

/** POST /api/email/mark-unread: unreadFlag true marks unread, false read. */
export const MarkUnreadBody = Type.Object({ emailIds: MailIds, unreadFlag: Type.Boolean() }, { additionalProperties: false });
export type MarkUnreadBody = Static<typeof MarkUnreadBody>;

/** POST /api/email/set-labels: toggles the label on each mail (a mail that has it loses it, the others gain it). */
export const SetLabelsBody = Type.Object({ emailIds: MailIds, label: OneOf(MAIL_LABELS) }, { additionalProperties: false });
export type SetLabelsBody = Static<typeof SetLabelsBody>;

/** The changed mails of a write. */
export const MailsChanged = Type.Object({ emails: Type.Array(Mail) });
export type MailsChanged = Static<typeof MailsChanged>;

export const MAX_RECIPIENTS = 20;
export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 20_000;
const Address = EmailAddress({ minLength: 3 });
const Recipients = (minItems: number) => Type.Array(Address, { minItems, maxItems: MAX_RECIPIENTS });

/** POST /api/email/send: to the caller's sent folder; with draftId, that draft is what is sent (it leaves the draft folder). */
export const SendMailBody = Type.Object(
  {
    to: Recipients(1),
    cc: Type.Optional(Recipients(0)),
    bcc: Type.Optional(Recipients(0)),
    subject: Type.String({ minLength: 1, maxLength: MAX_SUBJECT, pattern: '\\S' }),
    message: Type.String({ maxLength: MAX_MESSAGE }),
    draftId: Type.Optional(MailId),
  },
  { additionalProperties: false },
);
export type SendMailBody = Static<typeof SendMailBody>;

/** POST /api/email/save-draft: a new draft, or with id an update of that draft. Everything may still be empty. */
export const SaveDraftBody = Type.Object(
  {
    id: Type.Optional(MailId),
    to: Type.Optional(Recipients(0)),
    cc: Type.Optional(Recipients(0)),
    bcc: Type.Optional(Recipients(0)),
    subject: Type.Optional(Type.String({ maxLength: MAX_SUBJECT })),
    message: Type.Optional(Type.String({ maxLength: MAX_MESSAGE })),
  },
  { additionalProperties: false },
);
export type SaveDraftBody = Static<typeof SaveDraftBody>;
