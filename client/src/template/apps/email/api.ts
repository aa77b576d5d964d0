import useSWR, { mutate } from 'swr';
import type { Mail, MailFilter, MailFolder, MailLabel, MailsResponse, SaveDraftBody, SendMailBody } from '@shared/schemas/template-email';
import { apiRequest } from '@/lib/api-client';
import { keysOf, withQuery } from '@/lib/api-path';
import { apiUrl } from '@/lib/base-url';

const MAILS_PATH = 'api/email/mails';

/** GET api/email/mails: the mails of a folder, the starred view or a label, with the unread counts. */
export function useMails(filter: MailFilter | null, q: string) {
  return useSWR<MailsResponse>(filter === null ? null : withQuery(MAILS_PATH, { filter, q: q.trim() }), { keepPreviousData: true });
}

/** Every mail list (each filter and search), after a write. */
export function revalidateMails(): Promise<unknown> {
  return mutate(keysOf(MAILS_PATH));
}

/**
 * Shows a change at once in every cached list (and its unread counts stay the server's until the
 * check that follows), then asks the server; the check also undoes the change on a failure.
 */
async function optimistic<T>(ids: readonly number[], change: (mail: Mail) => Mail, call: () => Promise<T>): Promise<T> {
  const wanted = new Set(ids);
  await mutate<MailsResponse>(keysOf(MAILS_PATH), (data) => data && { ...data, emails: data.emails.map((m) => (wanted.has(m.id) ? change(m) : m)) }, { revalidate: false });
  try {
    return await call();
  } finally {
    await revalidateMails();
  }
}

/** GET api/email/mails/:mailId/attachments/:name: saved, or shown in a tab with `inline`. */
export function attachmentUrl(mailId: number, name: string, inline = false): string {
  return apiUrl(withQuery(`api/email/mails/${mailId}/attachments/${encodeURIComponent(name)}`, { inline: inline ? 1 : null }));
}

const post = <T>(path: string, body: object) => apiRequest<T>(`api/email/${path}`, { method: 'POST', body });

export function toggleStar(mail: Mail): Promise<Mail> {
  return optimistic([mail.id], (m) => ({ ...m, isStarred: !m.isStarred }), () => post<Mail>('set-starred', { mailId: mail.id }));
}

export function markUnread(ids: readonly number[], unreadFlag: boolean): Promise<unknown> {
  return optimistic(ids, (m) => ({ ...m, unread: unreadFlag }), () => post('mark-unread', { emailIds: ids, unreadFlag }));
}

export function toggleLabel(ids: readonly number[], label: MailLabel): Promise<unknown> {
  const toggle = (m: Mail): Mail => ({ ...m, labels: m.labels.includes(label) ? m.labels.filter((l) => l !== label) : [...m.labels, label] });
  return optimistic(ids, toggle, () => post('set-labels', { emailIds: ids, label }));
}

export async function moveMails(ids: readonly number[], mailFolder: MailFolder): Promise<void> {
  try {
    await post('move-mails', { selectedEmails: ids, mailFolder });
  } finally {
    await revalidateMails();
  }
}

export async function sendMail(body: SendMailBody): Promise<Mail> {
  const mail = await post<Mail>('send', body);
  await revalidateMails();
  return mail;
}

export async function saveDraft(body: SaveDraftBody): Promise<Mail> {
  const mail = await post<Mail>('save-draft', body);
  await revalidateMails();
  return mail;
}
