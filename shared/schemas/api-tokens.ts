/**
 * Personal API tokens (issue 27): a staff member gives a script a token of their own, scoped,
 * expiring and revocable. The token itself is answered once, at creation; the store keeps only
 * its hash, and every list answers the rest.
 */
import { Type, type Static } from 'typebox';
import { Id, Nullable, OneOf } from './common.js';

/** read: GET and HEAD only; read-write: what the user may do, but for what a token never does. */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** A token lives at most this many days. */
export const MAX_API_TOKEN_DAYS = 365;
/** What a token starts with: a secret scanner (or a person) recognises it. */
export const API_TOKEN_PREFIX = 'rcb_pat_';

const Scope = OneOf(API_TOKEN_SCOPES, { description: 'read: GET and HEAD only (any other method is 403 token_scope); read-write: every call the user may make, but for sign-in, tokens, passwords, access and sessions (403 token_forbidden)' });
const TokenName = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S', description: 'what the token is for, e.g. "Export comptable"' });
const TokenIdPattern = { pattern: '^[\\w-]{1,64}$' };

/** POST /api/profile/tokens */
export const ApiTokenCreate = Type.Object(
  {
    name: TokenName,
    scope: Scope,
    expiresInDays: Type.Integer({ minimum: 1, maximum: MAX_API_TOKEN_DAYS, description: `days until it stops working (1 to ${MAX_API_TOKEN_DAYS})` }),
  },
  { additionalProperties: false },
);
export type ApiTokenCreate = Static<typeof ApiTokenCreate>;

/** The answer to POST /api/profile/tokens: the only one that carries the token. */
export const ApiTokenCreated = Type.Object({
  id: Type.String(),
  token: Type.String({ description: `${API_TOKEN_PREFIX} then 32 random bytes (base64url): send it as Authorization: Bearer <token>. Shown once: the BFF keeps only its hash` }),
  name: Type.String(),
  scope: Scope,
  expiresAt: Type.String({ format: 'date-time' }),
});
export type ApiTokenCreated = Static<typeof ApiTokenCreated>;

/** A token as listed: never the token nor its hash. */
export const ApiToken = Type.Object({
  id: Type.String(),
  name: Type.String(),
  scope: Scope,
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Nullable(Type.String({ format: 'date-time', description: 'to the minute; null: never used' })),
  lastUsedIp: Nullable(Type.String({ description: 'the address of its last use (as TRUST_PROXY allows)' })),
});
export type ApiToken = Static<typeof ApiToken>;
export const ApiTokens = Type.Object({ items: Type.Array(ApiToken, { description: 'newest first; expired and revoked ones are gone' }) });
export type ApiTokens = Static<typeof ApiTokens>;

export const ApiTokenId = Type.Object({ id: Type.String({ ...TokenIdPattern, description: "a token's id, as listed" }) }, { additionalProperties: false });
export const MemberApiTokenId = Type.Object(
  { id: Id({ description: "the member's id" }), tokenId: Type.String({ ...TokenIdPattern, description: "a token's id, as listed" }) },
  { additionalProperties: false },
);
