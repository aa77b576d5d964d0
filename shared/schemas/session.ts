/** POST /login, POST /logout, GET /session: the signed-in user as the session cookie holds them. */
import { Type, type Static } from 'typebox';
import { EmailAddress, Nullable, OneOf } from './common.js';
import { RoleSchema } from './people.js';

export const SessionUser = Type.Object({
  id: Type.Union([Type.String(), Type.Number()], { description: 'as the firm API numbers its users' }),
  role: Nullable(RoleSchema),
  name: Type.String(),
  mustChangePassword: Type.Optional(
    Type.Boolean({ description: 'signed in with a temporary password: every route but GET /session, POST /logout, GET /config and POST /api/profile/password answers 403 until they choose theirs' }),
  ),
}, { title: 'SessionUser' });
export type SessionUser = Static<typeof SessionUser>;

export const LoginRequest = Type.Object(
  {
    email: EmailAddress({ minLength: 3 }),
    password: Type.String({ minLength: 1, maxLength: 512 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

/** 200 answer of POST /login: a success, or the upstream's own error flag (nothing is shown). */
export const LoginResponse = Type.Union([
  Type.Object({ error: Type.Unsafe<false>({ type: 'boolean', enum: [false] }), user: SessionUser }),
  Type.Object({ error: OneOf(['login_refused'] as const) }),
]);
export type LoginResponse = Static<typeof LoginResponse>;

export const SessionResponse = Type.Object({ user: SessionUser });
export type SessionResponse = Static<typeof SessionResponse>;
