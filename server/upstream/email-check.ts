/** The upstream's duplicate e-mail check (/duplicated_email answers plain text), shared by clients and members. */
import type { Session } from '../auth/session-cookie.js';
import { HttpError } from '../http-error.js';
import type { UpstreamClient } from './client.js';
import { expectSuccess } from './errors.js';
import { forwardAsUser } from './forward.js';

export async function emailTaken(upstream: UpstreamClient, session: Session, email: string): Promise<boolean> {
  const answer = expectSuccess(await forwardAsUser(upstream, session, { method: 'GET', path: '/duplicated_email', query: { email } }));
  return String(answer.body).trim() === 'duplicated';
}

/** 409 email_taken unless `email` is free, or is the account's `current` address (any case). */
export async function assertEmailFree(upstream: UpstreamClient, session: Session, email: string, current?: string): Promise<void> {
  if (current !== undefined && email.toLowerCase() === current.toLowerCase()) return;
  if (await emailTaken(upstream, session, email)) throw new HttpError(409, 'email_taken', 'Cette adresse e-mail est déjà utilisée.');
}
