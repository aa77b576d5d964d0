/**
 * The one builder of each record for the tests that need a whole one: every field filled with
 * plausible values, the caller's overrides on top.
 */
import { computeFees, defaultFeeForm } from '../../shared/fees.js';
import type { Client, ClientInput, FilledClientInput } from '../../shared/schemas/clients.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import type { CrmEntryInput } from '../../shared/schemas/crm.js';
import type { FormerClient } from '../../shared/schemas/former-clients.js';
import type { TaskInput } from '../../shared/schemas/tasks.js';
import { socialSecurityKey } from '../../shared/validation.js';

const NUMBER = '1600375056123';
let made = 0;

/** A unique e-mail address (tests share one demo upstream, whose e-mails are unique). */
export function uniqueEmail(name = 'client'): string {
  made += 1;
  return `${name}.${Date.now()}.${made}@exemple.fr`;
}

/** A client as the create form sends it, every writable field filled (overrides win). */
export function aClientInput(overrides: Partial<ClientInput> = {}): FilledClientInput & Required<Pick<ClientInput, 'civility'>> {
  return {
    civility: 'M.',
    firstName: 'Jean',
    lastName: 'Test',
    maidenName: 'Martin',
    email: uniqueEmail('jean.test'),
    mobilePhone: '06 11 22 33 44',
    officePhone: '01 44 55 66 77',
    status: 'En cours',
    feePaid: true,
    expertId: null,
    businessIntroducer: 'Notaire Maître Roche',
    birthDate: '1960-03-14',
    birthPlace: 'Paris',
    childrenNumber: null,
    maritalStatus: 'Marié(e)',
    militaryService: true,
    socialSecurityNumber: NUMBER,
    socialSecurityKey: socialSecurityKey(NUMBER)!,
    personalAddress: { address: '3 rue Pasteur', address2: 'Bât. B', zipCode: '75011', city: 'Paris', country: 'France' },
    companyName: 'Test SARL',
    companyAddress: { address: '1 place de la Bourse', address2: '3e étage', zipCode: '69002', city: 'Lyon', country: 'France' },
    notes: 'Rencontré au salon.',
    comments: '',
    services: ['CH', 'SIMU'],
    ...overrides,
  } as FilledClientInput & Required<Pick<ClientInput, 'civility'>>;
}

/** A client as the BFF answers it. */
export function aClient(overrides: Partial<Client> = {}): Client {
  const { expertId, ...input } = aClientInput();
  return { id: 7, createdAt: '2026-01-15T10:00:00.000Z', ...input, expertId: expertId ?? 2, expertName: 'Julien Moreau', validAccount: true, access: 'none', version: 'v7', ...overrides };
}

/** A contract as the BFF answers it: consultation and simulation, deposit paid (overrides win; totals follow the form unless given). */
export function aContract(overrides: Partial<Contract> = {}): Contract {
  const base = defaultFeeForm();
  const form = overrides.form ?? { ...base, sections: { ...base.sections, 1: true, 2: true } };
  const totals = computeFees(form);
  const id = overrides.id ?? 7;
  return {
    id,
    reference: `C-${id}`,
    clientId: 3,
    clientName: 'Hélène Dubois',
    expertId: 2,
    creatorId: 1,
    label: 'Contrat d’Hélène Dubois',
    state: 'En cours',
    services: ['CH', 'SIMU'],
    form,
    texts: [],
    totalTtcCents: totals.totalTtcCents,
    depositCents: totals.depositCents,
    balanceCents: totals.balanceCents,
    depositPaid: true,
    balancePaid: false,
    depositDate: '2026-02-03',
    balanceDate: null,
    paymentMethod: 'Virement bancaire',
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-02-03T10:00:00.000Z',
    generalConditions: '',
    version: `v${id}`,
    ...overrides,
  };
}

/** A task as the task form sends it. */
export function aTaskInput(overrides: Partial<TaskInput> = {}): TaskInput {
  return {
    title: 'Appeler la CARSAT',
    description: 'Relevé de carrière',
    type: 'appel_caisse',
    dueDate: '2026-12-01',
    customerId: null,
    important: false,
    completed: false,
    read: false,
    tags: [],
    ...overrides,
  };
}

/** A CRM entry as the CRM form sends it. */
export function aCrmEntryInput(overrides: Partial<CrmEntryInput> = {}): CrmEntryInput {
  return { object: 'Appel entrant', action: 'Rendez-vous pris', date: '2026-01-15', name: 'Lucie Martin', email: 'lucie.martin@exemple.fr', phone: '06 12 34 56 78', note: '', ...overrides };
}

/** A former client as the BFF answers it. */
export function aFormerClient(overrides: Partial<FormerClient> = {}): FormerClient {
  return {
    id: 'L-42',
    civility: 'Mme',
    firstName: 'Hélène',
    lastName: 'Dubois',
    birthDate: '1961-03-09',
    mobilePhone: '+33 6 12 34 56 78',
    officePhone: '',
    address: { address: '12 rue Haute', address2: 'Bât. B', zipCode: '75001', city: 'Paris', country: 'France' },
    email: 'helene.dubois@example.fr',
    createdAt: '2019-11-30',
    expertName: 'Camille Martin',
    version: 'vL42',
    ...overrides,
  };
}
