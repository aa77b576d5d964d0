/**
 * The template's authentication (spec §7 /api/authenticate/*): public, rate-limited, its own
 * accounts and tokens, never a session of the back-office. The messages are the spec's (§5, §8).
 */
import { Type, type Static } from 'typebox';
import { EmailAddress, NewPassword, OneOf } from './common.js';
import { TEMPLATE_USER_ROLES } from './template-users.js';

export const TEMPLATE_AUTH_MESSAGES = {
  emailTaken: 'This email is already in use.',
  nameMissing: 'Please enter your name.',
  invalidCredentials: 'Email Or Password Invalid',
  invalidToken: 'Invalid access token',
  /** spec §8: the template login's default error, for any failure that is not one of the above */
  unexpected: 'Something went wrong',
} as const;

/** The one account that exists before anyone registers, shown on the register page (a sample: no secret). */
export const TEMPLATE_AUTH_ACCOUNT = { email: 'admin@demo-template.fr', password: 'Template2026!', name: 'Admin Démo' } as const;

/** Seconds a template access token lives (spec §9: "demo token expiry is 8000"). */
export const TEMPLATE_TOKEN_TTL_S = 8000;

export const TemplateAuthUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: OneOf(TEMPLATE_USER_ROLES),
});
export type TemplateAuthUser = Static<typeof TemplateAuthUser>;

const Password = Type.String({ maxLength: 200 });

/** POST /api/authenticate/register. A blank name is refused by the route with the spec's message. */
export const TemplateRegister = Type.Object({ email: EmailAddress(), password: NewPassword(), name: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type TemplateRegister = Static<typeof TemplateRegister>;

/** POST /api/authenticate/login/user */
export const TemplateLogin = Type.Object({ email: Type.String({ maxLength: 254 }), password: Password }, { additionalProperties: false });
export type TemplateLogin = Static<typeof TemplateLogin>;

export const TemplateAuthAnswer = Type.Object({ user: TemplateAuthUser, accessToken: Type.String({ description: 'a demo JWT (HS256, 8000 s); never a back-office session' }) });
export type TemplateAuthAnswer = Static<typeof TemplateAuthAnswer>;

/** POST /api/authenticate/refresh-token */
export const TemplateRefresh = Type.Object({ accessToken: Type.String({ maxLength: 4096 }) }, { additionalProperties: false });
export type TemplateRefresh = Static<typeof TemplateRefresh>;

export const TemplateRefreshAnswer = Type.Object({ userData: TemplateAuthUser, accessToken: Type.String() });
export type TemplateRefreshAnswer = Static<typeof TemplateRefreshAnswer>;
