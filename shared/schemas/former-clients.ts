/** /api/former-clients: the previous web site's clients (spec §3), read-only but for deletion. */
import { Type, type Static } from 'typebox';
import { PostalAddress } from './address.js';
import { ListQuery, Nullable, OneOf } from './common.js';
import { CIVILITIES } from './people.js';
import { readOnlyField, recordSchema } from './record-fields.js';

/** A former client, field by field: read-only (the legacy site's columns), but for deletion. */
export const FORMER_CLIENT_FIELDS = {
  id: readOnlyField(Type.String({ description: "the legacy site's key" }), 'clcleunik'),
  civility: readOnlyField(Nullable(OneOf(CIVILITIES)), 'cl_civilite'),
  firstName: readOnlyField(Type.String(), 'cl_prenom'),
  lastName: readOnlyField(Type.String(), 'cl_nom'),
  birthDate: readOnlyField(Nullable(Type.String({ format: 'date' })), 'cl_ne_le'),
  mobilePhone: readOnlyField(Type.String(), 'cl_tel_port'),
  officePhone: readOnlyField(Type.String(), 'cl_tel_bur'),
  address: readOnlyField(PostalAddress, { address: 'cl_adr', zipCode: 'cl_cp', city: 'cl_ville', country: 'cl_pays' }),
  email: readOnlyField(Type.String(), 'cl_mail'),
  createdAt: readOnlyField(Nullable(Type.String({ format: 'date', description: 'when the legacy site recorded them' })), 'cl_date'),
  expertName: readOnlyField(Nullable(Type.String()), 'expert_name'),
};

export const FormerClient = recordSchema(FORMER_CLIENT_FIELDS, { title: 'FormerClient' });
export type FormerClient = Static<typeof FormerClient>;

export const FORMER_CLIENT_SORTS = ['createdAt', 'lastName', 'firstName', 'email', 'expertName'] as const;
export type FormerClientSort = (typeof FORMER_CLIENT_SORTS)[number];
export const FormerClientListQuery = ListQuery(FORMER_CLIENT_SORTS);

/** GET /api/former-clients/export.csv: the list's search and order, every page. */
export const FormerClientExportQuery = Type.Object(
  {
    ...Type.Omit(FormerClientListQuery, ['page', 'perPage']).properties,
    lang: Type.Optional(OneOf(['fr', 'en'] as const, { description: 'the language of the header (default: Accept-Language, else French)' })),
  },
  { additionalProperties: false },
);

export const FormerClientId = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) }, { additionalProperties: false });
