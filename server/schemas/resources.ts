/**
 * JSON schemas of the resources the BFF answers with (shared/types.ts): they validate and
 * serialise every answer (nothing unlisted leaves the BFF) and feed the OpenAPI description.
 */
import { CONTRACT_STATES, CRM_ACTIONS, CRM_OBJECTS, SERVICE_CODES, TASK_TYPES } from '../../shared/types.js';
import { feeFormSchema, feeTotalsSchema, sectionTextsSchema } from './fee-form.js';
import { CIVILITIES, CLIENT_STATUSES, MARITAL_STATUSES, ROLES } from '../../shared/schemas/people.js';

const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const str = { type: 'string' } as const;

export const addressSchema = {
  type: 'object',
  required: ['address', 'address2', 'zipCode', 'city', 'country'],
  properties: { address: str, address2: str, zipCode: str, city: str, country: str },
} as const;

export const clientSchema = {
  $id: 'Client',
  type: 'object',
  required: ['id', 'createdAt', 'civility', 'firstName', 'lastName', 'email', 'services'],
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    civility: nullable({ type: 'string', enum: CIVILITIES }),
    firstName: str,
    lastName: str,
    email: str,
    mobilePhone: str,
    officePhone: str,
    status: nullable({ type: 'string', enum: CLIENT_STATUSES }),
    feePaid: { type: 'boolean' },
    expertId: nullable({ type: 'integer' }),
    expertName: nullable(str),
    businessIntroducer: nullable(str),
    birthDate: nullable({ type: 'string', format: 'date' }),
    birthPlace: str,
    childrenNumber: nullable({ type: 'integer' }),
    maritalStatus: nullable({ type: 'string', enum: MARITAL_STATUSES }),
    socialSecurityNumber: str,
    socialSecurityKey: str,
    personalAddress: addressSchema,
    companyName: str,
    companyAddress: addressSchema,
    notes: str,
    comments: str,
    services: { type: 'array', items: { type: 'string', enum: SERVICE_CODES } },
    validAccount: { type: 'boolean' },
  },
} as const;

export const formerClientSchema = {
  $id: 'FormerClient',
  type: 'object',
  required: ['id', 'firstName', 'lastName', 'email'],
  properties: {
    id: str,
    civility: nullable({ type: 'string', enum: CIVILITIES }),
    firstName: str,
    lastName: str,
    birthDate: nullable(str),
    mobilePhone: str,
    officePhone: str,
    address: addressSchema,
    email: str,
    createdAt: nullable(str),
    expertName: nullable(str),
  },
} as const;

export const memberSchema = {
  $id: 'Member',
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'createdAt'],
  properties: { id: { type: 'integer' }, name: str, email: str, role: nullable({ type: 'string', enum: ROLES }), createdAt: str },
} as const;

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

export const storedFileSchema = {
  $id: 'StoredFile',
  type: 'object',
  required: ['id', 'filename', 'createdAt', 'contentType'],
  properties: { id: { type: 'integer' }, filename: str, createdAt: str, contentType: str },
} as const;

export const profileSchema = {
  $id: 'Profile',
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'nextTasks'],
  properties: {
    id: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    name: str,
    email: str,
    role: nullable({ type: 'string', enum: ROLES }),
    birthDate: nullable(str),
    phone: str,
    expertName: nullable(str),
    notes: str,
    nextTasks: { type: 'array', items: { $ref: 'Task#' } },
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
  clientSchema,
  formerClientSchema,
  memberSchema,
  taskSchema,
  storedFileSchema,
  profileSchema,
  contractSchema,
  contractTemplateSchema,
  crmEntrySchema,
];

/** `{items, total}` of a resource, by its $id. */
export function pagedOf(id: string) {
  return { type: 'object', required: ['items', 'total'], properties: { items: { type: 'array', items: { $ref: `${id}#` } }, total: { type: 'integer' } } } as const;
}

export const ref = (id: string) => ({ $ref: `${id}#` }) as const;
