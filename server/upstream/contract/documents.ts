/**
 * The firm API's contracts, called "documents" (docs/upstream-api.md, "Contracts"), and the contract
 * template. Quirks: states spelt several ways (Termine/Terminé, legacy Pending...), the form kept as
 * JSON text (contract-values.ts), cash spelt "Espèce", link_to_documents and date always "N/a".
 */
import { Type } from 'typebox';
import { CONTRACT_STATES, type ContractState } from '../../../shared/schemas/contracts.js';
import * as codec from './codecs.js';
import { feeFormFromValues, parseValues } from './contract-values.js';
import { Body, OrNull, SqlDateTime } from './schema-kit.js';

const StatusPayment = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 nothing paid, 1 deposit paid, 2 fully paid' });

export const DocumentRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer({ description: 'the client' }),
  parent_id: OrNull(Type.Integer({ description: "the client's expert" })),
  creator_id: Type.Integer(),
  type: Type.Literal('contract'),
  comment: Type.String({ description: '"Contrat de Prénom Nom"' }),
  document_state: Type.String({ description: 'En attente (legacy Pending...), En cours, Termine or Terminé, Perdu' }),
  subscribe_services: Type.String(),
  values: Type.String({ description: 'JSON text of the contract form' }),
  advanced_payment: Type.Number({ description: 'total including tax' }),
  pre_payment: Type.Number({ description: 'deposit' }),
  end_payment: Type.Number({ description: 'balance' }),
  status_payment: StatusPayment,
  deposit_date: OrNull(SqlDateTime),
  sold_date: OrNull(SqlDateTime),
  payment_method: Type.String({ description: 'free text: Virement bancaire, Chèque de banque, Carte bancaire, Espèce, Autre' }),
  created_at: SqlDateTime,
  updated_at: SqlDateTime,
  link_to_documents: Type.Literal('N/a'),
  date: Type.Literal('N/a'),
  user: Type.Optional(OrNull(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }, { description: "GET /get_contract/:id joins the client's account in" }))),
});

/** GET /get_contract/:id: the contract with its client's account and personal record. */
export const ContractAnswer = Type.Object({ data: Type.Intersect([DocumentRow, Type.Object({ personal_informations: Type.Unknown() })]) });

/** POST /documents (a client at least) and PUT /documents/:id (some of its columns). */
export const DocumentBody = Body({
  user_id: Type.Integer(),
  comment: Type.String(),
  document_state: Type.String(),
  subscribe_services: Type.String(),
  values: Type.String(),
  advanced_payment: Type.Number({ minimum: 0 }),
  pre_payment: Type.Number({ minimum: 0 }),
  end_payment: Type.Number({ minimum: 0 }),
  status_payment: StatusPayment,
  deposit_date: OrNull(SqlDateTime),
  sold_date: OrNull(SqlDateTime),
  payment_method: Type.String(),
  type: Type.Literal('contract'),
});

/** GET /get_template/1 and PUT /contract_templates/1. */
export const TemplateAnswer = Type.Object({ values: Type.String({ description: 'JSON text of the template form' }), general_condition: Type.String() });
export const TemplateBody = Body({ values: Type.String(), general_condition: Type.String() }, ['values', 'general_condition']);

/** The firm API and its old front end spell cash "Espèce"; the BFF and the screens say "Espèces". */
const UPSTREAM_CASH = 'Espèce';
export const paymentMethod: codec.Codec<string> = {
  read: (raw) => (codec.textOf(raw) === UPSTREAM_CASH ? 'Espèces' : codec.textOf(raw)),
  // Written back in the firm API's own vocabulary, so that its other readers keep understanding it.
  write: (method) => (method === 'Espèces' ? UPSTREAM_CASH : method),
};

export const contractState: codec.Codec<ContractState> = {
  read(raw) {
    const t = codec.textOf(raw).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    if (t.startsWith('en cours')) return 'En cours';
    if (t.startsWith('termin')) return 'Terminé';
    if (t.startsWith('perdu')) return 'Perdu';
    return CONTRACT_STATES[0];
  },
  write: (state) => state,
};

export const DOCUMENT_CODECS: Readonly<Record<string, codec.Codec>> = {
  id: codec.integer,
  user_id: codec.integer,
  user: codec.name,
  parent_id: codec.integer,
  creator_id: codec.integer,
  document_state: contractState,
  subscribe_services: codec.services,
  values: { read: (raw) => feeFormFromValues(parseValues(raw)) },
  status_payment: { read: (raw) => codec.integerOrNull(raw) ?? 0 },
  deposit_date: codec.dateTime,
  sold_date: codec.dateTime,
  payment_method: paymentMethod,
  created_at: codec.dateTime,
  updated_at: codec.dateTime,
};
