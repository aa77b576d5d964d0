/** The template Mail app's endpoints for one signed-in user, as its server tests call them. */
import { MAIL_FOLDERS, type Mail, type MailsResponse } from '../../shared/schemas/template-email.js';
import { CSRF } from './app.js';
import type { App } from './template-backends.js';

export function mailClient(app: App, cookie: string) {
  const get = async (query = ''): Promise<MailsResponse> => {
    const res = await app.inject({ method: 'GET', url: `/api/email/mails${query}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET ${query}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const post = (path: string, payload: object) => app.inject({ method: 'POST', url: `/api/email/${path}`, headers: { cookie, ...CSRF }, payload });
  /** Every mail of the mailbox, by id (each real folder once). */
  const all = async (): Promise<Mail[]> => {
    const lists = await Promise.all(MAIL_FOLDERS.map((folder) => get(`?filter=${folder}`)));
    return lists.flatMap((l) => l.emails).sort((a, b) => a.id - b.id);
  };
  return { get, post, all };
}
