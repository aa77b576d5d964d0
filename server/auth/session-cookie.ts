/**
 * The session: a signed JWT (HS256 only) in an httpOnly cookie, read from the cookie alone.
 * It carries the user and the encrypted upstream token.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { HttpError, MESSAGES } from '../http-error.js';
import { createTokenCipher } from './token-cipher.js';
import { normalizeRole } from '../../shared/schemas/people.js';
import type { SessionUser } from '../../shared/schemas/session.js';

export const SESSION_COOKIE = 'bo_session';

interface SessionClaims {
  uid: string | number;
  role: string | null;
  name: string;
  tok: string;
}

export interface Session {
  user: SessionUser;
  upstreamToken: string;
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
    startSession(user: SessionUser, upstreamToken: string): Promise<void>;
    endSession(): void;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid session */
    requireSession(request: FastifyRequest): Promise<void>;
  }
}

function sessionPlugin(app: import('fastify').FastifyInstance, config: Config): void {
  const cipher = createTokenCipher(config.sessionSecret);

  app.register(fastifyCookie);
  app.register(fastifyJwt, {
    secret: config.sessionSecret,
    cookie: { cookieName: SESSION_COOKIE, signed: false },
    sign: { algorithm: 'HS256', expiresIn: config.sessionTtlS },
    // Global, so the verifier is built once; onlyCookie: an Authorization header never wins.
    verify: { algorithms: ['HS256'], onlyCookie: true },
  });

  // BASE_PATH without its trailing slash: '/crm' also covers the bare '/crm' URL.
  const cookiePath = config.basePath === '/' ? '/' : config.basePath.slice(0, -1);

  function cookieOptions(request: FastifyRequest) {
    const secure = config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
    return { httpOnly: true, sameSite: 'strict' as const, path: cookiePath, secure };
  }

  app.decorateRequest('session', null);

  app.decorateRequest('readSession', async function readSession(this: FastifyRequest): Promise<Session | null> {
    if (this.session) return this.session;
    if (!this.cookies[SESSION_COOKIE]) return null;
    let claims: SessionClaims;
    try {
      claims = await this.jwtVerify<SessionClaims>();
    } catch {
      return null;
    }
    const upstreamToken = typeof claims.tok === 'string' ? cipher.decrypt(claims.tok) : null;
    if (upstreamToken === null || typeof claims.name !== 'string') return null;
    this.session = { user: { id: claims.uid, role: normalizeRole(claims.role), name: claims.name }, upstreamToken };
    return this.session;
  });

  app.decorateReply('startSession', async function startSession(this: FastifyReply, user: SessionUser, upstreamToken: string) {
    const claims: SessionClaims = { uid: user.id, role: user.role, name: user.name, tok: cipher.encrypt(upstreamToken) };
    const jwt = await this.jwtSign(claims);
    this.setCookie(SESSION_COOKIE, jwt, { ...cookieOptions(this.request), maxAge: config.sessionTtlS });
    this.header('cache-control', 'no-store');
  });

  app.decorateReply('endSession', function endSession(this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
    this.header('cache-control', 'no-store');
  });

  app.decorate('requireSession', async function requireSession(request: FastifyRequest) {
    if (!(await request.readSession())) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
  });
}

export default fp(sessionPlugin, { name: 'session-cookie', fastify: '5.x' });
