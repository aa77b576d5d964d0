/**
 * Verifies session JWTs (HS256 only) and remembers the claims of the ones it verified, keyed by
 * the token itself: the cookie is read on every authenticated request, and checking its signature
 * again each time was most of what GET /session cost.
 *
 * Why not fast-jwt's own cache: it keys entries by a SHA hash of the token, and that hash (2.3 µs
 * a call against 0.07 µs for a Map lookup) was the largest part of what GET /session costs beyond
 * /healthz; a custom key for its cache makes fast-jwt warn of key collisions at every start.
 * Nor @fastify/jwt's app.jwt.verify: it merges its options into new objects on every call
 * (7.9 µs a call with the same cache). Here the key is the whole token string, so
 * two different tokens can never share an entry. Only the signature and expiry check is
 * remembered: whether the session was revoked is asked of the store on every request.
 */
import { createVerifier } from 'fast-jwt';

/** tokens remembered at most (a few hundred bytes each); past it the oldest goes */
const MAX_ENTRIES = 1000;

interface Verified {
  claims: Record<string, unknown>;
  /** the token's exp, in milliseconds */
  expiresAtMs: number;
}

/** The verified claims of a token, or null when its signature, algorithm or expiry is refused. */
export type SessionTokenVerifier = (token: string) => Record<string, unknown> | null;

export function createSessionTokenVerifier(secret: string): SessionTokenVerifier {
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  const verified = new Map<string, Verified>();

  return (token) => {
    const known = verified.get(token);
    if (known !== undefined) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      verified.delete(token);
    }
    let claims: Record<string, unknown>;
    try {
      claims = verify(token) as Record<string, unknown>;
    } catch {
      return null;
    }
    // A token without exp is never remembered (ours always carry one).
    if (typeof claims.exp !== 'number') return claims;
    if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: claims.exp * 1000 });
    return claims;
  };
}
