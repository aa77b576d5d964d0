/** /api/contracts: the firm's contracts (spec §3), their fee form and payments. */
import { Type, type Static, type TSchema } from 'typebox';
import { SERVICE_CODES } from '../services.js';
import { Id, ListQuery, Nullable, OneOf } from './common.js';
import { CLIENT_STATUSES } from './people.js';
import { FeeForm, SectionTexts } from './fees.js';
import { createSchema, field, patchSchema, readOnlyField, recordSchema, replaceSchema, type WritableKey } from './record-fields.js';

export const CONTRACT_STATES = ['En attente', 'En cours', 'Terminé', 'Perdu'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const PAYMENT_METHODS = ['Virement bancaire', 'Chèque de banque', 'Carte bancaire', 'Espèces', 'Autre'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const state = Type.Unsafe<ContractState>({ type: 'string', enum: [...CONTRACT_STATES] });
const paymentMethod = Type.Unsafe<PaymentMethod | ''>({ type: 'string', enum: [...PAYMENT_METHODS, ''] });
/** A field the BFF computes (no firm API column). */
const computed = <S extends TSchema>(schema: S) => readOnlyField(schema);

/** The firm API call that writes a contract's field: POST /documents, PUT /documents/:id. */
export type ContractWriter = 'document';

export const CONTRACT_FIELDS = {
  id: readOnlyField(Type.Integer(), 'id'),
  reference: computed(Type.String({ description: 'as printed on the contract: "C-" and the id' })),
  clientId: field(Type.Integer(), 'user_id', 'document', { input: Id({ description: 'on a replace: ignored, a contract keeps its client' }), keptWhenAbsent: true }),
  clientName: readOnlyField(Type.String(), 'user', { joined: true }),
  expertId: readOnlyField(Nullable(Type.Integer()), 'parent_id'),
  creatorId: readOnlyField(Nullable(Type.Integer()), 'creator_id'),
  label: readOnlyField(Type.String(), 'comment'),
  state: field(OneOf(CONTRACT_STATES), 'document_state', 'document', { input: state, default: 'En attente' }),
  services: readOnlyField(Type.Array(OneOf(SERVICE_CODES)), 'subscribe_services'),
  form: field(FeeForm, 'values', 'document'),
  /** the section texts the contract was made with: the title and subcontent keys of its `values` */
  texts: computed(SectionTexts),
  /** the general terms of sale in force when it was made (its `values`' general_condition); '' for an older contract */
  generalConditions: computed(Type.String()),
  totalTtcCents: computed(Type.Integer({ description: 'recomputed by the BFF from the form' })),
  depositCents: computed(Type.Integer()),
  balanceCents: computed(Type.Integer()),
  /** from status_payment: 1 deposit paid, 2 fully paid */
  depositPaid: computed(Type.Boolean()),
  balancePaid: computed(Type.Boolean()),
  depositDate: readOnlyField(Nullable(Type.String({ format: 'date-time' })), 'deposit_date'),
  balanceDate: readOnlyField(Nullable(Type.String({ format: 'date-time' })), 'sold_date'),
  paymentMethod: field(Type.String(), 'payment_method', 'document', { input: paymentMethod, default: '' }),
  createdAt: readOnlyField(Type.String({ format: 'date-time' }), 'created_at'),
  updatedAt: readOnlyField(Type.String({ format: 'date-time' }), 'updated_at'),
};

export const Contract = recordSchema(CONTRACT_FIELDS, { title: 'Contract' });
export type Contract = Static<typeof Contract>;

/** What a contract's own page reads, and a list row does not carry (its form, and the terms it was made with). */
export const CONTRACT_PAGE_ONLY = ['form', 'texts', 'generalConditions'] as const;
/** A contract as the lists, the search and the exports answer it: with its amounts, without its form and terms (GET /api/contracts/:id has them). */
export const ContractListItem = Type.Omit(Contract, CONTRACT_PAGE_ONLY, { title: 'ContractListItem', description: 'a contract as lists answer it: GET /api/contracts/:id adds its form and terms' });
export type ContractListItem = Static<typeof ContractListItem>;

const contractFields = createSchema(CONTRACT_FIELDS);

/**
 * POST /api/contracts: a contract for a client, from a fee form (its totals are the BFF's); with
 * `clientStatus`, the client's file takes that status too (nothing else changes it).
 */
export const ContractCreate = Type.Object(
  {
    ...contractFields.properties,
    clientStatus: Type.Optional(OneOf(CLIENT_STATUSES, { description: "the status the client's file takes with this contract; absent: unchanged" })),
  },
  { title: 'ContractInput', additionalProperties: false },
);
export type ContractCreate = Static<typeof ContractCreate>;

/** PUT /api/contracts/:id: the whole contract as the screens edit it, nothing defaulted (a missing field is a 400). */
export const ContractUpdate = replaceSchema(CONTRACT_FIELDS, { title: 'ContractReplace' });
export type ContractUpdate = Static<typeof ContractUpdate>;
/** PATCH /api/contracts/:id: only the fields sent change (its state, form or payment method). */
export const ContractPatch = patchSchema(CONTRACT_FIELDS, { title: 'ContractPatch' });
export type ContractPatch = Static<typeof ContractPatch>;

/** What the contract screens send (the BFF defaults the state and the payment method when absent). */
export type ContractInput = Required<Pick<ContractCreate, WritableKey<typeof CONTRACT_FIELDS>>>;

/**
 * POST /api/contracts/:id/payments: balance on => both paid; deposit off => both cleared. `state`, when
 * sent, is saved with the payment (the screens ask: "En cours" at a first payment, "Terminé" with the balance).
 */
export const PaymentSwitches = Type.Object(
  {
    deposit: Type.Boolean(),
    balance: Type.Boolean(),
    method: Type.Optional(OneOf(PAYMENT_METHODS)),
    state: Type.Optional(OneOf(CONTRACT_STATES, { description: 'the state the contract takes with this payment' })),
  },
  { additionalProperties: false },
);
export type PaymentSwitches = Static<typeof PaymentSwitches>;

export const CONTRACT_SORTS = ['reference', 'label', 'totalTtc', 'deposit', 'balance', 'state', 'createdAt', 'updatedAt', 'depositDate', 'balanceDate'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];

export const ContractListQuery = Type.Object(
  {
    ...ListQuery(CONTRACT_SORTS).properties,
    scope: Type.Optional(Type.Unsafe<'mine' | 'all'>({ type: 'string', enum: ['mine', 'all'], default: 'all' })),
    state: Type.Optional(OneOf(CONTRACT_STATES)),
    clientId: Type.Optional(Id()),
    overdue: Type.Optional(Type.Boolean({ description: 'finished, unpaid, untouched for a week' })),
  },
  { additionalProperties: false },
);

/** GET /api/contracts/export.csv: the list's filters and sort, every page. */
const { page: _page, perPage: _perPage, ...exportParams } = ContractListQuery.properties;
export const ContractExportQuery = Type.Object(
  { ...exportParams, lang: Type.Optional(OneOf(['fr', 'en'] as const, { description: 'the language of the header and the words (default: Accept-Language, else French)' })) },
  { additionalProperties: false },
);
