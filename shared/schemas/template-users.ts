/**
 * The template's sample users (spec §3 "Sample user"), served by /api/users/*: their wire shape
 * (the spec's snake_case field names, `martial_status` spelled so) and what an edit may send.
 */
import { Type, type Static, type TProperties } from 'typebox';
import { EmailAddress, Nullable, OneOf } from './common.js';
import { CIVILITIES, MARITAL_STATUSES } from './people.js';

export const TEMPLATE_USER_ROLES = ['user', 'admin'] as const;
export type TemplateUserRole = (typeof TEMPLATE_USER_ROLES)[number];

const Text = (maxLength: number) => Type.String({ maxLength });
/** Digits, spaces, dots, dashes, brackets and a leading +; empty when unknown. */
const Phone = Type.String({ maxLength: 30, pattern: '^[+]?[0-9 .()-]*$' });
/** French zip codes are 5 digits, but a company or a home may be abroad: letters, digits, spaces, dashes. */
const ZipCode = Type.String({ maxLength: 10, pattern: '^[A-Za-z0-9 -]*$' });

const personalFields = {
  civility: OneOf(CIVILITIES),
  first_name: Text(100),
  last_name: Text(100),
  birth_date: Nullable(Type.String({ format: 'date' })),
  martial_status: OneOf(MARITAL_STATUSES),
  children_number: Type.Integer({ minimum: 0, maximum: 20 }),
  mobile_number: Phone,
  office_number: Phone,
  personal_address: Text(200),
  personal_zip_code: ZipCode,
  personal_city: Text(100),
  personal_country: Text(100),
  society_address: Text(200),
  society_zip_code: ZipCode,
  society_city: Text(100),
  society_country: Text(100),
};
export type PersonalField = keyof typeof personalFields;
export const PERSONAL_FIELDS = Object.keys(personalFields) as PersonalField[];

export const PersonalInformations = Type.Object({ ...personalFields, user_id: Type.Integer() });
export type PersonalInformations = Static<typeof PersonalInformations>;

export const TemplateUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  email_verified_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  valid_account: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
  role: OneOf(TEMPLATE_USER_ROLES),
  personal_informations: Type.Optional(PersonalInformations),
}, { title: 'TemplateUser' });
export type TemplateUser = Static<typeof TemplateUser>;

export const TemplateUserList = Type.Array(TemplateUser);

/** Every property optional, unknown ones refused. */
const partial = <P extends TProperties>(properties: P) =>
  Type.Object(
    Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)])) as { [K in keyof P]: ReturnType<typeof Type.Optional<P[K]>> },
    { additionalProperties: false },
  );

/**
 * PATCH /api/users/:id: only the fields sent change (a user without personal information gets
 * one, blank but for the fields sent). Ids and dates are the BFF's.
 */
export const TemplateUserPatch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    email: Type.Optional(EmailAddress()),
    valid_account: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
    role: Type.Optional(OneOf(TEMPLATE_USER_ROLES)),
    personal_informations: Type.Optional(partial(personalFields)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type TemplateUserPatch = Static<typeof TemplateUserPatch>;
