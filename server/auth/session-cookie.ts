/**
 * The session: a signed JWT (HS256 only) in an httpOnly cookie, read from the cookie alone.
 * It carries the user, the encrypted upstream token, its id (`jti`) and when it was issued in
 * milliseconds (`iam`), which the revocation check reads on every authenticated request; the
 * e-mail the user signed in with, and whether they must still choose their password (`mcp`, after
 * a temporary one). Each session is listed in the store (session-registry.ts) until it ends.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { createRevocation, type SessionStamp } from './revocation.js';
import { activeSession } from './active-session.js';
import { createSessionRegistry, sessionInfo, type ListedSession } from './session-registry.js';
import { createSessionTokenVerifier } from './session-token.js';
import { createTokenCipher, type TokenCipher } from './token-cipher.js';
import { createUpstreamTokens, type UpstreamTokens } from './upstream-tokens.js';
import { TOKEN_MESSAGES } from './api-tokens.js';
import { normalizeRole } from '../../shared/schemas/people.js';
import type { SessionUser } from '../../shared/schemas/session.js';

export const SESSION_COOKIE = 'bo_session';

interface SessionClaims {
  uid: string | number;
  role: string | null;
  name: string;
  tok: string;
  jti: string;
  iam: number;
  /** the e-mail signed in with (lower case) */
  em?: string;
  /** signed in with a temporary password: they must choose their own first */
  mcp?: true;
  /** set by @fastify/jwt when signing */
  iat?: number;
  exp?: number;
}

/** How a request's user is signed in: a browser session (the cookie), or a personal API token (issue 27). */
export type Caller = { readonly via: 'session' } | { readonly via: 'token'; readonly tokenId: string; readonly tokenName: string };

export class Session {
  private decrypted: string | null | undefined;

  constructor(
    readonly user: SessionUser,
    readonly stamp: SessionStamp,
    private readonly sealedToken: string,
    private readonly cipher: TokenCipher,
    /** the e-mail signed in with ('' for a session issued before it was kept) */
    readonly email: string,
    /** the journal says who acted and how (server/journal) */
    readonly caller: Caller = { via: 'session' },
  ) {}

  /** the upstream token as kept, encrypted (to forget it only if it is still the one kept) */
  get sealed(): string {
    return this.sealedToken;
  }

  get mustChangePassword(): boolean {
    return this.user.mustChangePassword === true;
  }

  /**
   * The upstream token, decrypted on first read: only routes that forward pay for it. A token
   * that does not decrypt (which only the holder of SESSION_SECRET could sign) is a 401 there.
   */
  get upstreamToken(): string {
    if (this.decrypted === undefined) this.decrypted = this.cipher.decrypt(this.sealedToken);
    if (this.decrypted === null) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
    return this.decrypted;
  }

  /** What a 401 of the firm API to the upstream token means: the session ended, or (an API token's) the sign-in behind it. */
  upstreamRefused(): HttpError {
    return this.caller.via === 'token'
      ? new HttpError(401, 'upstream_session_expired', TOKEN_MESSAGES.upstreamSessionExpired)
      : new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the verified session, or null; set by readSession() */
    session: Session | null;
    readSession(): Promise<Session | null>;
  }
  interface FastifyReply {
    startSession(user: SessionUser, upstreamToken: string, details: { email: string; issuedAtMs?: number }): Promise<void>;
    /** clears the cookie; the session itself is revoked by POST /logout (revokeSession) */
    endSession(): void;
    /** logout: revokes the request's session (if it has a valid one) until it expires, clears the cookie */
    revokeSession(): Promise<void>;
    /** after a password change: ends the user's other sessions and reissues this one's cookie */
    renewSession(): Promise<void>;
  }
  interface FastifyInstance {
    /** the firm API token each user signed in with last (upstream-tokens.ts) */
    upstreamTokens: UpstreamTokens;
    /** preHandler: 401 unless the request carries a valid session (403 while its user must choose a password) */
    requireSession(request: FastifyRequest): Promise<void>;
    /** the open sessions of each user: listed, and ended one by one or all at once, on every instance */
    sessions: Sessions;
    /**
     * The session of a caller without a cookie (a personal API token, bearer-token.ts): the user's
     * kept upstream token (upstream-tokens.ts) behind it; null when the BFF keeps none for them.
     */
    sessionWithoutCookie(user: SessionUser, stamp: SessionStamp, email: string, caller: Caller): Promise<Session | null>;
  }
}

export interface Sessions {
  /** the user's open sessions, newest first */
  list(uid: string | number): Promise<Array<ListedSession & { expiresAtMs: number }>>;
  /** ends one session of the user's (false when they have none of that id) */
  end(uid: string | number, jti: string): Promise<boolean>;
  /** ends every session of the user's but `keep` (every one when absent), on every instance */
  endAll(uid: string | number, keep?: string): Promise<void>;
  /** ends the session a request came with, on every instance (the firm API refused its token) */
  endSession(session: Session): Promise<void>;
}

/** What a verified token says, read once per token (session-token.ts) and shared, frozen, by its requests. */
interface SessionToken {
  user: SessionUser;
  stamp: SessionStamp;
  sealedToken: string;
  email: string;
}

function readSessionClaims(claims: Partial<Record<keyof SessionClaims, unknown>>): SessionToken | null {
  const { uid, name, tok, jti, iam, exp } = claims;
  if ((typeof uid !== 'string' && typeof uid !== 'number') || typeof name !== 'string' || typeof tok !== 'string' || typeof jti !== 'string' || typeof iam !== 'number' || typeof exp !== 'number') return null;
  const user: SessionUser = { id: uid, role: normalizeRole(claims.role), name, ...(claims.mcp === true ? { mustChangePassword: true } : {}) };
  return Object.freeze({
    user: Object.freeze(user),
    stamp: Object.freeze({ jti, uid, iam, exp }),
    sealedToken: tok,
    email: typeof claims.em === 'string' ? claims.em : '',
  });
}

function sessionPlugin(app: import('fastify').FastifyInstance, config: Config): void {
  const cipher = createTokenCipher(config.sessionSecret);
  const revocation = createRevocation(app.records, config.sessionTtlS);
  const registry = createSessionRegistry(app.records);

  const sessions: Sessions = {
    list: (uid) => registry.list(uid),
    async end(uid, jti) {
      const found = (await registry.list(uid)).find((s) => s.id === jti);
      if (!found) return false;
      await revocation.revoke({ jti, uid, iam: 0, exp: Math.ceil(found.expiresAtMs / 1000) });
      await registry.forget(uid, [jti]);
      return true;
    },
    async endAll(uid, keep) {
      const open = (await registry.list(uid)).filter((s) => s.id !== keep);
      await Promise.all(open.map((s) => revocation.revoke({ jti: s.id, uid, iam: 0, exp: Math.ceil(s.expiresAtMs / 1000) })));
      // Every session, listed or not (opened before the registry kept them): none issued before now is valid.
      if (keep === undefined) await revocation.endOtherSessions(uid);
      await registry.forget(uid, open.map((s) => s.id));
    },
    async endSession(session) {
      if (session.caller.via === 'token') return app.upstreamTokens.forget(session.user.id, session.sealed);
      await revocation.revoke(session.stamp);
      await registry.forget(session.user.id, [session.stamp.jti]);
    },
  };
  app.decorate('sessions', sessions);
  app.decorate('upstreamTokens', createUpstreamTokens(app.records, cipher));
  app.decorate('sessionWithoutCookie', async (user: SessionUser, stamp: SessionStamp, email: string, caller: Caller) => {
    const sealed = await app.upstreamTokens.sealedOf(user.id);
    return sealed === null ? null : new Session(user, stamp, sealed, cipher, email, caller);
  });

  app.register(fastifyCookie);
  app.register(fastifyJwt, {
    secret: config.sessionSecret,
    cookie: { cookieName: SESSION_COOKIE, signed: false },
    sign: { algorithm: 'HS256', expiresIn: config.sessionTtlS },
    // @fastify/jwt signs; readSession verifies with session-token.ts (onlyCookie keeps
    // request.jwtVerify, unused, from reading an Authorization header).
    verify: { algorithms: ['HS256'], onlyCookie: true },
  });
  const verifySessionToken = createSessionTokenVerifier(config.sessionSecret, readSessionClaims);

  // BASE_PATH without its trailing slash: '/crm' also covers the bare '/crm' URL.
  const cookiePath = config.basePath === '/' ? '/' : config.basePath.slice(0, -1);

  function cookieOptions(request: FastifyRequest) {
    const secure = config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
    return { httpOnly: true, sameSite: 'strict' as const, path: cookiePath, secure };
  }

  app.decorateRequest('session', null);

  // Verifies the JWT (a token verified before is recognised, session-token.ts), then asks the
  // store whether it was revoked: one round trip on every request, never cached (a store that
  // cannot answer is a 503 store_unavailable: fail closed).
  app.decorateRequest('readSession', async function readSession(this: FastifyRequest): Promise<Session | null> {
    if (this.session) return this.session;
    const token = this.cookies[SESSION_COOKIE];
    if (!token) return null;
    const read = verifySessionToken(token);
    if (!read) return null;
    if (await revocation.isRevoked(read.stamp)) return null;
    registry.seen(read.stamp.jti, read.stamp.exp * 1000);
    this.session = new Session(read.user, read.stamp, read.sealedToken, cipher, read.email);
    return this.session;
  });

  app.decorateReply('startSession', async function startSession(this: FastifyReply, user: SessionUser, upstreamToken: string, details: { email: string; issuedAtMs?: number }) {
    const claims: SessionClaims = {
      uid: user.id,
      role: user.role,
      name: user.name,
      tok: cipher.encrypt(upstreamToken),
      jti: randomUUID(),
      iam: details.issuedAtMs ?? Date.now(),
      em: details.email.trim().toLowerCase(),
      ...(user.mustChangePassword ? { mcp: true as const } : {}),
    };
    const jwt = await this.jwtSign(claims);
    const request = this.request;
    const expiresAtMs = Date.now() + config.sessionTtlS * 1000;
    await registry.open(sessionInfo(claims.jti, user.id, request.headers['user-agent'], request.ip, expiresAtMs));
    await app.upstreamTokens.keep(user, upstreamToken, expiresAtMs);
    this.setCookie(SESSION_COOKIE, jwt, { ...cookieOptions(request), maxAge: config.sessionTtlS });
    this.header('cache-control', 'no-store');
  });

  app.decorateReply('endSession', function endSession(this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
    this.header('cache-control', 'no-store');
  });

  app.decorateReply('revokeSession', async function revokeSession(this: FastifyReply) {
    const session = await this.request.readSession();
    if (session) {
      await revocation.revoke(session.stamp);
      await registry.forget(session.user.id, [session.stamp.jti]);
    }
    this.endSession();
  });

  app.decorateReply('renewSession', async function renewSession(this: FastifyReply) {
    const session = this.request.session;
    if (!session) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
    const open = await registry.list(session.user.id);
    const validAfter = await revocation.endOtherSessions(session.user.id);
    await registry.forget(session.user.id, open.map((s) => s.id));
    const { mustChangePassword: _chosenNow, ...user } = session.user;
    await this.startSession(user, session.upstreamToken, { email: session.email, issuedAtMs: validAfter });
  });

  app.decorate('requireSession', async function requireSession(request: FastifyRequest) {
    await activeSession(request);
  });
}

export default fp(sessionPlugin, { name: 'session-cookie', fastify: '5.x', decorators: { fastify: ['store'] } });
