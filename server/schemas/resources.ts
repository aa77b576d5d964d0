/**
 * JSON schemas of the resources the BFF answers with (shared/types.ts): they validate and
 * serialise every answer (nothing unlisted leaves the BFF) and feed the OpenAPI description.
 */
import { CONTRACT_STATES, CRM_ACTIONS, CRM_OBJECTS, SERVICE_CODES, TASK_TYPES } from '../../shared/types.js';
import { feeFormSchema, feeTotalsSchema, sectionTextsSchema } from './fee-form.js';

const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const str = { type: 'string' } as const;

export const taskSchema = {
  $id: 'Task',
  type: 'object',
  required: ['id', 'title', 'completed', 'important', 'read'],
  properties: {
    id: { type: 'integer' },
    title: str,
    description: str,
    completed: { type: 'boolean' },
    important: { type: 'boolean' },
    read: { type: 'boolean' },
    type: nullable({ type: 'string', enum: TASK_TYPES }),
    dueDate: nullable(str),
    customerId: nullable({ type: 'integer' }),
    customerName: nullable(str),
    customerServices: { type: 'array', items: { type: 'string', enum: SERVICE_CODES } },
    creatorId: nullable({ type: 'integer' }),
  },
} as const;

export const contractSchema = {
  $id: 'Contract',
  type: 'object',
  required: ['id', 'clientId', 'state', 'form', 'totalTtcCents', 'depositCents', 'balanceCents'],
  properties: {
    id: { type: 'integer' },
    clientId: { type: 'integer' },
    clientName: str,
    expertId: nullable({ type: 'integer' }),
    creatorId: nullable({ type: 'integer' }),
    label: str,
    state: { type: 'string', enum: CONTRACT_STATES },
    services: { type: 'array', items: { type: 'string', enum: SERVICE_CODES } },
    form: { $ref: 'FeeForm#' },
    texts: { $ref: 'SectionTexts#' },
    totalTtcCents: { type: 'integer' },
    depositCents: { type: 'integer' },
    balanceCents: { type: 'integer' },
    depositPaid: { type: 'boolean' },
    balancePaid: { type: 'boolean' },
    depositDate: nullable(str),
    balanceDate: nullable(str),
    paymentMethod: str,
    createdAt: str,
    updatedAt: str,
  },
} as const;

export const contractTemplateSchema = {
  $id: 'ContractTemplate',
  type: 'object',
  required: ['form', 'texts', 'generalConditions', 'totals'],
  properties: { form: { $ref: 'FeeForm#' }, texts: { $ref: 'SectionTexts#' }, generalConditions: str, totals: { $ref: 'FeeTotals#' } },
} as const;

export const crmEntrySchema = {
  $id: 'CrmEntry',
  type: 'object',
  required: ['id', 'object', 'action', 'date'],
  properties: {
    id: { type: 'integer' },
    object: { type: 'string', enum: CRM_OBJECTS },
    action: { type: 'string', enum: CRM_ACTIONS },
    date: str,
    name: str,
    email: str,
    phone: str,
    note: str,
    authorId: nullable({ type: 'integer' }),
  },
} as const;

export const RESOURCE_SCHEMAS = [
  feeFormSchema,
  sectionTextsSchema,
  feeTotalsSchema,
  taskSchema,
  contractSchema,
  contractTemplateSchema,
  crmEntrySchema,
];

/** `{items, total}` of a resource, by its $id. */
export function pagedOf(id: string) {
  return { type: 'object', required: ['items', 'total'], properties: { items: { type: 'array', items: { $ref: `${id}#` } }, total: { type: 'integer' } } } as const;
}

export const ref = (id: string) => ({ $ref: `${id}#` }) as const;
