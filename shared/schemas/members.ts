/** /api/members: the firm's staff accounts, and what the admin sends to create or update one. */
import { Type, type Static } from 'typebox';
import { GRANTABLE_ROLES } from '../policies.js';
import { ListQuery, Nullable, OneOf } from './common.js';
import { RoleSchema } from './people.js';

export const Member = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Nullable(RoleSchema),
  createdAt: Type.String(),
});
export type Member = Static<typeof Member>;

const memberFields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  role: OneOf(GRANTABLE_ROLES, { description: 'a staff role' }),
};
const Password = Type.String({ minLength: 8, maxLength: 200 });

/** POST /api/members: a new member signs in with this password. */
export const MemberCreate = Type.Object({ ...memberFields, password: Password }, { additionalProperties: false });
export type MemberCreate = Static<typeof MemberCreate>;
/** PUT /api/members/:id: a password, when given, replaces theirs. */
export const MemberUpdate = Type.Object({ ...memberFields, password: Type.Optional(Password) }, { additionalProperties: false });
export type MemberUpdate = Static<typeof MemberUpdate>;

export const MEMBER_SORTS = ['createdAt', 'name', 'email', 'role'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MemberListQuery = ListQuery(MEMBER_SORTS);
