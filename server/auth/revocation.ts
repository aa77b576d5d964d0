/**
 * Sessions that really end. A logout revokes the session's id (the JWT's `jti`) until the token
 * would expire anyway; a password change sets the user's "sessions valid after" instant, which
 * refuses every session issued before it. Both are read in ONE store round trip per request,
 * and nothing is cached: a revocation recorded by any instance counts on the next request.
 */
import type { KeyValueStore } from '../store/store.js';
import { userKey } from '../store/store.js';

/** What a session token says about itself. */
export interface SessionStamp {
  jti: string;
  uid: string | number;
  /** when it was issued, in milliseconds (the JWT's `iat` is in seconds, too coarse: see endOtherSessions) */
  iam: number;
  /** the JWT's `exp`, in seconds */
  exp: number;
}

const revokedKey = (jti: string) => `revoked:${jti}`;
const VALID_AFTER = 'sessions-valid-after';

export interface Revocation {
  /** true when the session was logged out, or issued before its user's last password change */
  isRevoked(stamp: SessionStamp): Promise<boolean>;
  /** refuses the session from now until it expires */
  revoke(stamp: SessionStamp): Promise<void>;
  /**
   * Refuses every session of the user issued before now, and returns that instant: the session
   * that goes on is reissued with exactly this `iam` (not refused: only earlier ones are).
   */
  endOtherSessions(uid: string | number): Promise<number>;
}

export function createRevocation(store: KeyValueStore, sessionTtlS: number): Revocation {
  // Past a session's lifetime every token issued before the instant has expired by itself.
  const validAfterTtlMs = (sessionTtlS + 60) * 1000;
  return {
    async isRevoked(stamp) {
      const [revoked, validAfter] = await store.getMany([revokedKey(stamp.jti), userKey(stamp.uid, VALID_AFTER)]);
      return revoked !== null || (typeof validAfter === 'number' && stamp.iam < validAfter);
    },
    async revoke(stamp) {
      const ttlMs = stamp.exp * 1000 - Date.now();
      if (ttlMs > 0) await store.set(revokedKey(stamp.jti), 1, ttlMs);
    },
    async endOtherSessions(uid) {
      const now = Date.now();
      await store.forUser(uid).set(VALID_AFTER, now, validAfterTtlMs);
      return now;
    },
  };
}
