/**
 * The Mail app's mailboxes, one per signed-in user in the store (document `user:<id>:demo-email`),
 * seeded on first use. Every write checks all its input before it changes anything: an unknown mail
 * refuses the whole request and the mailbox is left as it was.
 */
import {
  mailboxAddress,
  MAIL_VIEWS,
  type Attachment,
  type Mail,
  type MailFilter,
  type MailFolder,
  type MailLabel,
  type MailsResponse,
  type SaveDraftBody,
  type SendMailBody,
} from '../../shared/schemas/template-email.js';
import type { SessionUser } from '../../shared/schemas/session.js';
import { HttpError } from '../http-error.js';
import type { KeyValueStore } from '../store/store.js';
import { mailTime, seedMails, type MailOwner } from './seed/email.js';

/** The store keys keep their first name (`demo-…`): a new one would orphan what Redis already holds. */
const DOCUMENT = 'demo-email';
/** A mailbox holds at most this many mails (the store keeps it whole in one document). */
export const MAX_MAILS = 300;
/** Where a starred or labelled mail does not show in the starred and label views. */
const HIDDEN_FROM_VIEWS: readonly MailFolder[] = ['trash', 'spam'];

type Mailbox = {
  nextId: number;
  mails: Mail[];
};

/** The signed-in user as a correspondent. */
export function mailOwner(user: Pick<SessionUser, 'name' | 'id'>): MailOwner {
  return { name: user.name, email: mailboxAddress(user.name, user.id) };
}

function matches(mail: Mail, filter: MailFilter): boolean {
  switch (filter) {
    case 'inbox':
    case 'sent':
    case 'draft':
    case 'trash':
    case 'spam':
      return mail.mailFolder === filter;
    case 'starred':
      return mail.isStarred && !HIDDEN_FROM_VIEWS.includes(mail.mailFolder);
    default:
      return mail.labels.includes(filter) && !HIDDEN_FROM_VIEWS.includes(mail.mailFolder);
  }
}

function notFound(ids: number[]): HttpError {
  return new HttpError(404, 'not_found', `Messagerie : aucun message n° ${ids.join(', ')}. Rien n’a été modifié.`);
}

const newestFirst = (a: Mail, b: Mail) => b.time.localeCompare(a.time) || b.id - a.id;

export class MailStore {
  constructor(private readonly store: KeyValueStore) {}

  private async load(user: SessionUser): Promise<Mailbox> {
    const saved = await this.store.forUser(user.id).get<Mailbox>(DOCUMENT);
    if (saved) return saved;
    const mails = seedMails(mailOwner(user));
    return { nextId: Math.max(...mails.map((m) => m.id)) + 1, mails };
  }

  private save(user: SessionUser, box: Mailbox): Promise<void> {
    return this.store.forUser(user.id).set(DOCUMENT, box);
  }

  /** The mails of every id, or a 404 naming the unknown ones. */
  private pick(box: Mailbox, ids: readonly number[]): Mail[] {
    const byId = new Map(box.mails.map((m) => [m.id, m]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw notFound(missing);
    return ids.map((id) => byId.get(id)!);
  }

  async list(user: SessionUser, filter: MailFilter, q: string): Promise<MailsResponse> {
    const box = await this.load(user);
    const needle = q.trim().toLowerCase();
    const found = (mail: Mail) =>
      needle === '' || [mail.sender_name, mail.sender, mail.message, mail.subject].some((text) => text.toLowerCase().includes(needle));
    const unread = Object.fromEntries(MAIL_VIEWS.map((view) => [view, box.mails.filter((m) => m.unread && matches(m, view)).length])) as MailsResponse['emailsMeta']['unread'];
    return {
      emails: box.mails.filter((m) => matches(m, filter) && found(m)).sort(newestFirst),
      emailsMeta: { unread, drafts: box.mails.filter((m) => m.mailFolder === 'draft').length },
    };
  }

  /** A file of one of the user's mails, or a 404 (no such mail in their mailbox, or no such file on it). */
  async attachment(user: SessionUser, mailId: number, name: string): Promise<Attachment> {
    const [mail] = this.pick(await this.load(user), [mailId]);
    const file = mail.attachments.find((a) => a.name === name);
    if (!file) throw new HttpError(404, 'not_found', `Messagerie : le message n° ${mailId} n’a pas de pièce jointe « ${name} ».`);
    return file;
  }

  async toggleStar(user: SessionUser, mailId: number): Promise<Mail> {
    const box = await this.load(user);
    const [mail] = this.pick(box, [mailId]);
    mail.isStarred = !mail.isStarred;
    await this.save(user, box);
    return mail;
  }

  private async update(user: SessionUser, ids: readonly number[], change: (mail: Mail) => void): Promise<Mail[]> {
    const box = await this.load(user);
    const mails = this.pick(box, ids);
    mails.forEach(change);
    await this.save(user, box);
    return mails;
  }

  move(user: SessionUser, ids: readonly number[], folder: MailFolder): Promise<Mail[]> {
    return this.update(user, ids, (mail) => {
      mail.mailFolder = folder;
    });
  }

  markUnread(user: SessionUser, ids: readonly number[], unread: boolean): Promise<Mail[]> {
    return this.update(user, ids, (mail) => {
      mail.unread = unread;
    });
  }

  toggleLabel(user: SessionUser, ids: readonly number[], label: MailLabel): Promise<Mail[]> {
    return this.update(user, ids, (mail) => {
      mail.labels = mail.labels.includes(label) ? mail.labels.filter((l) => l !== label) : [...mail.labels, label];
    });
  }

  /** A draft of the mailbox, or a 404 (the id is unknown, or the mail is no longer a draft). */
  private draft(box: Mailbox, id: number): Mail {
    const [mail] = this.pick(box, [id]);
    if (mail.mailFolder !== 'draft') throw new HttpError(404, 'not_found', `Messagerie : le message n° ${id} n’est pas un brouillon. Rien n’a été modifié.`);
    return mail;
  }

  private fresh(box: Mailbox, user: SessionUser, folder: MailFolder): Mail {
    if (box.mails.length >= MAX_MAILS) {
      throw new HttpError(409, 'mailbox_full', `Messagerie : la boîte de démonstration est pleine (${MAX_MAILS} messages). Supprimez-en depuis la corbeille.`);
    }
    const owner = mailOwner(user);
    const mail: Mail = {
      id: box.nextId++,
      sender: owner.email,
      sender_name: owner.name,
      to: [],
      cc: [],
      bcc: [],
      subject: '',
      message: '',
      attachments: [],
      isStarred: false,
      labels: [],
      ...mailTime(new Date().toISOString()),
      replies: [],
      mailFolder: folder,
      unread: false,
    };
    box.mails.push(mail);
    return mail;
  }

  /** Sends: the mail goes to the sender's sent folder; a draft that is sent leaves the draft folder. */
  async send(user: SessionUser, body: SendMailBody): Promise<Mail> {
    const box = await this.load(user);
    const mail = body.draftId === undefined ? this.fresh(box, user, 'sent') : this.draft(box, body.draftId);
    const owner = mailOwner(user);
    Object.assign(mail, {
      sender: owner.email,
      sender_name: owner.name,
      to: body.to,
      cc: body.cc ?? [],
      bcc: body.bcc ?? [],
      subject: body.subject.trim(),
      message: body.message,
      mailFolder: 'sent',
      unread: false,
      ...mailTime(new Date().toISOString()),
    });
    await this.save(user, box);
    return mail;
  }

  /** A new draft, or (with id) the fields given of an existing one. */
  async saveDraft(user: SessionUser, body: SaveDraftBody): Promise<Mail> {
    const box = await this.load(user);
    const mail = body.id === undefined ? this.fresh(box, user, 'draft') : this.draft(box, body.id);
    const { id: _id, ...fields } = body;
    Object.assign(mail, fields, mailTime(new Date().toISOString()));
    await this.save(user, box);
    return mail;
  }
}
