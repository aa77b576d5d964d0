/**
 * The firm API's people (docs/upstream-api.md, "People" and "Auth"): users (clients and staff), their
 * personal record, registration, e-mail check and password change. The request bodies are what the
 * embedded demo upstream accepts; the columns' codecs are how the BFF reads and writes them.
 */
import { Type } from 'typebox';
import { normalizeRole } from '../../../shared/schemas/people.js';
import * as codec from './codecs.js';
import { Body, OrNull, Refusal, SqlDate, SqlDateTime, Success } from './schema-kit.js';

/**
 * The personal record's columns (`personal_informations`). Quirk: the firm API has a column for the
 * personal address's complement (personal_address_2) but none for the company's: the BFF keeps the
 * company's complement as the second line of society_address.
 */
export const PersonalColumns = {
  civility: Type.String({ description: 'M. / Mme / Monsieur / Madame / Mlle' }),
  first_name: Type.String(),
  last_name: Type.String(),
  maiden_name: Type.String({ description: 'the birth name, under which career records are kept' }),
  martial_status: Type.String({ description: 'sic: the marital status' }),
  children_number: OrNull(Type.Integer({ minimum: 0 })),
  mobile_number: Type.String(),
  office_number: Type.String(),
  military_service: Type.Union([Type.Literal('oui'), Type.Literal('non')]),
  birth_date: OrNull(SqlDate),
  birth_place: Type.String(),
  personal_address: Type.String(),
  personal_address_2: Type.String(),
  personal_zip_code: Type.String(),
  personal_city: Type.String(),
  personal_country: Type.String(),
  society_name: Type.String(),
  society_address: Type.String({ description: 'the street, and the complement on a second line' }),
  society_zip_code: Type.String(),
  society_city: Type.String(),
  society_country: Type.String(),
  secu_social: Type.String({ description: 'the social security number, 13 characters' }),
  secu_social_key: Type.String(),
  notes: Type.String(),
  comments: Type.String(),
};

/** A user as GET /users and GET /users/:id answer: the account, and its personal record flat (newer rows) or nested (older ones). */
export const UserRow = Type.Object({
  id: Type.Integer(),
  created_at: SqlDateTime,
  email: Type.String(),
  name: Type.String(),
  role: Type.String({ description: 'admin (or Admin), Consultant, Expert, Client, Ancient Client, prospect, old_client' }),
  status: Type.Optional(OrNull(Type.String({ description: 'En attente, En cours, Termine (or Terminé), perdu' }))),
  status_update_date: Type.Optional(OrNull(SqlDateTime)),
  status_fa: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: 'fee invoice paid' })),
  parent_id: Type.Optional(OrNull(Type.Integer({ description: 'the responsible expert or consultant' }))),
  parent: Type.Optional(OrNull(Type.Object({ name: Type.String() }))),
  business_introducer: Type.Optional(OrNull(Type.Union([Type.Object({ name: Type.String() }), Type.String()]))),
  subscribe_services: Type.Optional(Type.String({ description: 'the services, joined with " / "' })),
  valid_account: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  personal_informations: Type.Optional(OrNull(Type.Partial(Type.Object(PersonalColumns)))),
  ...Type.Partial(Type.Object(PersonalColumns)).properties,
});

/** A staff account as GET /users?kind=member lists it. */
export const MemberRow = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String(), role: Type.String(), created_at: SqlDateTime });

export const UsersQuery = Type.Object({ kind: Type.Optional(Type.Union([Type.Literal('client'), Type.Literal('member'), Type.Literal('oldclient')])) });

/** PUT /users/:id: the account's fields; p_password is a new password, plain (the firm API hashes it). */
export const UserUpdateBody = Body({
  name: Type.String({ minLength: 1 }),
  email: Type.String({ format: 'email' }),
  role: Type.String(),
  p_password: Type.String({ minLength: 8 }),
  status: OrNull(Type.String()),
  status_fa: Type.Union([Type.Literal(0), Type.Literal(1)]),
  parent_id: OrNull(Type.Integer()),
  business_introducer_id: OrNull(Type.Integer()),
});

/** POST /register: a new account (client or staff). */
export const RegisterBody = Body(
  {
    email: Type.String({ format: 'email' }),
    password: Type.String({ minLength: 8 }),
    name: Type.String({ minLength: 1 }),
    role: Type.String(),
    parent_id: OrNull(Type.Integer()),
  },
  ['email', 'password', 'name'],
);
export const RegisterAnswer = Type.Object({ accessToken: Type.String(), user: Type.Object({ id: Type.Integer() }) });

/** POST /personal_information: the personal record of a new user (`id`), with its expert. */
export const PersonalInformationCreateBody = Body({ id: Type.Integer(), parent_id: OrNull(Type.Integer()), ...PersonalColumns }, ['id']);
/** PUT /personal_information/:id: the same fields, or just {notes} or {comments}. */
export const PersonalInformationUpdateBody = Body({ parent_id: OrNull(Type.Integer()), ...PersonalColumns });

/** POST /set_user_subscribe_services: the client's current services. */
export const SubscribeServicesBody = Body({ user_id: Type.Integer(), subscribe_services: Type.String() }, ['user_id', 'subscribe_services']);

/** GET /duplicated_email?email= answers plain text: "duplicated" or "not duplicated". */
export const DuplicatedEmailQuery = Type.Object({ email: Type.String() });

/** POST /change-password: 200, or a 4xx with a message when the current password is wrong. */
export const ChangePasswordBody = Body({ currentPassword: Type.String(), newPassword: Type.String({ minLength: 8 }) }, ['currentPassword', 'newPassword']);

/** POST /login: 200 {accessToken, user}; wrong credentials: 401 {error: "Incorrect email/password"}. */
export const LoginBody = Type.Object({ email: Type.String(), password: Type.String() });
export const LoginAnswer = Type.Object({
  accessToken: Type.String(),
  user: Type.Object({ id: Type.Integer(), email: Type.Optional(Type.String()), name: Type.String(), role: Type.String() }),
  error: Type.Optional(Type.Unknown({ description: 'falsy on success' })),
});

/** GET /unread_count: tasks with isRead false whose customer is the caller. */
export const UnreadCountAnswer = Type.Object({ count: Type.Integer({ minimum: 0 }) });

export { Refusal, Success };

/** How the BFF reads and writes each column of a user row and of the personal record. */
export const USER_CODECS: Readonly<Record<string, codec.Codec>> = {
  id: codec.integer,
  created_at: codec.dateTime,
  email: codec.text,
  name: codec.text,
  role: { read: normalizeRole, write: (role) => role },
  status: codec.clientStatus,
  status_fa: codec.flag01,
  parent_id: codec.integer,
  parent: codec.name,
  business_introducer: codec.name,
  subscribe_services: codec.services,
  valid_account: { read: (raw) => raw === undefined || codec.flagOf(raw) },
  civility: codec.civility,
  martial_status: codec.maritalStatus,
  children_number: codec.integer,
  mobile_number: codec.phone,
  office_number: codec.phone,
  military_service: codec.ouiNon,
  birth_date: codec.date,
  // every other personal column is text
};

/**
 * A user row with its personal record flat. Older rows nest the personal fields under
 * personal_informations; newer ones carry them flat: a flat value wins when both exist.
 */
export function flatUserRow(row: codec.Row): codec.Row {
  const nested = codec.isRow(row.personal_informations) ? row.personal_informations : {};
  const flat = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  return { ...nested, ...flat };
}
