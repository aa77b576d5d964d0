/** /api/members: the firm's staff accounts, and what the admin sends to create or update one. */
import { Type, type Static } from 'typebox';
import { GRANTABLE_ROLES } from '../policies.js';
import { EmailAddress, ListQuery, NewPassword, Nullable, OneOf } from './common.js';
import { AccessState } from './access.js';
import { createSchema, field, patchSchema, readOnlyField, recordSchema, replaceSchema } from './record-fields.js';
import { RoleSchema } from './people.js';

/** The firm API call that writes a member's field: PUT /users/:id (a create is POST /register). */
export type MemberWriter = 'account';

export const MEMBER_FIELDS = {
  id: readOnlyField(Type.Integer(), 'id'),
  name: field(Type.String(), 'name', 'account', { input: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }),
  email: field(Type.String(), 'email', 'account', { input: EmailAddress() }),
  role: field(Nullable(RoleSchema), 'role', 'account', { input: OneOf(GRANTABLE_ROLES, { description: 'a staff role' }) }),
  createdAt: readOnlyField(Type.String({ format: 'date-time' }), 'created_at'),
  /** their access, kept by the BFF (a temporary password given, or their own) */
  access: readOnlyField(AccessState),
  /** a new member signs in with it; on a replace, when given, it replaces theirs */
  password: field(NewPassword(), 'p_password', 'account', { writeOnly: true, keptWhenAbsent: true }),
};

export const Member = recordSchema(MEMBER_FIELDS, { title: 'Member' });
export type Member = Static<typeof Member>;

/** POST /api/members: a new member signs in with this password. */
export const MemberCreate = createSchema(MEMBER_FIELDS, { title: 'MemberInput' });
export type MemberCreate = Static<typeof MemberCreate>;
/** PUT /api/members/:id: a password, when given, replaces theirs. */
export const MemberUpdate = replaceSchema(MEMBER_FIELDS, { title: 'MemberReplace' });
export type MemberUpdate = Static<typeof MemberUpdate>;
/** PATCH /api/members/:id: only the fields sent change. */
export const MemberPatch = patchSchema(MEMBER_FIELDS, { title: 'MemberPatch' });
export type MemberPatch = Static<typeof MemberPatch>;

export const MEMBER_SORTS = ['createdAt', 'name', 'email', 'role'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MemberListQuery = ListQuery(MEMBER_SORTS);
