/**
 * Verifies session JWTs (HS256 only) and remembers what it read from the ones it verified: the
 * cookie is read on every authenticated request, and checking its signature (and the shape of its
 * claims) again each time was most of what GET /session cost beyond /healthz.
 *
 * Why not fast-jwt's own cache: it keys entries by a SHA hash of the token (2.3 µs a call); a
 * custom key for its cache makes fast-jwt warn of key collisions at every start. Nor @fastify/jwt's
 * app.jwt.verify: it merges its options into new objects on every call (7.9 µs a call).
 * Here an entry is found by the token's signature (hashing its 43 characters, not the whole
 * cookie) and used only when the whole token is the one verified: two different tokens never
 * share an entry. Only the signature, expiry and shape are remembered: whether the session was
 * revoked is asked of the store on every request.
 */
import { createVerifier } from 'fast-jwt';

/** tokens remembered at most (a few hundred bytes each); past it the oldest goes */
const MAX_ENTRIES = 1000;

interface Verified<T> {
  token: string;
  read: T;
  /** the token's exp, in milliseconds */
  expiresAtMs: number;
}

/** What `read` made of a token's verified claims, or null when the token is refused. */
export type SessionTokenVerifier<T> = (token: string) => T | null;

/**
 * `readClaims` turns verified claims into what the caller keeps (null: claims of the wrong shape,
 * the token is refused). It runs once per token, and what it returns is shared by every request
 * that carries that token: it should be frozen.
 */
export function createSessionTokenVerifier<T>(secret: string, readClaims: (claims: Record<string, unknown>) => T | null): SessionTokenVerifier<T> {
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  const verified = new Map<string, Verified<T>>();

  return (token) => {
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const known = verified.get(signature);
    if (known !== undefined && known.token === token) {
      if (Date.now() < known.expiresAtMs) return known.read;
      verified.delete(signature);
    }
    let claims: unknown;
    try {
      claims = verify(token);
    } catch {
      return null;
    }
    if (claims === null || typeof claims !== 'object') return null;
    const read = readClaims(claims as Record<string, unknown>);
    const { exp } = claims as { exp?: unknown };
    // A token without exp is never remembered (ours always carry one).
    if (read === null || typeof exp !== 'number') return read;
    if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value!);
    verified.set(signature, { token, read, expiresAtMs: exp * 1000 });
    return read;
  };
}
