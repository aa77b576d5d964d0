/**
 * A temporary password that expires unused must open nothing, even if the BFF's store is lost
 * later: once a minute, one instance (a lock in the store) replaces the firm API's password of each
 * such account by a secret nobody knows, with the firm API token of a manager who signed in lately
 * (upstream-tokens.ts). An attempt to sign in with it does the same at once (routes/session.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expiredPending, temporaryPasswordReplaced, unknowableSecret } from './temporary-passwords.js';

const EVERY_MS = 60_000;
const LOCK = 'lock:temporary-passwords:expiry';

declare module 'fastify' {
  interface FastifyInstance {
    /** replaces the firm API's password of the accounts whose temporary one expired unused; how many were replaced */
    expireTemporaryPasswords(): Promise<number>;
  }
}

async function temporaryPasswordExpiry(app: FastifyInstance): Promise<void> {
  async function replace(uid: string, tokens: string[]): Promise<boolean> {
    for (const token of tokens) {
      const answer = await app.upstream.call({ method: 'PUT', path: `/users/${uid}`, token, json: { p_password: unknowableSecret() } });
      if (answer.status >= 200 && answer.status < 300) return true;
    }
    return false;
  }

  app.decorate('expireTemporaryPasswords', async function expireTemporaryPasswords() {
    const lock = await app.records.tryLock(LOCK, EVERY_MS / 2);
    if (lock === null) return 0;
    try {
      const uids = await expiredPending(app.records, app.now());
      if (uids.length === 0) return 0;
      const tokens = await app.upstreamTokens.managers();
      let replaced = 0;
      for (const uid of uids) {
        if (!(await replace(uid, tokens))) continue;
        await temporaryPasswordReplaced(app.records, uid);
        replaced += 1;
      }
      if (replaced < uids.length) app.log.warn({ waiting: uids.length - replaced }, 'temporary passwords: expired ones wait for a manager to sign in (or for a sign-in attempt) to be replaced');
      return replaced;
    } finally {
      await app.records.unlock(LOCK, lock).catch(() => undefined);
    }
  });

  const timer = setInterval(() => {
    app.expireTemporaryPasswords().catch((err) => app.log.warn({ err }, 'temporary passwords: the expiry sweep failed'));
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(temporaryPasswordExpiry, { name: 'temporary-password-expiry', decorators: { fastify: ['store', 'upstream', 'upstreamTokens'] } });
