/** /api/former-clients: the previous web site's clients (spec §3), read-only but for deletion. */
import { Type, type Static } from 'typebox';
import { PostalAddress } from './address.js';
import { ListQuery, Nullable, OneOf } from './common.js';
import { CIVILITIES } from './people.js';

export const FormerClient = Type.Object({
  id: Type.String({ description: "the legacy site's key" }),
  civility: Nullable(OneOf(CIVILITIES)),
  firstName: Type.String(),
  lastName: Type.String(),
  birthDate: Nullable(Type.String({ format: 'date' })),
  mobilePhone: Type.String(),
  officePhone: Type.String(),
  address: PostalAddress,
  email: Type.String(),
  createdAt: Nullable(Type.String({ format: 'date', description: 'when the legacy site recorded them' })),
  expertName: Nullable(Type.String()),
});
export type FormerClient = Static<typeof FormerClient>;

export const FORMER_CLIENT_SORTS = ['createdAt', 'lastName', 'firstName', 'email', 'expertName'] as const;
export type FormerClientSort = (typeof FORMER_CLIENT_SORTS)[number];
export const FormerClientListQuery = ListQuery(FORMER_CLIENT_SORTS);

export const FormerClientId = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) }, { additionalProperties: false });
