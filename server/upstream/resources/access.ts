/**
 * Giving a person access (issue 19): a temporary password set on the firm API (PUT /users/:id
 * p_password), kept hashed with its expiry by the BFF, and every way in the person had ends: their
 * open sessions, as a password change ends them, and their personal API tokens (issue 34: a reset
 * follows a suspected compromise), each revocation journaled in the person's history. The password
 * is answered once and never logged.
 */
import type { FastifyInstance } from 'fastify';
import type { TemporaryAccess } from '../../../shared/schemas/access.js';
import { keepTemporaryPassword, makeTemporaryPassword } from '../../auth/temporary-passwords.js';
import type { SideRecord, SideWrite } from '../../journal/side-writes.js';
import type { UserUpstream } from '../user-upstream.js';

/** How the reset's side effects are journaled: the person's record, and the request's side writes. */
export interface AccessJournal {
  record: SideRecord;
  sideWrite: SideWrite;
}

export async function giveAccess(app: FastifyInstance, upstream: UserUpstream, uid: number, journal: AccessJournal): Promise<TemporaryAccess> {
  const temporaryPassword = makeTemporaryPassword();
  await upstream.body({ method: 'PUT', path: `/users/${uid}`, json: { p_password: temporaryPassword } });
  const expiresAt = await keepTemporaryPassword(app.records, uid, temporaryPassword, app.now());
  await app.sessions.endAll(uid);
  await revokeApiTokens(app, uid, journal);
  return { temporaryPassword, expiresAt };
}

/**
 * Each of the person's API tokens revoked, as a `token-revoke` entry of their record, then any created
 * meanwhile: by a reset, and when the person chooses their password in place of a temporary one.
 */
export async function revokeApiTokens(app: FastifyInstance, uid: string | number, { record, sideWrite }: AccessJournal): Promise<void> {
  for (const token of await app.apiTokens.list(uid)) {
    await sideWrite('token-revoke', { ...record, token: { id: token.id, name: token.name } }, undefined, () => app.apiTokens.revoke(uid, token.id));
  }
  await app.apiTokens.revokeAll(uid);
}
