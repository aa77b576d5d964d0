/** /api/contracts: the firm's contracts (spec §3), their fee form and payments. */
import { Type, type Static } from 'typebox';
import { SERVICE_CODES } from '../services.js';
import { Id, ListQuery, Nullable, OneOf } from './common.js';
import { FeeForm, SectionTexts } from './fees.js';

export const CONTRACT_STATES = ['En attente', 'En cours', 'Terminé', 'Perdu'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const PAYMENT_METHODS = ['Virement bancaire', 'Chèque de banque', 'Carte bancaire', 'Espèces', 'Autre'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const Contract = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'as printed on the contract: "C-" and the id' }),
  clientId: Type.Integer(),
  clientName: Type.String(),
  expertId: Nullable(Type.Integer()),
  creatorId: Nullable(Type.Integer()),
  label: Type.String(),
  state: OneOf(CONTRACT_STATES),
  services: Type.Array(OneOf(SERVICE_CODES)),
  form: FeeForm,
  texts: SectionTexts,
  totalTtcCents: Type.Integer({ description: 'recomputed by the BFF from the form' }),
  depositCents: Type.Integer(),
  balanceCents: Type.Integer(),
  depositPaid: Type.Boolean(),
  balancePaid: Type.Boolean(),
  depositDate: Nullable(Type.String({ description: 'ISO date-time' })),
  balanceDate: Nullable(Type.String({ description: 'ISO date-time' })),
  paymentMethod: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Contract = Static<typeof Contract>;

const state = Type.Unsafe<ContractState>({ type: 'string', enum: [...CONTRACT_STATES] });
const paymentMethod = Type.Unsafe<PaymentMethod | ''>({ type: 'string', enum: [...PAYMENT_METHODS, ''] });

/** POST /api/contracts: a contract for a client, from a fee form (its totals are the BFF's). */
export const ContractCreate = Type.Object(
  {
    clientId: Id(),
    state: Type.Optional({ ...state, default: 'En attente' }),
    form: FeeForm,
    paymentMethod: Type.Optional({ ...paymentMethod, default: '' }),
  },
  { additionalProperties: false },
);
export type ContractCreate = Static<typeof ContractCreate>;

/** PUT /api/contracts/:id: the whole contract as the screens edit it, nothing defaulted (a missing field is a 400). */
export const ContractUpdate = Type.Object(
  {
    clientId: Type.Optional(Id({ description: 'ignored: a contract keeps its client' })),
    state,
    form: FeeForm,
    paymentMethod,
  },
  { additionalProperties: false },
);
export type ContractUpdate = Static<typeof ContractUpdate>;

/** What the contract screens send (the BFF defaults the state and the payment method when absent). */
export type ContractInput = Required<ContractCreate>;

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
