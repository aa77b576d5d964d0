/**
 * The journal names a record's fields as the record's own form does and shows their values the same
 * way: the features' field labels (their i18n keys, their strings registered here) put together for
 * the history, the journal page and a client's printable data. Features never import each other: the
 * screens that show a history are composed here, in app/.
 */
import '@/features/clients/i18n';
import '@/features/contracts/i18n';
import '@/features/crm/i18n';
import '@/features/members/i18n';
import '@/features/tasks/i18n';
import { normalizeRole } from '@shared/schemas/people';
import { serviceName } from '@shared/services';
import type { FieldSpec, JournalFields, ValueWords } from '@/features/journal/journal-fields';
import { roleLabelKey } from '@/lib/role-label';

const services: ValueWords = (code, _t, language) => serviceName(String(code), language);
const role: ValueWords = (value, t) => t(roleLabelKey(normalizeRole(value)));
const label = (key: string, value?: ValueWords): FieldSpec => (value === undefined ? { label: key } : { label: key, value });

export const JOURNAL_FIELDS: JournalFields = {
  client: {
    id: null,
    civility: label('clients.form.civility', { choices: 'business.civilities' }),
    firstName: label('clients.form.firstName'),
    lastName: label('clients.form.lastName'),
    maidenName: label('clients.form.maidenName'),
    email: label('clients.form.email'),
    mobilePhone: label('clients.form.mobilePhone'),
    officePhone: label('clients.form.officePhone'),
    birthDate: label('clients.form.birthDate'),
    birthPlace: label('clients.form.birthPlace'),
    socialSecurityNumber: label('clients.form.socialSecurityNumber'),
    socialSecurityKey: label('clients.form.socialSecurityKey'),
    maritalStatus: label('clients.form.maritalStatus', { choices: 'clients.marital' }),
    childrenNumber: label('clients.form.childrenNumber'),
    militaryService: label('clients.form.militaryService'),
    expertId: null,
    expertName: label('clients.form.expert'),
    personalAddress: label('clients.form.personalAddress'),
    companyName: label('clients.form.companyName'),
    companyAddress: label('clients.form.companyAddress'),
    status: label('clients.form.status', { choices: 'business.clientStatuses' }),
    businessIntroducer: label('clients.form.businessIntroducer'),
    feePaid: label('clients.form.feePaid'),
    services: label('clients.form.services', services),
    notes: label('clients.card.notes'),
    comments: label('clients.card.comments'),
    createdAt: label('clients.columns.createdAt'),
    validAccount: null,
    access: null,
  },
  contract: {
    id: null,
    reference: label('contracts.list.columns.reference'),
    label: label('contracts.list.columns.label'),
    clientId: null,
    clientName: label('contracts.create.client'),
    expertId: null,
    creatorId: null,
    state: label('contracts.contract.state', { choices: 'business.contractStates' }),
    services: label('contracts.list.columns.services', services),
    form: label('contracts.contract.lines', 'summary'),
    totalTtcCents: label('contracts.totals.totalTtc', 'cents'),
    depositCents: label('contracts.list.columns.deposit', 'cents'),
    depositPaid: label('contracts.contract.depositPaid'),
    depositDate: label('contracts.list.columns.depositDate'),
    balanceCents: label('contracts.list.columns.balance', 'cents'),
    balancePaid: label('contracts.contract.balancePaid'),
    balanceDate: label('contracts.list.columns.balanceDate'),
    paymentMethod: label('contracts.contract.method', { choices: 'contracts.methods' }),
    createdAt: label('contracts.list.columns.createdAt'),
    updatedAt: label('contracts.list.columns.updatedAt'),
  },
  task: {
    id: null,
    title: label('tasks.form.title'),
    type: label('tasks.form.type', { choices: 'business.taskTypes' }),
    dueDate: label('tasks.form.dueDate'),
    customerId: null,
    customerName: label('tasks.form.customer'),
    description: label('tasks.form.description'),
    important: label('tasks.form.important'),
    completed: label('tasks.form.completed'),
    starred: label('tasks.filters.starred'),
    read: label('journal.fields.read'),
    trashed: label('tasks.filters.trashed'),
    tags: label('tasks.form.tags', { choices: 'tasks.tags' }),
    creatorId: null,
  },
  member: {
    id: null,
    name: label('members.form.name'),
    email: label('members.form.email'),
    role: label('members.form.role', role),
    createdAt: label('members.columns.createdAt'),
    access: null,
  },
  crmEntry: {
    id: null,
    date: label('crm.form.date'),
    object: label('crm.form.object', { choices: 'crm.objects' }),
    action: label('crm.form.action', { choices: 'crm.actions' }),
    name: label('crm.form.name'),
    email: label('crm.form.email'),
    phone: label('crm.form.phone'),
    note: label('crm.form.note'),
    authorId: null,
  },
  document: {
    id: null,
    filename: label('journal.fields.filename'),
    createdAt: label('journal.fields.addedAt'),
    contentType: null,
  },
};
