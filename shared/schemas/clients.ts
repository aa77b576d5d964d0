/** /api/clients: the firm's clients (spec §3), what the client form sends, and the e-mail check. */
import { Type, type Static, type TSchema } from 'typebox';
import { SERVICE_CODES } from '../services.js';
import { SOCIAL_SECURITY_NUMBER_TYPED_MAX } from '../validation.js';
import { PostalAddress } from './address.js';
import { Id, ListQuery, Nullable, OneOf } from './common.js';
import { CIVILITIES, CLIENT_STATUSES, MARITAL_STATUSES } from './people.js';

export const Client = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  civility: Nullable(OneOf(CIVILITIES)),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  mobilePhone: Type.String(),
  officePhone: Type.String(),
  status: Nullable(OneOf(CLIENT_STATUSES)),
  feePaid: Type.Boolean({ description: 'fee invoice paid (shown for En cours / Terminé)' }),
  expertId: Nullable(Type.Integer({ description: 'the responsible expert or consultant' })),
  expertName: Nullable(Type.String()),
  businessIntroducer: Nullable(Type.String()),
  birthDate: Nullable(Type.String({ format: 'date' })),
  birthPlace: Type.String(),
  childrenNumber: Nullable(Type.Integer()),
  maritalStatus: Nullable(OneOf(MARITAL_STATUSES)),
  socialSecurityNumber: Type.String(),
  socialSecurityKey: Type.String(),
  personalAddress: PostalAddress,
  companyName: Type.String(),
  companyAddress: PostalAddress,
  notes: Type.String(),
  comments: Type.String(),
  services: Type.Array(OneOf(SERVICE_CODES)),
  validAccount: Type.Boolean(),
});
export type Client = Static<typeof Client>;

/** An address as the form sends it (the BFF then checks the French zip code). */
const AddressInput = (defaults: PostalAddress) =>
  Type.Optional(
    Type.Object(
      {
        address: Type.String({ maxLength: 200 }),
        address2: Type.String({ maxLength: 200 }),
        zipCode: Type.String({ maxLength: 5 }),
        city: Type.String({ maxLength: 100 }),
        country: Type.String({ maxLength: 100 }),
      },
      { additionalProperties: false, default: defaults },
    ),
  );

/**
 * An optional field that may be null, null by default. Null first: Fastify's Ajv coerces types,
 * and with the typed branch first a null child count became 0 (and a null text '') before the
 * null branch was tried.
 */
const NullOr = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([Type.Null(), schema], { default: null }));
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength, default: '' }));
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

/** What the browser sends to create or update a client (the BFF re-validates every field). */
export const ClientInput = Type.Object(
  {
    civility: OneOf(CIVILITIES),
    firstName: Name,
    lastName: Name,
    email: Type.String({ format: 'email', maxLength: 254 }),
    mobilePhone: Text(30),
    officePhone: Text(30),
    status: NullOr(OneOf(CLIENT_STATUSES)),
    feePaid: Type.Optional(Type.Boolean({ default: false })),
    expertId: NullOr(Id()),
    businessIntroducer: NullOr(Type.String({ maxLength: 200 })),
    birthDate: NullOr(Type.String({ format: 'date' })),
    birthPlace: Text(100),
    childrenNumber: NullOr(Type.Integer({ minimum: 0, maximum: 30 })),
    maritalStatus: NullOr(OneOf(MARITAL_STATUSES)),
    // As typed or printed on a carte Vitale ('1 60 03 75 056 123'): spaces and dots are allowed, 13 characters are stored.
    socialSecurityNumber: Type.Optional(Type.String({ maxLength: SOCIAL_SECURITY_NUMBER_TYPED_MAX, pattern: '^[0-9ABab .]*$', default: '' })),
    socialSecurityKey: Text(4),
    personalAddress: AddressInput({ address: '', address2: '', zipCode: '', city: '', country: 'France' }),
    companyName: Text(200),
    companyAddress: AddressInput({ address: '', address2: '', zipCode: '', city: '', country: '' }),
    notes: Text(10000),
    comments: Type.Optional(Type.String({ maxLength: 10000, description: 'the Commentaires tab; left as it is when absent' })),
    services: Type.Optional(Type.Array(OneOf(SERVICE_CODES), { uniqueItems: true, default: [] })),
  },
  { additionalProperties: false },
);
/** What the browser may send: a field with a default may be left out. */
export type ClientInput = Static<typeof ClientInput>;
/** A ClientInput once the schema's defaults are in (what the BFF works with): only `comments` may be absent. */
export type FilledClientInput = Required<Omit<ClientInput, 'comments'>> & Pick<ClientInput, 'comments'>;

export const CLIENT_SORTS = ['createdAt', 'lastName', 'firstName', 'email', 'mobilePhone', 'expertName', 'businessIntroducer', 'status'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const CLIENT_SCOPES = ['mine', 'all'] as const;
export type ClientScope = (typeof CLIENT_SCOPES)[number];

export const ClientListQuery = Type.Object(
  {
    ...ListQuery(CLIENT_SORTS).properties,
    scope: Type.Optional(OneOf(CLIENT_SCOPES, { description: "mine: the caller's own clients", default: 'all' })),
  },
  { additionalProperties: false },
);

export const EmailQuery = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false });
/** GET /api/email-available: whether no account uses the e-mail yet. */
export const EmailAvailability = Type.Object({ available: Type.Boolean() });
export type EmailAvailability = Static<typeof EmailAvailability>;
