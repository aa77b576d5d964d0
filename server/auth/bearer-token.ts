/**
 * `Authorization: Bearer <personal API token>`: the request acts as the token's user, with the same
 * Session as a cookie's (its `caller` says which token), so every guard, the reach checks, the firm
 * API calls and the journal treat it alike. One hook, before any route work:
 * - with the session cookie, the cookie acts and the header is ignored (design: the session is read
 *   from the cookie only; a browser's own Authorization header never opens nor goes anywhere), and
 *   such a request still needs X-CSRF (csrf.ts);
 * - a malformed, unknown, revoked or expired token: 401 unauthenticated (never which of these);
 * - past UNKNOWN_TOKEN_LIMIT such tokens a minute from one address: 429 with Retry-After, before the
 *   token is looked up (token-guesses.ts);
 * - past API_TOKEN_RATE_LIMIT calls a second per token: 429 with Retry-After (in Redis with REDIS_URL);
 * - a route declared `config: { apiToken: 'refused' }` (sign-in and out, tokens, passwords, access,
 *   sessions): 403 token_forbidden; a `read` token on anything but GET and HEAD: 403 token_scope;
 * - its user has a temporary password to replace (temporary-passwords.ts): 403 password_change_required,
 *   as their session is, until they choose theirs (a reset revoked the tokens they held: access.ts);
 * - no upstream token kept for the user (upstream-tokens.ts): 401 upstream_session_expired.
 * A Bearer call carries no cookie, so it needs no X-CSRF (csrf.ts).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../http-error.js';
import { createApiTokens, TOKEN_MESSAGES, type ApiTokens, type StoredApiToken } from './api-tokens.js';
import { registerRateLimit } from './rate-limit.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { mustChoosePassword } from './temporary-passwords.js';
import { createTokenGuesses, type TokenGuesses } from './token-guesses.js';

/** Calls a second per token. */
export const API_TOKEN_RATE_LIMIT = 20;
const READS = new Set(['GET', 'HEAD']);
const BEARER = /^bearer(?:\s+(.*))?$/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'refused': a personal API token may not call this route (403 token_forbidden) */
    apiToken?: 'refused';
  }
  interface FastifyInstance {
    /** the personal API tokens of every user (api-tokens.ts) */
    apiTokens: ApiTokens;
  }
}

/** The token of a request's `Authorization: Bearer` header ('' when the header names none), or null without one. */
export function bearerTokenOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match ? (match[1] ?? '').trim() : null;
}

/** Whether the request carries the session cookie (read from the header: this runs before any cookie parsing). */
export function carriesSessionCookie(request: Pick<FastifyRequest, 'headers'>): boolean {
  return (request.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

async function bearerToken(app: FastifyInstance): Promise<void> {
  const tokens = createApiTokens(app.records, app.now);
  app.decorate('apiTokens', tokens);

  // @fastify/rate-limit in a context of its own (the sign-in limit registers its own under /api),
  // counting per token: the id of the token a request was found to carry.
  const tokenIds = new WeakMap<FastifyRequest, string>();
  let countCall: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  let guesses: TokenGuesses | undefined;
  await app.register(async (limited) => {
    await registerRateLimit(limited);
    countCall = limited.createRateLimit({ max: API_TOKEN_RATE_LIMIT, timeWindow: 1000, keyGenerator: (request) => `api-token:${tokenIds.get(request)}` });
    guesses = createTokenGuesses(limited);
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.apiToken === 'refused') describeRefusal(route);
  });

  async function authenticate(request: FastifyRequest, token: string): Promise<void> {
    const found = await guesses!.lookUp(request, token, (value) => tokens.find(value));
    if (!found) throw new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated);
    tokenIds.set(request, found.id);
    tokens.used(found, request.ip);
    const counted = await countCall!(request);
    if (!counted.isAllowed && counted.isExceeded) throw Object.assign(new HttpError(429, 'rate_limited', TOKEN_MESSAGES.rateLimited), { retryAfterMs: counted.ttl });
    if (request.routeOptions.config?.apiToken === 'refused') throw new HttpError(403, 'token_forbidden', TOKEN_MESSAGES.forbidden);
    if (found.scope === 'read' && !READS.has(request.method)) throw new HttpError(403, 'token_scope', TOKEN_MESSAGES.scope);
    if (await mustChoosePassword(app.records, found.uid)) throw new HttpError(403, 'password_change_required', MESSAGES.passwordChangeRequired);
    const session = await app.sessionWithoutCookie(...sessionParts(found));
    if (!session) throw new HttpError(401, 'upstream_session_expired', TOKEN_MESSAGES.upstreamSessionExpired);
    request.session = session;
  }

  // A callback hook: a request without the header (every browser's) pays no promise for it.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerTokenOf(request);
    if (token === null || carriesSessionCookie(request)) return done();
    authenticate(request, token).then(() => done(), done);
  });
}

/** A route a token may not call says so in GET /docs too: the session cookie alone (a public one keeps its none). */
function describeRefusal(route: RouteOptions): void {
  if (route.schema && !route.schema.hide && !route.schema.security) route.schema = { ...route.schema, security: [{ session: [] }] } as typeof route.schema;
}

/** Refuses personal API tokens on every route of a plugin (403 token_forbidden): for a plugin whose routes all manage access. */
export function refuseApiTokens(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, apiToken: 'refused' };
    describeRefusal(route);
  });
}

function sessionParts(found: StoredApiToken): Parameters<FastifyInstance['sessionWithoutCookie']> {
  return [
    { id: found.uid, role: found.role, name: found.userName },
    { jti: `api-token:${found.id}`, uid: found.uid, iam: Date.parse(found.createdAt), exp: Math.ceil(found.expiresAtMs / 1000) },
    found.email,
    { via: 'token', tokenId: found.id, tokenName: found.name },
  ];
}

export default fp(bearerToken, { name: 'bearer-token', fastify: '5.x', dependencies: ['session-cookie'] });
