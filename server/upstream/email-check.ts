/** The upstream's duplicate e-mail check (/duplicated_email answers plain text), shared by clients and members. */
import { HttpError } from '../http-error.js';
import type { UserUpstream } from './user-upstream.js';

export async function emailTaken(upstream: UserUpstream, email: string): Promise<boolean> {
  const body = await upstream.body({ method: 'GET', path: '/duplicated_email', query: { email } });
  return String(body).trim() === 'duplicated';
}

/** 409 email_taken unless `email` is free, or is the account's `current` address (any case). */
export async function assertEmailFree(upstream: UserUpstream, email: string, current?: string): Promise<void> {
  if (current !== undefined && email.toLowerCase() === current.toLowerCase()) return;
  if (await emailTaken(upstream, email)) throw new HttpError(409, 'email_taken', 'Cette adresse e-mail est déjà utilisée.');
}
