/**
 * Access the firm controls (issue 19): a temporary password given to a client or a member, the open
 * sessions of a user and the last sign-in attempts of their account.
 */
import { Type, type Static } from 'typebox';
import { OneOf } from './common.js';

/** POST /api/clients/:id/access, POST /api/members/:id/access: shown once, never answered again. */
export const TemporaryAccess = Type.Object({
  temporaryPassword: Type.String({ minLength: 12, description: 'readable (no 0/O or 1/l/I), to give the person once: it is stored nowhere in clear' }),
  expiresAt: Type.String({ format: 'date-time', description: 'it no longer signs in after this (7 days)' }),
}, { title: 'TemporaryAccess' });
export type TemporaryAccess = Static<typeof TemporaryAccess>;

/** A person's access: none given yet, a temporary password given (still valid, or expired unused), or a password of their own. */
export const ACCESS_STATES = ['none', 'temporary', 'expired', 'chosen'] as const;
export type AccessState = (typeof ACCESS_STATES)[number];
export const AccessState = OneOf(ACCESS_STATES, {
  description: 'none: never given; temporary: a temporary password was given and is still valid; expired: it expired before they chose theirs; chosen: they chose their own',
});

export const OpenSession = Type.Object({
  id: Type.String({ description: "the session's id (the JWT's jti): never a cookie or a token" }),
  current: Type.Boolean({ description: 'the session of this request' }),
  userAgent: Type.String(),
  device: Type.String({ description: 'readable: "Firefox sur Linux", "Safari sur iPhone"' }),
  ip: Type.String({ description: 'the client address (as TRUST_PROXY allows)' }),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time', description: 'to the minute' }),
}, { title: 'OpenSession' });
export type OpenSession = Static<typeof OpenSession>;
export const OpenSessions = Type.Object({ items: Type.Array(OpenSession) }, { title: 'OpenSessions' });
export type OpenSessions = Static<typeof OpenSessions>;
export const SessionId = Type.Object({ id: Type.String({ pattern: '^[\\w-]{1,64}$', description: "a session's id, as listed" }) }, { additionalProperties: false });

/** wrong_current_password: a password change that gave a wrong current password (it counts as a failed sign-in). */
export const SIGN_IN_OUTCOMES = ['success', 'invalid_credentials', 'temporary_password_expired', 'refused', 'wrong_current_password'] as const;
export const SignInAttempt = Type.Object({
  at: Type.String({ format: 'date-time' }),
  ip: Type.String(),
  device: Type.String(),
  outcome: OneOf(SIGN_IN_OUTCOMES, { description: 'success, or why it failed' }),
}, { title: 'SignInAttempt' });
export type SignInAttempt = Static<typeof SignInAttempt>;
export const SignInAttempts = Type.Object({ items: Type.Array(SignInAttempt, { description: 'the last 20 successes and the last 20 failures, newest first' }) }, { title: 'SignInAttempts' });
