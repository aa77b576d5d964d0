/** /api/clients: the firm's clients (spec §3), what the client form sends, and the e-mail check. */
import { Type, type Static } from 'typebox';
import { SERVICE_CODES } from '../services.js';
import { POSTAL_CODE_PATTERN, SOCIAL_SECURITY_NUMBER_TYPED_MAX } from '../validation.js';
import { PostalAddress } from './address.js';
import { EmailAddress, Id, ListQuery, Nullable, OneOf } from './common.js';
import { AccessState } from './access.js';
import { createSchema, field, patchSchema, readOnlyField, recordSchema, replaceSchema } from './record-fields.js';
import { CIVILITIES, CLIENT_STATUSES, MARITAL_STATUSES } from './people.js';

/** An address as a client's body sends it (the BFF then checks the French zip code); always the whole address. */
const AddressLine = Type.String({ maxLength: 200, pattern: '^[^\\r\\n]*$', description: 'one line' });
const AddressInput = Type.Object(
  {
    address: AddressLine,
    address2: AddressLine,
    zipCode: Type.String({ maxLength: 5, pattern: POSTAL_CODE_PATTERN, description: 'five digits, or empty', examples: ['75011'] }),
    city: Type.String({ maxLength: 100 }),
    country: Type.String({ maxLength: 100 }),
  },
  { title: 'AddressInput', additionalProperties: false },
);
const EMPTY_ADDRESS: PostalAddress = { address: '', address2: '', zipCode: '', city: '', country: '' };

const Text = (maxLength: number, options: { description?: string } = {}) => Type.String({ maxLength, ...options });
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

/**
 * Which firm API call writes a client's field: `account` PUT /users/:id, `personal` POST (create) or
 * PUT /personal_information, `services` POST /set_user_subscribe_services, `bff` the BFF's own store
 * (the firm API cannot hold it).
 */
export type ClientWriter = 'account' | 'personal' | 'services' | 'bff';

/**
 * The client, field by field. Nullable puts null first; a body is validated as sent (no type
 * coercion), so a 0 child count stays 0.
 */
export const CLIENT_FIELDS = {
  id: readOnlyField(Type.Integer(), 'id'),
  createdAt: readOnlyField(Type.String({ format: 'date-time' }), 'created_at'),
  // A new client chooses one; one the firm API gave none keeps none when written back.
  civility: field(Nullable(OneOf(CIVILITIES)), 'civility', 'personal', { createInput: OneOf(CIVILITIES) }),
  firstName: field(Type.String(), 'first_name', 'personal', { input: Name }),
  lastName: field(Type.String(), 'last_name', 'personal', { input: Name }),
  /** the birth name, under which career records are kept */
  maidenName: field(Type.String(), 'maiden_name', 'personal', { input: Text(100), default: '' }),
  email: field(Type.String(), 'email', 'account', { input: EmailAddress() }),
  mobilePhone: field(Type.String(), 'mobile_number', 'personal', { input: Text(30), default: '' }),
  officePhone: field(Type.String(), 'office_number', 'personal', { input: Text(30), default: '' }),
  status: field(Nullable(OneOf(CLIENT_STATUSES)), 'status', 'account', { default: null }),
  feePaid: field(Type.Boolean({ description: 'fee invoice paid (shown for En cours / Terminé)' }), 'status_fa', 'account', { default: false }),
  expertId: field(Nullable(Type.Integer({ description: 'the responsible expert or consultant' })), 'parent_id', 'account', { input: Nullable(Id()), default: null }),
  expertName: readOnlyField(Nullable(Type.String()), 'parent', { joined: true }),
  businessIntroducer: field(Nullable(Type.String()), 'business_introducer', 'bff', { input: Nullable(Text(200)), default: null }),
  birthDate: field(Nullable(Type.String({ format: 'date' })), 'birth_date', 'personal', { default: null }),
  birthPlace: field(Type.String(), 'birth_place', 'personal', { input: Text(100), default: '' }),
  childrenNumber: field(Nullable(Type.Integer()), 'children_number', 'personal', { input: Nullable(Type.Integer({ minimum: 0, maximum: 30 })), default: null }),
  maritalStatus: field(Nullable(OneOf(MARITAL_STATUSES)), 'martial_status', 'personal', { default: null }),
  militaryService: field(Type.Boolean({ description: 'military service done: it counts towards the insurance quarters' }), 'military_service', 'personal', { default: false }),
  // As typed or printed on a carte Vitale ('1 60 03 75 056 123'): spaces and dots are allowed, 13 characters are stored.
  socialSecurityNumber: field(Type.String(), 'secu_social', 'personal', {
    input: Type.String({ maxLength: SOCIAL_SECURITY_NUMBER_TYPED_MAX, pattern: '^[0-9ABab .]*$' }),
    default: '',
  }),
  socialSecurityKey: field(Type.String(), 'secu_social_key', 'personal', { input: Text(4), default: '' }),
  personalAddress: field(
    PostalAddress,
    { address: 'personal_address', address2: 'personal_address_2', zipCode: 'personal_zip_code', city: 'personal_city', country: 'personal_country' },
    'personal',
    { input: AddressInput, default: { ...EMPTY_ADDRESS, country: 'France' } },
  ),
  companyName: field(Type.String(), 'society_name', 'personal', { input: Text(200), default: '' }),
  // The firm API has no society_address_2: the complement is society_address's second line.
  companyAddress: field(
    PostalAddress,
    { address: 'society_address', address2: 'society_address', zipCode: 'society_zip_code', city: 'society_city', country: 'society_country' },
    'personal',
    { input: AddressInput, default: EMPTY_ADDRESS },
  ),
  notes: field(Type.String(), 'notes', 'personal', { input: Text(10000), default: '' }),
  comments: field(Type.String(), 'comments', 'personal', { input: Text(10000, { description: 'the Commentaires tab' }), default: '' }),
  services: field(Type.Array(OneOf(SERVICE_CODES)), 'subscribe_services', 'services', { input: Type.Array(OneOf(SERVICE_CODES), { uniqueItems: true }), default: [] }),
  validAccount: readOnlyField(Type.Boolean(), 'valid_account'),
  /** their access to the client space, kept by the BFF (none given, a temporary password, their own) */
  access: readOnlyField(AccessState),
};

export const Client = recordSchema(CLIENT_FIELDS, { title: 'Client' });
export type Client = Static<typeof Client>;

/** POST /api/clients, and what the client form sends: the names, civility and e-mail are required, every other field has a default. */
export const ClientInput = createSchema(CLIENT_FIELDS, { title: 'ClientInput' });
/** What the browser may send to create a client: a field with a default may be left out. */
export type ClientInput = Static<typeof ClientInput>;

/**
 * PUT /api/clients/:id: the complete client, every writable field required and none defaulted, so
 * that a misspelt or forgotten field is a 400 rather than an erased phone or address.
 */
export const ClientReplace = replaceSchema(CLIENT_FIELDS, { title: 'ClientReplace' });
export type ClientReplace = Static<typeof ClientReplace>;
/** A whole client as the BFF writes it (a create once the schema's defaults are in). */
export type FilledClientInput = ClientReplace;

/** PATCH /api/clients/:id: only the fields sent change (an address is sent whole). */
export const ClientPatch = patchSchema(CLIENT_FIELDS, { title: 'ClientPatch' });
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

export const EmailQuery = Type.Object({ email: EmailAddress() }, { additionalProperties: false });
/** GET /api/email-available: whether no account uses the e-mail yet. */
export const EmailAvailability = Type.Object({ available: Type.Boolean() });
export type EmailAvailability = Static<typeof EmailAvailability>;
