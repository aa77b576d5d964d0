/**
 * Giving a person access (issue 19): a temporary password set on the firm API (PUT /users/:id
 * p_password), kept hashed with its expiry by the BFF, and the person's open sessions ended, as a
 * password change ends them. The password is answered once and never logged.
 */
import type { FastifyInstance } from 'fastify';
import type { TemporaryAccess } from '../../../shared/schemas/access.js';
import { keepTemporaryPassword, makeTemporaryPassword } from '../../auth/temporary-passwords.js';
import type { UserUpstream } from '../user-upstream.js';

export async function giveAccess(app: FastifyInstance, upstream: UserUpstream, uid: number): Promise<TemporaryAccess> {
  const temporaryPassword = makeTemporaryPassword();
  await upstream.body({ method: 'PUT', path: `/users/${uid}`, json: { p_password: temporaryPassword } });
  const expiresAt = await keepTemporaryPassword(app.records, uid, temporaryPassword, app.now());
  await app.sessions.endAll(uid);
  return { temporaryPassword, expiresAt };
}
