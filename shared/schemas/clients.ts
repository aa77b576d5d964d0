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

/** An address as the form sends it (the BFF then checks the French zip code); always the whole address. */
const AddressLine = Type.String({ maxLength: 200, pattern: '^[^\\r\\n]*$', description: 'one line' });
const AddressInput = Type.Object(
  {
    address: AddressLine,
    address2: AddressLine,
    zipCode: Type.String({ maxLength: 5 }),
    city: Type.String({ maxLength: 100 }),
    country: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);

const Text = (maxLength: number) => Type.String({ maxLength });
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

/**
 * Every writable field of a client, required and without defaults. Nullable puts null first: Fastify's
 * Ajv coerces types, and with the typed branch first a null child count became 0 (and a null text '')
 * before the null branch was tried.
 */
const clientFields = {
  civility: OneOf(CIVILITIES),
  firstName: Name,
  lastName: Name,
  email: Type.String({ format: 'email', maxLength: 254 }),
  mobilePhone: Text(30),
  officePhone: Text(30),
  status: Nullable(OneOf(CLIENT_STATUSES)),
  feePaid: Type.Boolean(),
  expertId: Nullable(Id()),
  businessIntroducer: Nullable(Type.String({ maxLength: 200 })),
  birthDate: Nullable(Type.String({ format: 'date' })),
  birthPlace: Text(100),
  childrenNumber: Nullable(Type.Integer({ minimum: 0, maximum: 30 })),
  maritalStatus: Nullable(OneOf(MARITAL_STATUSES)),
  // As typed or printed on a carte Vitale ('1 60 03 75 056 123'): spaces and dots are allowed, 13 characters are stored.
  socialSecurityNumber: Type.String({ maxLength: SOCIAL_SECURITY_NUMBER_TYPED_MAX, pattern: '^[0-9ABab .]*$' }),
  socialSecurityKey: Text(4),
  personalAddress: AddressInput,
  companyName: Text(200),
  companyAddress: AddressInput,
  notes: Text(10000),
  comments: Type.String({ maxLength: 10000, description: 'the Commentaires tab' }),
  services: Type.Array(OneOf(SERVICE_CODES), { uniqueItems: true }),
};
type ClientFields = typeof clientFields;

/** A field the create form may leave out, and what it then is (a new record: nothing is erased). */
const withDefault = <T extends TSchema>(schema: T, value: unknown) => Type.Optional({ ...schema, default: value } as T);
const EMPTY_ADDRESS: PostalAddress = { address: '', address2: '', zipCode: '', city: '', country: '' };

/**
 * POST /api/clients, and what the client form sends: the names, civility and e-mail are required,
 * every other field has a default (a new client), and `comments` is left as it is when absent.
 */
export const ClientInput = Type.Object(
  {
    civility: clientFields.civility,
    firstName: clientFields.firstName,
    lastName: clientFields.lastName,
    email: clientFields.email,
    mobilePhone: withDefault(clientFields.mobilePhone, ''),
    officePhone: withDefault(clientFields.officePhone, ''),
    status: withDefault(clientFields.status, null),
    feePaid: withDefault(clientFields.feePaid, false),
    expertId: withDefault(clientFields.expertId, null),
    businessIntroducer: withDefault(clientFields.businessIntroducer, null),
    birthDate: withDefault(clientFields.birthDate, null),
    birthPlace: withDefault(clientFields.birthPlace, ''),
    childrenNumber: withDefault(clientFields.childrenNumber, null),
    maritalStatus: withDefault(clientFields.maritalStatus, null),
    socialSecurityNumber: withDefault(clientFields.socialSecurityNumber, ''),
    socialSecurityKey: withDefault(clientFields.socialSecurityKey, ''),
    personalAddress: withDefault(clientFields.personalAddress, { ...EMPTY_ADDRESS, country: 'France' }),
    companyName: withDefault(clientFields.companyName, ''),
    companyAddress: withDefault(clientFields.companyAddress, EMPTY_ADDRESS),
    notes: withDefault(clientFields.notes, ''),
    comments: Type.Optional(clientFields.comments),
    services: withDefault(clientFields.services, []),
  },
  { additionalProperties: false },
);
/** What the browser may send to create a client: a field with a default may be left out. */
export type ClientInput = Static<typeof ClientInput>;
/** A ClientInput once the schema's defaults are in (what the BFF works with): only `comments` may be absent. */
export type FilledClientInput = Required<Omit<ClientInput, 'comments'>> & Pick<ClientInput, 'comments'>;

/**
 * PUT /api/clients/:id: the complete client, every writable field required and none defaulted, so
 * that a misspelt or forgotten field is a 400 rather than an erased phone or address.
 */
export const ClientReplace = Type.Object(clientFields, { additionalProperties: false });
export type ClientReplace = Static<typeof ClientReplace>;

/** PATCH /api/clients/:id: only the fields sent change (an address is sent whole). */
export const ClientPatch = Type.Object(
  Object.fromEntries(Object.entries(clientFields).map(([name, schema]) => [name, Type.Optional(schema)])) as {
    [K in keyof ClientFields]: ReturnType<typeof Type.Optional<ClientFields[K]>>;
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ClientPatch = Static<typeof ClientPatch>;

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
