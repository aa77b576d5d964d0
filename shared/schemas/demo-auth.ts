/**
 * The template's demo authentication (spec §7 /api/authenticate/*): public, rate-limited, its own
 * accounts and tokens, never a session of the back-office. The messages are the spec's (§5, §8).
 */
import { Type, type Static } from 'typebox';
import { OneOf } from './common.js';
import { DEMO_USER_ROLES } from './demo-users.js';

export const DEMO_AUTH_MESSAGES = {
  emailTaken: 'This email is already in use.',
  nameMissing: 'Please enter your name.',
  invalidCredentials: 'Email Or Password Invalid',
  invalidToken: 'Invalid access token',
  /** spec §8: the demo login's default error, for any failure that is not one of the above */
  unexpected: 'Something went wrong',
} as const;

/** The one account that exists before anyone registers, shown on the register page (a demo: no secret). */
export const DEMO_AUTH_ACCOUNT = { email: 'admin@demo-template.fr', password: 'Template2026!', name: 'Admin Démo' } as const;

/** Seconds a demo access token lives (spec §9: "demo token expiry is 8000"). */
export const DEMO_TOKEN_TTL_S = 8000;

export const DemoAuthUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: OneOf(DEMO_USER_ROLES),
});
export type DemoAuthUser = Static<typeof DemoAuthUser>;

const Email = Type.String({ format: 'email', maxLength: 254 });
const Password = Type.String({ maxLength: 200 });

/** POST /api/authenticate/register. A blank name is refused by the route with the spec's message. */
export const DemoRegister = Type.Object({ email: Email, password: Password, name: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type DemoRegister = Static<typeof DemoRegister>;

/** POST /api/authenticate/login/user */
export const DemoLogin = Type.Object({ email: Type.String({ maxLength: 254 }), password: Password }, { additionalProperties: false });
export type DemoLogin = Static<typeof DemoLogin>;

export const DemoAuthAnswer = Type.Object({ user: DemoAuthUser, accessToken: Type.String({ description: 'a demo JWT (HS256, 8000 s); never a back-office session' }) });
export type DemoAuthAnswer = Static<typeof DemoAuthAnswer>;

/** POST /api/authenticate/refresh-token */
export const DemoRefresh = Type.Object({ accessToken: Type.String({ maxLength: 4096 }) }, { additionalProperties: false });
export type DemoRefresh = Static<typeof DemoRefresh>;

export const DemoRefreshAnswer = Type.Object({ userData: DemoAuthUser, accessToken: Type.String() });
export type DemoRefreshAnswer = Static<typeof DemoRefreshAnswer>;
